import type { DashboardRecommendation } from "../../shared/dashboard.ts";
import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import { formatServing } from "../../shared/format.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import { dashboardFoods } from "./foods.ts";
import { personFoods } from "./person.ts";
import { dashboardRecommendations } from "./recommendations.ts";

/** A key recommendation as it reads: the sentence, then its cautions; every caution must name its source (issue 20). */
function said(item: DashboardRecommendation): string {
  for (const caution of item.cautions) expect(caution.source?.url, caution.text).toMatch(/^https:\/\//);
  return [item.text, ...item.cautions.map((caution) => caution.text)].join(" ");
}
import { AT, forbidden, kb, people, peopleWithConditions, policy } from "./test-people.ts";

// The spec's foods through the safety policy, over every diet with every allergy set: no excluded food ever.

/** The knowledge-base food a dashboard food stands for (the spec's own, or the replacement by name). */
const specIds: Record<string, string> = {
  Salmon: "175168",
  "Mushrooms (UV-exposed)": "170143",
  "Egg yolks": "173424",
  Walnuts: "170187",
};
function foodOf(name: string) {
  const id = specIds[name];
  const found = id ? kb.foods.find((food) => food.id === id) : kb.foods.find((food) => food.name === name);
  if (!found) throw new Error(`no knowledge-base food for "${name}"`);
  return found;
}

describe("recommended foods over the diet x allergy matrix", () => {
  const everyone = [...people, ...peopleWithConditions];
  it(
    `never lists a food the person's diet, allergies, conditions or rules leave out or rank last (${everyone.length} people)`,
    { timeout: 120_000 },
    () => {
      const problems: string[] = [];
      let replaced = 0;
      let replacedForRank = 0;
      for (const person of everyone) {
        const who = personFoods(policy, person.answers, AT);
        const { foods } = dashboardFoods(person.answers, who);
        expect(foods.at(-1)?.isSupplement, person.label).toBe(true);
        for (const item of foods.filter((entry) => !entry.isSupplement)) {
          const food = foodOf(item.name);
          const verdict = who.assessor.assess(food);
          if (verdict.exclusion) problems.push(`${person.label}: ${item.name} (${verdict.exclusion.message})`);
          if (verdict.demoted) problems.push(`${person.label}: ${item.name} (ranked last for the person)`);
          const why = forbidden(person, food);
          if (why) problems.push(`${person.label}: ${item.name} (${why})`);
          if (item.replaces) replaced++;
          if (item.replaces && who.assessor.assess(foodOf(item.replaces)).exclusion === null) replacedForRank++;
          if (item.replaces && !item.replacedBecause)
            problems.push(`${person.label}: ${item.name} replaces ${item.replaces} without saying why`);
          expect(item.supplies.length, `${person.label}: ${item.name} supplies nothing`).toBeGreaterThan(0);
        }
        const names = foods.map((item) => item.name);
        expect(new Set(names).size, `${person.label}: a food twice`).toBe(names.length);
      }
      expect(problems).toEqual([]);
      // The matrix really exercises replacement: more than half the people lose at least one spec food.
      expect(replaced).toBeGreaterThan(everyone.length / 2);
      // ...and replacement for a food ranked last (not left out), as for fish with gout.
      // (Fewer since the mushrooms are the raw UV-exposed portabella every screen shows, which fewer conditions rank last.)
      expect(replacedForRank).toBeGreaterThan(peopleWithConditions.length / 15);
    },
  );

  it("keeps the spec's foods for someone who can eat them all, in the knowledge base's servings", () => {
    const answers = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["none"],
      meatFishConsumption: "rarely",
    } as DraftAnswers;
    const { foods } = dashboardFoods(answers, personFoods(policy, answers, AT));
    expect(foods.map((item) => [item.name, item.amount, item.replaces])).toEqual([
      ["Salmon", "3 oz, 85 g", null],
      ["Mushrooms (UV-exposed)", "1 cup diced, 86 g", null],
      ["Egg yolks", "2 yolks of hard-boiled eggs, 34 g", null],
      ["Walnuts", "1 oz (14 halves), 28.4 g", null],
      ["Algae-based omega-3 (algal oil)", "1-2 capsules a day", null],
    ]);
    // 85 g of cooked farmed salmon: 13.1 µg vitamin D per 100 g in USDA's data.
    expect(foods[0]?.supplies.find((item) => item.name === "Vitamin D")?.amount).toBeCloseTo(11.135, 2);
  });

  it("shows a food's serving and %DV as the lookup and the assessment do: one truth for every figure", () => {
    const answers = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["none"],
      meatFishConsumption: "rarely",
      sunlightExposure: "less_than_30",
    } as DraftAnswers;
    const who = personFoods(policy, answers, AT);
    const mushrooms = dashboardFoods(answers, who).foods.find((item) => item.name === "Mushrooms (UV-exposed)")!;
    // The food the policy ranks first for vitamin D, which the lookup and the assessment name, with its own serving.
    const first = who.recommend("vitamin_d_ug", { limit: 1 }).foods[0]!.food;
    const perServing = nutrientPerServing(kb, first, "vitamin_d_ug")!;
    expect(mushrooms.amount).toBe(formatServing(first.servingLabel, first.servingG));
    expect(mushrooms.supplies[0]).toMatchObject({ amount: perServing.amount, percentDv: perServing.percentDv });
    expect(Math.round(perServing.percentDv!)).toBe(122);
  });

  it("gives egg yolks a yolk's figures (USDA's yolk row), two of them", () => {
    const answers = {
      ...completeAnswers,
      dietType: "balanced",
      allergies: ["none"],
      meatFishConsumption: "rarely",
    } as DraftAnswers;
    const yolks = dashboardFoods(answers, personFoods(policy, answers, AT)).foods.find(
      (item) => item.name === "Egg yolks",
    )!;
    const yolk = kb.foods.find((food) => food.id === "172184")!;
    const b12 = nutrientPerServing(kb, yolk, "vitamin_b12_ug")!;
    expect(yolks.supplies.find((item) => item.name === b12.name)?.amount).toBeCloseTo(2 * b12.amount, 5);
  });

  it("gives a vegan with a nut allergy neither salmon, eggs nor walnuts, and says where no plant food supplies B12", () => {
    const answers = { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] } as DraftAnswers;
    const { foods, notes } = dashboardFoods(answers, personFoods(policy, answers, AT));
    expect(
      foods
        .map((item) => item.name)
        .join(" ")
        .toLowerCase(),
    ).not.toMatch(/salmon|egg|walnut/);
    expect(foods.filter((item) => item.replaces).map((item) => [item.replaces, item.replacedBecause])).toEqual([
      ["Salmon", "vegan: animal food"],
      ["Walnuts", "nut allergy: tree nut"],
    ]);
    expect(notes.map((note) => note.text).join(" ")).toMatch(/vitamin B12/);
  });

  it.each([
    ["haemodialysis", 70, "about 70-84 g of protein a day (1.0-1.2 g per kg)", "https://www.ajkd.org/"],
    ["CKD stage 3a", 70, "about 56 g of protein a day (0.8 g per kg)", "https://kdigo.org/"],
    ["pregnant", 60, "about 66 g of protein a day (1.1 g per kg)", "https://nap.nationalacademies.org/"],
  ])(
    "notes give the protein line for the weight, as the assessment does, with its source: %s",
    (typed, weight, proteinLine, url) => {
      const answers = {
        ...completeAnswers,
        weight,
        allergies: ["none"],
        healthConditions: ["other"],
        otherHealthCondition: typed,
      } as DraftAnswers;
      const who = personFoods(policy, answers, AT);
      const line = dashboardFoods(answers, who).notes.find((note) => note.text.includes("g of protein a day"));
      expect(line?.text).toContain(proteinLine);
      expect(line?.source?.url.startsWith(url)).toBe(true);
      // The one policy function every screen asks.
      expect(line?.text).toBe(policy.forPerson(who.person).proteinNeed(weight)?.message);
    },
  );

  it("says plainly which typed text it could not check", () => {
    const answers = { ...completeAnswers, allergies: ["other"], otherAllergy: "glorbfruit" } as DraftAnswers;
    const { notes } = dashboardFoods(answers, personFoods(policy, answers, AT));
    expect(notes.map((note) => note.text).join(" ")).toContain("glorbfruit");
  });

  it.each([
    ["on warfarin", "balanced", "advice_vitamin_k_steady"],
    ["pregnant", "balanced", "advice_folate_pregnancy"],
    ["chronic kidney disease", "balanced", "advice_ckd_stage_unknown"],
    ["CKD stage 4", "balanced", "advice_ckd"],
    ["CKD stage 2", "balanced", "advice_ckd_early"],
    ["asthma", "vegan", "advice_b12_plant_based"],
  ])(
    "notes carry the policy's standard advice, in the assessment's words: %s, %s",
    (otherHealthCondition, dietType, key) => {
      const answers = {
        ...completeAnswers,
        dietType,
        allergies: ["none"],
        healthConditions: ["other"],
        otherHealthCondition,
      } as DraftAnswers;
      expect(dashboardFoods(answers, personFoods(policy, answers, AT)).notes.map((note) => note.text)).toContain(
        safetyTexts.messages[key],
      );
    },
  );
});

