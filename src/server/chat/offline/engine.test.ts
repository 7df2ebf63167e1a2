import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import { allergyOptions, dietTypes, type Allergy, type AssessmentAnswers } from "../../../shared/assessment/index.ts";
import { formatPercent, formatQuantity } from "../../../shared/format.ts";
import { suggestedQuestions } from "../../../shared/chat.ts";
import { offlineChatTexts } from "../../../shared/texts/offline-chat.ts";
import { createPolicy, nutrientPerServing, type NutrientKey } from "../../nutrition/index.ts";
import { assessor } from "../../nutrition/policy/index.ts";
import { kb } from "../../nutrition/test-support.ts";
import { namedIn } from "../entities.ts";
import { chatPersonFrom } from "../person.ts";
import { answerOffline } from "./engine.ts";
import { classify } from "./intent.ts";

// The offline engine over the diet x allergy matrix: every kind of question, no food the person's diet or
// allergies exclude, every figure equal to the knowledge base's, well under 50 ms an answer.

const policy = createPolicy(kb);
const NOW = new Date("2026-06-15T12:00:00Z");
const allergySets: Allergy[][] = [["none"], ...allergyOptions.filter((a) => a !== "none" && a !== "other").map((a) => [a]), ["lactose", "gluten", "soy", "nuts"], ["other"]];

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

/** Questions of every kind, with the nutrient whose figures each food line must show (null: a food's own lines). */
const questions: { question: string; nutrient: NutrientKey | null }[] = [
  { question: suggestedQuestions[0], nutrient: "vitamin_d_ug" },
  { question: suggestedQuestions[1], nutrient: null },
  { question: suggestedQuestions[2], nutrient: "protein_g" },
  { question: suggestedQuestions[3], nutrient: "magnesium_mg" },
  { question: "Where can I get more iron?", nutrient: "iron_mg" },
  { question: "How can I replace my magnesium supplement?", nutrient: "magnesium_mg" },
  { question: "What nutrients are in salmon?", nutrient: null },
  { question: "How much calcium is in yogurt?", nutrient: null },
];

/** "- **Name** (serving): 24 µg, 122% DV" -> name and the rest of the line. */
const foodLines = (text: string) => [...text.matchAll(/^\s*- \*\*(.+?)\*\* \((.+?)\): (.+)$/gm)].map((m) => ({ name: m[1]!, rest: m[3]! }));

describe("the offline engine over the diet x allergy matrix", () => {
  for (const { label, chat } of people) {
    it(`${label}: names no excluded food, and every figure is the knowledge base's`, () => {
      const { assess } = assessor(kb, policy.rules, chat.person);
      for (const { question, nutrient } of questions) {
        // Timed on a second run (the first fills per-knowledge-base caches), the faster of two, so a busy machine does not decide.
        const times: number[] = [];
        let answer = answerOffline(kb, policy, { question, chat, noticeGiven: true });
        for (let run = 0; run < 2; run++) {
          const started = performance.now();
          answer = answerOffline(kb, policy, { question, chat, noticeGiven: true });
          times.push(performance.now() - started);
        }
        expect(Math.min(...times), question).toBeLessThan(50);
        expect(answer.text, question).not.toBe(offlineChatTexts.cannotAnswer);
        for (const line of foodLines(answer.text)) {
          const food = kb.foods.find((candidate) => candidate.name === line.name);
          expect(food, line.name).toBeDefined();
          expect(assess(food!).exclusion, `${question}: ${line.name}`).toBeNull();
          // Omega-3 is answered with EPA + DHA, or with plant ALA where no fish suits the person.
          const omega = (["epa_plus_dha_g", "ala_g"] as const).find((k) => (nutrientPerServing(kb, food!, k)?.amount ?? 0) > 0);
          const checked = nutrient ?? (question.includes("omega-3") ? omega : null);
          if (!checked) continue;
          const amount = nutrientPerServing(kb, food!, checked)!;
          expect(line.rest, `${question}: ${line.name}`).toContain(formatQuantity(amount.amount, amount.unit, "compact"));
          const percent = amount.percentDv === null ? "" : `${formatPercent(amount.percentDv, "compact")} DV`;
          expect(line.rest).toContain(percent);
        }
      }
    });
  }

  it("says plainly that a named food does not suit the person, and offers ones that do", () => {
    const vegan = chatPersonFrom(policy, { ...completeAnswers, dietType: "vegan", allergies: ["none"] }, NOW);
    const answer = answerOffline(kb, policy, { question: "What's in salmon?", chat: vegan, noticeGiven: true });
    expect(answer.text).toMatch(/^\*\*Salmon, .+ doesn't suit you:\*\* vegan: animal food\. I won't suggest it\./);
    expect(answer.text).toMatch(/these suit you instead/);
  });
});

describe("what the offline engine understands", () => {
  const kinds = (question: string) => classify(question, namedIn(kb, question)).kind;

  it("reads the four suggested questions and their usual rewordings", () => {
    expect(suggestedQuestions.map(kinds)).toEqual(["food_sources", "replace_supplement", "protein_powder", "food_sources"]);
    for (const q of ["Where do I get vitamin D?", "vitamin d foods", "Best sources of Vitamin D3 please", "what should I eat for more vit d"]) expect(kinds(q), q).toBe("food_sources");
    for (const q of ["What can I eat instead of fish oil?", "Can food replace my omega 3 pills?", "I want to stop taking my omega-3 capsules", "alternatives to magnesium supplements"]) expect(kinds(q), q).toBe("replace_supplement");
    for (const q of ["Do I need whey?", "protein shakes or real food?", "Is protein powder necessary?"]) expect(kinds(q), q).toBe("protein_powder");
    for (const q of ["magnesium-rich foods", "Which foods have the most magnesium?", "foods high in Magnesium"]) expect(kinds(q), q).toBe("food_sources");
    for (const q of ["What's in lentils?", "How much protein do eggs have?", "Is spinach healthy?"]) expect(kinds(q), q).toBe("food_nutrients");
  });

  it("says once per conversation that it is the offline engine, and plainly when it cannot answer", () => {
    const chat = chatPersonFrom(policy, null, NOW);
    const first = answerOffline(kb, policy, { question: "Tell me a joke", chat, noticeGiven: false });
    expect(first.text).toBe(`${offlineChatTexts.offlineNotice}\n\n${offlineChatTexts.cannotAnswer}`);
    expect(first.text).toMatch(/offline/);
    expect(first.guidance).toBe(false);
    const later = answerOffline(kb, policy, { question: "Which foods are high in magnesium?", chat, noticeGiven: true });
    expect(later.text).not.toMatch(/offline/);
    expect(later.guidance).toBe(true);
  });
});
