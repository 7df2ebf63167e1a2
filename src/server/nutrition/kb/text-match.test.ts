import { describe, expect, it } from "vitest";
import { contentWords, findTerms, negatedBefore, segments, words } from "./text-match.ts";

describe("reading typed text", () => {
  it("splits a typed text into its parts, keeping each part's wording", () => {
    expect(segments("Pine nuts, kiwi and sesame")).toEqual(["Pine nuts", "kiwi", "sesame"]);
    expect(segments("gluten-free (coeliac disease)")).toEqual(["gluten-free", "coeliac disease"]);
    expect(segments("vegan/halal; keto + paleo")).toEqual(["vegan", "halal", "keto", "paleo"]);
    expect(segments("")).toEqual([]);
    expect(segments(null)).toEqual([]);
  });

  it("compares whole words, folding case, accents, punctuation and plurals", () => {
    expect(words("Sésame SEEDS")).toEqual(["sesame", "seed"]);
    expect(words("cherries, prawns & tomatoes")).toEqual(["cherry", "prawn", "tomato"]);
    expect(words("plant-based")).toEqual(["plant", "based"]);
  });

  it("finds the longest known terms, never two overlapping", () => {
    const terms = [
      { words: ["nut"], value: "nuts" },
      { words: ["ground", "nut"], value: "peanut" },
      { words: ["pregnant"], value: "pregnancy" },
      { words: ["trying", "to", "get", "pregnant"], value: "trying" },
    ];
    expect(findTerms(words("ground nuts"), terms).map((m) => m.value)).toEqual(["peanut"]);
    expect(findTerms(words("nuts"), terms).map((m) => m.value)).toEqual(["nuts"]);
    expect(findTerms(words("trying to get pregnant"), terms).map((m) => m.value)).toEqual(["trying"]);
    expect(findTerms(words("coconut"), terms)).toEqual([]);
  });

  it("keeps only the words that carry meaning, and sees a negation before a term", () => {
    expect(contentWords("I am allergic to sesame seeds")).toEqual(["sesame", "seed"]);
    expect(contentWords("12 weeks")).toEqual([]);
    expect(negatedBefore(words("not pregnant"), 1)).toBe(true);
    expect(negatedBefore(words("no longer on warfarin"), 3)).toBe(true);
    expect(negatedBefore(words("pregnant, not smoking"), 0)).toBe(false);
  });
});
