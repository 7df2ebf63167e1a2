import { describe, expect, it } from "vitest";
import { kb } from "../../nutrition/kb/test-support.ts";
import { namedIn } from "../entities.ts";
import { classify } from "./intent.ts";
import { correctSpelling, leaveOneOut, matchIntent } from "./matcher.ts";
import { INTENT_PHRASES } from "./phrases.ts";

// The intent table holds: every example lands on its own label, most still do with themselves left out of the
// table (how it reads phrasings it has never seen), and real phrasings with misspellings and another word
// order land on the intent they ask.

describe("the intent table", () => {
  it("has several hundred phrasings, and each lands on its own intent", () => {
    const all = Object.entries(INTENT_PHRASES).flatMap(([label, phrases]) =>
      phrases.map((phrase) => ({ label, phrase })),
    );
    expect(all.length).toBeGreaterThan(300);
    const wrong = all
      .filter(({ label, phrase }) => matchIntent(kb, phrase).label !== label)
      .map(({ label, phrase }) => `${phrase} (${label} -> ${matchIntent(kb, phrase).label})`);
    expect(wrong).toEqual([]);
  }, 30_000);

  it("reads most of its own phrasings when each is left out (phrasings it has never seen)", () => {
    const results = leaveOneOut(kb);
    const landed = results.filter((result) => result.matched === result.label).length;
    expect(landed / results.length).toBeGreaterThan(0.5);
  }, 30_000);
});

describe("real phrasings, misspelled and reordered", () => {
  const kindOf = (question: string) => {
    const intent = classify(kb, question, namedIn(kb, question));
    return intent.kind === "topic" ? `${intent.family}.${intent.topic}` : intent.kind;
  };
  it.each([
    ["Wat shuld I eat for brekfast?", "meal"],
    ["lunch ideas pls", "meal"],
    ["Is oatmeal good for me?", "food_check"],
    ["can i eat brie", "food_check"],
    ["how much protien do i need", "nutrient_need"],
    ["vitamin d how much do I need", "nutrient_need"],
    ["Is 10000 IU of vitamin D too much?", "dose_check"],
    ["is 5000iu vit d safe", "dose_check"],
    ["does cofee block iron", "interaction.tea_coffee_iron"],
    ["iron and vitamin c together?", "interaction.vitamin_c_iron"],
    ["is raw milk safe", "food_safety.raw_milk"],
    ["reheat rice safe?", "food_safety.reheating_rice"],
    ["do carbs make you fat", "myth.carbs"],
    ["detox tea works?", "myth.detox"],
    ["alkaline water good?", "myth.alkaline"],
    ["how do i loose weight", "goal.lose_weight"],
    ["build muscle what to eat", "goal.muscle"],
    ["hello", "greeting"],
    ["thank you!", "thanks"],
    ["tell me a joke", "off_topic"],
    ["Which foods have vitamin D?", "food_sources"],
    ["How can I replace my vitamin D supplement?", "replace_supplement"],
  ])("%s -> %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });
});

describe("the whole kind of question, not its examples", () => {
  // As the engine reads a question: misspelt names corrected first.
  const kindOf = (question: string) => {
    const intent = classify(kb, question, namedIn(kb, correctSpelling(kb, question)));
    return intent.kind === "topic" ? `${intent.family}.${intent.topic}` : intent.kind;
  };
  // Absorption pairs (one thing from each side, and how they meet), whatever the words around them.
  it.each([
    ["is it ok to have milk with my iron tablets", "interaction.calcium_iron"],
    ["does cheese affect iron absorption", "interaction.calcium_iron"],
    ["should I avoid yogurt when taking iron pills", "interaction.calcium_iron"],
    ["can I take iron with my morning coffee", "interaction.tea_coffee_iron"],
    ["can I have a cappuccino after my iron-rich dinner", "interaction.tea_coffee_iron"],
    ["lemon juice on my lentils for iron?", "interaction.vitamin_c_iron"],
    ["should I drink orange juice with iron", "interaction.vitamin_c_iron"],
    ["vitamin d on an empty stomach", "interaction.fat_vitamins"],
    ["do I need to take vitamin k with fat", "interaction.fat_vitamins"],
  ])("%s -> %s", (question, kind) => expect(kindOf(question)).toBe(kind));

  it("a food-sources question naming both sides is still about sources", () => {
    expect(kindOf("foods with iron and vitamin c")).toBe("food_sources");
    expect(kindOf("which foods are high in iron and calcium")).toBe("food_sources");
  });

  // A medicine the clinical rules know: what they say of it; a supplement or nutrient of the same name is not one.
  it.each([
    ["what should I avoid eating with levothyroxine", "interaction.medicines"],
    ["does my blood thinner interact with green vegetables", "interaction.medicines"],
    ["does coffee affect my thyroid medication", "interaction.medicines"],
    ["are my statins affected by grapefruit juice", "interaction.grapefruit"],
    ["can I drink alcohol with metformin", "interaction.alcohol"],
    ["How much folate do I need?", "nutrient_need"],
    ["vegan omega 3 foods", "food_sources"],
    ["hi there, I have a question", "greeting"],
  ])("%s -> %s", (question, kind) => expect(kindOf(question)).toBe(kind));

  // Conversation: greetings and thanks in other words, and questions with no word of food in them.
  it.each([
    ["good afternoon", "greeting"],
    ["ta", "thanks"],
    ["appreciate it", "thanks"],
    ["goodnight", "goodbye"],
    ["what's the news today", "off_topic"],
    ["what's the meaning of life", "off_topic"],
    ["what's 5 times 7", "off_topic"],
    ["how do I fix my car", "off_topic"],
  ])("%s -> %s", (question, kind) => expect(kindOf(question)).toBe(kind));

  it("keeps nonsense and food questions with unusual words out of off topic", () => {
    expect(kindOf("asdfghjkl qwrtzp")).toBe("unknown");
    expect(kindOf("what should I eat before a marathon")).not.toBe("off_topic");
    expect(kindOf("brekfast that keeps me going")).toBe("meal");
  });

  it("corrects misspellings, not other English words", () => {
    expect(kindOf("can you book a table")).not.toBe("replace_supplement");
    expect(kindOf("protien foods")).toBe("food_sources");
  });
});
