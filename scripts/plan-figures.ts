// Prints what two reference people get from the planner: a day (the dashboard's and the assessment's sample day)
// and the week's averages: energy, protein, fibre, eggs and key nutrients against their need. A developer's look at
// the plans (issue 22's closing note), not part of any test: `npx node scripts/plan-figures.ts`.
import { completeAnswers, referencePlanPeople } from "../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../src/shared/assessment/schema.ts";
import { loadKnowledgeBase } from "../src/server/nutrition/kb/load.ts";
import { createPolicy } from "../src/server/nutrition/policy/policy.ts";
import { personFoods } from "../src/server/dashboard/person.ts";
import { planInputFor } from "../src/server/dashboard/plan.ts";
import { planDay, planWeek, type PlannedDay } from "../src/server/nutrition/meals/planner.ts";
import type { NutrientKey } from "../src/server/nutrition/kb/types.ts";

const out = (line: string) => process.stdout.write(`${line}\n`);
const kb = loadKnowledgeBase();
const policy = createPolicy(kb);
const AT = new Date("2026-03-03T10:00:00Z");
const base = { ...completeAnswers, allergies: ["none"], otherAllergy: undefined, healthConditions: ["none"] };
const people: [string, Partial<AssessmentAnswers>][] = [
  ["pregnant vegetarian, 24 weeks (68 kg, 165 cm, 31)", referencePlanPeople.pregnantVegetarian],
  ["68-year-old man on warfarin (82 kg, 176 cm, sedentary)", referencePlanPeople.manOnWarfarin],
];
const shown: NutrientKey[] = [
  "protein_g",
  "fiber_g",
  "vitamin_k_ug",
  "iron_mg",
  "calcium_mg",
  "vitamin_d_ug",
  "vitamin_b12_ug",
  "folate_dfe_ug",
  "choline_mg",
];
const EGG = "173424";
const eggs = (day: PlannedDay) =>
  day.meals.reduce(
    (sum, item) =>
      sum +
      ((item.meal.ingredients.filter(({ food }) => food.id === EGG).reduce((s, { grams }) => s + grams, 0) /
        item.meal.servings) *
        item.portions) /
        50,
    0,
  );
const fmt = (day: PlannedDay) =>
  `${Math.round(day.totals.energyKcal)} kcal, ` +
  shown.map((key) => `${key} ${Math.round(day.totals.values[key] ?? 0)}`).join(", ") +
  `, eggs ${eggs(day).toFixed(1)}`;
for (const [label, extra] of people) {
  const answers = { ...base, ...extra } as AssessmentAnswers;
  const who = personFoods(policy, answers, AT);
  const input = planInputFor(answers, who);
  out(
    `\n## ${label}: need ${input.need.kind === "target" ? input.need.kcal : input.need.reason} kcal; key ${input.keyNutrients.join(", ")}`,
  );
  const day = planDay(input);
  for (const item of day.meals)
    out(
      `- ${item.slot}: ${item.meal.name} x${item.portions} (${Math.round(item.meal.perServing.energyKcal * item.portions)} kcal; ${item.meal.ingredients.map(({ food, grams }) => `${food.name} ${Math.round((grams / item.meal.servings) * item.portions)} g`).join("; ")})`,
    );
  out(`  day: ${fmt(day)}`);
  const week = planWeek(input);
  week.forEach((d, i) =>
    out(`  week day ${i + 1}: ${fmt(d)} | ${d.meals.map((m) => `${m.meal.id} x${m.portions}`).join(", ")}`),
  );
  out(`  week eggs: ${week.reduce((s, d) => s + eggs(d), 0).toFixed(1)}`);
}
