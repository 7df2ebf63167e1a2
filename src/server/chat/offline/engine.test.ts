import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import { allergyOptions, dietTypes, type Allergy } from "../../../shared/assessment/options.ts";
import { type AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { formatPercent, formatQuantity, lowerFirst } from "../../../shared/format.ts";
import { suggestedQuestions } from "../../../shared/chat.ts";
import { offlineChatTexts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { createPolicy } from "../../nutrition/policy/policy.ts";
import { supplementLookup } from "../../lookup/lookup.ts";
import { nutrientPerServing } from "../../nutrition/kb/nutrients.ts";
import type { NutrientAmount, NutrientKey } from "../../nutrition/kb/types.ts";
import { assessor } from "../../nutrition/policy/exclusions.ts";
import { kb } from "../../nutrition/kb/test-support.ts";
import { namedIn } from "../entities.ts";
import { chatPersonFrom } from "../person.ts";
import { answerOffline } from "./engine.ts";
import { classify } from "./intent.ts";

// The offline engine over the diet x allergy matrix: every kind of question, no food the person's diet or
// allergies exclude, every figure equal to the knowledge base's, well under 50 ms an answer.

const policy = createPolicy(kb);
const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
const NOW = new Date("2026-06-15T12:00:00Z");
const allergySets: Allergy[][] = [
  ["none"],
  ...allergyOptions.filter((a) => a !== "none" && a !== "other").map((a) => [a]),
  ["lactose", "gluten", "soy", "nuts"],
  ["other"],
];

const people = dietTypes.flatMap((dietType) =>
  allergySets.map((allergies) => {
    const answers: AssessmentAnswers = {
      ...completeAnswers,
      dietType,
      ...(dietType === "other" ? { otherDietType: "pescatarian" } : {}),
      allergies,
      ...(allergies.includes("other") ? { otherAllergy: "sesame seeds, shellfish" } : {}),
    };
    return { label: `${dietType} / ${allergies.join("+")}`, chat: chatPersonFrom(policy, answers, NOW) };
  }),
);

/**
 * Questions of every kind, with the nutrient whose figures each food line must show (null: a food's own
 * lines), and for a question about a named food, the nutrient it asks about (true: none in particular).
 */
const questions: { question: string; nutrient: NutrientKey | null; food?: NutrientKey | true }[] = [
  { question: suggestedQuestions[0], nutrient: "vitamin_d_ug" },
  { question: suggestedQuestions[1], nutrient: null },
  { question: suggestedQuestions[2], nutrient: "protein_g" },
  { question: suggestedQuestions[3], nutrient: "magnesium_mg" },
  { question: "Where can I get more iron?", nutrient: "iron_mg" },
  { question: "How can I replace my magnesium supplement?", nutrient: "magnesium_mg" },
  { question: "What nutrients are in salmon?", nutrient: null, food: true },
  { question: "How much calcium is in yogurt?", nutrient: null, food: "calcium_mg" },
  { question: "What's in lentils?", nutrient: null, food: true },
  { question: "How much protein do eggs have?", nutrient: null, food: "protein_g" },
];

/** "- **Name** (serving): 24 µg, 122% DV" -> name and the rest of the line. */
const foodLines = (text: string) =>
  [...text.matchAll(/^\s*- \*\*(.+?)\*\* \((.+?)\): (.+)$/gm)].map((m) => ({ name: m[1]!, rest: m[3]! }));

/** A nutrient as the answers name it ("Vitamin D" for "Vitamin D (D2 + D3)", "vitamin D" mid-sentence). */
const nutrientNamed = new Map(
  [...kb.nutrients.values()].flatMap((n) =>
    [n.name.split(" (")[0]!, lowerFirst(n.name.split(" (")[0]!)].map((name) => [name, n.key] as const),
  ),
);

/**
 * A named food's answer: "One serving of **Lentils, cooked** (...) gives ...", then "- Protein: 18 g (36% DV)" lines;
 * or, for a food the person may not eat, "**Salmon, ... doesn't suit you:** ... For its protein, these suit you
 * instead (per serving):".
 */
function foodAnswer(text: string) {
  const named = /One serving of \*\*(.+?)\*\* \(/.exec(text)?.[1];
  const shown = kb.foods.find((candidate) => candidate.name === named);
  const excluded = /^\*\*(.+) (?:doesn't|don't) suit you(?:, for \d+ reasons)?:\*\*/m.exec(text)?.[1];
  return {
    shown,
    excluded: excluded === undefined ? undefined : kb.foods.find((candidate) => candidate.name === excluded),
    nutrientLines: [...text.matchAll(/^- ([^*\n:]+): (.+)$/gm)].map((m) => ({
      nutrient: nutrientNamed.get(m[1]!),
      name: m[1]!,
      rest: m[2]!,
    })),
    alternativesFor: nutrientNamed.get(/For its (.+?), these suit you instead/.exec(text)?.[1] ?? ""),
  };
}

/** "18 g (36% DV)": an amount per serving and its %DV, as the knowledge base gives them. */
const expectedAmount = (amount: NutrientAmount) =>
  `${formatQuantity(amount.amount, amount.unit, "compact")}${amount.percentDv === null ? "" : ` (${formatPercent(amount.percentDv, "compact")} DV)`}`;

describe("the offline engine over the diet x allergy matrix", () => {
  for (const { label, chat } of people) {
    it(`${label}: names no excluded food, and every figure is the knowledge base's`, () => {
      const { assess } = assessor(kb, policy.rules, chat.person);
      let shownFoods = 0;
      for (const { question, nutrient, food } of questions) {
        // Its speed is a budget in `npm run bench` (scripts/bench/chat.ts), not a timed test.
        const answer = answerOffline(tools, { question, chat, noticeGiven: true });
        expect(answer.text, question).not.toContain(offlineChatTexts.cannotAnswerShort);
        // Every everyday answer's shape: no heading, at most five list items, the figures' sources, then one
        // follow-up question as its last paragraph.
        expect(answer.text, question).not.toMatch(/^#/m);
        expect(answer.text.split("\n").filter((line) => line.startsWith("- ")).length, question).toBeLessThanOrEqual(5);
        expect(foodLines(answer.text).length === 0 || /Sources?: \[/.test(answer.text), question).toBe(true);
        expect(answer.text.match(/You could ask next/g)?.length, question).toBe(1);
        expect(answer.text.trimEnd().split("\n\n").at(-1), question).toMatch(/^\*You could ask next:\* “.+”$/);
        // A named food: shown with its nutrients when the person may eat it, else said not to suit them.
        const named = foodAnswer(answer.text);
        expect(
          food === undefined || named.shown !== undefined || named.excluded !== undefined,
          `${question}: a named-food answer`,
        ).toBe(true);
        expect(named.shown ? assess(named.shown).exclusion : null, `${question}: ${named.shown?.name}`).toBeNull();
        expect(
          named.excluded ? assess(named.excluded).exclusion : "none refused",
          `${question}: ${named.excluded?.name}`,
        ).not.toBeNull();
        const shownLines = named.shown ? named.nutrientLines : [];
        // Each "- Protein: 18 g (36% DV)" line is the knowledge base's amount and %DV per serving.
        expect(
          shownLines.map((line) => `${line.name}: ${line.rest}`),
          question,
        ).toEqual(
          shownLines.map((line) => {
            const amount = line.nutrient && named.shown ? nutrientPerServing(kb, named.shown, line.nutrient) : null;
            return `${line.name}: ${amount ? expectedAmount(amount) : "(not in the knowledge base)"}`;
          }),
        );
        if (named.shown) shownFoods++;
        // The nutrient the question names is among them ("How much calcium is in yogurt?").
        const focus = typeof food === "string" ? food : undefined;
        expect(
          !named.shown || !focus || shownLines.some((line) => line.nutrient === focus),
          `${question}: ${focus} listed`,
        ).toBe(true);
        for (const line of foodLines(answer.text)) {
          const listed = kb.foods.find((candidate) => candidate.name === line.name);
          expect(listed, line.name).toBeDefined();
          expect(assess(listed!).exclusion, `${question}: ${line.name}`).toBeNull();
          // Omega-3 is answered with EPA + DHA, or with plant ALA where no fish suits the person; a refused
          // food's alternatives with the nutrient they are offered for.
          const omega = (["epa_plus_dha_g", "ala_g"] as const).find(
            (k) => (nutrientPerServing(kb, listed!, k)?.amount ?? 0) > 0,
          );
          const checked = nutrient ?? (question.includes("omega-3") ? omega : named.alternativesFor) ?? null;
          if (!checked) continue;
          const amount = nutrientPerServing(kb, listed!, checked)!;
          expect(line.rest, `${question}: ${line.name}`).toContain(
            formatQuantity(amount.amount, amount.unit, "compact"),
          );
          const percent = amount.percentDv === null ? "" : `${formatPercent(amount.percentDv, "compact")} DV`;
          expect(line.rest).toContain(percent);
        }
      }
      // The named-food answers were read, not skipped: everyone may eat at least one of the foods asked about.
      expect(shownFoods).toBeGreaterThan(0);
    });
  }

  it("says plainly that a named food does not suit the person, and offers ones that do", () => {
    const vegan = chatPersonFrom(policy, { ...completeAnswers, dietType: "vegan", allergies: ["none"] }, NOW);
    const answer = answerOffline(tools, { question: "What's in salmon?", chat: vegan, noticeGiven: true });
    expect(answer.text).toMatch(/^\*\*Salmon, .+ doesn't suit you:\*\* vegan: animal food\. I won't suggest it\./);
    expect(answer.text).toMatch(/these suit you instead/);
  });
});

describe("what the offline engine understands", () => {
  const kinds = (question: string) => classify(kb, question, namedIn(kb, question)).kind;

  it("reads the four suggested questions and their usual rewordings", () => {
    expect(suggestedQuestions.map(kinds)).toEqual([
      "food_sources",
      "replace_supplement",
      "protein_powder",
      "food_sources",
    ]);
    for (const q of [
      "Where do I get vitamin D?",
      "vitamin d foods",
      "Best sources of Vitamin D3 please",
      "what should I eat for more vit d",
    ])
      expect(kinds(q), q).toBe("food_sources");
    for (const q of [
      "What can I eat instead of fish oil?",
      "Can food replace my omega 3 pills?",
      "I want to stop taking my omega-3 capsules",
      "alternatives to magnesium supplements",
    ])
      expect(kinds(q), q).toBe("replace_supplement");
    for (const q of ["Do I need whey?", "protein shakes or real food?", "Is protein powder necessary?"])
      expect(kinds(q), q).toBe("protein_powder");
    for (const q of ["magnesium-rich foods", "Which foods have the most magnesium?", "foods high in Magnesium"])
      expect(kinds(q), q).toBe("food_sources");
    for (const q of ["What's in lentils?", "How much protein do eggs have?"])
      expect(kinds(q), q).toBe("food_nutrients");
    for (const q of ["Is spinach healthy?", "is oatmeal good for me", "Can I eat brie?"])
      expect(kinds(q), q).toBe("food_check");
  });

  it("says once per conversation that it is the offline engine, and plainly when it cannot answer", () => {
    const chat = chatPersonFrom(policy, null, NOW);
    const first = answerOffline(tools, { question: "Tell me a joke", chat, noticeGiven: false });
    expect(first.text).toBe(
      `${offlineChatTexts.offlineNotice}\n\n${offlineChatTexts.offTopic}\n\n${offlineChatTexts.followUp("What should I eat for breakfast?")}`,
    );
    expect(first.text).toMatch(/offline/);
    expect(first.guidance).toBe(false);
    const later = answerOffline(tools, {
      question: "Which foods are high in magnesium?",
      chat,
      noticeGiven: true,
    });
    expect(later.text).not.toMatch(/offline/);
    expect(later.guidance).toBe(true);
  });
});

describe("a food the question names that the person must not be offered", () => {
  const person = (answers: Partial<AssessmentAnswers>) =>
    chatPersonFrom(policy, { ...completeAnswers, dietType: "balanced", allergies: ["none"], ...answers }, NOW);
  const pregnant = person({ healthConditions: ["other"], otherHealthCondition: "pregnant" });
  const vegan = person({ dietType: "vegan" });
  const sesame = person({ allergies: ["other"], otherAllergy: "sesame" });
  const kidneys = person({ healthConditions: ["other"], otherHealthCondition: "kidney disease" });
  const anyone = person({});
  const { foodExcluded, foodToCook } = offlineChatTexts;
  const reason = (key: string) => safetyTexts.messages[key]!;

  it.each([
    [
      "pregnancy",
      pregnant,
      "Is liver good for iron?",
      foodExcluded("Beef liver, pan-fried", `pregnancy: ${reason("reason_liver_pregnancy")}`),
    ],
    [
      "pregnancy, with another food",
      pregnant,
      "Liver or spinach for iron?",
      foodExcluded("Liver", `pregnancy: ${reason("reason_liver_pregnancy")}`),
    ],
    [
      "pregnancy, a food our data lacks",
      pregnant,
      "Can I eat swordfish?",
      foodExcluded("Swordfish", `pregnancy: ${reason("reason_high_mercury_fish")}`),
    ],
    [
      "diet",
      vegan,
      "Is salmon or flaxseed better for omega-3?",
      foodExcluded("Salmon", `vegan: ${reason("reason_animal_food")}`),
    ],
    [
      "diet, a food our data lacks",
      vegan,
      "Is honey good for energy?",
      foodExcluded("Honey", `vegan: ${reason("reason_animal_food")}`),
    ],
    [
      "allergy",
      sesame,
      "Is tahini good for calcium?",
      foodExcluded("Tahini", safetyTexts.typedAllergyReason("sesame")),
    ],
    [
      "condition",
      kidneys,
      "Are bananas good for potassium?",
      foodExcluded("Banana", `kidney disease: ${reason("reason_potassium_ckd")}`),
    ],
    [
      "must be cooked, named raw",
      anyone,
      "Is raw salmon good for omega-3?",
      foodToCook("Raw salmon", reason("reason_cook_fish")),
    ],
    [
      "must be cooked, only raw in our data",
      anyone,
      "What's in morels?",
      foodToCook("Mushrooms, morel, raw", reason("reason_cook_morels")),
    ],
  ] as const)("%s: says so first, with the rule's reason, and offers it nowhere", (_kind, chat, question, said) => {
    const answer = answerOffline(tools, { question, chat, noticeGiven: true });
    // The rule's reason (and its source after it); the food as the question or our data names it.
    expect(answer.text.split("\n\n")[0]).toContain(said.slice(said.indexOf(" ")));
    expect(answer.guidance).toBe(true);
    const { assess } = assessor(kb, policy.rules, chat.person);
    for (const line of foodLines(answer.text))
      expect(assess(kb.foods.find((candidate) => candidate.name === line.name)!).exclusion, line.name).toBeNull();
  });

  it("makes the sentence agree with a plural food name", () => {
    const nuts = person({ allergies: ["nuts"] });
    const first = answerOffline(tools, {
      question: "Are peanuts good for protein?",
      chat: nuts,
      noticeGiven: true,
    }).text.split("\n\n")[0]!;
    expect(first).toMatch(/^\*\*Peanuts[^*]* don't suit you:\*\* .+\. I won't suggest them\.( |$)/);
    expect(answerOffline(tools, { question: "What's in morels?", chat: anyone, noticeGiven: true }).text).toContain(
      "I won't suggest them raw.",
    );
  });

  it("says why no food is offered for a nutrient the person's condition withholds", () => {
    const answer = answerOffline(tools, {
      question: "Are bananas good for potassium?",
      chat: kidneys,
      noticeGiven: true,
    });
    expect(answer.text).toContain(safetyTexts.messages.withheld_potassium_ckd);
  });

  it("says nothing of the kind for foods that suit the person", () => {
    for (const question of [
      "Liver or spinach for iron?",
      "Is salmon or flaxseed better for omega-3?",
      "Is tahini good for calcium?",
    ]) {
      expect(answerOffline(tools, { question, chat: anyone, noticeGiven: true }).text, question).not.toMatch(
        /n't suit you|I won't suggest (it|them)/,
      );
    }
  });
});
