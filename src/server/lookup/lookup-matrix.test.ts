// Property tests of the lookup's food cards over the whole matrix of people (policy/matrix-cases.ts): every
// diet, allergy set, condition, age and sex band and pregnancy, each looking up a rotating share of the
// catalogue with and without a dose. A failure names the rule, the person, the supplement and the food.
import { describe, expect, it } from "vitest";
import type { LookupFoodAlternative, LookupMatch } from "../../shared/lookup.ts";
import { lookupSupplement } from "./lookup.ts";
import { supplementShortName } from "../nutrition/kb/search.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import { personInputFromAnswers, type PersonAnswers } from "../nutrition/answers/person-from-answers.ts";
import { personUpperLimits } from "../nutrition/policy/life-stage.ts";
import { dietMatrix, FOOD_INVARIANTS, lifeMatrix, type Case } from "../nutrition/policy/matrix-cases.ts";
import { servingAboveLimit } from "../nutrition/kb/rules/selectors.ts";
import { kb, NOW, policy } from "../nutrition/policy/test-helpers.ts";
import type { Person } from "../nutrition/policy/types.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";

const PREGNANCY_WORDS = { pregnant: "pregnant", breastfeeding: "breastfeeding", trying: "trying to conceive" } as const;
const DOSES = [undefined, "1000 IU", "500 mg", "65 mg", "1000 mcg", "2 capsules"];
const LOOKUPS_PER_PERSON = 3;

/** The matrix person as a lookup fed by their latest assessment sees them (age unknown stays unknown). */
function profileFor(who: Case): PersonAnswers {
  const { input } = who;
  const typed = [
    input.otherHealthCondition,
    input.pregnancy && input.pregnancy !== "no" ? PREGNANCY_WORDS[input.pregnancy] : null,
  ]
    .filter(Boolean)
    .join(", ");
  return {
    dietType: input.dietType ?? null,
    otherDietType: input.otherDietType ?? null,
    allergies: input.allergies ?? [],
    otherAllergy: input.otherAllergy ?? null,
    healthConditions: typed ? ["other"] : [],
    otherHealthCondition: typed || null,
    yearOfBirth:
      input.age !== undefined && input.age !== null ? NOW.getFullYear() - input.age : (input.yearOfBirth ?? null),
    gender: input.sex ?? null,
  };
}

class Failures {
  readonly list: string[] = [];
  add(rule: string, where: string, detail: string): void {
    if (this.list.length < 25) this.list.push(`[${rule}] ${where} :: ${detail}`);
  }
}

const foodOf = (id: string): Food => kb.foods.find((food) => food.id === id)!;

interface Seen {
  person: Person;
  bound: ReturnType<typeof policy.forPerson>;
  limits: ReturnType<typeof personUpperLimits>;
}

function checkCard(
  failures: Failures,
  where: string,
  { person, bound, limits }: Seen,
  result: LookupMatch,
  card: LookupFoodAlternative,
): void {
  const food = foodOf(card.id);
  const assessed = bound.assessFood(food);
  if (assessed.exclusion)
    failures.add("no card for a food the policy leaves out", where, `${food.name}: ${assessed.exclusion.message}`);
  for (const invariant of FOOD_INVARIANTS)
    if (invariant.applies(person) && invariant.violated(food)) failures.add(invariant.name, where, food.name);
  for (const limit of limits.values()) {
    if (!servingAboveLimit(food, nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null, limit)) continue;
    if (
      !assessed.cautions.some(
        (caution) =>
          caution.kind === "upper_limit" &&
          caution.nutrient === limit.nutrient &&
          card.caution?.includes(caution.message),
      )
    ) {
      failures.add(
        "a card above an upper limit in one serving carries its caution",
        where,
        `${food.name} (${limit.nutrient})`,
      );
    }
  }
  for (const caution of assessed.cautions)
    if (!card.caution?.includes(caution.message))
      failures.add("a card carries every caution of its food", where, `${food.name}: ${caution.ruleId}`);
  const match = card.doseMatch;
  if (match?.kind !== "servings") return;
  if (match.servings > kb.safety.settings.maxServingsPerDay)
    failures.add("servings to match stay within the daily cap", where, `${food.name}: ${match.servings}`);
  for (const limit of limits.values()) {
    const amount = nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null;
    if (amount !== null && servingAboveLimit(food, amount * match.servings * 0.999, limit))
      failures.add("servings to match never push a nutrient above its limit", where, `${food.name}: ${limit.nutrient}`);
  }
  if (result.comparison !== "dose") failures.add("a servings match only when comparing a dose", where, food.name);
}

