// Property tests of the assessment text over the whole matrix of people (nutrition/policy/matrix-cases.ts):
// every diet (ticked and typed), allergy set (ticked and typed), recognised condition and medicine, age and sex
// band and pregnancy, as the assessment asks them. The text the offline engine writes (through the writer, so
// with its closing note) must hold the invariants below; a failure names the rule, the person and the detail.
import { describe, expect, it } from "vitest";
import { minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import { personInputFromAnswers } from "../nutrition/answers/person-from-answers.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import { personUpperLimits } from "../nutrition/policy/life-stage.ts";
import { dietMatrix, FOOD_INVARIANTS, lifeMatrix, type Case } from "../nutrition/policy/matrix-cases.ts";
import { servingAboveLimit } from "../nutrition/kb/rules/selectors.ts";
import { kb, NOW, policy } from "../nutrition/policy/test-helpers.ts";
import type { Person, PersonInput } from "../nutrition/policy/types.ts";
import { createAssessmentWriter } from "./writer.ts";

const writer = createAssessmentWriter({ kind: "offline" }, { kb, policy, now: () => NOW });

/** Two ways of living, so both many and few nutrients at risk are written; the second also types a supplement dose. */
const LIVES: Partial<AssessmentAnswers>[] = [
  {},
  {
    vegetablesFruitsConsumption: "rarely",
    meatFishConsumption: "rarely",
    dairyConsumption: "rarely",
    sunlightExposure: "less_than_30",
    takesDietarySupplements: "regularly",
    supplements: ["vitamin_d", "omega_3", "magnesium", "zinc", "probiotics", "other"],
    otherSupplement: "iron 65 mg a day, zinc 38 mg, vitamin C 1900 mg",
    healthGoals: ["improve_immunity", "support_muscle", "improve_digestion"],
    stressLevel: "high",
    smoking: true,
  },
];

/** The parts of the second life's typed supplements: what the text says of each, and the dose to check against the person's limit. */
const TYPED_DOSES: readonly { part: string; nutrient: NutrientKey; dose: number; said: string }[] = [
  { part: "iron 65 mg a day", nutrient: "iron_mg", dose: 65, said: "65 mg of iron" },
  { part: "zinc 38 mg", nutrient: "zinc_mg", dose: 38, said: "38 mg of zinc" },
  { part: "vitamin C 1900 mg", nutrient: "vitamin_c_mg", dose: 1900, said: "1,900 mg of vitamin C" },
];

const PREGNANCY_WORDS = { pregnant: "pregnant", breastfeeding: "breastfeeding", trying: "trying to conceive" } as const;

/** The matrix person as the assessment would have asked them (pregnancy is typed under other conditions there). */
function answersFor(who: Case, index: number): AssessmentAnswers {
  const input: PersonInput = who.input;
  const typedConditions = [
    input.otherHealthCondition,
    input.pregnancy && input.pregnancy !== "no" ? PREGNANCY_WORDS[input.pregnancy] : null,
  ]
    .filter(Boolean)
    .join(", ");
  const age = input.age ?? (input.yearOfBirth ? null : 30);
  return {
    ...minimalAnswers,
    ...LIVES[index % LIVES.length],
    dietType: input.dietType ?? "balanced",
    ...(input.otherDietType ? { otherDietType: input.otherDietType } : {}),
    allergies: [...(input.allergies ?? [])],
    ...(input.otherAllergy ? { otherAllergy: input.otherAllergy } : {}),
    healthConditions: typedConditions ? ["other"] : [],
    ...(typedConditions ? { otherHealthCondition: typedConditions } : {}),
    yearOfBirth: age === null ? input.yearOfBirth! : NOW.getFullYear() - age,
    gender: input.sex ?? "prefer_not_to_say",
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A food is named when its full name stands alone (not the start of a longer name: "Kale, raw" inside "Kale, raw, chopped"). */
const NAMES = kb.foods.map((food) => ({ food, pattern: new RegExp(`(?<![\\w])${escape(food.name)}(?![\\w,])`) }));
const namedFoods = (text: string): Food[] =>
  NAMES.filter(({ food, pattern }) => text.includes(food.name) && pattern.test(text)).map(({ food }) => food);

/** The part of the text under a heading ("### Iron"), up to the next heading. */
function block(text: string, heading: string): string | null {
  const at = text.indexOf(`\n${heading}\n`);
  if (at < 0) return null;
  const rest = text.slice(at + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

class Failures {
  readonly list: string[] = [];
  add(rule: string, who: Case, detail: string): void {
    if (this.list.length < 25) this.list.push(`[${rule}] ${who.label} :: ${detail}`);
  }
}

interface Seen {
  person: Person;
  bound: ReturnType<typeof policy.forPerson>;
  limits: ReturnType<typeof personUpperLimits>;
}

function checkNamedFood(
  failures: Failures,
  who: Case,
  { person, bound, limits }: Seen,
  text: string,
  food: Food,
): void {
  const assessed = bound.assessFood(food);
  if (assessed.exclusion)
    failures.add(
      "the text names no food the policy leaves out for the person",
      who,
      `${food.name}: ${assessed.exclusion.message}`,
    );
  for (const invariant of FOOD_INVARIANTS)
    if (invariant.applies(person) && invariant.violated(food)) failures.add(invariant.name, who, food.name);
  for (const limit of limits.values()) {
    if (!servingAboveLimit(food, nutrientPerServing(kb, food, limit.nutrient)?.amount ?? null, limit)) continue;
    const caution = assessed.cautions.find((item) => item.kind === "upper_limit" && item.nutrient === limit.nutrient);
    if (!caution || !text.includes(caution.message))
      failures.add(
        "every food above an upper limit in one serving carries its caution in the text",
        who,
        `${food.name} (${limit.nutrient})`,
      );
  }
  for (const caution of assessed.cautions)
    if (!text.includes(caution.message))
      failures.add("every caution of a named food is in the text", who, `${food.name}: ${caution.ruleId}`);
}

/** Typed doses: each part has its line, flagged exactly when the dose is above the person's limit (14-18 years: zinc 34 mg, vitamin C 1,800 mg). */
function checkTypedDoses(failures: Failures, who: Case, { limits }: Seen, text: string): void {
  const section = block(text, "## Supplement Considerations") ?? "";
  for (const { part, nutrient, dose, said } of TYPED_DOSES) {
    if (!section.includes(`**"${part}"**: `))
      failures.add("every part of a typed supplement list keeps its line", who, part);
    const flagged = section.includes(`**"${part}"**: ${said} is above the`);
    const above = dose > limits.get(nutrient)!.value;
    if (above && !flagged) failures.add("a typed dose above the person's upper limit is flagged", who, part);
    if (!above && flagged) failures.add("a typed dose within the person's upper limit is not flagged", who, part);
  }
}

function checkText(failures: Failures, who: Case, answers: AssessmentAnswers, text: string): void {
  const person = policy.resolvePerson(personInputFromAnswers(answers, NOW));
  const has = (group: string) => person.groups.has(group);
  if (
    text.split(safetyTexts.notMedicalAdvice).length !== 2 ||
    !text.trimEnd().endsWith(`${safetyTexts.notMedicalAdvice}_`)
  )
    failures.add("the not-medical-advice note ends the text, once", who, "");
  const named = namedFoods(text);
  if (has("stage:under_14") && named.length > 0)
    failures.add("children under 14 get no food suggestions", who, named.map((food) => food.name).join("; "));
  const seen: Seen = {
    person,
    bound: policy.forPerson(person),
    limits: personUpperLimits(kb, kb.safety, person.lifeStage),
  };
  for (const food of named) checkNamedFood(failures, who, seen, text, food);
  if (answers.otherSupplement) checkTypedDoses(failures, who, seen, text);
  for (const item of person.unrecognised)
    if (!text.includes(`“${item.text}”`)) failures.add("typed text we could not match is said plainly", who, item.text);
  const fits = /Suits what you told us: [^\n]*/.exec(text)?.[0] ?? "";
  for (const item of person.unrecognised)
    if (fits.includes(item.text)) failures.add("foods are never said to fit text we could not match", who, item.text);
  if (has("eats:no_fish") && /oily fish|fatty fish/.test(text))
    failures.add("general notes never name fish to someone who eats none", who, "");
  if (has("eats:plant_based") && /egg yolk/.test(text))
    failures.add("general notes never name eggs to someone who eats no animal food", who, "");
  const keyAreas = block(text, "## Key Areas for Improvement") ?? "";
  const eatsMeat = !has("eats:no_meat") && !has("eats:rarely_meat");
  const male = person.lifeStage.sex === "male";
  const olderWoman = person.lifeStage.sex === "female" && (person.lifeStage.age?.min ?? 0) >= 51;
  if (eatsMeat && !has("stage:pregnant") && (male || olderWoman) && keyAreas.includes("**Iron**"))
    failures.add("iron is never a key area for men or women over 51 who eat meat", who, "");
  const withheld: [string, string][] = [
    ["condition:haemochromatosis", "### Iron"],
    // Kidney disease by stage (decision 027): potassium not pushed from stage 3, on dialysis or with no stage given.
    ["condition:ckd_stage_3", "### Potassium"],
    ["condition:ckd_advanced", "### Potassium"],
    ["condition:dialysis", "### Potassium"],
    ["stage:ckd_stage_unknown", "### Potassium"],
  ];
  for (const [group, heading] of withheld) {
    if (has(group) && (block(text, heading) ?? "").includes("- **"))
      failures.add(`${group} gets no foods under ${heading}`, who, "");
  }
  // Under 14 the text points to the child's doctor instead of giving food advice.
  const child = has("stage:under_14");
  if (!child && ["stage:pregnant", "stage:possible_pregnancy"].some(has) && !/folic acid/.test(text))
    failures.add("pregnancy and trying to conceive get the folic acid advice", who, "");
  if (!child && has("eats:plant_based") && !/fortified foods/.test(text))
    failures.add("plant-based eaters get the B12 advice", who, "");
}

async function collect(answers: AssessmentAnswers): Promise<string> {
  let text = "";
  for await (const delta of writer.stream(answers)) text += delta;
  // As the generation pipeline stores it: with the writer's closing words (the not-medical-advice note).
  return `${text}${writer.closing?.(answers, text) ?? ""}`;
}

async function run(cases: readonly Case[]): Promise<string[]> {
  const failures = new Failures();
  for (const [index, who] of cases.entries()) {
    const answers = answersFor(who, index);
    checkText(failures, who, answers, await collect(answers));
  }
  return failures.list;
}

describe("the assessment text holds for every person in the matrix", () => {
  it(`every diet with every allergy set (${dietMatrix.length} people)`, { timeout: 120_000 }, async () => {
    expect(await run(dietMatrix)).toEqual([]);
  });

  it(
    `every condition and pregnancy answer with every age and sex (${lifeMatrix.length} people)`,
    { timeout: 120_000 },
    async () => {
      expect(await run(lifeMatrix)).toEqual([]);
    },
  );
});
