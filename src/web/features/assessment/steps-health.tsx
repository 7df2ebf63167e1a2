// Steps 4 and 5 of the wizard: health (conditions, sleep, stress) and habits (goals, water, alcohol, smoking, sunlight, travel).
import {
  alcoholConsumptions,
  healthConditionOptions,
  healthGoalOptions,
  sleepQualities,
  stressLevels,
  sunlightExposures,
  travelFrequencies,
  waterIntakes,
} from "../../../shared/assessment/options.ts";
import { assessmentFieldTexts as fields, assessmentOptionLabels as labels } from "../../../shared/texts/assessment.ts";
import { ChoiceGroup } from "./controls.tsx";
import { ListQuestion, useSetters, type StepProps } from "./step-parts.tsx";

export function Step4(props: StepProps) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <>
      <ListQuestion {...props} field="healthConditions" options={healthConditionOptions} />
      <ChoiceGroup
        name="sleepQuality"
        legend={fields.sleepQuality.label}
        options={sleepQualities}
        labels={labels.sleepQuality}
        value={answers.sleepQuality}
        onChange={(v) => set("sleepQuality", v)}
        error={errorFor("sleepQuality")}
        columns={3}
      />
      <ChoiceGroup
        name="stressLevel"
        legend={fields.stressLevel.label}
        options={stressLevels}
        labels={labels.stressLevel}
        value={answers.stressLevel}
        onChange={(v) => set("stressLevel", v)}
        error={errorFor("stressLevel")}
        columns={3}
      />
      <ListQuestion {...props} field="healthGoals" options={healthGoalOptions} optional={false} />
    </>
  );
}

const smokingOptions = ["yes", "no"] as const;

export function Step5(props: StepProps) {
  const { answers, errorFor } = props;
  const { set } = useSetters(props);
  return (
    <>
      <ChoiceGroup
        name="waterIntake"
        legend={fields.waterIntake.label}
        options={waterIntakes}
        labels={labels.waterIntake}
        value={answers.waterIntake}
        onChange={(v) => set("waterIntake", v)}
        error={errorFor("waterIntake")}
        columns={3}
      />
      <ChoiceGroup
        name="alcoholConsumption"
        legend={fields.alcoholConsumption.label}
        optional
        options={alcoholConsumptions}
        labels={labels.alcoholConsumption}
        value={answers.alcoholConsumption}
        onChange={(v) => set("alcoholConsumption", v)}
        error={errorFor("alcoholConsumption")}
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
      <ChoiceGroup
        name="sunlightExposure"
        legend={fields.sunlightExposure.label}
        options={sunlightExposures}
        labels={labels.sunlightExposure}
        value={answers.sunlightExposure}
        onChange={(v) => set("sunlightExposure", v)}
        error={errorFor("sunlightExposure")}
        columns={3}
      />
      <ChoiceGroup
        name="travelFrequency"
        legend={fields.travelFrequency.label}
        options={travelFrequencies}
        labels={labels.travelFrequency}
        value={answers.travelFrequency}
        onChange={(v) => set("travelFrequency", v)}
        error={errorFor("travelFrequency")}
        columns={3}
      />
    </>
  );
}
