import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { offlineChatTexts, professionalPointers } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { createPolicy } from "../../nutrition/policy/policy.ts";
import { supplementLookup } from "../../lookup/lookup.ts";
import { assessor } from "../../nutrition/policy/exclusions.ts";
import { kb } from "../../nutrition/kb/test-support.ts";
import { chatPersonFrom } from "../person.ts";
import { answerOffline } from "./engine.ts";

// Answers per person type: what each kind of question gets for a vegan, a pregnant vegetarian, a child, someone on
// warfarin and someone with kidney disease: the rule first, the person's own figures, no food the policy leaves out.

const policy = createPolicy(kb);
const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
const NOW = new Date("2026-06-15T12:00:00Z");
const base: AssessmentAnswers = { ...completeAnswers, allergies: ["none"], healthConditions: ["none"] };
const person = (answers: Partial<AssessmentAnswers>) => chatPersonFrom(policy, { ...base, ...answers }, NOW);
const vegan = person({ dietType: "vegan", gender: "male", yearOfBirth: 1991 });
const pregnant = person({
  dietType: "vegetarian",
  gender: "female",
  yearOfBirth: 1996,
  healthConditions: ["other"],
  otherHealthCondition: "pregnant",
});
const child = person({ dietType: "balanced", gender: "male", yearOfBirth: 2016 });
const warfarin = person({
  dietType: "balanced",
  gender: "female",
  yearOfBirth: 1956,
  healthConditions: ["other"],
  otherHealthCondition: "atrial fibrillation, on warfarin",
});
const kidneys = person({
  dietType: "balanced",
  gender: "male",
  yearOfBirth: 1960,
  healthConditions: ["other"],
  otherHealthCondition: "chronic kidney disease",
});
const nobody = chatPersonFrom(policy, null, NOW);

const ask = (chat: typeof vegan, question: string, previousQuestion?: string) =>
  answerOffline(tools, { question, chat, noticeGiven: true, previousQuestion }).text;
