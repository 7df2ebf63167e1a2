import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { withSourceMarkdown } from "../../shared/format.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import { mealPlanTexts } from "../../shared/texts/meals.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { planWeek, type PlannedDay } from "../nutrition/meals/planner.ts";
import { personFoods } from "./person.ts";
import { planInputFor } from "./plan.ts";
import { buildAssessmentFacts } from "../nutrition/answers/facts.ts";
import { AT, kb, people, peopleWithConditions, policy, type TestPerson } from "./test-people.ts";
import { weeklyPlanMarkdown } from "./weekly-plan.ts";

// The seven-day plan over every diet with every allergy set and with health conditions: every meal one the policy
// allows, weekly limits kept, no day over an upper limit, the document shaped as promised (days, named meals, what
// they supply, the shopping list, the note) and the same for the same assessment.

const everyone = [...people, ...peopleWithConditions];
const mealIds = (day: PlannedDay) => day.meals.map((item) => item.meal.id).join();

function weekOf(person: TestPerson) {
  const who = personFoods(policy, person.answers, AT);
  return { who, week: who.noFoods.length > 0 ? [] : planWeek(planInputFor(person.answers, who)) };
}

describe(`the weekly plan over the diet x allergy x condition matrix (${everyone.length} people)`, () => {
  const weeks = everyone.map((person) => ({ person, ...weekOf(person) }));

  it("serves only meals whose every ingredient the policy allows the person, a breakfast, lunch and dinner each day", () => {
    const problems: string[] = [];
    for (const { person, who, week } of weeks) {
      for (const day of week) {
        for (const item of day.meals) {
          const left = item.meal.ingredients.find(({ food }) => who.assessor.assess(food).exclusion);
          if (left) problems.push(`${person.label}: ${item.meal.name} (${left.food.name})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("serves the foods of a rule with a weekly limit at most that many times (oily fish and tuna in pregnancy)", () => {
    for (const { person, week } of weeks) {
      const served = new Map<string, { count: number; max: number }>();
      for (const day of week) {
        for (const item of day.meals) {
          for (const ruleId of new Set(
            item.cautions
              .filter(({ caution }) => caution.maxPerWeek !== undefined)
              .map(({ caution }) => caution.ruleId),
          )) {
            const max = item.cautions.find(({ caution }) => caution.ruleId === ruleId)!.caution.maxPerWeek!;
            served.set(ruleId, { count: (served.get(ruleId)?.count ?? 0) + 1, max });
          }
        }
      }
      for (const [ruleId, { count, max }] of served)
        expect(count, `${person.label}: ${ruleId}`).toBeLessThanOrEqual(max);
    }
  });

  it("never has a day above the person's upper limit for a nutrient counted from all sources", () => {
    for (const { person, who, week } of weeks.filter((_, index) => index % 3 === 0)) {
      for (const day of week) {
        for (const limit of who.assessor.limits.values()) {
          if (limit.appliesTo !== "total") continue;
          expect(day.totals.values[limit.nutrient] ?? 0, `${person.label}: ${limit.nutrient}`).toBeLessThanOrEqual(
            limit.value,
          );
        }
      }
    }
  });

  it("is the same week for the same person, computed afresh", () => {
    for (const { person, week } of weeks.filter((_, index) => index % 7 === 0))
      expect(weekOf(person).week.map(mealIds), person.label).toEqual(week.map(mealIds));
  }, 60_000);
});

describe("the weekly plan document", () => {
  const answers = { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] } as AssessmentAnswers;
  const document = () => weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) });

  it("begins each day with its name and labels every meal", () => {
    const text = document();
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(text.split("\n").filter((line) => days.includes(line))).toEqual(days);
    for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"])
      expect(text.match(new RegExp(`^- \\*\\*${meal}:\\*\\* `, "gm"))).toHaveLength(7);
    expect(text.match(/^_For your key nutrients, this day gives about: .*_$/gm)?.length).toBe(7);
    expect(text.match(/^_About [\d,]+ kcal, \d+ g protein and \d+ g fibre for the day\._$/gm)?.length).toBe(7);
    expect(text).toContain("Built from your assessment of March 3, 2026");
    expect(text).toMatch(/\*\*Chia seeds \(instead of salmon\)\*\*/);
    expect(text.trimEnd().endsWith(safetyTexts.notMedicalAdvice)).toBe(true);
  });

  it("puts the foods to add before the days, and says the days are below", () => {
    const text = document();
    const add = text.indexOf(texts.addIntro);
    expect(add).toBeGreaterThan(-1);
    expect(add).toBeLessThan(text.search(/^Monday$/m));
    expect(texts.addIntro).toMatch(/days below/);
  });

  it("says where the meals fall short: a vegan's week has no vitamin B12, and the plan says what to do", () => {
    const text = document();
    const section = text.slice(text.search(new RegExp(`^${texts.shortHeading}$`, "m")));
    expect(section).toMatch(/^Where these meals fall short$/m);
    expect(section).toMatch(
      /^- \*\*Vitamin B12\*\*: (almost none|about [1-9]% of the Daily Value a day)\. Plant foods have no reliable vitamin B12: a B12-fortified food or a supplement is worth it\.$/m,
    );
    // Vitamin D is covered by the week's UV-exposed mushrooms: not listed.
    expect(section.slice(0, section.indexOf(texts.portions))).not.toMatch(/\*\*Vitamin D\*\*/);
    // Iron is well covered by this week's legumes and greens: not listed.
    expect(section.slice(0, section.indexOf(texts.portions))).not.toMatch(/\*\*Iron\*\*/);
  });

  it("lists no shortfall for a key nutrient the week covers", () => {
    const omnivore = { ...completeAnswers, dietType: "balanced", allergies: [] } as AssessmentAnswers;
    const text = weeklyPlanMarkdown({ answers: omnivore, completedAt: AT, who: personFoods(policy, omnivore, AT) });
    // Vitamin B12 is a key nutrient here (meat and fish rarely on the plate), and the week's fish and eggs cover it.
    expect(text).toMatch(/^- \*\*Vitamin B12\*\*: Meat and fish rarely on the plate$/m);
    expect(text).not.toMatch(/^- \*\*Vitamin B12\*\*: (almost none|about)/m);
  });

  it("lists the week's shopping by aisle with quantities, and the recipes", () => {
    const text = document();
    const list = text.slice(text.indexOf(mealPlanTexts.shoppingHeading), text.indexOf(mealPlanTexts.recipesHeading));
    expect(list).toMatch(/^### Fruit and vegetables$/m);
    expect(list).toMatch(/^### Beans, grains and tins$/m);
    expect(list).toMatch(/^- [^:]+: [\d,.]+ k?g/m);
    expect(text).toMatch(/^Per serving: .+\.$/m);
  });

  it("is the same for the same assessment, byte for byte", () => {
    expect(document()).toBe(document());
  });

  it("lists the policy's cautions and the typed text it could not check", () => {
    const pregnant = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["other"],
      otherAllergy: "glorbfruit",
      healthConditions: ["other"],
      otherHealthCondition: "pregnant",
    } as AssessmentAnswers;
    const text = weeklyPlanMarkdown({ answers: pregnant, completedAt: AT, who: personFoods(policy, pregnant, AT) });
    expect(text).toMatch(/^Not checked$/m);
    expect(text).toContain("glorbfruit");
    // No liver on any day; the only liver is the policy's warning to avoid it.
    expect(mealLines(text).join("\n")).not.toMatch(/liver/i);
    expect(text).toContain(safetyTexts.messages.advice_vitamin_a_pregnancy!);
  });

  it("names the source of each caution and advice line as a Markdown link", () => {
    const pregnant = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["none"],
      healthConditions: ["other"],
      otherHealthCondition: "pregnant",
    } as AssessmentAnswers;
    const text = weeklyPlanMarkdown({ answers: pregnant, completedAt: AT, who: personFoods(policy, pregnant, AT) });
    const section = (name: string) => text.split(/\n(?=.+\n-+\n)/).find((part) => part.startsWith(`${name}\n`)) ?? "";
    const lines = [...section(texts.adviceHeading).split("\n"), ...section(texts.cautionsHeading).split("\n")].filter(
      (line) => line.startsWith("- "),
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(
      lines.filter((line) => !/ \((\[[^\]]+\]\(https:\/\/[^)\s]+\)|FoodFirst decision record \d+)\)$/.test(line)),
    ).toEqual([]);
    expect(text).toContain(`${safetyTexts.messages.advice_vitamin_a_pregnancy!} ([`);
  });
});

const mealLines = (text: string) =>
  text.split("\n").filter((line) => /^- \*\*(Breakfast|Lunch|Dinner|Snack):\*\* /.test(line));
const linesNaming = (text: string, pattern: RegExp) => mealLines(text).filter((line) => pattern.test(line)).length;
const oilyFish = /\b(salmon|trout|mackerel|herring|sardines?|anchov(y|ies)|pilchards?)\b/i;
const planFor = (answers: Partial<AssessmentAnswers>) => {
  const all = { ...completeAnswers, meatFishConsumption: "rarely", ...answers } as AssessmentAnswers;
  return weeklyPlanMarkdown({ answers: all, completedAt: AT, who: personFoods(policy, all, AT) });
};

describe("the weekly plan for pregnancy and breastfeeding", () => {
  const pregnant = planFor({
    dietType: "balanced",
    allergies: ["none"],
    healthConditions: ["other"],
    otherHealthCondition: "pregnant",
  });

  it("serves oily fish on two days of the week at most, and tuna on two, while fish stays on the menu", () => {
    // Every name the oily-fish rule covers, written here from the NHS list, not from the rule.
    expect(linesNaming(pregnant, oilyFish)).toBeGreaterThan(0);
    expect(linesNaming(pregnant, oilyFish)).toBeLessThanOrEqual(2);
    expect(linesNaming(pregnant, /\btuna\b/i)).toBeLessThanOrEqual(2);
    expect(linesNaming(pregnant, /\b(cod|halibut|tilapia|catfish)\b/i)).toBeGreaterThan(0);
    // The same person, not pregnant, gets oily fish on more days: the limit is what holds it to two.
    expect(linesNaming(planFor({ dietType: "balanced", allergies: ["none"] }), oilyFish)).toBeGreaterThan(2);
  });

  it("says each caution once, naming the days its foods are served", () => {
    const oily = safetyTexts.messages.caution_limit_oily_fish!;
    expect(pregnant.split(oily)).toHaveLength(2);
    const line = pregnant.split("\n").find((text) => text.startsWith(`- ${oily}`))!;
    expect(line).toMatch(/ In this plan: .*\((Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\)/);
    expect(pregnant.split(safetyTexts.messages.caution_limit_tuna!).length).toBeLessThanOrEqual(2);
    // The spec's salmon, among the foods to add, is under the same caution.
    expect(line).toMatch(/In this plan: Salmon;/);
  });

  it("holds oily fish to two days while breastfeeding too", () => {
    const breastfeeding = planFor({
      dietType: "balanced",
      allergies: ["nuts"],
      healthConditions: ["other"],
      otherHealthCondition: "breastfeeding",
    });
    expect(linesNaming(breastfeeding, oilyFish)).toBeLessThanOrEqual(2);
    expect(breastfeeding.split(safetyTexts.messages.caution_limit_oily_fish!)).toHaveLength(2);
  });
});

describe("the weekly plan's advice: the policy's lines, in the assessment's words", () => {
  const adviceSection = (text: string) => {
    const start = text.search(new RegExp(`^${texts.adviceHeading}$`, "m"));
    expect(start, "no advice section").toBeGreaterThan(-1);
    return text.slice(start).split("\n\n")[1]!.split("\n");
  };
  /** The advice lines without the source after each (checked on its own below). */
  const adviceWords = (text: string) =>
    adviceSection(text).map((line) => line.replace(/ \([^()]*(\([^()]*\))?\)$/, ""));

  it.each([
    ["warfarin", { otherHealthCondition: "on warfarin" }, "advice_vitamin_k_steady"],
    ["pregnancy", { otherHealthCondition: "pregnant" }, "advice_folate_pregnancy"],
    ["pregnancy", { otherHealthCondition: "pregnant" }, "advice_vitamin_a_pregnancy"],
    ["kidney disease", { otherHealthCondition: "chronic kidney disease" }, "advice_ckd_stage_unknown"],
    ["kidney disease stage 3", { otherHealthCondition: "CKD stage 3a" }, "advice_ckd_stage_3"],
    ["dialysis", { otherHealthCondition: "haemodialysis" }, "advice_dialysis_protein"],
  ])("%s: %s", (_name, condition, key) => {
    const text = planFor({ dietType: "balanced", allergies: ["none"], healthConditions: ["other"], ...condition });
    expect(adviceWords(text)).toContain(`- ${safetyTexts.messages[key]}`);
  });

  it("a vegan: vitamin B12 from fortified foods or a supplement, and omega-3 without fish", () => {
    const lines = adviceWords(planFor({ dietType: "vegan", allergies: ["none"] }));
    expect(lines).toContain(`- ${safetyTexts.messages.advice_b12_plant_based}`);
    expect(lines).toContain(`- ${safetyTexts.messages.advice_omega3_no_fish}`);
  });

  it("has every advice line the assessment gives the same person, with its source, and no other", () => {
    for (const extra of [
      { dietType: "vegan", otherHealthCondition: "on warfarin" },
      { dietType: "balanced", otherHealthCondition: "pregnant, chronic kidney disease" },
    ] as const) {
      const answers = {
        ...completeAnswers,
        allergies: ["none"],
        healthConditions: ["other"],
        ...extra,
      } as AssessmentAnswers;
      const facts = buildAssessmentFacts(answers, kb, { now: AT });
      const assessment = [
        ...facts.risks.flatMap((risk) => risk.advice),
        ...facts.withheldNutrients.flatMap((item) => [...item.withheld, ...item.advice]),
        ...facts.generalAdvice,
      ];
      // The protein line for their weight: the same policy function as the assessment's.
      const protein = policy.forPerson(facts.person).proteinNeed(answers.weight);
      const lines = adviceSection(
        weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) }),
      );
      expect(new Set(lines), extra.otherHealthCondition).toEqual(
        new Set(
          [...assessment, ...(protein ? [protein] : [])].map(
            (line) => `- ${withSourceMarkdown(line.message, line.source)}`,
          ),
        ),
      );
    }
  });
});
