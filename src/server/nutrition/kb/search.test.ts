import { describe, expect, it } from "vitest";
import { bestSupplementMatch, matchScore, searchSupplements } from "./search.ts";
import { kb } from "./test-support.ts";

function topId(query: string): string | undefined {
  return searchSupplements(kb, query, 1)[0]?.supplement.id;
}

describe("supplement search", () => {
  it("finds by name or alias, ignoring case, accents and punctuation", () => {
    expect(topId("Vitamin D")).toBe("vitamin_d");
    expect(topId("VITAMIN D")).toBe("vitamin_d");
    expect(topId("cholecalciferol")).toBe("vitamin_d");
    expect(topId("fish oil")).toBe("fish_oil");
    expect(topId("Omega-3")).toBe("fish_oil");
    expect(topId("omega3")).toBe("fish_oil");
    expect(topId("B12")).toBe("vitamin_b12");
    expect(topId("magnesium glycinate")).toBe("magnesium");
    expect(topId("Vitamine D")).toBe("vitamin_d");
    expect(topId("vitamín c")).toBe("vitamin_c");
    expect(topId("CoQ-10")).toBe("coq10");
    expect(topId("K2")).toBe("vitamin_k2");
  });

  it("tolerates small typos and abbreviations", () => {
    expect(topId("magnesum")).toBe("magnesium");
    expect(topId("magnesuim")).toBe("magnesium");
    expect(topId("vit d3")).toBe("vitamin_d");
    expect(topId("vit. c")).toBe("vitamin_c");
    expect(topId("zink")).toBe("zinc");
    expect(topId("melatonine")).toBe("melatonin");
    expect(topId("creatin")).toBe("creatine");
    expect(topId("fishoil")).toBe("fish_oil");
    expect(topId("probiotic")).toBe("probiotics");
    expect(topId("tumeric")).toBe("turmeric_curcumin");
  });

  it("suggests while typing (prefixes), best first, up to the limit", () => {
    expect(topId("magn")).toBe("magnesium");
    expect(topId("mela")).toBe("melatonin");
    const vitamins = searchSupplements(kb, "vitamin", 5);
    expect(vitamins).toHaveLength(5);
    expect(vitamins.every((result) => result.score >= vitamins.at(-1)!.score)).toBe(true);
    expect(vitamins[0]?.supplement.id).toBe("vitamin_d"); // ties keep supplements.csv order (most common first)
  });

  it("returns nothing for nonsense or an empty query", () => {
    expect(searchSupplements(kb, "xyz")).toEqual([]);
    expect(searchSupplements(kb, "qwertyuiop")).toEqual([]);
    expect(searchSupplements(kb, "   ")).toEqual([]);
    expect(searchSupplements(kb, "!!!")).toEqual([]);
  });

  it("scores an exact name 1 and unrelated words 0", () => {
    expect(matchScore("fish oil", "Fish oil")).toBe(1);
    expect(matchScore("banana", "magnesium")).toBe(0);
  });
});

describe("best match for a lookup", () => {
  it("matches a clear query", () => {
    expect(bestSupplementMatch(kb, "Vitamin D").match?.id).toBe("vitamin_d");
    expect(bestSupplementMatch(kb, "magnesum").match?.id).toBe("magnesium");
    expect(bestSupplementMatch(kb, "vitamin k").match?.id).toBe("vitamin_k1");
  });

  it("does not guess between equally good matches, and offers them instead", () => {
    const result = bestSupplementMatch(kb, "vitamin");
    expect(result.match).toBeNull();
    expect(result.suggestions.length).toBeGreaterThan(1);
  });

  it("has no match and no close suggestion for nonsense", () => {
    expect(bestSupplementMatch(kb, "xyz")).toEqual({ match: null, suggestions: [] });
  });
});
