// Property tests over the whole matrix of people: every diet (ticked and typed), every allergy set (ticked
// and typed), each recognised condition and medicine, age and sex bands, pregnancy. For every nutrient the app
// recommends for, the invariants below must hold; a failure names the invariant, the person and the food.
// The combinations are generated deterministically (two crossed products, the other dimensions rotating).
import { describe, expect, it } from "vitest";
import { dietTypes, type Allergy } from "../../../shared/assessment/options.ts";
import { nutrientPerServing } from "../nutrients.ts";
import { FOOD_NUTRIENT_KEYS, type Food, type NutrientKey } from "../types.ts";
import { personUpperLimits } from "./life-stage.ts";
import { servingAboveLimit } from "./selectors.ts";
import { kb, NOW, policy, rules } from "./test-helpers.ts";
import type { Person, PersonInput, Recommendation } from "./types.ts";

interface Case {
  label: string;
  input: PersonInput;
}

const DIETS: Case[] = [
  ...dietTypes.map((dietType) => ({ label: `diet ${dietType}`, input: { dietType } })),
  ...[
    "halal", "kosher", "plant-based", "gluten-free (coeliac disease)", "dairy-free", "lactose free", "pescatarian", "paleo",
    "low FODMAP", "lacto-vegetarian", "ovo vegetarian", "keto", "Mediterranean", "flexitarian", "vegan and gluten free",
  ].map((otherDietType) => ({ label: `typed diet "${otherDietType}"`, input: { dietType: "other" as const, otherDietType } })),
];

const ALLERGIES: Case[] = [
  ...([[], ["none"], ["lactose"], ["gluten"], ["soy"], ["nuts"], ["nuts", "soy", "gluten", "lactose"]] as Allergy[][]).map((allergies) => ({
    label: `allergies [${allergies.join(",")}]`,
    input: { allergies },
  })),
  ...[
    "sesame seeds", "tree nuts", "shellfish", "prawns", "oysters", "fish", "peanut butter", "milk", "eggs", "wheat", "mustard", "sulphites",
    "kiwi, mango", "seafood and celery", "halva", "almonds", "lupin and offal", "meat", "legumes",
  ].map((otherAllergy) => ({ label: `typed allergy "${otherAllergy}"`, input: { allergies: ["other"] as Allergy[], otherAllergy } })),
];

const CONDITIONS: Case[] = [
  "", "pregnant", "breastfeeding", "trying to conceive", "haemochromatosis", "chronic kidney disease", "on warfarin", "gout",
  "spironolactone", "chemotherapy", "asthma", "not pregnant", "pregnant, on warfarin", "CKD and gout",
].map((otherHealthCondition) => ({ label: otherHealthCondition ? `condition "${otherHealthCondition}"` : "no condition", input: { otherHealthCondition } }));

const AGES: Case[] = [
  { label: "age unknown", input: {} },
  ...[10, 16, 30, 45, 55, 68, 80].map((age) => ({ label: `age ${age}`, input: { age } })),
  { label: "born 2007 (18 or 19)", input: { yearOfBirth: 2007 } },
];
const SEXES: Case[] = (["female", "male", "prefer_not_to_say", null] as const).map((sex) => ({ label: `sex ${sex ?? "unknown"}`, input: { sex } }));
const PREGNANCY: Case[] = ([null, "pregnant", "breastfeeding", "trying"] as const).map((pregnancy) => ({ label: `pregnancy ${pregnancy ?? "not said"}`, input: { pregnancy } }));

function combine(...cases: Case[]): Case {
  return { label: cases.map((c) => c.label).join(" / "), input: Object.assign({ now: NOW }, ...cases.map((c) => c.input)) };
}

const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Every diet with every allergy set; conditions, ages, sexes and pregnancy rotate. */
const dietMatrix: Case[] = DIETS.flatMap((diet, d) =>
  ALLERGIES.map((allergy, a) => combine(diet, allergy, pick(CONDITIONS, d + a), pick(AGES, d * 3 + a), pick(SEXES, a), pick(PREGNANCY, d + 2 * a))),
);
/**
 * Every condition with every age and sex, and every pregnancy answer with every age and sex; the remaining
 * dimensions rotate, so each diet and allergy set meets many conditions and life stages too.
 */
