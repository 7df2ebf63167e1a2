import { z } from "zod";
import { assessmentFieldTexts as labels, assessmentMessages as msg } from "../texts/assessment.ts";
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
  stepNumbers,
  travelFrequencies,
  waterIntakes,
  type StepNumber,
} from "./options.ts";

// One zod schema per wizard step (spec sections 3 and 5, with decisions.md's enforced limits).
// The wizard and the server validate with these same schemas.

/** Empty form values (no choice made, an empty number input) count as missing. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (typeof value === "number" && Number.isNaN(value));
}
const missingToUndefined = (value: unknown) => (isMissing(value) ? undefined : value);

function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, required: string, label: string) {
  return z.preprocess(
    missingToUndefined,
    z.enum(values, { error: (issue) => (issue.input === undefined ? required : msg.invalidChoice(label)) }),
  );
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(missingToUndefined, z.enum(values, { error: () => msg.invalidChoice(label) }).optional());
}

function requiredNumber(required: string, range: () => string, check: (value: number) => boolean) {
  return z.preprocess(
    (value) => {
      if (typeof value === "string" && value.trim() !== "") return Number(value);
      return missingToUndefined(value);
    },
    z
      .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? required : range()) })
      .superRefine((value, ctx) => {
        if (!Number.isFinite(value) || !check(value)) ctx.addIssue({ code: "custom", message: range() });
      }),
  );
}

/** A list of choices; missing means empty; repeats are dropped. */
const toChoiceList = (value: unknown) => (isMissing(value) ? [] : Array.isArray(value) ? [...new Set(value)] : value);

function choiceList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    toChoiceList,
    z.array(z.enum(values, { error: () => msg.invalidChoice(label) }), { error: () => msg.invalidChoice(label) }),
  );
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : missingToUndefined(value)),
    z
      .string({ error: () => tooLong })
      .max(max, { error: () => tooLong })
      .optional(),
  );
}

const otherText = (label: string) => optionalText(assessmentLimits.otherTextMaxLength, msg.otherTextTooLong(label));

export const step1Schema = z.object({
  firstName: optionalText(assessmentLimits.nameMaxLength, msg.nameTooLong(labels.firstName.label)),
  lastName: optionalText(assessmentLimits.nameMaxLength, msg.nameTooLong(labels.lastName.label)),
  yearOfBirth: requiredNumber(
    msg.yearOfBirthRequired,
    () => msg.yearOfBirthRange(currentYear()),
    (year) => Number.isInteger(year) && year >= assessmentLimits.yearOfBirthMin && year <= currentYear(),
  ),
  gender: requiredChoice(genders, msg.genderRequired, labels.gender.label),
  weight: requiredNumber(
    msg.weightRequired,
    () => msg.weightRange,
    (kg) => kg >= assessmentLimits.weightMinKg && kg <= assessmentLimits.weightMaxKg,
  ),
  height: requiredNumber(
    msg.heightRequired,
    () => msg.heightRange,
    (cm) => cm >= assessmentLimits.heightMinCm && cm <= assessmentLimits.heightMaxCm,
  ),
});

export const step2Schema = z.object({
  lifestyle: requiredChoice(lifestyles, msg.lifestyleRequired, labels.lifestyle.label),
  sittingTime: requiredChoice(sittingTimes, msg.sittingTimeRequired, labels.sittingTime.label),
  exerciseFrequency: requiredChoice(exerciseFrequencies, msg.exerciseFrequencyRequired, labels.exerciseFrequency.label),
  activities: choiceList(activityOptions, labels.activities.label),
  otherActivity: otherText(labels.otherActivity.label),
});

export const step3Schema = z.object({
  dietType: requiredChoice(dietTypes, msg.dietTypeRequired, labels.dietType.label),
  otherDietType: otherText(labels.otherDietType.label),
  allergies: choiceList(allergyOptions, labels.allergies.label),
  otherAllergy: otherText(labels.otherAllergy.label),
  vegetablesFruitsConsumption: requiredChoice(
    consumptionFrequencies,
    msg.vegetablesFruitsRequired,
    labels.vegetablesFruitsConsumption.label,
  ),
  meatFishConsumption: requiredChoice(consumptionFrequencies, msg.meatFishRequired, labels.meatFishConsumption.label),
  dairyConsumption: requiredChoice(consumptionFrequencies, msg.dairyRequired, labels.dairyConsumption.label),
  fastFoodConsumption: requiredChoice(fastFoodFrequencies, msg.fastFoodRequired, labels.fastFoodConsumption.label),
  takesDietarySupplements: requiredChoice(
    supplementUsages,
    msg.supplementsQuestionRequired,
    labels.takesDietarySupplements.label,
  ),
  supplements: choiceList(supplementOptions, labels.supplements.label),
  otherSupplement: otherText(labels.otherSupplement.label),
});

