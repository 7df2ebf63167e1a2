import { describe, expect, it } from "vitest";
import { kb } from "../../nutrition/kb/test-support.ts";
import { namedIn } from "../entities.ts";
import { classify } from "./intent.ts";
import { leaveOneOut, matchIntent } from "./matcher.ts";
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