const lifeMatrix: Case[] = [
  ...CONDITIONS.flatMap((condition, c) =>
    AGES.flatMap((age, g) => SEXES.map((sex, s) => combine(pick(DIETS, c + g + s), pick(ALLERGIES, c * 5 + g + s), condition, age, sex, pick(PREGNANCY, c + g + s)))),
  ),
  ...PREGNANCY.flatMap((pregnancy, p) =>
    AGES.flatMap((age, g) => SEXES.map((sex, s) => combine(pick(DIETS, p * 7 + g + s), pick(ALLERGIES, p + g * 3 + s), pick(CONDITIONS, p + g + s), age, sex, pregnancy))),
  ),
];

/** Every nutrient the app recommends for (iodine has no food data and returns nothing). */
const NUTRIENTS: readonly NutrientKey[] = FOOD_NUTRIENT_KEYS;

const lower = (food: Food) => `${food.name} ${food.usdaDescription} ${food.aliases.join(" ")}`.toLowerCase();
const has = (food: Food, ...tags: string[]) => tags.some((tag) => food.tags.includes(tag as never));

/**
 * The invariants on one recommended food, written from the foods' tags and names rather than from the rule
 * tables, so a wrong or missing rule row is caught. Each returns the failed invariant's name, or null.
 */
const FOOD_INVARIANTS: { name: string; applies: (p: Person) => boolean; violated: (food: Food) => boolean }[] = [
  { name: "vegan eats no animal food", applies: (p) => p.groups.has("diet:vegan"), violated: (f) => has(f, "animal", "may_contain_milk", "may_contain_fish", "may_contain_shellfish") },
  { name: "vegetarian eats no meat, fish or shellfish", applies: (p) => p.groups.has("diet:vegetarian"), violated: (f) => has(f, "meat", "organ_meat", "fish", "shellfish", "may_contain_fish") },
  { name: "pescatarian eats no meat", applies: (p) => p.groups.has("diet:pescatarian"), violated: (f) => has(f, "meat", "organ_meat") },
  { name: "halal and kosher eat no pork", applies: (p) => p.groups.has("diet:halal") || p.groups.has("diet:kosher"), violated: (f) => /\bpork\b/.test(lower(f)) },
  { name: "kosher eats no shellfish or catfish", applies: (p) => p.groups.has("diet:kosher"), violated: (f) => has(f, "shellfish") || /catfish/.test(lower(f)) },
  { name: "keto eats no grains, legumes, sugary fruit or sugar", applies: (p) => p.groups.has("diet:keto"), violated: (f) => has(f, "grain", "legume", "high_sugar_fruit", "starchy_vegetable", "added_sugar") },
  { name: "paleo eats no grains, legumes or dairy", applies: (p) => p.groups.has("diet:paleo"), violated: (f) => has(f, "grain", "legume", "dairy") },
  { name: "gluten-free eats no wheat, barley, rye or oats", applies: (p) => p.groups.has("allergen:gluten"), violated: (f) => has(f, "gluten", "may_contain_gluten") || /\b(wheat|barley|rye|spelt|bulgur)\b/.test(lower(f)) },
  { name: "wheat allergy eats no wheat", applies: (p) => p.groups.has("allergen:wheat"), violated: (f) => /\b(wheat|spelt|bulgur)\b/.test(lower(f)) || has(f, "may_contain_gluten") },
  { name: "dairy-free or milk allergy eats no dairy", applies: (p) => p.groups.has("allergen:milk"), violated: (f) => has(f, "dairy", "may_contain_milk") },
  { name: "lactose intolerance eats only lactose-free dairy", applies: (p) => p.groups.has("allergen:lactose"), violated: (f) => has(f, "dairy") && !has(f, "lactose_free") },
  { name: "tree nut allergy eats no tree nuts", applies: (p) => p.groups.has("allergen:tree_nut"), violated: (f) => has(f, "tree_nut", "may_contain_tree_nut") || f.usdaDescription.toLowerCase().startsWith("nuts,") },
  { name: "peanut allergy eats no peanuts", applies: (p) => p.groups.has("allergen:peanut"), violated: (f) => has(f, "peanut", "may_contain_peanut") || /peanut/.test(lower(f)) },
  { name: "sesame allergy eats no sesame or tahini", applies: (p) => p.groups.has("allergen:sesame"), violated: (f) => /sesame|tahini|halva/.test(lower(f)) },
  { name: "soy allergy eats no soy", applies: (p) => p.groups.has("allergen:soy"), violated: (f) => has(f, "soy", "may_contain_soy") || /\bsoy|tofu|tempeh|miso|natto|edamame/.test(lower(f)) },
  { name: "egg allergy eats no egg", applies: (p) => p.groups.has("allergen:egg"), violated: (f) => has(f, "egg") },
  { name: "fish allergy eats no fish", applies: (p) => p.groups.has("allergen:fish"), violated: (f) => has(f, "fish", "may_contain_fish") },
  { name: "shellfish allergy eats no shellfish", applies: (p) => p.groups.has("allergen:shellfish"), violated: (f) => has(f, "shellfish", "may_contain_shellfish") },
  { name: "crustacean allergy eats no crustaceans", applies: (p) => p.groups.has("allergen:crustacean"), violated: (f) => /crustacean|shrimp|prawn|crab|lobster/.test(lower(f)) },
  { name: "mollusc allergy eats no molluscs", applies: (p) => p.groups.has("allergen:mollusc"), violated: (f) => /mollusk/.test(lower(f)) },
  { name: "mustard allergy eats no mustard", applies: (p) => p.groups.has("allergen:mustard"), violated: (f) => /mustard/.test(lower(f)) },
  { name: "sulphite sensitivity eats nothing sulphured", applies: (p) => p.groups.has("allergen:sulphites"), violated: (f) => /sulfured|sulphured/.test(lower(f)) },
  {
    name: "pregnancy, possible pregnancy and under-18s get no liver or preformed-vitamin-A-dense food",
    applies: (p) => ["stage:pregnant", "stage:possible_pregnancy", "stage:under_18"].some((group) => p.groups.has(group)),
    violated: (f) => /liver|p[aâ]t[eé]\b/.test(lower(f)) || (has(f, "animal") && ((f.nutrients.vitamin_a_rae_ug ?? 0) * f.servingG) / 100 > 2800),
  },
  {
    name: "pregnancy and breastfeeding get no high-mercury fish",
    applies: (p) => ["stage:pregnant", "stage:possible_pregnancy", "stage:lactating"].some((group) => p.groups.has(group)),
    violated: (f) => /shark|swordfish|marlin|king mackerel|tilefish|bigeye|orange roughy/.test(lower(f)),
  },
  { name: "gout gets no organ meat", applies: (p) => p.groups.has("condition:gout"), violated: (f) => has(f, "organ_meat") },
  { name: "a meat allergy gets no meat", applies: (p) => p.groups.has("allergen:meat"), violated: (f) => has(f, "meat", "organ_meat") },
  { name: "a legume allergy gets no legumes", applies: (p) => p.groups.has("allergen:legume"), violated: (f) => has(f, "legume") || f.category === "legumes" },
  {
    name: "kidney disease gets no food with 5% DV or more of potassium",
    applies: (p) => p.groups.has("condition:ckd"),
    violated: (f) => ((f.nutrients.potassium_mg ?? 0) * f.servingG) / 100 >= 0.05 * kb.nutrients.get("potassium_mg")!.dailyValue!,
  },
  {
    name: "no raw food that must be cooked (morels, wild mushrooms, eggs, fish, shellfish, meat)",
    applies: () => true,
    violated: (f) => {
      const raw = /\braw\b/.test(f.usdaDescription.toLowerCase());
      return raw && (/morel|chanterelle/.test(lower(f)) || has(f, "egg", "fish", "shellfish", "meat", "organ_meat"));
    },
  },
];

