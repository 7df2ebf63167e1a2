import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/index.ts";
import { weeklyPlanTexts as texts } from "../../shared/texts/dashboard.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { fits, mealSlots, meals, planDay, type DayPlan } from "../nutrition/answers/meal-plan.ts";
import { personFoods } from "./person.ts";
import { keyNutrients, sevenDays, weeklyLimitsOf } from "./plan.ts";
import { buildAssessmentFacts } from "../nutrition/answers/facts.ts";
import { AT, forbidden, kb, people, peopleWithConditions, policy, type TestPerson } from "./test-people.ts";
import { weeklyPlanMarkdown } from "./weekly-plan.ts";

// The seven-day plan over every diet with every allergy set and with health conditions: every item safe, meals as
// full as a day on its own, the week as varied as the person's safe foods allow, the document shaped as promised
// (days, meals, what it supplies, the note) and the same for the same assessment.

const everyone = [...people, ...peopleWithConditions];
const foodIds = (day: DayPlan) => meals.flatMap((meal) => day[meal].map((food) => food.id));

function weekOf(person: TestPerson) {
  const who = personFoods(policy, person.answers, AT);
  const week = sevenDays(who, keyNutrients(person.answers, who));
  // What any week could serve: the person's safe foods that fit one of the day's slots.
  const slots = Object.values(mealSlots(who.isKeto)).flat();
  const fitting = new Set(who.safeFoods.filter((food) => slots.some((slot) => fits(food, slot))).map((food) => food.id));
  return { who, week, fitting };
}

