// Helpers for the policy's tests: the real knowledge base and rules, people from answers, and the raw USDA
// rows so figures can be checked independently of the code under test.
import { food as foodById, kb, rawRows } from "../kb/test-support.ts";
import type { Food, NutrientKey } from "../kb/types.ts";
import { assessor, type FoodAssessment } from "./exclusions.ts";
import { createPolicy } from "./policy.ts";
import type { Person, PersonInput } from "./types.ts";

export { kb, rawRows };
export const rules = kb.safety;
export const policy = createPolicy(kb);

/** A fixed "today", so ages from a year of birth do not drift. */
export const NOW = new Date("2026-06-15T12:00:00Z");

export function person(input: PersonInput = {}): Person {
  return policy.resolvePerson({ now: NOW, ...input });
}

export function food(id: string): Food {
  return foodById(id);
}

export function foodNamed(name: string): Food {
  const found = kb.foods.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no food named ${name}`);
  return found;
}

/** Names of the foods recommended for a nutrient (up to `limit`). */
export function recommendedNames(who: Person, nutrient: NutrientKey, limit = 10): string[] {
  return policy.recommendFoods(who, nutrient, { limit }).foods.map((entry) => entry.food.name);
}

/** What every rule says about a food for the person. */
export function assess(who: Person, target: Food): FoodAssessment {
  return assessor(kb, rules, who).assess(target);
}

/** Why a food is left out for the person ("vegan: animal food"), or null. */
export function exclusionOf(who: Person, target: Food): string | null {
  return assess(who, target).exclusion?.message ?? null;
}

/** Names of every food the person may be recommended (not left out by any rule). */
export function allowedNames(who: Person): string[] {
  const { assess: check } = assessor(kb, rules, who);
  return kb.foods.filter((candidate) => check(candidate).exclusion === null).map((candidate) => candidate.name);
}

/** Per-serving amount straight from foods.csv: value_per_100g * serving_g / 100. */
const rows = new Map(rawRows("foods.csv").map((row) => [row.fdc_id!, row]));
export function usdaPerServing(id: string, nutrient: NutrientKey): number | null {
  const cell = rows.get(id)?.[nutrient];
  if (cell === undefined || cell === "") return null;
  return (Number(cell) * Number(rows.get(id)!.serving_g)) / 100;
}

export const IDS = {
  beefLiver: "168627",
  chickenLiver: "171061",
  porkLiver: "167863",
  porkLoin: "167842",
  oystersEastern: "175171",
  oystersPacific: "174250",
  clams: "171975",
  shrimp: "171971",
  crab: "174202",
  lobster: "174209",
  mussels: "174217",
  salmonFarmedRaw: "175167",
  salmonFarmedCooked: "175168",
  tunaCanned: "173709",
  eggRaw: "171287",
  eggBoiled: "173424",
  eggYolkRaw: "172184",
  morelRaw: "168423",
  chanterelleRaw: "168422",
  oysterMushroom: "168580",
  sesameSeeds: "170150",
  tahini: "170189",
  almonds: "170567",
  walnuts: "170187",
  peanuts: "173806",
  peanutButter: "174294",
  bulgur: "170287",
  barley: "170285",
  spelt: "169746",
  wheatGerm: "168892",
  oats: "173904",
  quinoa: "168917",
  buckwheat: "170686",
  cheddar: "173414",
  milk: "171265",
  feta: "173420",
  kimchi: "170392",
  miso: "172442",
  tofu: "172475",
  catfish: "175166",
  caviar: "174188",
  potato: "170093",
  spinachCooked: "168463",
  kaleCooked: "169238",
  mustardGreens: "169257",
  apricotsDried: "173941",
  darkChocolate: "170273",
  kiwi: "168153",
  mango: "169910",
  garlic: "169230",
  sweetPotato: "168483",
  kefir: "170904",
  natto: "172443",
  codCooked: "171956",
} as const;

/** A medicine- or condition-food rule case: the rule, the person, the food and what the rule does to it. */
export interface FoodCase {
  rule: string;
  who: PersonInput;
  food: string;
  /** What the rule does to the food for the person. */
  does: "exclude" | "demote" | "caution";
}

/** What `rule` does to the food for the person: exclude, demote, caution, or nothing. */
export function ruleOutcome(who: PersonInput, foodName: string, rule: string): string {
  const verdict = assess(person(who), foodNamed(foodName));
  const cautioned = verdict.cautions.some((caution) => "ruleId" in caution && caution.ruleId === rule);
  return verdict.exclusion?.ruleId === rule
    ? "exclude"
    : cautioned
      ? verdict.demoted
        ? "demote"
        : "caution"
      : "nothing";
}