/** Nutrients a condition or life stage says not to push: no foods at all. */
const WITHHELD: { name: string; applies: (p: Person) => boolean; nutrients: readonly NutrientKey[] | "all" }[] = [
  { name: "haemochromatosis gets no iron foods", applies: (p) => p.groups.has("condition:haemochromatosis"), nutrients: ["iron_mg"] },
  { name: "kidney disease gets no potassium, phosphorus or protein foods", applies: (p) => p.groups.has("condition:ckd"), nutrients: ["potassium_mg", "phosphorus_mg", "protein_g"] },
  { name: "warfarin gets no vitamin K foods", applies: (p) => p.groups.has("condition:anticoagulant_vka"), nutrients: ["vitamin_k_ug", "vitamin_k2_mk4_ug"] },
  { name: "a potassium-sparing medicine gets no potassium foods", applies: (p) => p.groups.has("condition:potassium_sparing"), nutrients: ["potassium_mg"] },
  { name: "children under 14 get no food suggestions", applies: (p) => p.groups.has("stage:under_14"), nutrients: "all" },
];

class Failures {
  readonly list: string[] = [];
  add(invariant: string, who: Case, detail: string): void {
    if (this.list.length < 25) this.list.push(`[${invariant}] ${who.label} :: ${detail}`);
  }
}

