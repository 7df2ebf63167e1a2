import { describe, expect, it } from "vitest";
import { ageBandsFor, ageRange, personUpperLimits } from "./life-stage.ts";
import { kb, NOW, person, rules } from "./test-helpers.ts";
import type { PersonInput } from "./types.ts";

const limitsOf = (input: PersonInput) => personUpperLimits(kb, rules, person(input).lifeStage);

describe("age and DRI age bands", () => {
  it("reads an exact age, or a year of birth as the two ages it allows", () => {
    expect(ageRange({ age: 34 })).toEqual({ min: 34, max: 34 });
    expect(ageRange({ yearOfBirth: 1990, now: NOW })).toEqual({ min: 35, max: 36 });
    expect(ageRange({})).toBeNull();
    expect(ageRange({ yearOfBirth: 2030, now: NOW })).toBeNull();
  });

  it("puts an age in the DRI bands 14-18, 19-50, 51-70 and 71+ (both, across a boundary; adults when unknown)", () => {
    expect(ageBandsFor({ min: 16, max: 16 })).toEqual(["14_18"]);
    expect(ageBandsFor({ min: 18, max: 19 })).toEqual(["14_18", "19_50"]);
    expect(ageBandsFor({ min: 50, max: 51 })).toEqual(["19_50", "51_70"]);
    expect(ageBandsFor({ min: 75, max: 76 })).toEqual(["71_plus"]);
    expect(ageBandsFor({ min: 9, max: 10 })).toEqual(["9_13"]);
    expect(ageBandsFor({ min: 3, max: 4 })).toEqual(["1_3", "4_8"]);
    expect(ageBandsFor({ min: 0, max: 0 })).toEqual(["under_1"]);
    expect(ageBandsFor(null)).toEqual(["19_50", "51_70", "71_plus"]);
  });

  it("works out the life-stage groups: under 18, 51+, 65+, childbearing potential, menstruating", () => {
    const groups = (input: PersonInput) =>
      [...person(input).groups.keys()].filter((group) => group.startsWith("stage:")).sort();
    expect(groups({ yearOfBirth: 2010, sex: "female" })).toEqual([
      "stage:childbearing_potential",
      "stage:menstruating",
      "stage:under_18",
    ]);
    expect(groups({ age: 30, sex: "male" })).toEqual([]);
    expect(groups({ age: 55, sex: "female" })).toEqual(["stage:age_51_plus"]);
    expect(groups({ age: 70, sex: "male" })).toEqual(["stage:age_51_plus", "stage:age_65_plus"]);
    expect(groups({ age: 80 })).toEqual(["stage:age_51_plus", "stage:age_65_plus", "stage:age_71_plus"]);
    expect(groups({ age: 30, sex: "prefer_not_to_say" })).toEqual(["stage:childbearing_potential"]);
    expect(groups({ age: 30, sex: "female", pregnancy: "pregnant" })).toEqual(["stage:pregnant"]);
    expect(groups({ age: 30, sex: "female", pregnancy: "trying" })).toEqual([
      "stage:menstruating",
      "stage:possible_pregnancy",
    ]);
    expect(groups({})).toEqual(["stage:childbearing_potential"]); // nothing known: the liver caution is kept
  });
});

describe("upper limits for the person's life stage (National Academies, via the NIH ODS fact sheets)", () => {
  it("adults 19-50 get the adult limits of upper_limits.csv", () => {
    const limits = limitsOf({ age: 30 });
    expect(limits.get("vitamin_a_rae_ug")?.value).toBe(3000);
    expect(limits.get("zinc_mg")?.value).toBe(40);
    expect(limits.get("calcium_mg")?.value).toBe(2500);
    expect(limits.get("phosphorus_mg")?.value).toBe(4000);
    expect(limits.get("vitamin_a_rae_ug")?.appliesTo).toBe("preformed");
  });

  it("14-18 years: vitamin A 2,800 µg, zinc 34 mg, copper 8 mg, calcium 3,000 mg, and the rest", () => {
    const limits = limitsOf({ age: 16 });
    expect(
      Object.fromEntries(
        [
          "vitamin_a_rae_ug",
          "zinc_mg",
          "copper_mg",
          "calcium_mg",
          "vitamin_c_mg",
          "manganese_mg",
          "iodine_ug",
          "choline_mg",
          "vitamin_b6_mg",
          "iron_mg",
        ].map((n) => [n, limits.get(n as never)?.value]),
      ),
    ).toEqual({
      vitamin_a_rae_ug: 2800,
      zinc_mg: 34,
      copper_mg: 8,
      calcium_mg: 3000,
      vitamin_c_mg: 1800,
      manganese_mg: 9,
      iodine_ug: 900,
      choline_mg: 3000,
      vitamin_b6_mg: 80,
      iron_mg: 45,
    });
    expect(limits.get("zinc_mg")?.teen).toBe(true);
    expect(limits.get("zinc_mg")?.limitText).toBe("34 mg");
  });

  it("calcium is 2,000 mg from 51; phosphorus 3,000 mg from 71 and 3,500 mg in pregnancy", () => {
    expect(limitsOf({ age: 55 }).get("calcium_mg")?.value).toBe(2000);
    expect(limitsOf({ age: 75 }).get("phosphorus_mg")?.value).toBe(3000);
    expect(limitsOf({ age: 30, pregnancy: "pregnant" }).get("phosphorus_mg")?.value).toBe(3500);
    expect(limitsOf({ age: 30, pregnancy: "breastfeeding" }).get("phosphorus_mg")?.value).toBe(4000);
    expect(limitsOf({ age: 17, pregnancy: "pregnant" }).get("calcium_mg")?.value).toBe(3000);
    expect(limitsOf({ age: 17, pregnancy: "pregnant" }).get("vitamin_a_rae_ug")?.value).toBe(2800);
  });

  it("takes the lower limit when a year of birth straddles a band, and the lowest adult one when age is unknown", () => {
    expect(limitsOf({ yearOfBirth: 2008 }).get("zinc_mg")?.value).toBe(34); // 17 or 18
    expect(limitsOf({ yearOfBirth: 2007 }).get("zinc_mg")?.value).toBe(34); // 18 or 19
    expect(limitsOf({ yearOfBirth: 1975 }).get("calcium_mg")?.value).toBe(2000); // 50 or 51
    expect(limitsOf({}).get("calcium_mg")?.value).toBe(2000);
    expect(limitsOf({}).get("phosphorus_mg")?.value).toBe(3000);
    expect(limitsOf({}).get("zinc_mg")?.value).toBe(40);
  });
});

describe("children's upper limits for their age (decision 020)", () => {
  const limitsAt = (age: number) => personUpperLimits(kb, rules, person({ age }).lifeStage);
  it.each([
    [10, "zinc_mg", 23],
    [10, "iron_mg", 40],
    [6, "zinc_mg", 12],
    [2, "vitamin_d_ug", 63],
    [0, "zinc_mg", 4],
    [10, "vitamin_a_rae_ug", 1700],
  ] as const)("age %i: %s limit %d", (age, nutrient, value) => {
    expect(limitsAt(age).get(nutrient)?.value).toBe(value);
  });

  it("a 10-year-old's lookup doses are flagged at their own limits: zinc 25 mg and iron 45 mg", () => {
    const limits = limitsAt(10);
    expect(25 > limits.get("zinc_mg")!.value && 45 > limits.get("iron_mg")!.value).toBe(true);
  });
});
