import {
  activityOptions,
  alcoholConsumptions,
  allergyOptions,
  assessmentLimits,
  consumptionFrequencies,
  currentYear,
  dietTypes,
  exerciseFrequencies,
  fastFoodFrequencies,
  genders,
  healthConditionOptions,
  healthGoalOptions,
  lifestyles,
  sittingTimes,
  sleepQualities,
  stressLevels,
  sunlightExposures,
  supplementOptions,
  supplementUsages,
  travelFrequencies,
  waterIntakes,
  type StepNumber,
} from "../../../shared/assessment/options.ts";
import { asksWhichSupplements, chooseDietType } from "../../../shared/assessment/rules.ts";
import { assessmentFieldTexts as fields, assessmentOptionLabels as labels } from "../../../shared/texts/assessment.ts";
import { ChoiceGroup, NumberInput, OtherText, TextInput } from "./controls.tsx";
import { ChoiceQuestion, ListQuestion, maxText, useSetters, type StepProps } from "./questions.tsx";

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
      <ChoiceQuestion {...props} field="gender" options={genders} labels={labels.gender} />
    </>
  );
}

function Step2(props: StepProps) {
  return (
    <>
      <ChoiceQuestion {...props} field="lifestyle" options={lifestyles} labels={labels.lifestyle} columns={1} />
      <ChoiceQuestion {...props} field="sittingTime" options={sittingTimes} labels={labels.sittingTime} />
      <ChoiceQuestion
        {...props}
        field="exerciseFrequency"
        options={exerciseFrequencies}
        labels={labels.exerciseFrequency}
        columns={2}
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
      <ChoiceQuestion
        {...props}
        field="vegetablesFruitsConsumption"
        options={consumptionFrequencies}
        labels={labels.consumption}
      />
      <ChoiceQuestion
        {...props}
        field="meatFishConsumption"
        options={consumptionFrequencies}
        labels={labels.consumption}
      />
      <ChoiceQuestion
        {...props}
        field="dairyConsumption"
        options={consumptionFrequencies}
        labels={labels.consumption}
      />
      <ChoiceQuestion
        {...props}
        field="fastFoodConsumption"
        options={fastFoodFrequencies}
        labels={labels.fastFoodConsumption}
      />
      <ChoiceQuestion
        {...props}
        field="takesDietarySupplements"
        options={supplementUsages}
        labels={labels.takesDietarySupplements}
      />
      {asksWhichSupplements(answers.takesDietarySupplements) && (
        <ListQuestion {...props} field="supplements" options={supplementOptions} />
      )}
    </>
  );
}

function Step4(props: StepProps) {
  return (
    <>
      <ListQuestion {...props} field="healthConditions" options={healthConditionOptions} />
      <ChoiceQuestion {...props} field="sleepQuality" options={sleepQualities} labels={labels.sleepQuality} />
      <ChoiceQuestion {...props} field="stressLevel" options={stressLevels} labels={labels.stressLevel} />
      <ListQuestion {...props} field="healthGoals" options={healthGoalOptions} optional={false} />
    </>
  );
}

const smokingOptions = ["yes", "no"] as const;

function Step5(props: StepProps) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <>
      <ChoiceQuestion {...props} field="waterIntake" options={waterIntakes} labels={labels.waterIntake} />
      <ChoiceQuestion
        {...props}
        field="alcoholConsumption"
        options={alcoholConsumptions}
        labels={labels.alcoholConsumption}
        columns={2}
        optional
      />
      <ChoiceGroup
        name="smoking"
        legend={fields.smoking.label}
        options={smokingOptions}
        labels={labels.smoking}
        value={answers.smoking === undefined ? undefined : answers.smoking ? "yes" : "no"}
        onChange={(v) => set("smoking", v === "yes")}
        error={errorFor("smoking")}
      />
      <ChoiceQuestion
        {...props}
        field="sunlightExposure"
        options={sunlightExposures}
        labels={labels.sunlightExposure}
      />
      <ChoiceQuestion {...props} field="travelFrequency" options={travelFrequencies} labels={labels.travelFrequency} />
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