type Bound = ReturnType<typeof policy.forPerson>;

/** The invariants on one food the policy would suggest to the person (checked once per food). */
function checkFood(failures: Failures, who: Case, person: Person, nutrient: NutrientKey, entry: Recommendation, limits: ReturnType<typeof personUpperLimits>): void {
  const { food } = entry;
  for (const invariant of FOOD_INVARIANTS) {
    if (invariant.applies(person) && invariant.violated(food)) failures.add(invariant.name, who, `${nutrient}: ${food.name}`);
  }
  // The typed allergy words no rule knows still keep foods with those words in their names out.
  for (const item of person.unrecognised.filter((u) => u.field === "allergy")) {
    if (lower(food).includes(item.text.toLowerCase())) failures.add("an unmatched typed allergy is still matched by food name", who, `${nutrient}: ${food.name} (${item.text})`);
  }
  for (const limit of limits.values()) {
    const amount = nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null;
    if (!servingAboveLimit(food, amount, limit)) continue;
    if (!entry.cautions.some((caution) => caution.kind === "upper_limit" && caution.nutrient === limit.nutrient)) {
      failures.add("a serving above an upper limit carries a caution", who, `${nutrient}: ${food.name} ${limit.nutrient} ${amount} > ${limit.value}`);
    }
  }
  if (entry.reasons.some((reason) => reason.id === "fits" && person.unrecognised.some((item) => reason.message.includes(item.text)))) {
    failures.add("foods are never said to fit text we could not match", who, `${nutrient}: ${food.name}`);
  }
}

/** Servings to match a few doses: within the daily cap, and never a nutrient of the food above its limit. */
function checkServings(failures: Failures, who: Case, bound: Bound, nutrient: NutrientKey, entry: Recommendation, limits: ReturnType<typeof personUpperLimits>): void {
  const { food } = entry;
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? rules.referenceIntakes.get(nutrient)?.amount ?? entry.amount.amount;
  for (const dose of [dailyValue, 3 * dailyValue]) {
    const result = bound.servingsToMatchSafely(food, nutrient, dose);
    if (!result.ok) {
      if (result.message.trim() === "") failures.add("a food that cannot match a dose says why", who, `${food.name} ${nutrient} ${dose}`);
      continue;
    }
    if (result.servings > rules.settings.maxServingsPerDay) failures.add("servings to match stay within the daily cap", who, `${food.name} ${nutrient} ${result.servings}`);
    for (const limit of limits.values()) {
      const amount = nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null;
      if (amount !== null && servingAboveLimit(food, amount * result.servings, limit)) {
        failures.add("servings to match never push a nutrient above its limit", who, `${food.name} for ${dose} ${nutrient}: ${limit.nutrient} ${amount * result.servings} > ${limit.value}`);
      }
    }
  }
}

