import { describe, expect, it } from "vitest";
import type { AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { offlineChatTexts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { kb } from "../../nutrition/kb/test-support.ts";
import { assessor } from "../../nutrition/policy/exclusions.ts";
import { adult, ask, child as child10, person, policy, vegan } from "../../../../tests/support/chat-people.ts";

// What a person reads for the kinds of question review found answered badly (decision 033): a child's food facts,
// every reason a food is left out, the pregnancy food rules people ask about, a herb nobody's rules name, and
// requests for actions the app cannot do.

const pregnantAs = (dietType: AssessmentAnswers["dietType"]) =>
  person({
    dietType,
    gender: "female",
    yearOfBirth: 1996,
    healthConditions: ["other"],
    otherHealthCondition: "pregnant",
  });
const child6 = person({ dietType: "vegetarian", gender: "female", yearOfBirth: 2020 });
const underFourteen = safetyTexts.messages.withheld_child!;
const ckdStage3 = person({
  dietType: "balanced",
  gender: "male",
  yearOfBirth: 1957,
  healthConditions: ["other"],
  otherHealthCondition: "chronic kidney disease stage 3",
});

describe("a child's question about one food", () => {
  for (const [label, chat, age] of [
    ["10-year-old", child10, 10],
    ["6-year-old vegetarian", child6, 6],
  ] as const) {
    for (const question of [
      "How much protein is in chicken breast?",
      "what's in lentils?",
      "is salmon good for me?",
      "how much calcium is in milk",
    ]) {
      it(`${label}: "${question}" gets the food's facts against the child's own intakes, then the under-14 line`, () => {
        const { text } = ask(chat, question);
        expect(text).toContain(underFourteen);
        expect(text).toMatch(/\(\[National Academies: DRI summary tables/);
        // Never adult Daily Values, upper limits or supplement doses for a child.
        expect(text).not.toMatch(/% DV|Daily Value|upper limit|supplement/i);
        const facts = /One serving of \*\*(.+?)\*\*/.exec(text);
        const refused = /^\*\*(.+?) (doesn't|don't) suit you/m.exec(text);
        expect(facts !== null || refused !== null, text).toBe(true);
        const ownIntakes = new RegExp(`of the (RDA|Adequate Intake) for a child aged ${age}\\)`);
        expect(facts === null || ownIntakes.test(text), text).toBe(true);
      });
    }
  }
});

describe("every reason a food is left out", () => {
  it("liver for a pregnant vegetarian: the diet and pregnancy (vitamin A), each with its source, on every screen", () => {
    const chat = pregnantAs("vegetarian");
    const liver = kb.foods.find((food) => /liver/i.test(food.name))!;
    const verdict = assessor(kb, policy.rules, chat.person).assess(liver);
    expect(verdict.exclusions.map((item) => item.label)).toEqual(expect.arrayContaining(["vegetarian", "pregnancy"]));
    for (const question of ["Can I eat liver?", "is liver good for me", "can I eat pate?"]) {
      const { text } = ask(chat, question);
      expect(text, question).toMatch(/suit you, for [23] reasons:\*\*/);
      expect(text, question).toContain("https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/");
    }
    expect(ask(chat, "Can I eat liver?").text).toContain(
      "https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegetarian-diet/",
    );
    // The safety check after a model's text says both too.
    const concerns = policy.forPerson(chat.person).foodConcernsIn("Try liver and onions.");
    expect(concerns[0]?.kind === "excluded" ? concerns[0].exclusions.length : 0).toBeGreaterThanOrEqual(2);
  });

  it("a food left out for one reason reads as before", () => {
    expect(ask(vegan, "Can I eat salmon?").text).toMatch(/^\*\*Salmon, .+ doesn't suit you:\*\* vegan: animal food\./m);
  });
});

describe("pregnancy food rules people ask about", () => {
  const nhs = "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/";
  const cases: [string, RegExp, string][] = [
    ["I'm pregnant, can I eat sushi?", /frozen first, or cooked/, nhs],
    ["can I eat raw oysters?", /raw shellfish/, nhs],
    ["is smoked trout ok?", /Cold-smoked or cured fish/, nhs],
    ["can I eat runny eggs?", /British Lion/, nhs],
    ["can I eat rare steak?", /undercooked meat/, nhs],
    ["can I drink coffee?", /200 mg of caffeine/, nhs],
    [
      "can I have a glass of wine?",
      /not to drink alcohol at all/,
      "https://www.nhs.uk/pregnancy/keeping-well/drinking-alcohol-while-pregnant/",
    ],
    ["can I have liquorice?", /liquorice root/, "https://www.nccih.nih.gov/health/licorice-root"],
    ["can I drink herbal tea?", /herbal teas in pregnancy/, nhs],
  ];
  for (const dietType of ["balanced", "vegetarian"] as const)
    // Fish is left out of a vegetarian diet anyway (that reason is said): the smoked-fish caution is for fish eaters.
    for (const [question, rule, source] of cases.filter(([asked]) => dietType === "balanced" || !/trout/.test(asked)))
      it(`${dietType}: "${question}" says the pregnancy rule with its page, then the midwife`, () => {
        const { text } = ask(pregnantAs(dietType), question);
        expect(text).toMatch(rule);
        expect(text).toContain(source);
        expect(text).toContain("midwife");
      });

  it("none of these rules is said to someone not pregnant", () => {
    expect(ask(adult, "can I eat sushi?").text).not.toMatch(/frozen first/);
    expect(ask(adult, "can I eat runny eggs?").text).not.toMatch(/British Lion/);
  });
});

describe("a herb or supplement none of the person's rules name", () => {
  for (const [question, herb, page] of [
    ["Is ginkgo safe?", "ginkgo", "https://www.nccih.nih.gov/health/ginkgo"],
    ["can I take echinacea?", "echinacea", "https://www.nccih.nih.gov/health/echinacea"],
    ["can I take turmeric supplements?", "turmeric", "https://www.nccih.nih.gov/health/turmeric"],
  ] as const)
    it(`"${question}": our rules about ${herb}, that nothing stops them, no food need, and its NIH page`, () => {
      const { text, intent } = ask(adult, question);
      expect(intent).toMatch(/^(interaction\.medicines|replace_supplement)$/);
      expect(text).toMatch(/nothing in your rules stops you taking/);
      expect(text.toLowerCase()).toContain(herb);
      expect(text).toContain(offlineChatTexts.herbNoFoodNeed);
      expect(text).toContain(page);
      expect(text).not.toContain("Grapefruit");
    });

  // Every herb the clinical rules name (a class whose page is NCCIH's), by its first name in medicines.csv.
  const herbs = [...kb.safety.medicines.classes.values()]
    .filter((herbClass) => herbClass.source.url.startsWith("https://www.nccih.nih.gov/"))
    .flatMap((herbClass) => {
      const term = kb.safety.medicines.terms.find(
        (candidate) => !candidate.misspelling && candidate.entries.some((entry) => entry.classId === herbClass.id),
      );
      return term ? [{ herbClass, name: term.words.join(" ") }] : [];
    });
  it(`every herb the rules name (${herbs.length}) is answered with what the rules say of it and its NCCIH page`, () => {
    expect(herbs.length).toBeGreaterThan(10);
    for (const { herbClass, name } of herbs)
      for (const question of [`Is ${name} safe?`, `can I take ${name}?`]) {
        const { text } = ask(adult, question);
        expect(text, question).toContain(herbClass.source.url);
        expect(text, question).not.toContain("Grapefruit");
        expect(text, question).not.toContain(offlineChatTexts.cannotAnswerShort);
      }
  });

  it("replacing a herb with food: no food need, not another supplement's foods", () => {
    for (const question of ["I want to replace my garlic supplement", "Is garlic supplement safe?"]) {
      const { text } = ask(adult, question);
      expect(text, question).toContain(offlineChatTexts.herbNoFoodNeed);
      expect(text, question).not.toMatch(/Keep taking your vitamin D|whole foods can replace/);
    }
  });

  it("ginkgo names the blood thinners it is a concern with, with the NCCIH source", () => {
    const { text } = ask(adult, "Is ginkgo safe?");
    expect(text).toMatch(/our rules name it with .*anticoagulant.*antiplatelet/);
    expect(text).toContain("https://www.nccih.nih.gov/health/providers/digest/herb-drug-interactions");
  });
});

describe("requests for actions the app cannot do", () => {
  for (const question of [
    "Can you book a table?",
    "order me a pizza",
    "remind me to take my vitamin D",
    "can you call my doctor?",
    "Could you buy me some fish oil?",
    "please set a reminder for my iron tablets",
  ])
    it(`"${question}": I can't do that, then what it can do`, () => {
      const { text, intent } = ask(vegan, question);
      expect(intent).toBe("cannot_do");
      expect(text.startsWith(offlineChatTexts.cannotDo)).toBe(true);
      expect(text).toContain("- How much protein do I need?");
    });

  it("questions about food and what it can do are not read as actions", () => {
    expect(ask(vegan, "what can you do?").intent).toBe("capabilities");
    expect(ask(vegan, "How much protein is in tofu?").intent).toBe("food_nutrients");
  });
});

describe("what the question says of the person's medicines, and drinks named by their own words", () => {
  for (const question of [
    "I take a blood thinner, is a garlic supplement ok?",
    "is turmeric ok with my blood thinners?",
    "can I take ginkgo? I'm on an anticoagulant",
  ]) {
    it(`"${question}": the blood-thinner rules are for them, never "nothing in your rules stops you"`, () => {
      const { text } = ask(vegan, question);
      expect(text).toContain("On a blood thinner, supplements of vitamin E, fish oil, turmeric, ginkgo or garlic");
      // Said as theirs: the herb's line for someone taking the medicine, or their own rule's line.
      expect(text).toMatch(
        /This is for you \(.*anticoagulant.*\): ask your doctor or pharmacist before taking|You take turmeric, ginkgo, garlic or ginseng as a supplement with a blood thinner/,
      );
      expect(text).not.toMatch(/names none of these medicines|nothing in your rules stops you/);
    });
  }

  it('"is ginkgo safe?" from someone who takes no blood thinner still says the rules are for those who do', () => {
    const { text } = ask(adult, "is ginkgo safe?");
    expect(text).toContain("For someone taking one of them");
    expect(text).toContain(offlineChatTexts.herbNoneTaken("ginkgo"));
  });

  it("a word like a drink's is not the drink: cinnamon is not a caffeine question, a latte or matcha is", () => {
    expect(ask(adult, "is cinnamon safe?").text).not.toMatch(/caffeine/i);
    for (const question of ["is a latte ok?", "is matcha ok for me?", "how many cappuccinos a day is ok?"])
      expect(ask(adult, question).text, question).toMatch(/400 mg of caffeine a day/);
  });

  it("in pregnancy the caffeine limit is said once, first, with the NHS page", () => {
    const { text } = ask(pregnantAs("balanced"), "is a latte ok?");
    expect(text.match(/200 mg/g)).toHaveLength(1);
    expect(text.indexOf("200 mg")).toBeLessThan(text.indexOf("400 mg"));
    expect(text).toContain("(https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/)");
  });
});

describe("a question about eating is never off topic for the other words it has", () => {
  it("eating around a sport gets meal ideas; the sport's news stays off topic", () => {
    for (const question of ["what should I eat before football?", "what should I eat before a tennis match?"])
      expect(ask(adult, question).text, question).toContain("from our meal library");
    expect(ask(adult, "who won the football?").text).toContain("I'm only able to help with food and nutrition");
  });
});

describe("a child's supplement dose", () => {
  it("is compared with the child's own upper limit, then left to the label and a pharmacist, with the NHS page", () => {
    const { text } = ask(child10, "is 1000 IU of vitamin D too much?");
    expect(text).toMatch(/below the upper limit for you \(100 µg a day\)/);
    expect(text).toContain(offlineChatTexts.doseChild);
    expect(text).toContain("(https://www.nhs.uk/conditions/pregnancy-and-baby/vitamins-for-children/)");
    expect(ask(adult, "is 1000 IU of vitamin D too much?").text).not.toContain(offlineChatTexts.doseChild);
  });
});

describe("salt", () => {
  for (const question of ["how much salt can I have?", "how much sodium should I have a day?", "is salt bad for me?"])
    it(`"${question}": the NHS's limit with its page, a child's by age, the person's own kidney line`, () => {
      expect(ask(adult, question).text).toContain("no more than 6 g of salt a day (2.4 g of sodium)");
      expect(ask(adult, question).text).toContain("(https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/)");
      expect(ask(child10, question).text).toContain("At your age the NHS advises no more than 5 g of salt a day");
      expect(ask(child6, question).text).toContain("At your age the NHS advises no more than 3 g of salt a day");
      expect(ask(ckdStage3, question).text).toContain("With kidney disease, choose foods with less salt and sodium");
    });
});

describe("a food's facts show what the person's own rules watch", () => {
  it("kidney disease stage 3 (where bananas are not left out): a banana's potassium is listed, with the kidney rule and its page", () => {
    const { text } = ask(ckdStage3, "is a banana ok for me?");
    expect(text).toMatch(/^- Potassium: \d+ mg \(\d+% DV\)$/m);
    expect(text).toContain(
      "(https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd/eating-nutrition)",
    );
    // Someone without that rule sees the banana's richest nutrients, where potassium is not among the first five.
    expect(ask(adult, "is a banana ok for me?").text).not.toMatch(/^- Potassium/m);
  });
});

describe("pregnancy questions of their own", () => {
  it("morning sickness: what helps, and when to call the midwife, with the NHS page; not the symptoms pointer", () => {
    for (const question of ["what should I eat for morning sickness?", "foods for nausea in pregnancy"]) {
      const { text } = ask(pregnantAs("vegetarian"), question);
      expect(text, question).toContain("small, frequent meals of plain foods");
      expect(text, question).toContain("**Call your midwife or GP at once**");
      expect(text, question).toContain("(https://www.nhs.uk/conditions/pregnancy-and-baby/morning-sickness-nausea/)");
    }
  });

  it("how much weight to gain in pregnancy is the midwife's, never the weight-gain tips", () => {
    const { text } = ask(pregnantAs("balanced"), "how much weight should I gain?");
    expect(text).toContain("depends on your weight before you were pregnant");
    expect(text).not.toContain("Milky drinks and smoothies");
  });
});

describe("a named food in a pregnancy food-safety question", () => {
  it("one no rule limits is said so first, before what the rules do leave out", () => {
    const { text } = ask(pregnantAs("balanced"), "is it safe to eat peanuts while pregnant?");
    expect(text).toMatch(
      /\*\*Peanuts[^*]*:\*\* nothing in your rules, pregnancy's included, leaves them out or limits them\./,
    );
    expect(text.indexOf("nothing in your rules")).toBeLessThan(
      text.indexOf("What our rules leave out or limit in pregnancy"),
    );
  });
});

describe("a dish our data lacks", () => {
  it("is never said to suit someone whose rules leave foods out, and is a food question, not off topic", () => {
    for (const question of [
      "can I eat pizza?",
      "can I have a kebab?",
      "is lasagna ok for me?",
      "can I eat cold cuts?",
    ]) {
      const { text } = ask(vegan, question);
      expect(text, question).toMatch(/I can't check [\w ]+ against your rules/);
      expect(text, question).not.toContain("Nothing in our rules stops you");
    }
  });

  it("is said to suit someone no rule leaves any food out for", () => {
    expect(ask(adult, "can I eat pizza?").text).toContain("Nothing in our rules stops you eating pizza");
  });
});

describe("milk and lactose intolerance", () => {
  it("is a question about milk for that person, not the raw-milk topic; raw milk named is that topic", () => {
    const { text } = ask(adult, "can I drink milk if I'm lactose intolerant?");
    expect(text).toContain("lactose intolerance: dairy with lactose");
    expect(text).not.toContain("Raw (unpasteurised) milk can carry harmful bacteria");
    expect(ask(adult, "is raw milk safe?").text).toContain("Raw (unpasteurised) milk can carry harmful bacteria");
  });
});
