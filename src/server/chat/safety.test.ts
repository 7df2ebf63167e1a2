import { describe, expect, it } from "vitest";
import { suggestedQuestions } from "../../shared/chat.ts";
import { safetyTopicOf } from "./safety.ts";

// Safety routing: questions about emergencies, eating disorders, medicines, pregnancy and symptoms go to a
// professional before anything else; ordinary food questions do not.

describe("safety routing", () => {
  it.each([
    ["I have chest pain and feel dizzy", "emergency"],
    ["My throat is swelling after eating peanuts", "emergency"],
    ["I think I took an overdose of iron pills", "emergency"],
    ["How do I stop eating for a week?", "eating_disorder"],
    ["I binge and then make myself sick", "eating_disorder"],
    ["Can I take vitamin K with warfarin?", "medication"],
    ["Does magnesium interfere with my medication?", "medication"],
    ["I'm pregnant, which fish is safe?", "pregnancy"],
    ["Foods for breastfeeding moms", "pregnancy"],
    ["I get a rash after eating shrimp", "symptoms"],
    ["Why do I have constant stomach pain?", "symptoms"],
  ] as const)("%s -> %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("lets ordinary food questions through", () => {
    for (const question of [...suggestedQuestions, "What's in lentils?", "Is spinach a good source of iron?", "Foods that help me sleep", "hello"]) {
      expect(safetyTopicOf(question), question).toBeNull();
    }
  });
});
