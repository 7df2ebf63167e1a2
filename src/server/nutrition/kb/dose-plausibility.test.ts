import { describe, expect, it } from "vitest";
import { typicalPerUnit } from "./dose.ts";
import type { NutrientKey } from "./types.ts";
import { MAX_PLAUSIBLE_COUNT } from "./dose-plausibility.ts";
import { doseRefusal, lookupMatch } from "../../lookup/test-support.ts";
import { kb } from "./test-support.ts";

describe("a dose beyond belief gets 'did you mean', not a computation", () => {
  it('"Vitamin D 500 mg": offers 500 IU and 500 mcg, closest to a typical dose first', () => {
    expect(doseRefusal("Vitamin D", "500 mg")).toBe(
      '"500 mg" of vitamin D would be 500,000 µg (20,000,000 IU), far more than any vitamin D product holds. Did you mean "500 IU" (12.5 µg) or "500 mcg" (20,000 IU)? A typical dose is 1,000 IU.',
    );
  });

  it('"B12 1000 mg" and "iron 65 g": offer the unit that gives a usual dose', () => {
    expect(doseRefusal("B12", "1000 mg")).toBe(
      '"1000 mg" of vitamin B12 would be 1,000,000 µg, far more than any vitamin B12 product holds. Did you mean "1,000 mcg"? A typical dose is 1,000 µg.',
    );
    expect(doseRefusal("iron", "65 g")).toBe(
      '"65 g" of iron would be 65,000 mg, far more than any iron product holds. Did you mean "65 mg"? A typical dose is 18 mg elemental iron.',
    );
  });

  it("reads a whole-product mass the same way (fish oil grams for milligrams)", () => {
    expect(doseRefusal("fish oil", "1000 g")).toMatch(
      /^"1000 g" of fish oil would be 300 g of EPA \+ DHA, .* Did you mean "1,000 mg"\?/,
    );
  });

  it("asks to check the number when no other unit gives a usual dose, or for an impossible count", () => {
    expect(doseRefusal("vitamin D", "5,000,000 IU")).toMatch(
      /would be 125,000 µg \(5,000,000 IU\), far more than a daily dose\. Please check the number and the unit; a typical dose is 1,000 IU\.$/,
    );
    expect(doseRefusal("vitamin D", "200 softgels")).toBe(
      '"200 softgels" a day is far more than any label directs. Please check the number, or enter the amount from the label.',
    );
    expect(doseRefusal("multivitamin", `${MAX_PLAUSIBLE_COUNT + 1} tablets`)).toMatch(
      /far more than any label directs/,
    );
  });

  it("still computes real high doses, with their upper-limit cautions", () => {
    expect(lookupMatch("vitamin D", "50,000 IU").upperLimitCautions[0]).toMatchObject({ dose: 1250 });
    expect(lookupMatch("iron", "325 mg").upperLimitCautions[0]).toMatchObject({ dose: 325 });
    expect(lookupMatch("B12", "5000 mcg").dose?.amounts[0]).toMatchObject({ amount: 5000 });
    expect(lookupMatch("vitamin D", "20 softgels").dose?.amounts[0]).toMatchObject({ amount: 500 });
  });

  const unranked = kb.supplements.filter((s) => s.rankNutrient === null || s.rankNutrient === "coverage");
  const ranked = kb.supplements.filter((s) => !unranked.includes(s));

  it("has no bound for supplements not ranked by one nutrient", () => {
    expect(unranked.filter((s) => s.maxPlausibleDose !== null).map((s) => s.id)).toEqual([]);
  });

  it("has a bound for every supplement ranked by one nutrient: above its UL and four typical doses, with its basis", () => {
    const problems = ranked.flatMap((s) => {
      const rank = s.rankNutrient as NutrientKey;
      const bound = s.maxPlausibleDose;
      const limit = kb.upperLimits.get(rank)?.value ?? 0;
      const typical = typicalPerUnit(s, rank) ?? 0;
      if (bound === null) return [`${s.id}: no bound`];
      if (s.plausibleBasis.length <= 10) return [`${s.id}: no basis`];
      if (bound < limit) return [`${s.id}: bound ${bound} below the UL ${limit}`];
      if (bound < 4 * typical) return [`${s.id}: bound ${bound} below four typical doses (${4 * typical})`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