const foodNames = (text: string) => [...text.matchAll(/\*\*(.+?)\*\* \(/g)].map((m) => m[1]!);
const listItems = (text: string) => text.split("\n").filter((line) => line.startsWith("- "));
/** "- **Tofu scramble with peppers**: 20 min, ... Per serving: ...": the library's meals an answer lists. */
const mealsIn = (text: string) =>
  [...text.matchAll(/^- \*\*(.+?)\*\*: (.+)$/gm)].map((m) => ({
    meal: kb.meals.meals.find((meal) => meal.name === m[1])!,
    line: m[2]!,
  }));

describe("answers for each kind of person", () => {
  it("pregnancy: the NHS rule for brie first, then the midwife, whether the assessment or the question says it", () => {
    for (const chat of [pregnant, nobody]) {
      const text = ask(chat, "I'm pregnant, can I eat brie?");
      expect(text.split("\n\n")[0]).toContain(safetyTexts.messages.reason_mould_ripened_cheese!.split(":")[0]!);
      expect(text).toContain("nhs.uk");
      expect(text.indexOf(professionalPointers.pregnancy)).toBeGreaterThan(text.indexOf("nhs.uk"));
    }
  });

  it("pregnancy: the foods to avoid are the policy's rules, with the NHS source", () => {
    const text = ask(pregnant, "What foods should I avoid in pregnancy?");
    expect(text).toContain("For your vegetarian diet and pregnancy");
    expect(listItems(text).length).toBeGreaterThan(2);
    expect(listItems(text).length).toBeLessThanOrEqual(5);
    expect(text).toContain("https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/");
  });

  it("a child's 'replace my supplement', meals and food lists keep the under-14 rule", () => {
    for (const question of [
      "replace my supplement",
      "How can I replace my vitamin D supplement?",
      "What should I eat for breakfast?",
      "Which foods have iron?",
    ]) {
      const text = ask(child, question);
      expect(text, question).toContain(safetyTexts.messages.withheld_child);
      expect(foodNames(text), question).toEqual([]);
    }
  });

  it("a child's needs and doses are a child's (RDA and upper limit for age 10)", () => {
    expect(ask(child, "How much iron do I need?")).toContain("a child aged 10, you need about **8 mg of iron a day**");
    expect(ask(child, "is 50 mg zinc safe")).toMatch(/times the upper limit for you\*\* \(23 mg a day\)/);
  });

  it("the upper limit in a needs answer is the policy's for the person's age band, with its source, at every age", () => {
    const toddler = person({ dietType: "balanced", gender: "female", yearOfBirth: 2024 });
    for (const chat of [child, toddler, vegan, pregnant, kidneys]) {
      const limits = policy.forPerson(chat.person).upperLimits;
      for (const [nutrient, name] of [
        ["iron_mg", "iron"],
        ["zinc_mg", "zinc"],
        ["vitamin_d_ug", "vitamin D"],
        ["calcium_mg", "calcium"],
        ["vitamin_a_rae_ug", "vitamin A"],
      ] as const) {
        const limit = limits.get(nutrient)!;
        const text = ask(chat, `How much ${name} do I need?`);
        expect(text, `${name}, age ${chat.person.lifeStage.age?.max}`).toContain(
          `The upper limit is **${limit.limitText}`,
        );
        expect(text, name).toContain(`(${limit.source.url})`);
      }
    }
  });

  it("10000 IU of vitamin D is 2.5 times the upper limit", () => {
    for (const chat of [vegan, nobody])
      expect(ask(chat, "Is 10000 IU of vitamin D too much?")).toContain("2.5 times the upper limit");
    // Said with the vitamin named in the question before it.
    expect(ask(vegan, "Is 10000 IU too much?", "How much vitamin D do I need?")).toContain("2.5 times the upper limit");
  });

  it("vegan: meals from the meal library, every ingredient one the policy allows them, with amounts; said so", () => {
    const { assess } = assessor(kb, policy.rules, vegan.person);
    for (const question of ["What should I eat for breakfast?", "and for lunch?", "quick high-protein dinner"]) {
      const text = ask(vegan, question, "What should I eat for breakfast?");
      expect(text, question).toContain("For your vegan diet");
      const meals = mealsIn(text);
      expect(meals.length, question).toBeGreaterThan(0);
      for (const { meal, line } of meals) {
        for (const { food } of meal.ingredients)
          expect(assess(food).exclusion, `${meal.name}: ${food.name}`).toBeNull();
        // "Per serving: Tofu (firm, calcium-set) 150 g; ...": every ingredient with its amount.
        expect(line.match(/ \d[\d.,]* k?g[;.]/g)?.length, meal.name).toBe(meal.ingredients.length);
      }
    }
    expect(ask(vegan, "and for lunch?", "What should I eat for breakfast?")).toContain("lunch ideas");
    // "Quick" keeps to 15 minutes; the meal slot is the one asked for.
    for (const { meal } of mealsIn(ask(vegan, "quick high-protein lunch"))) {
      expect(meal.minutes).toBeLessThanOrEqual(15);
      expect(meal.slots).toContain("lunch");
    }
  });

  it("what can I cook with a food: meals that use it, and one idea per meal when no meal is named", () => {
    const lentils = kb.foods.find((food) => food.name === "Lentils, cooked")!;
    const withLentils = mealsIn(ask(pregnant, "What can I cook with lentils?"));
    expect(withLentils.length).toBeGreaterThan(0);
    for (const { meal } of withLentils) expect(meal.ingredients.map(({ food }) => food.id)).toContain(lentils.id);
    const day = mealsIn(ask(pregnant, "What should I eat today?")).map(({ meal }) => meal);
    expect(new Set(day.map((meal) => meal.id)).size).toBe(day.length);
    expect(day.length).toBeGreaterThanOrEqual(3);
  });

  it("meals for someone on warfarin with kidney disease carry the policy's cautions", () => {
    const text = ask(kidneys, "What should I eat for dinner?");
    for (const { meal } of mealsIn(text)) expect(meal.slots).toContain("dinner");
    const { assess } = assessor(kb, policy.rules, warfarin.person);
    const meals = mealsIn(ask(warfarin, "breakfast ideas"));
    const cautions = meals.flatMap(({ meal }) => meal.ingredients.flatMap(({ food }) => assess(food).cautions));
    for (const caution of cautions) expect(ask(warfarin, "breakfast ideas")).toContain(caution.message);
  });

  it("a question that leaves out its nutrient or food takes the last question's", () => {
    expect(ask(vegan, "and is 50 mg too much?", "How much zinc do I need?")).toContain("50 mg of zinc is");
    expect(ask(vegan, "is it good for me?", "What's in lentils?")).toContain("One serving of **Lentils, cooked**");
    expect(ask(vegan, "which foods?", "How much magnesium do I need?")).toContain("sources of magnesium");
    // A dose in IU after another nutrient is still read as vitamin D, and said so.
    expect(ask(vegan, "Is 10000 IU too much?", "How much iron do I need?")).toContain(
      offlineChatTexts.doseAssumedVitaminD,
    );
  });

  it("a supplement standard for the person is 'keep taking it', never replaced by food", () => {
    const text = ask(vegan, "How can I replace my B12 supplement?");
    expect(text).toMatch(/^\*\*Keep taking your vitamin B12:\*\*/);
    expect(foodNames(text)).toEqual([]);
  });

  it("warfarin: medicine questions get the vitamin K rule, then the pharmacist", () => {
    const text = ask(warfarin, "what foods interact with my medication?");
    expect(text).toContain("warfarin");
    expect(text.indexOf(professionalPointers.medication)).toBeGreaterThan(text.indexOf("warfarin"));
  });

  it("a medicine the question names counts, also for someone whose assessment said no conditions", () => {
    expect(vegan.input.healthConditions).toEqual(["none"]);
    const text = ask(vegan, "I'm on warfarin, is kale good for me?");
    expect(text.split("\n\n")[0]).toContain("warfarin");
    expect(text).toContain("Rich in vitamin K: on warfarin");
    expect(text).toContain(professionalPointers.medication);
    // A word the rules only guess is a medicine ("question" as the brand Questran) adds nothing.
    expect(ask(vegan, "hi there, I have a question")).toContain(offlineChatTexts.greeting);
  });

  it("kidney disease: fluids set by the kidney team, protein not pushed for muscle", () => {
    expect(ask(kidneys, "how much water should I drink")).toContain(offlineChatTexts.kidneyFluids);
    expect(ask(kidneys, "how do I build muscle")).toContain(safetyTexts.messages.withheld_protein_ckd);
  });

  it("every topic answer names its source and ends with one follow-up question", () => {
    for (const question of [
      "Do carbs make you fat?",
      "Does coffee block iron?",
      "Is raw milk safe?",
      "How do I lose weight?",
      "is it safe to reheat rice",
    ]) {
      const text = ask(vegan, question);
      expect(text, question).toMatch(/Source: \[.+\]\(https:\/\/.+\)/);
      expect(text.match(/You could ask next/g)?.length, question).toBe(1);
      expect(listItems(text).length, question).toBeLessThanOrEqual(5);
    }
  });

  it("a pregnant person is not given weight-loss advice, a child no diet", () => {
    expect(ask(pregnant, "How do I lose weight?")).toContain("don't try to lose weight");
    expect(ask(child, "How do I lose weight?")).toContain("Children shouldn't diet");
  });
});

describe("food sources, foods high in a nutrient, replacing a supplement and a food's nutrients", () => {
  const questions = [
    "Which foods have vitamin D?",
    "Foods high in magnesium",
    "How can I replace my magnesium supplement?",
    "What's in oats?",
  ];
  it.each([
    ["vegan", vegan, "vegan diet"],
    ["pregnant", pregnant, "pregnancy"],
    ["warfarin", warfarin, "warfarin"],
    ["kidney disease", kidneys, "kidney disease"],
  ] as const)("%s: the person said, no heading, five items at most, sources, one follow-up last", (_l, chat, said) => {
    for (const question of questions) {
      const text = ask(chat, question);
      expect(text, question).not.toMatch(/^#/m);
      expect(text.split("\n\n")[0], question).toContain(said);
      expect(listItems(text).length, question).toBeLessThanOrEqual(5);
      expect(text, question).toMatch(/Sources?: \[.+\]\(https:\/\/.+\)/);
      expect(text.trimEnd().split("\n\n").at(-1), question).toMatch(/^\*You could ask next:\* “.+\?”$/);
    }
  });

  it("without an assessment: says it doesn't know the person yet", () => {
    for (const question of questions) expect(ask(nobody, question), question).toContain(offlineChatTexts.noAssessment);
  });

  it("the upper limit said is the person's own (a teenager's is lower than an adult's)", () => {
    const teen = person({ dietType: "balanced", gender: "female", yearOfBirth: 2010 });
    const limit = policy.forPerson(teen.person).upperLimits.get("vitamin_a_rae_ug")!;
    const adult = policy.forPerson(vegan.person).upperLimits.get("vitamin_a_rae_ug")!;
    expect(limit.value).toBeLessThan(adult.value);
    expect(ask(teen, "Which foods have vitamin A?")).toContain(`Upper limit for you: ${limit.limitText}`);
    expect(ask(vegan, "Which foods have vitamin A?")).toContain(`Upper limit for you: ${adult.limitText}`);
  });

  it("replacing a supplement never says more servings of one food a day than the app's cap", () => {
    const cap = kb.safety.settings.maxServingsPerDay;
    for (const question of [
      "How can I replace my magnesium supplement?",
      "How can I replace my iron supplement?",
      "How can I replace my zinc supplement?",
    ]) {
      const text = ask(vegan, question);
      const counts = [...text.matchAll(/([\d.]+) servings? a day would give/g)].map((m) => Number(m[1]));
      for (const count of counts) expect(count, question).toBeLessThanOrEqual(cap);
      expect(counts.length + (text.match(/more than \d servings a day/g)?.length ?? 0), question).toBeGreaterThan(0);
    }
  });

  it("two nutrients: the first answered, the second offered as the follow-up", () => {
    const text = ask(vegan, "foods high in iron and zinc");
    expect(text).toContain("most iron");
    expect(text.trimEnd().split("\n\n").at(-1)).toBe(offlineChatTexts.followUp("Which foods give me zinc?"));
  });
});

describe("bad input gets an answer or a clear 'I can't', never an error", () => {
  it.each([
    ["only emoji", "🍎🍌🥦", offlineChatTexts.noWords],
    ["another language", "¿Qué puedo comer para el desayuno?", offlineChatTexts.otherLanguage],
    ["nonsense", "asdfghjkl", offlineChatTexts.cannotAnswerShort],
    ["another language that shares a word with a greeting", "Was soll ich essen?", offlineChatTexts.otherLanguage],
    ["no word of food", "what's the news today", offlineChatTexts.offTopic],
  ])("%s", (_kind, question, said) => {
    expect(ask(vegan, question)).toContain(said);
  });

  it("2,000 characters with no question in them: a plain 'I can't', not 'I've answered the first question'", () => {
    for (const question of ["x".repeat(2000), "a".repeat(2000)]) {
      const text = ask(vegan, question);
      expect(text).toContain(offlineChatTexts.cannotAnswerShort);
      expect(text).not.toContain(offlineChatTexts.tooLongNote);
    }
  });

  it("2,000 characters: the first question in it is answered, and says so", () => {
    const text = ask(
      vegan,
      `${"I eat a lot of bread and pasta and wonder if that is fine. ".repeat(33)}`.slice(0, 1980) +
        " Is oatmeal healthy?",
    );
    expect(text).toContain(offlineChatTexts.tooLongNote);
  });

  it("three intents in one question: an answer to one of them", () => {
    const text = ask(vegan, "How much protein do I need, is coffee bad for me and what should I eat for dinner?");
    expect(text).not.toContain(offlineChatTexts.cannotAnswerShort);
  });
});

describe("the protein powder answer's shape", () => {
  it("no heading, at most five foods that suit the person, and the follow-up question", () => {
    for (const chat of [vegan, kidneys, nobody]) {
      const text = ask(chat, "Is protein powder necessary?");
      expect(text).not.toMatch(/^#/m);
      // Who it is for (the assessment's diet and conditions), then the intro.
      expect(text.split("\n\n")[0]).toMatch(/^(For your .+: )?Most people meet their protein needs/);
      expect(text.split("\n\n")[0]).toContain(offlineChatTexts.proteinIntro);
      expect(listItems(text).length).toBeLessThanOrEqual(5);
      expect(text.trimEnd().split("\n\n").at(-1)).toBe(offlineChatTexts.followUp("How much protein do I need?"));
    }
    // Kidney disease: the team sets protein, so no protein food is pushed.
    expect(listItems(ask(kidneys, "Is protein powder necessary?"))).toEqual([]);
    expect(listItems(ask(vegan, "Is protein powder necessary?")).length).toBeGreaterThan(0);
  });
});
