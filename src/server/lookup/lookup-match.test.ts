import { describe, expect, it } from "vitest";
import { lookupLimits } from "../../shared/lookup-limits.ts";
import { limitAppliesToFood, strictLimit } from "../nutrition/policy/dose-limits.ts";
import { typicalPerUnit } from "../nutrition/kb/dose.ts";
import { toDoseMatch } from "./lookup-match.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { food, kb } from "../nutrition/kb/test-support.ts";
import { lookupMatch } from "./test-support.ts";

// The lookup's "servings to match your dose" is the recommendation policy's servingsToMatchSafely (the one
// implementation), shaped for the cards by lookup-match.ts.

const BEEF_LIVER = "168627";
const CLAMS = "171975";
const OYSTERS_PACIFIC = "174250";
const MAX_SERVINGS_PER_DAY = kb.safety.settings.maxServingsPerDay;
const policy = createPolicy(kb);
const anyone = policy.forPerson(policy.resolvePerson({}));

describe("servings to match a dose stay realistic and safe", () => {
  it("the page's cap is the policy's (settings.csv): 3 servings a day", () => {
    expect(lookupLimits.maxServingsPerDay).toBe(MAX_SERVINGS_PER_DAY);
    expect(MAX_SERVINGS_PER_DAY).toBe(3);
  });

  it("B12 1,000 µg: no food matches; liver (above the vitamin A limit in one serving) is not offered, and the dose is called therapeutic", () => {
    const result = lookupMatch("B12", "1000 mcg");
    expect(result.comparison).toBe("dose");
    for (const card of result.foodAlternatives) {
      expect(card.servingsToMatch, card.foodName).toBeNull();
      expect(card.doseMatch?.kind, card.foodName).not.toBe("servings");
    }
    expect(result.foodAlternatives.find((card) => card.id === BEEF_LIVER)).toBeUndefined();
    expect(
      toDoseMatch(
        kb,
        food(BEEF_LIVER),
        "vitamin_b12_ug",
        anyone.servingsToMatchSafely(food(BEEF_LIVER), "vitamin_b12_ug", 1000),
      ),
    ).toEqual({ kind: "too_many", maxServings: 3 });
    expect(result.foodAlternatives.find((card) => card.id === CLAMS)?.doseMatch).toEqual({
      kind: "too_many",
      maxServings: 3,
    });
    expect(result.notes[0]).toEqual({
      kind: "dose",
      text: "Your dose of 1,000 µg is about 417 times the Daily Value for vitamin B12 (2.4 µg). Doses this far above the Daily Value are therapeutic: food is not meant to match them, and they are a matter for your doctor or dietitian.",
    });
  });

  it("a dose a food can match keeps its servings (vitamin D 1,000 IU: trout 1.55 servings)", () => {
    const trout = lookupMatch("Vitamin D", "1000 IU").foodAlternatives.find((card) => card.id === "173718");
    expect(trout).toMatchObject({ servingsToMatch: 1.55, doseMatch: { kind: "servings", servings: 1.55 } });
  });

  it("matching within three servings but over another limit says so (Pacific oysters for 18 mg of iron: zinc)", () => {
    const oysters = lookupMatch("iron", "18 mg").foodAlternatives.find((card) => card.id === OYSTERS_PACIFIC);
    expect(oysters?.doseMatch).toEqual({
      kind: "over_limit",
      servings: 2.3,
      matchesDose: true,
      nutrient: "Zinc",
      amount: 65.03,
      unit: "mg",
      limit: "40 mg",
    });
    expect(oysters?.servingsToMatch).toBeNull();
  });

  it("a dose above the preformed vitamin A limit is a treatment dose for animal foods, not for beta-carotene foods", () => {
    const result = lookupMatch("vitamin a", "15000 IU");
    const kefir = result.foodAlternatives.find((card) => card.foodName.startsWith("Kefir"));
    expect(kefir?.doseMatch).toEqual({ kind: "treatment", nutrient: "Vitamin A", limit: "3,000 µg RAE" });
    expect(result.foodAlternatives.find((card) => card.id === "168483")?.doseMatch).toEqual({
      kind: "too_many",
      maxServings: 3,
    });
  });

  it("a dose above a UL that food counts toward is not matched at all, and the result says why", () => {
    const result = lookupMatch("iron", "65 mg");
    expect(result.comparison).toBe("dv");
    expect(result.foodAlternatives.every((card) => card.doseMatch === null && card.servingsToMatch === null)).toBe(
      true,
    );
    expect(result.notes.find((note) => note.kind === "dose")?.text).toMatch(
      /^Your dose is above the upper limit for iron, so we don't show how many servings would match it/,
    );
  });

  it("never offers more than 3 servings a day, nor servings that put any nutrient above a limit food counts toward", () => {
    for (const s of kb.supplements) {
      const rank = s.rankNutrient;
      if (rank === null || rank === "coverage") continue;
      const typical = typicalPerUnit(s, rank) ?? kb.nutrients.get(rank)?.dailyValue ?? null;
      if (typical === null) continue;
      for (const dose of [typical / 4, typical, typical * 3]) {
        for (const candidate of kb.foods) {
          const answer = anyone.servingsToMatchSafely(candidate, rank, dose);
          const match = toDoseMatch(kb, candidate, rank, answer);
          if (match?.kind !== "servings") continue;
          expect(match.servings, `${s.id} ${candidate.name}`).toBeLessThanOrEqual(MAX_SERVINGS_PER_DAY);
          for (const [nutrient, limit] of kb.upperLimits) {
            if (!limitAppliesToFood(limit, candidate.tags.includes("animal"))) continue;
            const amount = (nutrientPerServing(kb, candidate, nutrient)?.amount ?? 0) * match.servings;
            expect(amount, `${s.id} ${dose}: ${candidate.name} ${nutrient}`).toBeLessThanOrEqual(
              strictLimit(limit).value * 1.001,
            );
          }
        }
      }
    }
  });

  it("says a food with none of the nutrient cannot be matched at all (no card for it)", () => {
    expect(
      toDoseMatch(
        kb,
        food("168462"),
        "vitamin_b12_ug",
        anyone.servingsToMatchSafely(food("168462"), "vitamin_b12_ug", 2.4),
      ),
    ).toBeNull(); // raw spinach has no B12
  });
});

