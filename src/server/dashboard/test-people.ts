// People for the dashboard's property tests: every ticked diet and a set of typed ones, crossed with every
// ticked allergy set and a set of typed allergies; answers that bring every spec food onto the list (meat or
// fish rarely, little sunlight), so each one is kept or replaced.
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { dietTypes, type Allergy } from "../../shared/assessment/options.ts";
import { type AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import type { Food } from "../nutrition/kb/types.ts";
import { kb } from "../nutrition/kb/test-support.ts";

export { kb };
export const policy = createPolicy(kb);
export const AT = new Date("2026-03-03T10:00:00Z");

interface Case {
  label: string;
  answers: Partial<AssessmentAnswers>;
}

const diets: Case[] = [
  ...dietTypes.filter((diet) => diet !== "other").map((dietType) => ({ label: dietType, answers: { dietType } })),
  ...[
    "halal",
    "kosher",
    "plant-based",
    "pescatarian",
    "gluten-free (coeliac disease)",
    "dairy-free",
    "vegan and keto",
    "flexitarian",
  ].map((text) => ({
    label: `typed diet "${text}"`,
    answers: { dietType: "other" as const, otherDietType: text },
  })),
];

const allergies: Case[] = [
  ...([["none"], ["lactose"], ["gluten"], ["soy"], ["nuts"], ["nuts", "soy", "gluten", "lactose"]] as Allergy[][]).map(
    (list) => ({
      label: `allergies [${list.join(",")}]`,
      answers: { allergies: list, otherAllergy: undefined },
    }),
  ),
  ...[
    "sesame seeds",
    "fish",
    "shellfish",
    "eggs",
    "milk",
    "mushrooms",
    "kiwi, mango",
    "peanut butter",
    "legumes",
    "almonds and chia",
  ].map((text) => ({
    label: `typed allergy "${text}"`,
    answers: { allergies: ["other"] as Allergy[], otherAllergy: text },
  })),
];

export interface TestPerson {
  label: string;
  answers: AssessmentAnswers;
}

/** Every diet with every allergy set (208 people). */
export const people: TestPerson[] = diets.flatMap((diet) =>
  allergies.map((allergy) => ({
    label: `${diet.label} / ${allergy.label}`,
    answers: {
      ...completeAnswers,
      meatFishConsumption: "rarely",
      sunlightExposure: "less_than_30",
      ...diet.answers,
      ...allergy.answers,
    } as AssessmentAnswers,
  })),
);

/**
 * Health conditions, ticked and typed, some of which make the policy rank foods last (fish and red meat for gout,
 * vitamin K-rich foods with warfarin, iron-rich ones for haemochromatosis, phosphorus- and potassium-rich ones),
 * crossed with every diet and a few allergy sets (every diet x 3 x 8 people).
 */
const conditions: Case[] = [
  {
    label: "ticked conditions",
    answers: {
      healthConditions: [
        "high_blood_pressure",
        "cholesterol_issues",
        "blood_sugar_problems",
        "thyroid_disorders",
        "digestive_issues",
      ],
    },
  },
  ...[
    "gout",
    "warfarin",
    "haemochromatosis",
    "chronic kidney disease",
    "spironolactone",
    "gout and kidney disease, on warfarin",
    "pregnant",
  ].map((text) => ({
    label: `typed condition "${text}"`,
    answers: { healthConditions: ["other"] as AssessmentAnswers["healthConditions"], otherHealthCondition: text },
  })),
];

export const peopleWithConditions: TestPerson[] = diets.flatMap((diet) =>
  [allergies[0]!, allergies[4]!, allergies[5]!].flatMap((allergy) =>
    conditions.map((condition) => ({
      label: `${diet.label} / ${allergy.label} / ${condition.label}`,
      answers: {
        ...completeAnswers,
        meatFishConsumption: "rarely",
        sunlightExposure: "less_than_30",
        ...diet.answers,
        ...allergy.answers,
        ...condition.answers,
      } as AssessmentAnswers,
    })),
  ),
);

const has = (food: Food, ...tags: string[]) => tags.some((tag) => food.tags.includes(tag as never));
const named = (food: Food, pattern: RegExp) =>
  pattern.test(`${food.name} ${food.usdaDescription} ${food.aliases.join(" ")}`);

/**
 * Why a food must never reach this person, written from the foods' tags and names (not from the policy's rule
 * tables), so a rule that went missing is caught; null when nothing forbids it.
 */
export function forbidden(person: TestPerson, food: Food): string | null {
  const { dietType, otherDietType = "", allergies: list = [], otherAllergy = "" } = person.answers;
  const typedDiet = otherDietType.toLowerCase();
  const typed = otherAllergy.toLowerCase();
  const vegan = dietType === "vegan" || /vegan|plant-based/.test(typedDiet);
  if (vegan && has(food, "animal", "honey")) return "animal food for a vegan";
  if ((dietType === "vegetarian" || vegan) && has(food, "meat", "organ_meat", "fish", "shellfish"))
    return "meat or fish for a vegetarian";
  if (/pescatarian/.test(typedDiet) && has(food, "meat", "organ_meat")) return "meat for a pescatarian";
  if (
    (dietType === "keto" || /keto/.test(typedDiet)) &&
    has(food, "grain", "legume", "high_sugar_fruit", "starchy_vegetable", "added_sugar")
  )
    return "not keto";
  if (/halal|kosher/.test(typedDiet) && named(food, /\bpork\b/i)) return "pork";
  if ((list.includes("gluten") || /gluten/.test(typedDiet)) && has(food, "gluten")) return "gluten";
  if (/dairy-free/.test(typedDiet) && has(food, "dairy")) return "dairy";
  if (list.includes("lactose") && has(food, "dairy") && !has(food, "lactose_free")) return "lactose";
  if (list.includes("soy") && has(food, "soy")) return "soy";
  if (list.includes("nuts") && has(food, "tree_nut", "peanut")) return "nuts";
  if (/sesame/.test(typed) && has(food, "sesame")) return "sesame";
  if (/\bfish\b/.test(typed) && has(food, "fish")) return "fish";
  if (/shellfish/.test(typed) && has(food, "shellfish")) return "shellfish";
  if (/eggs/.test(typed) && has(food, "egg")) return "egg";
  if (/milk/.test(typed) && has(food, "dairy")) return "milk";
  if (/mushroom/.test(typed) && food.category === "mushrooms") return "mushroom";
  if (/kiwi/.test(typed) && named(food, /kiwi/i)) return "kiwi";
  if (/mango/.test(typed) && named(food, /mango/i)) return "mango";
  if (/peanut/.test(typed) && has(food, "peanut")) return "peanut";
  if (/legume/.test(typed) && has(food, "legume")) return "legume";
  if (/almond/.test(typed) && named(food, /almond/i)) return "almond";
  if (/chia/.test(typed) && named(food, /chia/i)) return "chia";
  // Everyone: raw foods that must be cooked.
  if (named(food, /\braw\b/i) && (has(food, "egg", "fish", "shellfish", "meat") || named(food, /morel|chanterelle/i)))
    return "raw food that must be cooked";
  return null;
}
