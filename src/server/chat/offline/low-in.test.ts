import { describe, expect, it } from "vitest";
import { goalTopics, hairNotes, lowIn, mythTopics, pregnancyAlcohol } from "../../../shared/texts/chat-topics.ts";
import { offlineChatTexts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { adult, ask, child, person, vegan } from "../../../../tests/support/chat-people.ts";

// What a person reads for the kinds of question decision 036 answers: foods low in a nutrient (never its good
// sources), the soya myths, hair loss, and alcohol in pregnancy.

const pregnant = person({
  dietType: "vegetarian",
  gender: "female",
  yearOfBirth: 1996,
  healthConditions: ["other"],
  otherHealthCondition: "pregnant, 20 weeks",
});
const warfarinCkd = person({
  dietType: "balanced",
  gender: "female",
  yearOfBirth: 1956,
  healthConditions: ["other"],
  otherHealthCondition: "chronic kidney disease stage 3, atrial fibrillation on warfarin",
});
const adults = [
  ["vegan", vegan],
  ["adult", adult],
  ["pregnant", pregnant],
  ["warfarin and kidney disease", warfarinCkd],
] as const;

/** The figures of a list's items: "**Name** (serving): 195 mg, 4% DV". */
const percents = (text: string) => [...text.matchAll(/\): [\d.,<]+ [^,\n]+, <?(\d+)% DV/g)].map((m) => Number(m[1]));

describe("foods low in a nutrient our foods have figures for", () => {
  const questions: [string, string][] = [
    ["Which foods are low in potassium?", "potassium"],
    ["low potassium foods", "potassium"],
    ["food with little potassium", "potassium"],
    ["what can I eat that's low in phosphorus", "phosphorus"],
    ["snacks with no phosphate", "phosphorus"],
    ["which foods have hardly any vitamin K", "vitamin K"],
    ["low protein foods", "protein"],
    ["foods low in iron", "iron"],
  ];
  for (const [label, chat] of adults) {
    it.each(questions)(
      `${label}: "%s" lists foods low in it (5%% DV or less), with the FDA's page`,
      (question, name) => {
        const { text, intent } = ask(chat, question);
        expect(intent).toBe("food_low_in");
        expect(text).not.toContain("Good sources of");
        expect(text).not.toContain("with the most");
        expect(text).toContain(offlineChatTexts.lowInIntro(name, "").split(",")[0]!);
        const figures = percents(text);
        expect(figures.length).toBeGreaterThan(0);
        for (const figure of figures) expect(figure).toBeLessThanOrEqual(5);
        expect(text).toContain(lowIn.percentDv.source.url);
        expect(text).toContain("https://fdc.nal.usda.gov/");
      },
    );
  }

  it("the baked potato (926 mg) is never in a low-potassium answer", () => {
    for (const [, chat] of adults) expect(ask(chat, "Which foods are low in potassium?").text).not.toMatch(/926 mg/);
  });

  it("with kidney disease: the kidney team sets the limit, and the kidney rule's own line is said", () => {
    for (const question of ["Which foods are low in potassium?", "low phosphorus foods", "low protein foods"]) {
      const { text } = ask(warfarinCkd, question);
      expect(text, question).toMatch(/your kidney team or renal dietitian sets your own limit/);
      expect(text, question).toMatch(/niddk\.nih\.gov|kdigo\.org/);
    }
    expect(ask(vegan, "Which foods are low in potassium?").text).not.toMatch(/kidney/);
  });

  it("on warfarin, vitamin K is kept steady (the warfarin rule's own line), not avoided", () => {
    const { text } = ask(warfarinCkd, "what can I eat that's low in vitamin K");
    expect(text).toMatch(/about the same from week to week/);
    expect(text).toContain("https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/");
  });

  it("a kind of food named: only that kind ('fruits low in potassium')", () => {
    const { text } = ask(adult, "fruits low in potassium");
    expect(text).toMatch(/Apple|Pineapple|Raspberries|Grapefruit/);
    expect(text).not.toMatch(/Millet|Wakame|Feta/);
  });

  it("one food named: that food's figures ('is a banana low in potassium?')", () => {
    const { text, intent } = ask(adult, "is a banana low in potassium?");
    expect(intent).toBe("food_nutrients");
    expect(text).toMatch(/Potassium: 422 mg/);
  });

  it("a food the person's rules leave out is never listed (vegan: no cheese or meat)", () => {
    const { text } = ask(vegan, "low potassium foods");
    expect(text).not.toMatch(/cheese|Feta|Beef|Caviar|yogurt/i);
  });

  it("a child gets the under-14 rule, not a list", () => {
    const { text } = ask(child, "Which foods are low in potassium?");
    expect(text).toContain(safetyTexts.messages.withheld_child!);
    expect(text).not.toMatch(/% DV/);
  });

  it("'I have low iron', 'foods for low iron levels': the person's own level, answered with good sources", () => {
    for (const question of ["I have low iron, what should I eat?", "foods for low iron levels", "I'm low in iron"]) {
      expect(ask(adult, question).intent, question).toBe("food_sources");
    }
  });
});

