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

  it("10000 IU of vitamin D is 2.5 times the upper limit", () => {
    for (const chat of [vegan, nobody])
      expect(ask(chat, "Is 10000 IU of vitamin D too much?")).toContain("2.5 times the upper limit");
    // Said with the vitamin named in the question before it.
    expect(ask(vegan, "Is 10000 IU too much?", "How much vitamin D do I need?")).toContain("2.5 times the upper limit");
  });

  it("vegan: meals and foods only from what suits them, and said so", () => {
    const { assess } = assessor(kb, policy.rules, vegan.person);
    for (const question of ["What should I eat for breakfast?", "and for lunch?", "quick high-protein dinner"]) {
      const text = ask(vegan, question, "What should I eat for breakfast?");
      expect(text, question).toContain("For your vegan diet");
      for (const name of foodNames(text))
        expect(assess(kb.foods.find((food) => food.name === name)!).exclusion, name).toBeNull();
    }
    expect(ask(vegan, "and for lunch?", "What should I eat for breakfast?")).toContain("lunch idea");
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

describe("bad input gets an answer or a clear 'I can't', never an error", () => {
  it.each([
    ["only emoji", "🍎🍌🥦", offlineChatTexts.noWords],
    ["another language", "¿Qué puedo comer para el desayuno?", offlineChatTexts.otherLanguage],
    ["nonsense", "asdfghjkl", offlineChatTexts.cannotAnswerShort],
  ])("%s", (_kind, question, said) => {
    expect(ask(vegan, question)).toContain(said);
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
      expect(text.startsWith(offlineChatTexts.proteinIntro)).toBe(true);
      expect(listItems(text).length).toBeLessThanOrEqual(5);
      expect(text.trimEnd().split("\n\n").at(-1)).toBe(offlineChatTexts.followUp("How much protein do I need?"));
    }
    // Kidney disease: the team sets protein, so no protein food is pushed.
    expect(listItems(ask(kidneys, "Is protein powder necessary?"))).toEqual([]);
    expect(listItems(ask(vegan, "Is protein powder necessary?")).length).toBeGreaterThan(0);
  });
});
