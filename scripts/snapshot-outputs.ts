// Writes what the offline engine and the supplement lookup say for many profiles, one JSON line
// each, so a refactor can be compared byte for byte with the code before it (and a change in
// nutrition policy reviewed as a diff):  node scripts/snapshot-outputs.ts > before.jsonl
import {
  allergyOptions,
  dietTypes,
  healthConditionOptions,
  supplementOptions,
  type HealthCondition,
} from "../src/shared/assessment/options.ts";
import type { AssessmentAnswers } from "../src/shared/assessment/schema.ts";
import { completeAnswers } from "../tests/support/assessment-fixtures.ts";
import { writeOfflineAssessment } from "../src/server/assessment/offline-writer.ts";
import { loadKnowledgeBase } from "../src/server/nutrition/kb/load.ts";
import { lookupSupplement } from "../src/server/lookup/lookup.ts";
import { supplementShortName } from "../src/server/nutrition/kb/search.ts";

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
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.3);

// Typed diets, allergies and conditions the policy recognises, and some it does not ("breatharian", "kiwi",
// "migraine"), so the review sees both; conditions cover pregnancy, trying to conceive, breastfeeding, warfarin,
// haemochromatosis and kidney disease; years of birth reach 2011 (under-18s); typed supplements carry doses.
const typedDiets = [
  "halal",
  "kosher",
  "gluten-free (coeliac disease)",
  "plant-based",
  "dairy-free",
  "pescatarian",
  "low FODMAP",
  "breatharian",
];
const typedAllergies = ["sesame seeds", "shellfish", "eggs", "peanuts", "kiwi", "almonds", "prawns", "fish"];
const typedConditions = [
  "pregnant",
  "trying to conceive",
  "breastfeeding",
  "haemochromatosis",
  "chronic kidney disease",
  "on warfarin",
  "gout",
  "migraine",
  // Decision 020: conditions and medicines people type (brands, doses, misspellings, several at once).
  "type 2 diabetes; atrial fibrillation, I take warfarin",
  "lisinopril 10mg",
  "losartan",
  "phenelzine",
  "Lipitor 20mg",
  "simvastatin",
  "coeliac",
  "kidney stones",
  "Hashimoto's",
  "CKD stage 3b",
  "on dialysis",
  "osteoporosis",
  "first trimester",
  "tacrolimus",
  "zorblatt syndrome",
  // Issue 20, round 3: CKD by stage, eGFR, dialysis and transplant.
  "CKD stage 2",
  "chronic kidney disease stage 4, eGFR 22",
  "haemodialysis",
  "peritoneal dialysis",
  "kidney transplant",
  "stage 3a CKD",
];
const typedSupplements = [
  "iron 65 mg",
  "vitamin D 500 mg",
  "magnesium 500 mg",
  "Iron tablets",
  "vitamin E 1500 IU dl-alpha",
  "zinc 50 mg",
  "ferrous sulfate 200 mg twice a day",
  "Vitamin B12 1000 mcg",
  "prenatal vitamin",
  "fish oil 3 g",
  "vitamin E 400 IU",
  "multivitamin with iron",
  "magnesium oxide 500 mg",
  "magnesium citrate 1000 mg",
  "magnesium glycinate 2 x 400 mg",
  "zinc picolinate 50 mg",
];

function profile(index: number): AssessmentAnswers {
  const dietType = pick(dietTypes);
  const allergies = some(allergyOptions.filter((a) => a !== "none"));
  const conditions: HealthCondition[] = some(healthConditionOptions.filter((c) => c !== "none" && c !== "other"));
  // Four in ten type a condition (medicines and pregnancy are typed there in the assessment).
  if (next() < 0.4) conditions.push("other");
  const takes = pick(["regularly", "sometimes", "no"] as const);
  const supplements = takes === "no" ? [] : some(supplementOptions);
  return {
    ...completeAnswers,
    firstName: `P${index}`,
    yearOfBirth: 1940 + Math.floor(next() * 72),
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
    supplements,
    ...(supplements.includes("other") ? { otherSupplement: pick(typedSupplements) } : {}),
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
  process.stdout.write(
    `${JSON.stringify({ kind: "assessment", i, text: writeOfflineAssessment(answers, kb, now) })}\n`,
  );
}

// Lookups for four people: two diets alone, and two fed by an assessment that says more (pregnancy and a typed
// allergy; a typed halal diet, haemochromatosis, warfarin and kidney disease at 16). Code before the policy
// ignores what it does not read, so the same script runs on both sides of a change.
const lookupProfiles = {
  balanced: { dietType: "balanced", allergies: [] },
  vegan: { dietType: "vegan", allergies: [] },
  pregnant: {
    dietType: "vegetarian",
    allergies: ["other"],
    otherAllergy: "sesame seeds",
    healthConditions: ["other"],
    otherHealthCondition: "pregnant",
    yearOfBirth: 1995,
    gender: "female",
  },
  conditions: {
    dietType: "other",
    otherDietType: "halal",
    allergies: [],
    healthConditions: ["other"],
    otherHealthCondition: "haemochromatosis, on warfarin, kidney disease",
    yearOfBirth: 2010,
    gender: "male",
  },
} as const;
const doses = [undefined, "1000 IU", "500 mg", "65 mg", "2 capsules", "1000 ug", "1500 IU"];
for (const supplement of kb.supplements) {
  for (const dosage of doses) {
    for (const [who, lookupProfile] of Object.entries(lookupProfiles)) {
      const input = {
        query: supplementShortName(supplement),
        dosage,
        profile: lookupProfile,
        profileSource: "assessment" as const,
        now,
      };
      process.stdout.write(
        `${JSON.stringify({ kind: "lookup", supplement: supplement.id, dosage, who, outcome: lookupSupplement(kb, input) })}\n`,
      );
    }
  }
}