function checkPerson(failures: Failures, who: Case): void {
  const person = policy.resolvePerson(who.input);
  const bound = policy.forPerson(person);
  const limits = personUpperLimits(kb, rules, person.lifeStage);
  const checked = new Set<string>();
  for (const nutrient of NUTRIENTS) {
    // Every food the policy would suggest, in order (not only the first three), so that a food a rule
    // fails to leave out is caught even when better foods usually hide it.
    const result = bound.recommendFoods(nutrient, { limit: kb.foods.length, distinctCategories: false });
    for (const rule of WITHHELD) {
      if (rule.applies(person) && (rule.nutrients === "all" || rule.nutrients.includes(nutrient)) && result.foods.length > 0) failures.add(rule.name, who, nutrient);
    }
    for (const item of person.unrecognised) {
      if (!result.notChecked.some((line) => line.includes(`“${item.text}”`))) failures.add("text we could not match is said plainly", who, `${nutrient}: ${item.text}`);
    }
    result.foods.forEach((entry, rank) => {
      if (!checked.has(entry.food.id)) checkFood(failures, who, person, nutrient, entry, limits);
      checked.add(entry.food.id);
      if (rank < 3) checkServings(failures, who, bound, nutrient, entry, limits);
    });
  }
  // Advice never names a food group the person leaves out entirely.
  const general = [null, "vitamin_d_ug", "epa_plus_dha_g"].flatMap((nutrient) => bound.adviceFor(nutrient as NutrientKey | null).lines.map((line) => line.message)).join(" ");
  if (person.groups.has("eats:no_fish") && /oily fish|fatty fish|cook eggs, meat, fish/.test(general)) failures.add("advice never names fish to someone who eats none", who, general);
  if (person.groups.has("eats:plant_based") && /egg yolks|cook eggs/.test(general)) failures.add("advice never names eggs to a vegan", who, general);
  // Iron is a key area only for those at risk.
  const iron = bound.adviceFor("iron_mg").keyArea.status;
  const eatsMeat = !person.groups.has("eats:no_meat") && !person.groups.has("eats:rarely_meat");
  const olderWoman = person.lifeStage.sex === "female" && (person.lifeStage.age?.min ?? 0) >= 51;
  if (eatsMeat && !person.groups.has("stage:pregnant") && (person.lifeStage.sex === "male" || olderWoman) && iron === "yes") {
    failures.add("iron is never a key area for men or women over 51 who eat meat", who, "iron_mg");
  }
}

describe("the policy holds for every person in the matrix, for every nutrient", () => {
  // Each part takes a few seconds on a busy machine; the limit is generous so a shared CI box does not flake.
  it(`every diet with every allergy set (${dietMatrix.length} people)`, { timeout: 30_000 }, () => {
    const failures = new Failures();
    for (const who of dietMatrix) checkPerson(failures, who);
    expect(failures.list).toEqual([]);
  });

  it(`every condition and pregnancy answer with every age and sex (${lifeMatrix.length} people)`, { timeout: 30_000 }, () => {
    const failures = new Failures();
    for (const who of lifeMatrix) checkPerson(failures, who);
    expect(failures.list).toEqual([]);
  });

  it("covers every dimension", () => {
    const labels = [...dietMatrix, ...lifeMatrix].map((c) => c.label).join("\n");
    for (const c of [...DIETS, ...ALLERGIES, ...CONDITIONS, ...AGES, ...SEXES, ...PREGNANCY]) expect(labels, c.label).toContain(c.label);
    const recognised = new Set([...dietMatrix, ...lifeMatrix].flatMap((c) => [...policy.resolvePerson(c.input).groups.keys()]));
    for (const id of rules.conditions.keys()) expect(recognised.has(`condition:${id}`), id).toBe(true);
    for (const id of rules.diets.keys()) expect(recognised.has(`diet:${id}`), id).toBe(true);
    for (const id of rules.allergens.keys()) expect(recognised.has(`allergen:${id}`), id).toBe(true);
  });
});