const WITHHELD: [string, readonly NutrientKey[]][] = [
  ["condition:haemochromatosis", ["iron_mg"]],
  // Kidney disease by stage (decision 027): protein at every stage; potassium and phosphorus from stage 3.
  ["condition:ckd", ["protein_g"]],
  ["condition:ckd_stage_3", ["potassium_mg", "phosphorus_mg"]],
  ["condition:ckd_advanced", ["potassium_mg", "phosphorus_mg"]],
  ["condition:dialysis", ["potassium_mg", "phosphorus_mg"]],
  ["stage:ckd_stage_unknown", ["potassium_mg", "phosphorus_mg"]],
  ["condition:anticoagulant_vka", ["vitamin_k_ug", "vitamin_k2_mk4_ug"]],
  ["condition:potassium_sparing", ["potassium_mg"]],
];

function run(cases: readonly Case[]): string[] {
  const failures = new Failures();
  cases.forEach((who, index) => {
    const profile = profileFor(who);
    const person = policy.resolvePerson(personInputFromAnswers(profile, NOW));
    const seen: Seen = {
      person,
      bound: policy.forPerson(person),
      limits: personUpperLimits(kb, kb.safety, person.lifeStage),
    };
    for (let k = 0; k < LOOKUPS_PER_PERSON; k++) {
      const supplement = kb.supplements[(index * LOOKUPS_PER_PERSON + k) % kb.supplements.length]!;
      const dosage = DOSES[(index + k) % DOSES.length];
      const outcome = lookupSupplement(kb, {
        query: supplementShortName(supplement),
        dosage,
        profile,
        profileSource: "assessment",
        now: NOW,
      });
      if (!outcome.ok || outcome.result.status !== "match") continue;
      const result = outcome.result;
      const where = `${who.label} / ${supplement.id} ${dosage ?? "(no dose)"}`;
      for (const card of result.foodAlternatives) checkCard(failures, where, seen, result, card);
      const rank = supplement.rankNutrient;
      if (person.groups.has("stage:under_14") && result.foodAlternatives.length > 0 && rank !== null)
        failures.add("children under 14 get no food cards", where, "");
      for (const [group, nutrients] of WITHHELD) {
        if (
          person.groups.has(group) &&
          rank !== null &&
          rank !== "coverage" &&
          nutrients.includes(rank) &&
          result.foodAlternatives.length > 0
        )
          failures.add(`${group} gets no cards for ${rank}`, where, "");
      }
      for (const item of person.unrecognised)
        if (!result.notes.some((note) => note.text.includes(`“${item.text}”`)))
          failures.add("typed text we could not match is said plainly", where, item.text);
    }
  });
  return failures.list;
}

describe("the lookup's cards hold for every person in the matrix", () => {
  it(
    `every diet with every allergy set (${dietMatrix.length} people, ${LOOKUPS_PER_PERSON} lookups each)`,
    { timeout: 120_000 },
    () => {
      expect(run(dietMatrix)).toEqual([]);
    },
  );

  it(
    `every condition and pregnancy answer with every age and sex (${lifeMatrix.length} people, ${LOOKUPS_PER_PERSON} lookups each)`,
    { timeout: 120_000 },
    () => {
      expect(run(lifeMatrix)).toEqual([]);
    },
  );
});
