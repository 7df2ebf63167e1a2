import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { offlineChatTexts, professionalPointers } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { whoApplies } from "../../nutrition/kb/rules/selectors.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import { kb } from "../../nutrition/kb/test-support.ts";
import { createPolicy } from "../../nutrition/policy/policy.ts";
import { chatPersonFrom, type ChatPerson } from "../person.ts";
import { withSourceMarkdown } from "../../../shared/format.ts";
import { answerOffline } from "./engine.ts";
import { supplementLookup } from "../../lookup/lookup.ts";

// "Everywhere the same" (issue 20): where the policy knows the rule for the person, the chat answers with it, with its
// source: protein for the weight (kidney disease by stage, dialysis, pregnancy, 65 and over, 14-18), every food rule
// of every life stage, condition and medicine for the food a question names, and the supplements and herbs the
// clinical rules name. Built from the rule tables, so a new row is tested without a new test.

const policy = createPolicy(kb);
const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
const NOW = new Date("2026-06-15T12:00:00Z");
const base: AssessmentAnswers = {
  ...completeAnswers,
  dietType: "balanced",
  allergies: ["none"],
  healthConditions: ["none"],
};
const person = (answers: Partial<AssessmentAnswers>) => chatPersonFrom(policy, { ...base, ...answers }, NOW);
const typed = (text: string, answers: Partial<AssessmentAnswers> = {}) =>
  person({ gender: "female", yearOfBirth: 1980, healthConditions: ["other"], otherHealthCondition: text, ...answers });
const nobody = chatPersonFrom(policy, null, NOW);
const ask = (chat: ChatPerson, question: string, previousQuestion?: string) =>
  answerOffline(tools, { question, chat, noticeGiven: true, previousQuestion }).text;
const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

describe("protein: the policy's line for the person's weight, the one the assessment and dashboard give", () => {
  const people: [string, ChatPerson][] = [
    ["dialysis", typed("on haemodialysis", { gender: "male", yearOfBirth: 1960 })],
    ["kidney disease stage 3", typed("CKD stage 3")],
    ["kidney disease stage 4", typed("chronic kidney disease stage 4")],
    ["kidney disease stages 1-2", typed("CKD stage 2")],
    ["pregnancy", typed("pregnant", { yearOfBirth: 1996 })],
    ["breastfeeding", typed("breastfeeding", { yearOfBirth: 1994 })],
    ["65 and over", person({ gender: "male", yearOfBirth: 1952 })],
    ["14-18", person({ gender: "female", yearOfBirth: 2010 })],
    ["adult", person({ gender: "male", yearOfBirth: 1990 })],
  ];

  it.each(people)("%s: grams for their weight, per kg, with the rule's source", (_who, chat) => {
    const line = policy.forPerson(chat.person).proteinNeed(chat.answers.weight)!;
    expect(line).not.toBeNull();
    for (const question of ["How much protein do I need?", "how much protein should I eat a day"]) {
      const text = ask(chat, question);
      expect(text.split("\n\n")[0]).toContain(lowerFirst(line.message));
      expect(text).toContain(line.source.url);
      expect(text).not.toContain(offlineChatTexts.needRda);
    }
  });

  it("a weight in the question counts; without one, the figure per kg for the life stage the question says", () => {
    const pregnant = typed("pregnant", { yearOfBirth: 1996 });
    const line = policy.forPerson(pregnant.person).proteinNeed(70)!;
    expect(ask(pregnant, "I weigh 70 kg, how much protein do I need?")).toContain(lowerFirst(line.message));
    const text = ask(nobody, "I'm pregnant, how much protein do I need?");
    expect(text).toContain("1.1 g of protein a day for each kg");
    expect(text).toContain("nap.nationalacademies.org");
    expect(text.indexOf(professionalPointers.pregnancy)).toBeGreaterThan(text.indexOf("nap.nationalacademies.org"));
  });

  it.each(people.filter(([who]) => who !== "adult"))(
    "%s: 'how to build muscle' gives their own protein line; with kidney disease, not the athletes' range",
    (who, chat) => {
      const line = policy.forPerson(chat.person).proteinNeed(chat.answers.weight)!;
      const text = ask(chat, "how do I build muscle?");
      expect(text).toContain(withSourceMarkdown(line.message, line.source));
      expect(text.includes("1.2 to 2.0 g"), "the athletes' range").toBe(!/kidney|dialysis/.test(who));
    },
  );

  it("under 14 no protein line: the child's reference intake, and the children's rule with its source", () => {
    const child = person({ gender: "male", yearOfBirth: 2016 });
    const text = ask(child, "How much protein do I need?");
    expect(text).toContain(offlineChatTexts.needRda);
    expect(text).not.toContain("g per kg");
  });
});