describe("key recommendations", () => {
  it("keep our standard words when every food they name suits the person, and end with the light-hearted item", () => {
    const answers = { ...completeAnswers, dietType: "balanced", allergies: ["none"] } as DraftAnswers;
    const texts = dashboardRecommendations(answers, personFoods(policy, answers, AT)).map(said);
    expect(texts[0]).toMatch(/^Get 15-30 minutes of daylight.*UV-exposed mushrooms or eggs/);
    expect(texts.at(-1)).toMatch(/carrot a day/);
  });

  it(
    `never name an egg or a nut to a person who cannot eat them (${people.length} people)`,
    { timeout: 120_000 },
    () => {
      const problems: string[] = [];
      for (const person of people) {
        const who = personFoods(policy, person.answers, AT);
        const text = dashboardRecommendations(person.answers, who).map(said).join(" ").toLowerCase();
        const noEggs = who.person.groups.has("diet:vegan") || /eggs/.test(person.answers.otherAllergy ?? "");
        if (noEggs && /\beggs?\b/.test(text)) problems.push(`${person.label}: names eggs`);
        if (person.answers.allergies.includes("nuts") && /walnut|almond|cashew|peanut/.test(text))
          problems.push(`${person.label}: names nuts`);
        if (!text.endsWith("more colourful.")) problems.push(`${person.label}: no light-hearted item at the end`);
      }
      expect(problems).toEqual([]);
    },
  );

  it(`never speak of fish to a person who eats none (${people.length} people)`, { timeout: 120_000 }, () => {
    const problems: string[] = [];
    let noFish = 0;
    for (const person of people) {
      const who = personFoods(policy, person.answers, AT);
      if (!who.person.groups.has("eats:no_fish")) continue;
      noFish++;
      const text = dashboardRecommendations(person.answers, who).map(said).join(" ");
      if (/\b(fish|salmon|sardines?|mackerel|herring|trout|tuna)\b/i.test(text))
        problems.push(`${person.label}: ${text}`);
    }
    expect(problems).toEqual([]);
    // Vegans, vegetarians, the plant-based and a typed fish allergy.
    expect(noFish).toBeGreaterThan(60);
  });

  it("name the weekly oily-fish limit wherever they name oily fish in pregnancy, when trying or breastfeeding", () => {
    const limit = safetyTexts.messages.caution_limit_oily_fish!;
    const omega3 = (allergies: string[], otherHealthCondition: string) => {
      const answers = {
        ...completeAnswers,
        dietType: "balanced",
        allergies,
        healthConditions: ["other"],
        otherHealthCondition,
      } as DraftAnswers;
      return said(
        dashboardRecommendations(answers, personFoods(policy, answers, AT)).find((item) => /omega-3/i.test(item.text))!,
      );
    };
    for (const [allergies, condition] of [
      [["nuts"], "pregnant"],
      [["none"], "pregnant"],
      [["nuts"], "breastfeeding"],
      [["none"], "trying to conceive"],
    ] as const) {
      const text = omega3([...allergies], condition);
      expect(text, condition).toMatch(/salmon|oily fish/i);
      expect(text, condition).toContain(limit);
    }
    expect(omega3(["none"], "asthma")).not.toContain(limit);
  });

  it(
    `name the limit with oily fish for every pregnant person of the matrix (${peopleWithConditions.length / 8} of them)`,
    { timeout: 120_000 },
    () => {
      const problems: string[] = [];
      let naming = 0;
      for (const person of peopleWithConditions.filter(
        (candidate) => candidate.answers.otherHealthCondition === "pregnant",
      )) {
        for (const item of dashboardRecommendations(person.answers, personFoods(policy, person.answers, AT))) {
          const text = said(item);
          if (!/\b(oily fish|salmon|sardines?|mackerel|herring|trout)\b/i.test(text)) continue;
          naming++;
          if (!text.includes(safetyTexts.messages.caution_limit_oily_fish!)) problems.push(`${person.label}: ${text}`);
        }
      }
      expect(problems).toEqual([]);
      expect(naming).toBeGreaterThan(20);
    },
  );
});