export const step4Schema = z.object({
  healthConditions: choiceList(healthConditionOptions, labels.healthConditions.label),
  otherHealthCondition: otherText(labels.otherHealthCondition.label),
  sleepQuality: requiredChoice(sleepQualities, msg.sleepQualityRequired, labels.sleepQuality.label),
  stressLevel: requiredChoice(stressLevels, msg.stressLevelRequired, labels.stressLevel.label),
  healthGoals: z.preprocess(
    toChoiceList,
    z
      .array(z.enum(healthGoalOptions, { error: () => msg.invalidChoice(labels.healthGoals.label) }), {
        error: () => msg.healthGoalRequired,
      })
      .min(1, { error: () => msg.healthGoalRequired }),
  ),
  otherHealthGoal: otherText(labels.otherHealthGoal.label),
});

export const step5Schema = z.object({
  waterIntake: requiredChoice(waterIntakes, msg.waterIntakeRequired, labels.waterIntake.label),
  // The spec shows no rule for alcohol, so it may stay unanswered.
  alcoholConsumption: optionalChoice(alcoholConsumptions, labels.alcoholConsumption.label),
  // Only an undefined value is missing: false is an answer.
  smoking: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.boolean({
      error: (issue) => (issue.input === undefined ? msg.smokingRequired : msg.invalidChoice(labels.smoking.label)),
    }),
  ),
  sunlightExposure: requiredChoice(sunlightExposures, msg.sunlightRequired, labels.sunlightExposure.label),
  travelFrequency: requiredChoice(travelFrequencies, msg.travelRequired, labels.travelFrequency.label),
});

export const stepSchemas = {
  1: step1Schema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
} as const;

/** The whole answer object (assessment_data), as stored. Unknown keys are dropped. */
export const assessmentAnswersSchema = z.object({
  ...step1Schema.shape,
  ...step2Schema.shape,
  ...step3Schema.shape,
  ...step4Schema.shape,
  ...step5Schema.shape,
});

export type AssessmentAnswers = z.output<typeof assessmentAnswersSchema>;
export type AssessmentField = keyof AssessmentAnswers;

/** The answers while the person is still going: any field may be missing. */
export type DraftAnswers = { [K in AssessmentField]?: AssessmentAnswers[K] };

/** The fields asked on each step, in the order they appear. */
export const stepFields = {
  1: Object.keys(step1Schema.shape),
  2: Object.keys(step2Schema.shape),
  3: Object.keys(step3Schema.shape),
  4: Object.keys(step4Schema.shape),
  5: Object.keys(step5Schema.shape),
} as Record<StepNumber, AssessmentField[]>;

export const assessmentFields = Object.keys(assessmentAnswersSchema.shape) as AssessmentField[];

export interface FieldError {
  field: AssessmentField;
  message: string;
}

function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field: field as AssessmentField, message: issue.message });
  }
  return errors;
}

/** Errors of one step, one per field, in the order the fields appear. Empty when the step is valid. */
export function validateStep(step: StepNumber, answers: DraftAnswers | Record<string, unknown>): FieldError[] {
  const result = stepSchemas[step].safeParse(answers);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

/** The first step with errors, or null when every step is valid. */
export function firstInvalidStep(answers: DraftAnswers | Record<string, unknown>): StepNumber | null {
  for (const step of stepNumbers) if (validateStep(step, answers).length > 0) return step;
  return null;
}

export type ParseAnswersResult =
  | { success: true; answers: AssessmentAnswers }
  | { success: false; errors: FieldError[]; fields: Record<string, string[]> };

/** Validates a whole answer object: the server's gate before anything is stored. */
export function parseAnswers(input: unknown): ParseAnswersResult {
  const result = assessmentAnswersSchema.safeParse(input);
  if (result.success) return { success: true, answers: result.data };
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "answers";
    (fields[field] ??= []).push(issue.message);
  }
  return { success: false, errors: toFieldErrors(result.error.issues), fields };
}
