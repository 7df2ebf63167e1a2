import { describe, expect, it } from "vitest";
import { suggestedQuestions } from "../../shared/chat.ts";
import { professionalPointersOf, safetyTopicOf } from "./safety.ts";

// Red flags (emergencies, poisoning, anaphylaxis, low blood sugar, eating disorders, medicine changes, symptoms)
// get urgent help or a professional before anything else; pregnancy and medicine questions are answered, then
// pointed to the midwife or pharmacist; ordinary food questions, including ones that share a word with a
// topic, get an ordinary answer.

describe("safety routing", () => {
  it.each([
    ["I have chest pain and feel dizzy", "emergency"],
    ["chest pain and numb arm", "emergency"],
    ["My throat is swelling after eating peanuts", "anaphylaxis"],
    ["my lips are swelling after eating peanuts and I can't breathe", "anaphylaxis"],
    ["I think I took an overdose of iron pills", "poisoning"],
    ["My child swallowed my iron pills", "poisoning"],
    ["my toddler got into the vitamin bottle", "poisoning"],
    ["my son ate a handful of vitamin gummies", "poisoning"],
    ["my blood sugar is 45 and I feel shaky", "hypoglycaemia"],
    ["blood glucose 3.1, what do I do", "hypoglycaemia"],
    ["I'm having a hypo", "hypoglycaemia"],
    ["I'm diabetic and feel shaky and sweaty", "hypoglycaemia"],
    ["I throw up after meals so I don't gain weight", "eating_disorder"],
    ["I take laxatives to lose weight", "eating_disorder"],
    ["I'm terrified of gaining weight", "eating_disorder"],
    ["Can I stop taking my metformin if I eat better?", "medicine_change"],
    ["can diet replace my blood pressure medication", "medicine_change"],
    ["I think I'm having a stroke", "emergency"],
    ["How do I stop eating for a week?", "eating_disorder"],
    ["I want to stop eating", "eating_disorder"],
    ["I binge and then make myself sick", "eating_disorder"],
    ["I make myself throw up after eating", "eating_disorder"],
    ["I haven't eaten in 4 days to lose weight", "eating_disorder"],
    ["I have binge eating disorder, what should I eat?", "eating_disorder"],
    ["How do I keep starving myself?", "eating_disorder"],
    ["I get a rash after eating shrimp", "symptoms"],
    ["Why do I have constant stomach pain?", "symptoms"],
    ["Which foods help with muscle pain?", "symptoms"],
  ] as const)("%s -> %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it.each([
    "How do I stop eating junk food?",
    "I binge on chocolate, healthier snacks?",
    "Foods that improve insulin sensitivity?",
    "Is caffeine a drug?",
    "Which foods help with muscle pain after running?",
    "What is a stroke of luck food",
    "I'm starving, what's a healthy snack?",
  ])("%s gets an ordinary answer", (question) => {
    expect(safetyTopicOf(question)).toBeNull();
  });

  it.each([
    ["Can I take vitamin K with warfarin?", ["medication"]],
    ["Does magnesium interfere with my medication?", ["medication"]],
    ["I'm on metformin, can I take magnesium?", ["medication"]],
    ["Does grapefruit interact with my drugs?", ["medication"]],
    ["I'm pregnant, can I eat brie?", ["pregnancy"]],
    ["can I take iron while pregnant", ["pregnancy"]],
    ["Foods for breastfeeding moms", ["pregnancy"]],
  ] as const)("%s is answered, then pointed to %s", (question, pointers) => {
    expect(safetyTopicOf(question)).toBeNull();
    expect(professionalPointersOf(question)).toEqual(pointers);
  });

  it.each([
    "Can reheating rice cause food poisoning?",
    "I took my vitamins with coffee, is that ok?",
    "Are prunes a natural laxative?",
    "my blood sugar is 110 after meals",
    "Is 10000 IU of vitamin D too much?",
  ])("%s is not a red flag", (question) => expect(safetyTopicOf(question)).toBeNull());

  it("lets ordinary food questions through", () => {
    for (const question of [
      ...suggestedQuestions,
      "What's in lentils?",
      "Is spinach a good source of iron?",
      "Foods that help me sleep",
      "hello",
    ]) {
      expect(safetyTopicOf(question), question).toBeNull();
    }
  });
});
