import { describe, expect, it } from "vitest";
import { suggestedQuestions } from "../../shared/chat.ts";
import { safetyTopicOf } from "./safety.ts";

// Safety routing: questions about emergencies, eating disorders, medicines, pregnancy and symptoms go to a
// professional before anything else; ordinary food questions, including ones that share a word with a
// topic, get an ordinary answer.

describe("safety routing", () => {
  it.each([
    ["I have chest pain and feel dizzy", "emergency"],
    ["chest pain and numb arm", "emergency"],
    ["My throat is swelling after eating peanuts", "emergency"],
    ["I think I took an overdose of iron pills", "emergency"],
    ["I think I'm having a stroke", "emergency"],
    ["How do I stop eating for a week?", "eating_disorder"],
    ["I want to stop eating", "eating_disorder"],
    ["I binge and then make myself sick", "eating_disorder"],
    ["I make myself throw up after eating", "eating_disorder"],
    ["I haven't eaten in 4 days to lose weight", "eating_disorder"],
    ["I have binge eating disorder, what should I eat?", "eating_disorder"],
    ["How do I keep starving myself?", "eating_disorder"],
    ["Can I take vitamin K with warfarin?", "medication"],
    ["Does magnesium interfere with my medication?", "medication"],
    ["I'm on metformin, can I take magnesium?", "medication"],
    ["I take insulin, can I eat bananas?", "medication"],
    ["Does grapefruit interact with my drugs?", "medication"],
    ["I'm pregnant, which fish is safe?", "pregnancy"],
    ["can I take iron while pregnant", "pregnancy"],
    ["Foods for breastfeeding moms", "pregnancy"],
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

  it("lets ordinary food questions through", () => {
    for (const question of [...suggestedQuestions, "What's in lentils?", "Is spinach a good source of iron?", "Foods that help me sleep", "hello"]) {
      expect(safetyTopicOf(question), question).toBeNull();
    }
  });
});
