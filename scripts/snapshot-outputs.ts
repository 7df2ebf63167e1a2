// Writes what the offline engine and the supplement lookup say for many profiles, one JSON line
// each, so a refactor can be compared byte for byte with the code before it (and a change in
// nutrition policy reviewed as a diff):  node scripts/snapshot-outputs.ts > before.jsonl
import { allergyOptions, dietTypes, healthConditionOptions, supplementOptions } from "../src/shared/assessment/options.ts";
import type { AssessmentAnswers } from "../src/shared/assessment/index.ts";
import { completeAnswers } from "../tests/support/assessment-fixtures.ts";
import { writeOfflineAssessment } from "../src/server/assessments/offline-writer.ts";
import { loadKnowledgeBase, lookupSupplement } from "../src/server/nutrition/index.ts";

const kb = loadKnowledgeBase();
const now = new Date("2026-06-01T12:00:00Z");

/** A small deterministic generator, so every run sees the same profiles. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const next = random(20261125);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const some = <T,>(items: readonly T[]): T[] => items.filter(() => next() < 0.3);

const typedDiets = ["halal", "gluten-free (coeliac disease)", "plant-based", "dairy-free", "pescatarian"];
const typedAllergies = ["sesame seeds", "shellfish", "eggs", "peanuts"];
const typedConditions = ["pregnant", "haemochromatosis", "kidney disease", "on warfarin"];

function profile(index: number): AssessmentAnswers {
  const dietType = pick(dietTypes);
  const allergies = some(allergyOptions.filter((a) => a !== "none"));
  const conditions = some(healthConditionOptions.filter((c) => c !== "none"));
  const takes = pick(["regularly", "sometimes", "no"] as const);
  return {
    ...completeAnswers,
    firstName: `P${index}`,
    yearOfBirth: 1940 + Math.floor(next() * 66),
    gender: pick(["male", "female", "prefer_not_to_say"] as const),
    lifestyle: pick(["sedentary", "moderate", "active"] as const),
    exerciseFrequency: pick(["never", "1_to_2", "3_to_4", "5_plus"] as const),
    dietType,
    ...(dietType === "other" ? { otherDietType: pick(typedDiets) } : {}),
    allergies,
    ...(allergies.includes("other") ? { otherAllergy: pick(typedAllergies) } : {}),
    vegetablesFruitsConsumption: pick(["daily", "3_to_5", "rarely"] as const),
    meatFishConsumption: pick(["daily", "3_to_5", "rarely"] as const),
    dairyConsumption: pick(["daily", "3_to_5", "rarely"] as const),
    fastFoodConsumption: pick(["never", "1_to_2", "3_plus"] as const),
    takesDietarySupplements: takes,
    supplements: takes === "no" ? [] : some(supplementOptions),
    healthConditions: conditions,
    ...(conditions.includes("other") ? { otherHealthCondition: pick(typedConditions) } : {}),
    sleepQuality: pick(["poor", "fair", "good"] as const),
    stressLevel: pick(["high", "medium", "low"] as const),
    smoking: next() < 0.2,
    sunlightExposure: pick(["less_than_30", "30_to_60", "more_than_60"] as const),
  };
}

const count = Number(process.argv[2] ?? 300);
for (let i = 0; i < count; i++) {
  const answers = profile(i);
  process.stdout.write(`${JSON.stringify({ kind: "assessment", i, text: writeOfflineAssessment(answers, kb, now) })}\n`);
}

const doses = [undefined, "1000 IU", "500 mg", "65 mg", "2 capsules", "1000 ug", "1500 IU"];
for (const supplement of kb.supplements) {
  for (const dosage of doses) {
    for (const dietType of ["balanced", "vegan", "vegetarian", "keto"] as const) {
      const input = { query: supplement.name, dosage, profile: { dietType, allergies: [] }, profileSource: "request" as const };
      process.stdout.write(`${JSON.stringify({ kind: "lookup", supplement: supplement.id, dosage, dietType, outcome: lookupSupplement(kb, input) })}\n`);
    }
  }
}
