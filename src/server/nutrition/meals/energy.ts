// Energy need per person: the Institute of Medicine's adult EER equation for their sex, age, weight and height at
// the physical activity level their answers point to, plus the extra of the second or third trimester or of
// breastfeeding from the same source (data/meals/energy_*.csv). No target at all under 19 (the adult equations
// start at 19, and the issue asks for none under 18) or when the answers suggest an eating disorder
// (data/meals/no_calorie_targets.csv): plans are then given without figures.
import type { DraftAnswers } from "../../../shared/assessment/schema.ts";
import { containsSequence, words } from "../kb/text-match.ts";
import type { Person } from "../policy/types.ts";
import type { ActivityLevel, EnergyEquation, EnergyExtra, EnergyExtraStage, MealLibrary } from "../kb/meals/types.ts";

export type NoTargetReason = "under_19" | "eating_disorder" | "unknown_body";

export type EnergyNeed =
  | {
      kind: "target";
      /** The day's need, rounded to 10 kcal. */
      kcal: number;
      level: ActivityLevel;
      extra: (EnergyExtra & { assumed: boolean }) | null;
      equations: readonly EnergyEquation[];
    }
  | { kind: "none"; reason: NoTargetReason };

export interface NoCalorieSignals {
  /** Typed phrases (normalised words) that suggest an eating disorder. */
  phrases: readonly (readonly string[])[];
  /** Below this BMI, a goal of losing weight suggests one too. */
  bmiBelow: number;
}

/** "24 weeks", "3rd trimester", "second trimester": the pregnancy extra the typed condition text points to. */
export function trimesterOf(text: string): EnergyExtraStage | null {
  const lower = text.toLowerCase();
  const weeks = /(\d{1,2})\s*(?:weeks?|wks?)\b/.exec(lower);
  if (weeks) {
    const week = Number(weeks[1]);
    return week < 13 ? "pregnancy_1st" : week < 28 ? "pregnancy_2nd" : "pregnancy_3rd";
  }
  if (/\b(first|1st)\s+trimester/.test(lower)) return "pregnancy_1st";
  if (/\b(second|2nd)\s+trimester/.test(lower)) return "pregnancy_2nd";
  if (/\b(third|3rd)\s+trimester/.test(lower)) return "pregnancy_3rd";
  return null;
}

/** "7 months postpartum", "baby is 9 months": past six months, the later lactation extra. */
function lactationOf(text: string): EnergyExtraStage {
  const months = /(\d{1,2})\s*(?:months?|mo)\b/.exec(text.toLowerCase());
  return months && Number(months[1]) > 6 ? "lactation_7_12" : "lactation_0_6";
}

function typedTexts(answers: DraftAnswers): string[] {
  return [answers.otherHealthCondition, answers.otherHealthGoal, answers.otherDietType].filter(
    (text): text is string => typeof text === "string" && text.trim() !== "",
  );
}

/** Whether the answers suggest an eating disorder: typed words, the policy's own condition, or underweight wanting to lose. */
export function suggestsEatingDisorder(answers: DraftAnswers, person: Person, signals: NoCalorieSignals): boolean {
  if ([...person.groups.keys()].some((group) => /^condition:.*eating_disorder/.test(group))) return true;
  const typed = typedTexts(answers).map(words);
  if (typed.some((text) => signals.phrases.some((phrase) => containsSequence(text, phrase)))) return true;
  const { weight, height } = answers;
  if (typeof weight === "number" && typeof height === "number" && (answers.healthGoals ?? []).includes("lose_weight")) {
    return weight / (height / 100) ** 2 < signals.bmiBelow;
  }
  return false;
}

function equationValue(
  equation: EnergyEquation,
  age: number,
  weight: number,
  heightCm: number,
  level: ActivityLevel,
): number {
  return (
    equation.intercept +
    equation.perYear * age +
    equation.activity[level] * (equation.perKg * weight + equation.perMetre * (heightCm / 100))
  );
}

/** The person's energy need, or why there is none. `at` is when the answers were given (ages stay as they were). */
export function energyNeed(library: MealLibrary, answers: DraftAnswers, person: Person): EnergyNeed {
  const age = person.lifeStage.age;
  if (person.groups.has("stage:under_18") || person.groups.has("stage:under_14"))
    return { kind: "none", reason: "under_19" };
  if (suggestsEatingDisorder(answers, person, library.noCalorieSignals))
    return { kind: "none", reason: "eating_disorder" };
  const { weight, height, lifestyle, exerciseFrequency } = answers;
  if (!age || typeof weight !== "number" || typeof height !== "number") return { kind: "none", reason: "unknown_body" };
  const level = library.activity.get(`${lifestyle}/${exerciseFrequency}`) ?? "inactive";
  const midAge = (age.min + age.max) / 2;
  const sex = person.lifeStage.sex;
  // "Prefer not to say": the mean of the two equations, since either may apply.
  const equations = library.equations.filter((equation) =>
    sex !== "male" && sex !== "female" ? true : equation.sex === sex,
  );
  const base =
    equations.reduce((sum, equation) => sum + equationValue(equation, midAge, weight, height, level), 0) /
    equations.length;
  const typed = typedTexts(answers).join(" ");
  let extra: (EnergyExtra & { assumed: boolean }) | null = null;
  if (person.lifeStage.reproductive === "pregnant") {
    const stage = trimesterOf(typed);
    // The trimester is not asked: without one, the second trimester's extra, and the plan says so.
    extra = { ...library.extras.get(stage ?? "pregnancy_2nd")!, assumed: stage === null };
  } else if (person.lifeStage.reproductive === "lactating") {
    extra = { ...library.extras.get(lactationOf(typed))!, assumed: false };
  }
  return { kind: "target", kcal: Math.round((base + (extra?.kcal ?? 0)) / 10) * 10, level, extra, equations };
}
