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
    // Thoughts of suicide or self-harm, plainly said or not: the crisis lines, before anything else.
    ["i want to kill myself", "crisis"],
    ["I want to disappear", "crisis"],
    ["I don't want to be here anymore", "crisis"],
    ["everyone would be better off without me", "crisis"],
    ["I keep cutting myself when I overeat", "crisis"],
    ["I feel suicidal and can't eat", "crisis"],
    // Swallowed batteries, magnets and household products; vomiting blood.
    ["my kid ate a battery", "poisoning"],
    ["my toddler swallowed a button battery", "poisoning"],
    ["my son swallowed some magnets", "poisoning"],
    ["my daughter drank bleach", "poisoning"],
    ["severe stomach pain and vomiting blood", "emergency"],
    ["I'm throwing up blood", "emergency"],
    // Eating-disorder signals said without the disorder's name.
    ["I feel fat even though everyone says I'm thin", "eating_disorder"],
    ["my friends tell me I'm too skinny but I still want to lose weight", "eating_disorder"],
    ["what laxatives help lose weight fast", "eating_disorder"],
    ["are diet pills good to lose weight", "eating_disorder"],
    ["is it ok to chew and spit food", "eating_disorder"],
    ["I binge and then feel terrible", "eating_disorder"],
    ["I can't stop binging at night", "eating_disorder"],
    ["I exercise off every calorie I eat", "eating_disorder"],
    ["fasting for 5 days to lose weight", "eating_disorder"],
    ["is a 7 day water fast to lose weight ok", "eating_disorder"],
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
    "my dog ate chocolate, is chocolate toxic?",
    "are battery-farmed eggs less nutritious?",
    "does detergent residue on fruit matter?",
    "is blood orange juice high in vitamin C?",
    "I'm dying for a coffee, is it ok in pregnancy?",
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