/** The single words of a rule's selector that a question can name ("brie", "grapefruit", "kelp"). */
const wordsOf = (rule: (typeof kb.safety.foodRules)[number]) =>
  rule.unless
    ? []
    : rule.match.flatMap((alternative) =>
        alternative.length === 1 && alternative[0]!.kind === "word" ? [alternative[0]!.words.join(" ")] : [],
      );

describe("a named food: the person's rule for it, with its source, instead of a general list", () => {
  const people: [string, ChatPerson, string][] = [
    ["pregnancy (the assessment)", typed("pregnant", { yearOfBirth: 1996 }), ""],
    ["pregnancy (the question)", nobody, "I'm pregnant, "],
    ["breastfeeding", typed("breastfeeding", { yearOfBirth: 1994 }), ""],
    ["a statin", typed("simvastatin 40mg", { gender: "male", yearOfBirth: 1965 }), ""],
    ["an MAOI", typed("phenelzine"), ""],
    ["warfarin", typed("warfarin"), ""],
    ["tacrolimus after a transplant", typed("kidney transplant, tacrolimus"), ""],
    ["kidney disease stage 4-5", typed("CKD stage 4"), ""],
    ["an underactive thyroid", typed("Hashimoto's"), ""],
    ["levothyroxine", typed("levothyroxine"), ""],
    ["14-18", person({ gender: "male", yearOfBirth: 2010 }), ""],
    ["a woman who could become pregnant", person({ gender: "female", yearOfBirth: 1998 }), ""],
    ["coeliac disease", typed("coeliac disease"), ""],
    ["gout", typed("gout"), ""],
    ["a nut allergy", person({ allergies: ["nuts"] }), ""],
  ];

  // Each asks the engine once per word of every rule: seconds on a loaded machine (speed is the bench's, not a test's).
  it.each(people)("%s: every food its rules name", { timeout: 60_000 }, (_who, chat, said) => {
    const groups = (said ? answerPerson(chat, said) : chat).person.groups;
    const rules = kb.safety.foodRules.filter(
      (rule) => rule.table !== "must_cook" && rule.table !== "diet" && whoApplies(rule.who, groups),
    );
    expect(rules.length).toBeGreaterThan(0);
    const pointer = said ? professionalPointers.pregnancy : null;
    for (const rule of rules)
      for (const word of wordsOf(rule)) {
        const question = word.length % 2 === 0 ? `${said}can I eat ${word}?` : `${said}is ${word} ok for me?`;
        const text = ask(chat, question);
        const where = `${question} (${rule.id})`;
        // The food and a rule for it, with a source link, come before anything else...
        const first = text.split("\n\n")[0]!;
        // (a word our data reads as one of its foods, "wheat", is said by that food's name: "Bulgur doesn't suit you")
        expect(
          normalizeText(first).includes(normalizeText(word).split(" ")[0]!.slice(0, 4)) || /suit you/.test(first),
          where,
        ).toBe(true);
        expect(first, where).toMatch(/\]\(https:\/\//);
        // ... one of the rules that name it for this person, in its words ...
        const messages = kb.safety.foodRules
          .filter((other) => whoApplies(other.who, groups) && wordsOf(other).includes(word))
          .map((other) => normalizeText(safetyTexts.messages[other.message] ?? other.message).slice(0, 30));
        expect(messages.some((message) => normalizeText(text).includes(message)) || /suit you/.test(first), where).toBe(
          true,
        );
        // ... never the general list of pregnancy foods instead of it; the midwife after the rule.
        expect(text, where).not.toContain(offlineChatTexts.pregnancyRulesIntro);
        // Then who decides: the midwife after a pregnancy rule, the pharmacist after a medicine's (when it is the one said).
        const ruleSaid = normalizeText(text).includes(
          normalizeText(safetyTexts.messages[rule.message] ?? rule.message).slice(0, 30),
        );
        const decides = !ruleSaid
          ? pointer
          : rule.table === "pregnancy" && !rule.who.some((clause) => clause.includes("stage:under_18"))
            ? professionalPointers.pregnancy
            : rule.table === "medicine"
              ? professionalPointers.medication
              : pointer;
        expect(!decides || text.indexOf(decides) > text.indexOf("](https://"), where).toBe(true);
      }
  });
});

/** The person as the engine reads them with what the question says ("I'm pregnant, ..."). */
function answerPerson(chat: ChatPerson, said: string): ChatPerson {
  return chatPersonFrom(policy, { ...base, healthConditions: ["other"], otherHealthCondition: said }, NOW);
}

describe("supplements and herbs the clinical rules name: the rule and its source, then the pharmacist", () => {
  const thyroid = typed("Hashimoto's");
  it.each([
    [thyroid, "Is kelp good for me?", "advice_thyroid_iodine"],
    [thyroid, "Can I eat seaweed?", "caution_iodine_thyroid"],
    [thyroid, "Is nori ok for me?", "caution_iodine_thyroid"],
    [nobody, "Can I take St John's wort?", "advice_st_johns_wort"],
    [typed("atorvastatin"), "Is red yeast rice safe for me?", "advice_red_yeast_rice"],
    [nobody, "Is liquorice ok for me?", "advice_liquorice"],
    [typed("warfarin"), "Can I take ginkgo?", "advice_taken_bleeding_herb"],
    [typed("warfarin"), "Is ginkgo safe?", "advice_taken_bleeding_herb"],
    [thyroid, "Can I take iodine supplements?", "advice_thyroid_iodine"],
    [typed("levothyroxine"), "Are kelp tablets ok for me?", "advice_thyroid_iodine"],
  ] as const)("%#: %s", (chat, question, message) => {
    const text = ask(chat, question);
    const said = safetyTexts.messages[message];
    expect(said, message).toBeDefined();
    const line = text.split("\n\n").find((paragraph) => paragraph.includes(said!.slice(0, 40)));
    expect(line, text).toBeDefined();
    expect(line).toMatch(/\]\(https:\/\//);
    // A supplement's or herb's rule: the pharmacist after it.
    const pharmacist = text.indexOf(professionalPointers.medication) > text.indexOf(line!);
    expect(pharmacist || !message.startsWith("advice_")).toBe(true);
    // Never the protein powder answer, nor "I can't".
    expect(text).not.toContain(offlineChatTexts.proteinWhenPowder);
    expect(text).not.toContain(offlineChatTexts.cannotAnswerShort);
  });

  it("seaweed without a thyroid rule: its figures, not 'I can't'", () => {
    const text = ask(nobody, "Can I eat seaweed?");
    expect(text).toContain("Kelp");
    expect(text).not.toContain(offlineChatTexts.cannotAnswerShort);
  });
});

describe("every caution and rule line names its source", () => {
  const child = person({ gender: "male", yearOfBirth: 2016 });
  const pregnant = typed("pregnant", { yearOfBirth: 1996, dietType: "vegetarian" });
  const kidneys = typed("CKD stage 4", { gender: "male", yearOfBirth: 1958 });
  it.each([
    [child, "replace my supplement"],
    [child, "What should I eat for breakfast?"],
    [child, "Which foods have iron?"],
    [child, "Is salmon good for me?"],
    [pregnant, "What should I eat for lunch?"],
    [pregnant, "What foods should I avoid in pregnancy?"],
    [kidneys, "Which foods are high in potassium?"],
    [kidneys, "How much potassium do I need?"],
  ] as const)("%#: %s", (chat, question) => {
    const text = ask(chat, question);
    const rules = [
      ...Object.values(safetyTexts.messages),
      ...Object.values(safetyTexts.messages).map((message) => message.split(":")[0]!),
    ];
    const cautionLike = text
      .split("\n")
      .filter(
        (line) =>
          line.includes("*Note:*") ||
          rules.some((message) => message.length > 30 && line.includes(message.slice(0, 30))) ||
          line.includes("FoodFirst's food suggestions are for people aged 14 and over"),
      );
    expect(cautionLike.filter((line) => !/\]\(https:\/\/|^Source/.test(line))).toEqual([]);
  });
});

describe("a follow-up keeps the last question's food", () => {
  it.each(["And for dinner?", "what about lunch?", "and breakfast?"])(
    "%s after 'what can I cook with lentils'",
    (q) => {
      const text = ask(nobody, q, "what can I cook with lentils");
      const meals = [...text.matchAll(/^- \*\*(.+?)\*\*: (.+)$/gm)];
      expect(meals.length).toBeGreaterThan(0);
      // Meals with lentils, or said plainly that none of that meal uses them.
      expect(
        text.includes(offlineChatTexts.mealNoneWith("lentils")) || meals.every((meal) => /Lentils/.test(meal[2]!)),
        text,
      ).toBe(true);
    },
  );
});

describe("an ordinary word is not a medicine, nor a greeting", () => {
  it("'I have a question about iron': about iron, for the person, with no bile acid sequestrant read", () => {
    const chat = typed("I have a question");
    expect(chat.person.groups.has("generic:colestyramine")).toBe(false);
    const answer = answerOffline(tools, { question: "I have a question about iron", chat, noticeGiven: true });
    expect(answer.intent).toBe("food_sources");
    expect(answer.text).not.toMatch(/colestyramine|Questran|bile acid/i);
  });
});
