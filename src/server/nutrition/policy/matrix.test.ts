// Property tests over the whole matrix of people: every diet (ticked and typed), every allergy set (ticked
// and typed), each recognised condition and medicine, age and sex bands, pregnancy. For every nutrient the app
// recommends for, the invariants below must hold; a failure names the invariant, the person and the food.
// The combinations are generated deterministically (two crossed products, the other dimensions rotating).
import { describe, expect, it } from "vitest";
import { nutrientPerServing } from "../kb/nutrients.ts";
import { FOOD_NUTRIENT_KEYS, type NutrientKey } from "../kb/types.ts";
import { personUpperLimits } from "./life-stage.ts";
import { servingAboveLimit } from "../kb/rules/selectors.ts";
import {
  ALLERGIES,
  AGES,
  CONDITIONS,
  DIETS,
  MEDICINE_CONDITIONS,
  dietMatrix,
  FOOD_INVARIANTS,
  lifeMatrix,
  lower,
  PREGNANCY,
  SEXES,
  type Case,
} from "./matrix-cases.ts";
import { kb, policy, rules } from "./test-helpers.ts";
import type { Person } from "./types.ts";
import type { Recommendation } from "./result-types.ts";

/** Every nutrient the app recommends for (iodine has no food data and returns nothing). */
const NUTRIENTS: readonly NutrientKey[] = FOOD_NUTRIENT_KEYS;

/** Nutrients a condition or life stage says not to push: no foods at all. */
const WITHHELD: { name: string; applies: (p: Person) => boolean; nutrients: readonly NutrientKey[] | "all" }[] = [
  {
    name: "haemochromatosis gets no iron foods",
    applies: (p) => p.groups.has("condition:haemochromatosis"),
    nutrients: ["iron_mg"],
  },
  {
    name: "kidney disease gets no protein foods (the kidney team sets it; the protein line gives the stage's figure)",
    applies: (p) => p.groups.has("condition:ckd"),
    nutrients: ["protein_g"],
  },
  {
    name: "kidney disease from stage 3, on dialysis or of a stage not given gets no potassium or phosphorus foods",
    applies: (p) =>
      ["condition:ckd_stage_3", "condition:ckd_advanced", "condition:dialysis", "stage:ckd_stage_unknown"].some(
        (group) => p.groups.has(group),
      ),
    nutrients: ["potassium_mg", "phosphorus_mg"],
  },
  {
    name: "warfarin gets no vitamin K foods",
    applies: (p) => p.groups.has("medicine:vitamin_k_antagonist"),
    nutrients: ["vitamin_k_ug", "vitamin_k2_mk4_ug"],
  },
  {
    name: "an ACE inhibitor, ARB or potassium-sparing diuretic gets no potassium foods",
    applies: (p) =>
      ["medicine:ace_inhibitor", "medicine:arb", "medicine:potassium_sparing_diuretic"].some((group) =>
        p.groups.has(group),
      ),
    nutrients: ["potassium_mg"],
  },
  { name: "PKU gets no protein foods", applies: (p) => p.groups.has("condition:pku"), nutrients: ["protein_g"] },
  {
    name: "a thyroid condition gets no iodine foods",
    applies: (p) => p.groups.has("condition:hypothyroidism"),
    nutrients: ["iodine_ug"],
  },
  {
    name: "children under 14 get no food suggestions",
    applies: (p) => p.groups.has("stage:under_14"),
    nutrients: "all",
  },
];

class Failures {
  readonly list: string[] = [];
  add(invariant: string, who: Case, detail: string): void {
    if (this.list.length < 25) this.list.push(`[${invariant}] ${who.label} :: ${detail}`);
  }
}

type Bound = ReturnType<typeof policy.forPerson>;

/** The invariants on one food the policy would suggest to the person (checked once per food). */
function checkFood(
  failures: Failures,
  who: Case,
  person: Person,
  nutrient: NutrientKey,
  entry: Recommendation,
  limits: ReturnType<typeof personUpperLimits>,
): void {
  const { food } = entry;
  for (const invariant of FOOD_INVARIANTS) {
    if (invariant.applies(person) && invariant.violated(food))
      failures.add(invariant.name, who, `${nutrient}: ${food.name}`);
  }
  // The typed allergy words no rule knows still keep foods with those words in their names out.
  for (const item of person.unrecognised.filter((u) => u.field === "allergy")) {
    if (lower(food).includes(item.text.toLowerCase()))
      failures.add(
        "an unmatched typed allergy is still matched by food name",
        who,
        `${nutrient}: ${food.name} (${item.text})`,
      );
  }
  for (const limit of limits.values()) {
    const amount = nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null;
    if (!servingAboveLimit(food, amount, limit)) continue;
    if (!entry.cautions.some((caution) => caution.kind === "upper_limit" && caution.nutrient === limit.nutrient)) {
      failures.add(
        "a serving above an upper limit carries a caution",
        who,
        `${nutrient}: ${food.name} ${limit.nutrient} ${amount} > ${limit.value}`,
      );
    }
  }
  if (
    entry.reasons.some(
      (reason) => reason.id === "fits" && person.unrecognised.some((item) => reason.message.includes(item.text)),
    )
  ) {
    failures.add("foods are never said to fit text we could not match", who, `${nutrient}: ${food.name}`);
  }
}