describe("foods low in a nutrient our foods have no figures for", () => {
  const questions: [string, string, string | null][] = [
    ["foods without sugar", "sugar", lowIn.missing.sugar.source.url],
    ["sugar-free snacks", "sugar", lowIn.missing.sugar.source.url],
    ["what foods have little fat", "fat", lowIn.missing.fat.source.url],
    ["fat free foods", "fat", lowIn.missing.fat.source.url],
    ["low cholesterol foods", "cholesterol", lowIn.missing.cholesterol.source.url],
    ["vegetables low in oxalate", "oxalate", null],
    ["low carb foods", "carbohydrate", null],
  ];
  for (const [label, chat] of [...adults, ["child", child] as const]) {
    it.each(questions)(`${label}: "%s" says plainly we have no figures, never guesses`, (question, name, url) => {
      const { text, intent } = ask(chat, question);
      expect(intent).toBe("food_low_in");
      expect(text).toContain(offlineChatTexts.lowInNoFigures(name));
      expect(text).not.toMatch(/% DV/);
      // A label's definition, where a regulator sets one, with its page; none is made up where none is set.
      expect(url === null || text.includes(url)).toBe(true);
      expect(text).toContain(offlineChatTexts.lowInDietitian(name));
    });
  }

  it("salt or sodium: the NHS salt advice and the FDA's 'low sodium' (140 mg per serving)", () => {
    for (const question of ["low sodium snacks", "foods low in salt", "salt-free foods"]) {
      for (const [, chat] of adults) {
        const { text, intent } = ask(chat, question);
        expect(intent, question).toBe("goal.salt");
        expect(text).toContain(goalTopics.salt.source.url);
        expect(text).toContain("140 mg of sodium or less per serving");
        expect(text).toContain(lowIn.missing.sodium.source.url);
      }
    }
  });
});

describe("soya myths, only when the question is about them", () => {
  const cases: [string, keyof typeof mythTopics][] = [
    ["Does soy cause breast cancer?", "soy_cancer"],
    ["can tofu give you cancer", "soy_cancer"],
    ["Is soy bad for men?", "soy_hormones"],
    ["does soya lower testosterone", "soy_hormones"],
    ["does soy have estrogen", "soy_hormones"],
    ["is soy milk bad for an underactive thyroid", "soy_thyroid"],
    ["does tofu mess with my thyroid", "soy_thyroid"],
  ];
  for (const [label, chat] of adults) {
    it.each(cases)(`${label}: "%s" gets its myth with its source`, (question, topic) => {
      const { text, intent } = ask(chat, question);
      expect(intent).toBe(`myth.${topic}`);
      expect(text).toContain(mythTopics[topic].source.url);
      expect(text).not.toContain(mythTopics.alkaline.source.url);
    });
  }

  it("a myth's answer needs its subject named: 'cancer' alone is not alkaline water", () => {
    for (const question of ["does sugar cause cancer", "Does soy cause breast cancer?", "is red meat linked to cancer"])
      expect(ask(adult, question).text, question).not.toContain(mythTopics.alkaline.source.url);
    for (const [question, wrong] of [
      ["does coffee cause cancer", "myth.alkaline"],
      ["is bread bad", "myth.gluten_free"],
    ] as const)
      expect(ask(adult, question).intent, question).not.toBe(wrong);
    expect(ask(adult, "is alkaline water good for you").intent).toBe("myth.alkaline");
    expect(ask(adult, "do detox teas work").intent).toBe("myth.detox");
    // A low-carb diet for weight is the carbohydrate myth, not a list of foods.
    expect(ask(adult, "low carb diet for weight loss").intent).toBe("myth.carbs");
  });
});

describe("hair loss", () => {
  const questions = [
    "What foods help with hair loss?",
    "my hair is thinning, what should I eat",
    "is biotin good for hair growth",
    "vitamins for healthy hair",
    "I'm losing hair, could it be my diet?",
  ];
  for (const [label, chat] of [...adults, ["child", child] as const]) {
    it.each(questions)(`${label}: "%s": its causes (NHS), when to see a GP, iron and protein, biotin (ODS)`, (q) => {
      const { text, intent } = ask(chat, q);
      expect(intent).toBe("goal.hair");
      expect(text).toContain(goalTopics.hair.source.url);
      expect(text).toMatch(/See a GP/);
      expect(text).toContain(hairNotes.protein.source.url);
      expect(text).toContain(hairNotes.biotin.source.url);
      expect(text).not.toContain(offlineChatTexts.capabilities);
    });
  }

  it("foods that suit the person for iron, or their rule for it (a child: the under-14 rule)", () => {
    expect(ask(vegan, "What foods help with hair loss?").text).toMatch(/Good sources of iron that suit you:\n- \*\*/);
    expect(ask(vegan, "What foods help with hair loss?").text).not.toMatch(/Beef|Oysters/);
    expect(ask(child, "What foods help with hair loss?").text).toContain(safetyTexts.messages.withheld_child!);
  });
});

describe("alcohol in pregnancy: the pregnancy advice alone", () => {
  const questions = [
    "Can I drink alcohol?",
    "Is a glass of wine ok?",
    "how much alcohol is ok",
    "how many units of alcohol a week",
    "can I have a beer",
  ];
  it.each(questions)("pregnant: %s", (question) => {
    const { text, intent } = ask(pregnant, question);
    expect(intent).toBe("interaction.alcohol");
    expect(text).toContain(pregnancyAlcohol.source.url);
    expect(text).not.toMatch(/14 units/);
    expect(text).not.toMatch(/about 2 units/);
  });
  it.each(questions)("not pregnant: %s gets the adults' advice", (question) => {
    const { text } = ask(adult, question);
    expect(text).toMatch(/14 units/);
  });
});