describe(`the weekly plan over the diet x allergy x condition matrix (${everyone.length} people)`, () => {
  const weeks = everyone.map((person) => ({ person, ...weekOf(person) }));

  it("has only foods the person may eat, and every main meal as full as on a day on its own (two foods or more)", () => {
    const problems: string[] = [];
    for (const { person, who, week } of weeks) {
      expect(week, person.label).toHaveLength(7);
      const alone = planDay(who.policy.kb, who.safeFoods, keyNutrients(person.answers, who), { keto: who.isKeto });
      for (const [index, day] of week.entries()) {
        for (const meal of ["breakfast", "lunch", "dinner"] as const) {
          expect(day[meal].length, `${person.label}: day ${index + 1} ${meal}`).toBeGreaterThanOrEqual(Math.max(1, Math.min(2, alone[meal].length)));
        }
        for (const food of meals.flatMap((meal) => day[meal])) {
          const verdict = who.assessor.assess(food);
          if (verdict.exclusion || verdict.demoted) problems.push(`${person.label}: ${food.name} (${verdict.exclusion?.message ?? "ranked last"})`);
          const why = forbidden(person, food);
          if (why) problems.push(`${person.label}: ${food.name} (${why})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("never serves the same day twice in a row", () => {
    for (const { person, week, fitting } of weeks) {
      // The rule holds for anyone with more foods than one day takes (everyone here).
      expect(fitting.size, person.label).toBeGreaterThan(foodIds(week[0]!).length);
      for (let index = 1; index < 7; index++) expect(foodIds(week[index]!), `${person.label}: day ${index + 1} repeats day ${index}`).not.toEqual(foodIds(week[index - 1]!));
    }
  });

  it("brings a food not served before into every day while the person has one left, and never repeats an earlier day", () => {
    const stale: string[] = [];
    const repeats: string[] = [];
    for (const { person, week, fitting } of weeks) {
      const served = new Set<string>();
      for (const [index, day] of week.entries()) {
        const ids = foodIds(day);
        const leftToServe = [...fitting].some((id) => !served.has(id));
        if (leftToServe && ids.every((id) => served.has(id))) stale.push(`${person.label}: day ${index + 1} has nothing new`);
        for (const id of ids) served.add(id);
      }
      // Even those who run out of new foods (keto with gout, kidney disease and warfarin: 12 to 15 foods,
      // 7 a day) get seven different days: a new mix of the foods they have.
      const days = week.map((day) => foodIds(day).join());
      if (new Set(days).size < 7) repeats.push(`${person.label}: ${7 - new Set(days).size} day(s) repeat an earlier one`);
    }
    expect(stale).toEqual([]);
    expect(repeats).toEqual([]);
  });

  it("serves at least 30 different foods a week wherever the person's safe foods fitting the meals number 30 or more", () => {
    const held = weeks.filter(({ fitting }) => fitting.size >= 30);
    const short = held.filter(({ week }) => new Set(week.flatMap(foodIds)).size < 30).map(({ person }) => person.label);
    expect(short).toEqual([]);
    // Only the scarcest are let off: gout, kidney disease and warfarin together; vegan keto, nut allergy and warfarin or kidney disease.
    expect(held.length).toBeGreaterThan(everyone.length - 40);
  });

  it("serves the foods of a rule with a weekly limit at most that many times, together (oily fish and tuna in pregnancy)", () => {
    const over: string[] = [];
    let limitedPeople = 0;
    for (const { person, who, week } of weeks) {
      const served = new Map<string, { count: number; max: number }>();
      for (const food of week.flatMap((day) => meals.flatMap((meal) => day[meal]))) {
        for (const limit of weeklyLimitsOf(who, food)) served.set(limit.ruleId, { count: (served.get(limit.ruleId)?.count ?? 0) + 1, max: limit.maxPerWeek });
      }
      for (const [ruleId, { count, max }] of served) if (count > max) over.push(`${person.label}: ${ruleId} ${count} times (at most ${max})`);
      if (served.size > 0) limitedPeople++;
    }
    expect(over).toEqual([]);
    // The matrix's pregnant people who eat fish really meet the limits (every diet but the plant-based ones).
    expect(limitedPeople).toBeGreaterThan(20);
  });

  it("is the same week for the same person, computed afresh", () => {
    for (const { person, week } of weeks.filter((_, index) => index % 7 === 0)) expect(weekOf(person).week.map(foodIds), person.label).toEqual(week.map(foodIds));
  });
});

describe("the weekly plan document", () => {
  const answers = { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] } as AssessmentAnswers;
  const document = () => weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) });

  it("begins each day with its name and labels every meal", () => {
    const text = document();
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(text.split("\n").filter((line) => days.includes(line))).toEqual(days);
    for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"]) expect(text.match(new RegExp(`^- \\*\\*${meal}:\\*\\* `, "gm"))).toHaveLength(7);
    expect(text.match(/^_For your key nutrients, this day supplies about: .*_$/gm)?.length).toBe(7);
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
    expect(section).toMatch(/^- \*\*Vitamin B12\*\*: almost none\. Plant foods have no reliable vitamin B12: a B12-fortified food or a supplement is worth it\.$/m);
    expect(section).toMatch(/^- \*\*Vitamin D\*\*: (almost none|about \d+% of the Daily Value a day)\. Few foods supply vitamin D/m);
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

  it("is the same for the same assessment, byte for byte", () => {
    expect(document()).toBe(document());
  });

  it("lists the policy's cautions and the typed text it could not check", () => {
    const pregnant = { ...completeAnswers, dietType: "balanced", allergies: ["other"], otherAllergy: "glorbfruit", healthConditions: ["other"], otherHealthCondition: "pregnant" } as AssessmentAnswers;
    const text = weeklyPlanMarkdown({ answers: pregnant, completedAt: AT, who: personFoods(policy, pregnant, AT) });
    expect(text).toMatch(/^Not checked$/m);
    expect(text).toContain("glorbfruit");
    // No liver on any day; the only liver is the policy's warning to avoid it.
    expect(mealLines(text).join("\n")).not.toMatch(/liver/i);
    expect(text).toContain(safetyTexts.messages.advice_vitamin_a_pregnancy!);
  });
});

const mealLines = (text: string) => text.split("\n").filter((line) => /^- \*\*(Breakfast|Lunch|Dinner|Snack):\*\* /.test(line));
const linesNaming = (text: string, pattern: RegExp) => mealLines(text).filter((line) => pattern.test(line)).length;
const oilyFish = /\b(salmon|trout|mackerel|herring|sardines?|anchov(y|ies)|pilchards?)\b/i;
const planFor = (answers: Partial<AssessmentAnswers>) => {
  const all = { ...completeAnswers, meatFishConsumption: "rarely", ...answers } as AssessmentAnswers;
  return weeklyPlanMarkdown({ answers: all, completedAt: AT, who: personFoods(policy, all, AT) });
};

describe("the weekly plan for pregnancy and breastfeeding", () => {
  const pregnant = planFor({ dietType: "balanced", allergies: ["none"], healthConditions: ["other"], otherHealthCondition: "pregnant" });

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
    expect(pregnant.split(safetyTexts.messages.caution_limit_tuna!)).toHaveLength(2);
    // The spec's salmon, among the foods to add, is under the same caution.
    expect(line).toMatch(/In this plan: Salmon;/);
  });

  it("holds oily fish to two days while breastfeeding too", () => {
    const breastfeeding = planFor({ dietType: "balanced", allergies: ["nuts"], healthConditions: ["other"], otherHealthCondition: "breastfeeding" });
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

  it.each([
    ["warfarin", { otherHealthCondition: "on warfarin" }, "advice_vitamin_k_steady"],
    ["pregnancy", { otherHealthCondition: "pregnant" }, "advice_folate_pregnancy"],
    ["pregnancy", { otherHealthCondition: "pregnant" }, "advice_vitamin_a_pregnancy"],
    ["kidney disease", { otherHealthCondition: "chronic kidney disease" }, "advice_ckd"],
  ])("%s: %s", (_name, condition, key) => {
    const text = planFor({ dietType: "balanced", allergies: ["none"], healthConditions: ["other"], ...condition });
    expect(adviceSection(text)).toContain(`- ${safetyTexts.messages[key]}`);
  });

  it("a vegan: vitamin B12 from fortified foods or a supplement, and omega-3 without fish", () => {
    const lines = adviceSection(planFor({ dietType: "vegan", allergies: ["none"] }));
    expect(lines).toContain(`- ${safetyTexts.messages.advice_b12_plant_based}`);
    expect(lines).toContain(`- ${safetyTexts.messages.advice_omega3_no_fish}`);
  });

  it("has every advice line the assessment gives the same person, and no other", () => {
    for (const extra of [{ dietType: "vegan", otherHealthCondition: "on warfarin" }, { dietType: "balanced", otherHealthCondition: "pregnant, chronic kidney disease" }] as const) {
      const answers = { ...completeAnswers, allergies: ["none"], healthConditions: ["other"], ...extra } as AssessmentAnswers;
      const facts = buildAssessmentFacts(answers, kb, { now: AT });
      const assessment = [...facts.risks.flatMap((risk) => risk.advice), ...facts.withheldNutrients.flatMap((item) => [...item.withheld, ...item.advice]), ...facts.generalAdvice];
      const lines = adviceSection(weeklyPlanMarkdown({ answers, completedAt: AT, who: personFoods(policy, answers, AT) }));
      expect(new Set(lines), extra.otherHealthCondition).toEqual(new Set(assessment.map((line) => `- ${line.message}`)));
    }
  });
});
