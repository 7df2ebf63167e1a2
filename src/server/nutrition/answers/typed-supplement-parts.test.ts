import { describe, expect, it } from "vitest";
import { readTypedPart, typedSupplementParts } from "./typed-supplement-parts.ts";

const split = (text: string) => typedSupplementParts(text).map(({ name, dose }) => [name, dose]);
const part = (text: string) => {
  const { name, dose } = readTypedPart(text);
  return [name, dose];
};

describe("a typed supplement's name and dose", () => {
  it("reads digits in a name as the name, and the number with a unit as the dose", () => {
    expect(part("Vitamin D3 5000 IU")).toEqual(["Vitamin D3", "5000 IU"]);
    expect(part("D2 1000 IU")).toEqual(["D2", "1000 IU"]);
    expect(part("B12 1000 mcg")).toEqual(["B12", "1000 mcg"]);
    expect(part("vitamin B6 200 mg")).toEqual(["vitamin B6", "200 mg"]);
    expect(part("vitamin K2 100 mcg")).toEqual(["vitamin K2", "100 mcg"]);
    expect(part("omega-3 1000 mg")).toEqual(["omega-3", "1000 mg"]);
    expect(part("omega 3 1000 mg")).toEqual(["omega 3", "1000 mg"]);
    expect(part("B1 100 mg")).toEqual(["B1", "100 mg"]);
    expect(part("vitamin B2 10 mg")).toEqual(["vitamin B2", "10 mg"]);
    expect(part("B3 500 mg")).toEqual(["B3", "500 mg"]);
    expect(part("vitamin B9 400 mcg")).toEqual(["vitamin B9", "400 mcg"]);
    expect(part("CoQ10 100 mg")).toEqual(["CoQ10", "100 mg"]);
    expect(part("B-50 1 capsule")).toEqual(["B-50", "1 capsule"]);
    expect(part("5-MTHF 1000 mcg")).toEqual(["5-MTHF", "1000 mcg"]);
  });

  it("reads a dose written without a space, with punctuation, or before the name", () => {
    expect(part("Vitamin D3 5000IU")).toEqual(["Vitamin D3", "5000 IU"]);
    expect(part("iron: 65 mg")).toEqual(["iron", "65 mg"]);
    expect(part("magnesium (400mg)")).toEqual(["magnesium", "400 mg"]);
    expect(part("vitamin D 5,000 IU")).toEqual(["vitamin D", "5,000 IU"]);
    expect(part("1000 IU vitamin D3")).toEqual(["vitamin D3", "1000 IU"]);
    expect(part("500 mg of magnesium")).toEqual(["magnesium", "500 mg"]);
    expect(part("fish oil 2 capsules")).toEqual(["fish oil", "2 capsules"]);
    expect(part("I take iron 65 mg")).toEqual(["iron", "65 mg"]);
  });

  it("drops the words that only say the dose is daily", () => {
    for (const text of [
      "iron 65 mg a day",
      "iron 65mg daily",
      "iron 65 mg per day",
      "iron 65 mg/day",
      "iron 65 mg every day",
      "iron 65 mg once a day",
    ]) {
      expect(part(text), text).toEqual(["iron", "65 mg"]);
    }
  });

  it("multiplies a dose taken more than once a day, or counted", () => {
    expect(part("2 x 500 mg vitamin C")).toEqual(["vitamin C", "2 x 500 mg"]);
    expect(part("vitamin C 500mg x2")).toEqual(["vitamin C", "2 x 500 mg"]);
    expect(part("iron 65 mg twice a day")).toEqual(["iron", "2 x 65 mg"]);
    expect(part("iron 30 mg 3 times daily")).toEqual(["iron", "3 x 30 mg"]);
  });

  it("keeps the words after a dose with it: a form or nutrient is read, anything else is questioned, never dropped", () => {
    expect(part("vitamin E 400 IU dl-alpha")).toEqual(["vitamin E", "400 IU dl-alpha"]);
    expect(part("fish oil 1000 mg EPA + DHA")).toEqual(["fish oil", "1000 mg EPA + DHA"]);
    expect(part("vitamin D 50000 IU weekly")).toEqual(["vitamin D", "50000 IU weekly"]);
    expect(part("iron 500-1000 mg")).toEqual(["iron", "500-1000 mg"]);
  });

  it("takes a number with no unit as the dose, and offers the whole part as a name too", () => {
    expect(readTypedPart("vitamin D3 2000")).toEqual({
      text: "vitamin D3 2000",
      name: "vitamin D3",
      dose: "2000",
      wholeAsName: "vitamin D3 2000",
    });
    expect(readTypedPart("omega 3")).toMatchObject({ name: "omega", dose: "3", wholeAsName: "omega 3" });
    expect(readTypedPart("Iron tablets")).toEqual({
      text: "Iron tablets",
      name: "Iron tablets",
      dose: null,
      wholeAsName: null,
    });
  });
});

describe("a typed supplement list", () => {
  it("is cut at commas, semicolons, '+', '&', 'and', 'plus' and new lines, keeping each part's text", () => {
    expect(split("Vitamin D3 5000 IU, vitamin B6 200 mg")).toEqual([
      ["Vitamin D3", "5000 IU"],
      ["vitamin B6", "200 mg"],
    ]);
    expect(
      split(
        "zinc 38 mg; vitamin A 10000 IU & vitamin C 1900 mg\nB12 1000 mcg + iron 18 mg and K2 100 mcg plus magnesium 300 mg",
      ),
    ).toEqual([
      ["zinc", "38 mg"],
      ["vitamin A", "10000 IU"],
      ["vitamin C", "1900 mg"],
      ["B12", "1000 mcg"],
      ["iron", "18 mg"],
      ["K2", "100 mcg"],
      ["magnesium", "300 mg"],
    ]);
    expect(typedSupplementParts("B1, B2 and B3 500 mg").map((item) => item.text)).toEqual(["B1", "B2", "B3 500 mg"]);
  });

  it("is not cut inside a number or a nutrient pair", () => {
    expect(split("vitamin D 5,000 IU, iron 65 mg")).toEqual([
      ["vitamin D", "5,000 IU"],
      ["iron", "65 mg"],
    ]);
    expect(split("fish oil 1000 mg EPA and DHA")).toEqual([["fish oil", "1000 mg EPA and DHA"]]);
  });
});
