// The five steps of the wizard, by number: about you, activity, diet and food here; health and habits in steps-health.tsx.
import {
  activityOptions,
  allergyOptions,
  assessmentLimits,
  consumptionFrequencies,
  currentYear,
  dietTypes,
  exerciseFrequencies,
  fastFoodFrequencies,
  genders,
  lifestyles,
  sittingTimes,
  supplementOptions,
  supplementUsages,
  type StepNumber,
} from "../../../shared/assessment/options.ts";
import { asksWhichSupplements, chooseDietType } from "../../../shared/assessment/rules.ts";
import { assessmentFieldTexts as fields, assessmentOptionLabels as labels } from "../../../shared/texts/assessment.ts";
import { ChoiceGroup, NumberInput, OtherText, TextInput } from "./controls.tsx";

import { ListQuestion, maxText, useSetters, type StepProps } from "./step-parts.tsx";
import { Step4, Step5 } from "./steps-health.tsx";

function Step1(props: StepProps) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          name="firstName"
          label={fields.firstName.label}
          optional
          autoComplete="given-name"
          maxLength={assessmentLimits.nameMaxLength}
          value={answers.firstName}
          onChange={(v) => set("firstName", v)}
          error={errorFor("firstName")}
        />
        <TextInput
          name="lastName"
          label={fields.lastName.label}
          optional
          autoComplete="family-name"
          maxLength={assessmentLimits.nameMaxLength}
          value={answers.lastName}
          onChange={(v) => set("lastName", v)}
          error={errorFor("lastName")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberInput
          name="yearOfBirth"
          label={fields.yearOfBirth.label}
          placeholder={fields.yearOfBirth.placeholder}
          min={assessmentLimits.yearOfBirthMin}
          max={currentYear()}
          step={1}
          value={answers.yearOfBirth}
          onChange={(v) => set("yearOfBirth", v)}
          error={errorFor("yearOfBirth")}
        />
        <NumberInput
          name="weight"
          label={fields.weight.label}
          placeholder={fields.weight.placeholder}
          min={assessmentLimits.weightMinKg}
          max={assessmentLimits.weightMaxKg}
          step={0.1}
          unit="kg"
          value={answers.weight}
          onChange={(v) => set("weight", v)}
          error={errorFor("weight")}
        />
        <NumberInput
          name="height"
          label={fields.height.label}
          placeholder={fields.height.placeholder}
          min={assessmentLimits.heightMinCm}
          max={assessmentLimits.heightMaxCm}
          step={1}
          unit="cm"
          value={answers.height}
          onChange={(v) => set("height", v)}
          error={errorFor("height")}
        />
      </div>
      <ChoiceGroup
        name="gender"
        legend={fields.gender.label}
        options={genders}
        labels={labels.gender}
        value={answers.gender}
        onChange={(v) => set("gender", v)}
        error={errorFor("gender")}
        columns={3}
      />
    </>
  );
}

function Step2(props: StepProps) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <>
      <ChoiceGroup
        name="lifestyle"
        legend={fields.lifestyle.label}
        options={lifestyles}
        labels={labels.lifestyle}
        value={answers.lifestyle}
        onChange={(v) => set("lifestyle", v)}
        error={errorFor("lifestyle")}
        columns={1}
      />
      <ChoiceGroup
        name="sittingTime"
        legend={fields.sittingTime.label}
        options={sittingTimes}
        labels={labels.sittingTime}
        value={answers.sittingTime}
        onChange={(v) => set("sittingTime", v)}
        error={errorFor("sittingTime")}
        columns={3}
      />
      <ChoiceGroup
        name="exerciseFrequency"
        legend={fields.exerciseFrequency.label}
        options={exerciseFrequencies}
        labels={labels.exerciseFrequency}
        value={answers.exerciseFrequency}
        onChange={(v) => set("exerciseFrequency", v)}
        error={errorFor("exerciseFrequency")}
      />
      <ListQuestion {...props} field="activities" options={activityOptions} />
    </>
  );
}

function Step3(props: StepProps) {
  const { answers, errorFor, onChange } = props;
  const { set } = useSetters(props);
  return (
    <>
      <ChoiceGroup
        name="dietType"
        legend={fields.dietType.label}
        options={dietTypes}
        labels={labels.dietType}
        value={answers.dietType}
        onChange={(v) => onChange(chooseDietType(answers, v))}
        error={errorFor("dietType")}
        columns={3}
      />
      {answers.dietType === "other" && (
        <OtherText
          name="otherDietType"
          label={fields.otherDietType.label}
          optional
          maxLength={maxText}
          value={answers.otherDietType}
          onChange={(v) => set("otherDietType", v)}
          error={errorFor("otherDietType")}
        />
      )}
      <ListQuestion {...props} field="allergies" options={allergyOptions} />
      <ChoiceGroup
        name="vegetablesFruitsConsumption"
        legend={fields.vegetablesFruitsConsumption.label}
        options={consumptionFrequencies}
        labels={labels.consumption}
        value={answers.vegetablesFruitsConsumption}
        onChange={(v) => set("vegetablesFruitsConsumption", v)}
        error={errorFor("vegetablesFruitsConsumption")}
        columns={3}
      />
      <ChoiceGroup
        name="meatFishConsumption"
        legend={fields.meatFishConsumption.label}
        options={consumptionFrequencies}
        labels={labels.consumption}
        value={answers.meatFishConsumption}
        onChange={(v) => set("meatFishConsumption", v)}
        error={errorFor("meatFishConsumption")}
        columns={3}
      />
      <ChoiceGroup
        name="dairyConsumption"
        legend={fields.dairyConsumption.label}
        options={consumptionFrequencies}
        labels={labels.consumption}
        value={answers.dairyConsumption}
        onChange={(v) => set("dairyConsumption", v)}
        error={errorFor("dairyConsumption")}
        columns={3}
      />
      <ChoiceGroup
        name="fastFoodConsumption"
        legend={fields.fastFoodConsumption.label}
        options={fastFoodFrequencies}
        labels={labels.fastFoodConsumption}
        value={answers.fastFoodConsumption}
        onChange={(v) => set("fastFoodConsumption", v)}
        error={errorFor("fastFoodConsumption")}
        columns={3}
      />
      <ChoiceGroup
        name="takesDietarySupplements"
        legend={fields.takesDietarySupplements.label}
        options={supplementUsages}
        labels={labels.takesDietarySupplements}
        value={answers.takesDietarySupplements}
        onChange={(v) => set("takesDietarySupplements", v)}
        error={errorFor("takesDietarySupplements")}
        columns={3}
      />
      {asksWhichSupplements(answers.takesDietarySupplements) && (
        <ListQuestion {...props} field="supplements" options={supplementOptions} />
      )}
    </>
  );
}

export const stepComponents: Record<StepNumber, (props: StepProps) => React.JSX.Element> = {
  1: Step1,
  2: Step2,
  3: Step3,
  4: Step4,
  5: Step5,
};