describe("foods are matched only on the supplement's active nutrient", () => {
  it("algal oil on a vegan diet: no food cards, and it says plant ALA is not EPA or DHA", () => {
    const result = lookupMatch("algal oil", "250 mg", { dietType: "vegan" });
    expect(result.foodAlternatives).toEqual([]);
    expect(result.notes.find((note) => note.kind === "no_suitable_food")?.text).toMatch(
      /Plant ALA .* is a different omega-3, not EPA or DHA, and the body turns only a little of it into them/,
    );
  });

  it("algal oil for anyone: only real EPA + DHA sources (at least 0.1 g a serving), never quinoa's trace", () => {
    const result = lookupMatch("algal oil");
    expect(result.foodAlternatives.length).toBeGreaterThan(0);
    for (const card of result.foodAlternatives)
      expect(card.nutrients[0]).toMatchObject({ key: "epa_plus_dha_g", amount: expect.any(Number) });
    for (const card of result.foodAlternatives)
      expect(card.nutrients[0]!.amount, card.foodName).toBeGreaterThanOrEqual(0.1);
  });

  it("fish oil on a vegan diet: ALA foods show their EPA + DHA where USDA reports it (0 g), and never a servings match", () => {
    const result = lookupMatch("fish oil", "1000 mg", { dietType: "vegan" });
    expect(result.mainNutrient?.key).toBe("ala_g");
    const walnuts = result.foodAlternatives.find((card) => card.foodName === "Walnuts");
    expect(walnuts?.nutrients.map((nutrient) => [nutrient.key, nutrient.amount])).toEqual([
      ["ala_g", 2.574],
      ["epa_plus_dha_g", 0],
    ]);
    for (const card of result.foodAlternatives) expect(card.doseMatch).toBeNull();
  });
});