/** Servings to match a few doses: within the daily cap, and never a nutrient of the food above its limit. */
function checkServings(
  failures: Failures,
  who: Case,
  bound: Bound,
  nutrient: NutrientKey,
  entry: Recommendation,
  limits: ReturnType<typeof personUpperLimits>,
): void {
  const { food } = entry;
  const dailyValue =
    kb.nutrients.get(nutrient)?.dailyValue ?? rules.referenceIntakes.get(nutrient)?.amount ?? entry.amount.amount;
  for (const dose of [dailyValue, 3 * dailyValue]) {
    const result = bound.servingsToMatchSafely(food, nutrient, dose);
    if (!result.ok) {
      if (result.message.trim() === "")
        failures.add("a food that cannot match a dose says why", who, `${food.name} ${nutrient} ${dose}`);
      continue;
    }
    if (result.servings > rules.settings.maxServingsPerDay)
      failures.add("servings to match stay within the daily cap", who, `${food.name} ${nutrient} ${result.servings}`);
    for (const limit of limits.values()) {
      const amount = nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null;
      if (amount !== null && servingAboveLimit(food, amount * result.servings, limit)) {
        failures.add(
          "servings to match never push a nutrient above its limit",
          who,
          `${food.name} for ${dose} ${nutrient}: ${limit.nutrient} ${amount * result.servings} > ${limit.value}`,
        );
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
      if (
        rule.applies(person) &&
        (rule.nutrients === "all" || rule.nutrients.includes(nutrient)) &&
        result.foods.length > 0
      )
        failures.add(rule.name, who, nutrient);
    }
    for (const item of person.unrecognised) {
      if (!result.notChecked.some((line) => line.includes(`“${item.text}”`)))
        failures.add("text we could not match is said plainly", who, `${nutrient}: ${item.text}`);
    }
    result.foods.forEach((entry, rank) => {
      if (!checked.has(entry.food.id)) checkFood(failures, who, person, nutrient, entry, limits);
      checked.add(entry.food.id);
      if (rank < 3) checkServings(failures, who, bound, nutrient, entry, limits);
    });
  }
  // Advice never names a food group the person leaves out entirely.
  const general = [null, "vitamin_d_ug", "epa_plus_dha_g"]
    .flatMap((nutrient) => bound.adviceFor(nutrient as NutrientKey | null).lines.map((line) => line.message))
    .join(" ");
  if (person.groups.has("eats:no_fish") && /oily fish|fatty fish|cook eggs, meat, fish/.test(general))
    failures.add("advice never names fish to someone who eats none", who, general);
  if (person.groups.has("eats:plant_based") && /egg yolks|cook eggs/.test(general))
    failures.add("advice never names eggs to a vegan", who, general);
  // Iron is a key area only for those at risk.
  const iron = bound.adviceFor("iron_mg").keyArea.status;
  const eatsMeat = !person.groups.has("eats:no_meat") && !person.groups.has("eats:rarely_meat");
  const olderWoman = person.lifeStage.sex === "female" && (person.lifeStage.age?.min ?? 0) >= 51;
  if (
    eatsMeat &&
    !person.groups.has("stage:pregnant") &&
    (person.lifeStage.sex === "male" || olderWoman) &&
    iron === "yes"
  ) {
    failures.add("iron is never a key area for men or women over 51 who eat meat", who, "iron_mg");
  }
}

describe("the policy holds for every person in the matrix, for every nutrient", () => {
  // Each part takes a few seconds on a busy machine; the limit is generous so a shared CI box does not flake.
  it(`every diet with every allergy set (${dietMatrix.length} people)`, { timeout: 120_000 }, () => {
    const failures = new Failures();
    for (const who of dietMatrix) checkPerson(failures, who);
    expect(failures.list).toEqual([]);
  });

  it(
    `every condition and pregnancy answer with every age and sex (${lifeMatrix.length} people)`,
    { timeout: 120_000 },
    () => {
      const failures = new Failures();
      for (const who of lifeMatrix) checkPerson(failures, who);
      expect(failures.list).toEqual([]);
    },
  );

  it("covers every dimension", () => {
    const labels = [...dietMatrix, ...lifeMatrix].map((c) => c.label).join("\n");
    for (const c of [...DIETS, ...ALLERGIES, ...CONDITIONS, ...MEDICINE_CONDITIONS, ...AGES, ...SEXES, ...PREGNANCY])
      expect(labels, c.label).toContain(c.label);
    const recognised = new Set(
      [...dietMatrix, ...lifeMatrix].flatMap((c) => [...policy.resolvePerson(c.input).groups.keys()]),
    );
    // Every condition and medicine class a food or nutrient rule names (the rest are advice or "no food rule": their
    // recognition is the matching test's table, their lines the rule-kind tests').
    const named = [...rules.foodRules, ...rules.nutrientRules]
      .flatMap((rule) => rule.who.flat())
      .filter((group) => /^(condition|medicine):/.test(group));
    for (const group of new Set(named)) expect(recognised.has(group), group).toBe(true);
    for (const id of rules.diets.keys()) expect(recognised.has(`diet:${id}`), id).toBe(true);
    for (const id of rules.allergens.keys()) expect(recognised.has(`allergen:${id}`), id).toBe(true);
  });
});
