import { describe, expect, it } from "vitest";
import { parseDose, readDoseText } from "./dose.ts";
import { supplement } from "./test-support.ts";

function amountOf(result: ReturnType<typeof parseDose>): number {
  if (!result.ok) throw new Error(`expected a dose, got: ${result.message}`);
  return result.amount;
}

describe("dose parser: units and FDA conversions", () => {
  it("vitamin D: 1 IU = 0.025 µg", () => {
    for (const input of ["1000 IU", "1,000 iu", "1000iu", "1000 I.U.", "1000 international units"]) {
      const result = parseDose(input, "vitamin_d_ug");
      expect(result).toMatchObject({ ok: true, unit: "µg" });
      expect(amountOf(result)).toBeCloseTo(25, 10);
    }
    expect(amountOf(parseDose("4,000 IU", "vitamin_d_ug"))).toBeCloseTo(100, 10);
  });

  it("vitamin A: 1 IU retinol = 0.3 µg RAE", () => {
    const result = parseDose("10,000 IU", "vitamin_a_rae_ug");
    expect(result).toMatchObject({ ok: true, unit: "µg RAE" });
    expect(amountOf(result)).toBeCloseTo(3000, 10);
  });

  it("vitamin E: 1 IU d-alpha = 0.67 mg; dl-alpha (synthetic) = 0.45 mg", () => {
    expect(amountOf(parseDose("400 IU", "vitamin_e_mg"))).toBeCloseTo(268, 10);
    expect(amountOf(parseDose("400 IU d-alpha", "vitamin_e_mg"))).toBeCloseTo(268, 10);
    expect(amountOf(parseDose("400 IU dl-alpha", "vitamin_e_mg"))).toBeCloseTo(180, 10);
    expect(amountOf(parseDose("400 iu (synthetic)", "vitamin_e_mg"))).toBeCloseTo(180, 10);
  });

  it("refuses IU for a nutrient that is not labelled in IU", () => {
    const result = parseDose("500 IU", "magnesium_mg");
    expect(result).toEqual({ ok: false, message: expect.stringContaining("IU is only used for vitamins A, D and E") });
  });

  it("reads mcg, µg (micro sign and Greek mu), ug, mg and g, and converts to the column unit", () => {
    for (const input of ["25 mcg", "25 µg", "25 μg", "25 ug", "25mcg", "0.025 mg", "25 micrograms"]) {
      expect(amountOf(parseDose(input, "vitamin_d_ug"))).toBeCloseTo(25, 10);
    }
    expect(amountOf(parseDose("500mg", "magnesium_mg"))).toBe(500);
    expect(amountOf(parseDose("0.5 g", "magnesium_mg"))).toBe(500);
    expect(amountOf(parseDose("2 g", "vitamin_c_mg"))).toBe(2000);
    expect(amountOf(parseDose("1 mg", "vitamin_b12_ug"))).toBe(1000);
    expect(amountOf(parseDose("300 mg", "epa_plus_dha_g"))).toBeCloseTo(0.3, 10);
  });

  it("reads thousands commas, decimal points, a decimal comma and 'N x amount'", () => {
    expect(amountOf(parseDose("1,000 mcg", "vitamin_b12_ug"))).toBe(1000);
    expect(amountOf(parseDose("10,000.5 mcg", "vitamin_b12_ug"))).toBe(10000.5);
    expect(amountOf(parseDose("2.5 mg", "vitamin_b6_mg"))).toBe(2.5);
    expect(amountOf(parseDose("2,5 mg", "vitamin_b6_mg"))).toBe(2.5);
    expect(amountOf(parseDose(".5 g", "magnesium_mg"))).toBe(500);
    expect(amountOf(parseDose("2 x 1000 IU", "vitamin_d_ug"))).toBeCloseTo(50, 10);
    expect(amountOf(parseDose("  1000   IU  ", "vitamin_d_ug"))).toBeCloseTo(25, 10);
  });

  it("gives a clear message for anything it cannot read, never a guess", () => {
    const unreadable: [string, RegExp][] = [
      ["", /Enter a dose/],
      ["abc", /couldn't find an amount/],
      ["lots", /couldn't find an amount/],
      ["1000 bananas", /couldn't read the unit "bananas"/],
      ["1000 IU extra", /couldn't read "extra" after "IU"/],
      ["500 mg of something", /couldn't read "something" after "mg"/],
      ["1000-2000 IU", /one amount rather than a range/],
      ["1000 to 2000 IU", /one amount rather than a range/],
      ["0 mg", /more than zero/],
      ["-5 mg", /more than zero/],
      ["1,5000 mg", /not a number we can read/],
      ["99999999999 mg", /too large/],
      ["1.000 IU", /Is "1.000" 1,000 or 1\?/],
    ];
    for (const [input, message] of unreadable) {
      expect(parseDose(input, "magnesium_mg"), input).toEqual({ ok: false, message: expect.stringMatching(message) });
    }
  });

  it("needs a unit for a bare number when no supplement says which", () => {
    expect(parseDose("1000", "vitamin_d_ug")).toEqual({ ok: false, message: expect.stringContaining("Add a unit") });
  });
});

describe("dose parser: with a supplement", () => {
  it("reads a bare number in the supplement's typical dose unit and says so", () => {
    const result = parseDose("1000", "vitamin_d_ug", supplement("vitamin_d"));
    expect(amountOf(result)).toBeCloseTo(25, 10);
    expect(result.ok && result.assumed).toMatch(/read as 1,000 IU/);
    expect(amountOf(parseDose("250", "magnesium_mg", supplement("magnesium")))).toBe(250);
    expect(amountOf(parseDose("400", "folate_dfe_ug", supplement("folic_acid")))).toBeCloseTo(680, 10);
  });

  it("asks for a unit when a bare number is far from any typical dose", () => {
    const result = parseDose("2", "epa_plus_dha_g", supplement("fish_oil"));
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/Please add a unit: "2 softgels" or "2 mg"\?/),
    });
  });

  it("reads counts with the typical dose per unit", () => {
    expect(amountOf(parseDose("1 softgel", "vitamin_d_ug", supplement("vitamin_d")))).toBeCloseTo(25, 10);
    expect(amountOf(parseDose("2 capsules", "vitamin_d_ug", supplement("vitamin_d")))).toBeCloseTo(50, 10);
    expect(amountOf(parseDose("2 softgels", "epa_plus_dha_g", supplement("fish_oil")))).toBeCloseTo(0.6, 10);
    expect(amountOf(parseDose("1 softgel", "dha_g", supplement("fish_oil")))).toBeCloseTo(0.12, 10);
    expect(amountOf(parseDose("2 tsp", "vitamin_d_ug", supplement("cod_liver_oil")))).toBeCloseTo(22.5, 10);
    expect(amountOf(parseDose("1 scoop", "protein_g", supplement("protein_powder")))).toBe(25);
    expect(amountOf(parseDose("3 tablets", "magnesium_mg", supplement("magnesium")))).toBe(750);
    expect(amountOf(parseDose("1 tablet", "niacin_mg", supplement("b_complex")))).toBe(50);
  });

  it("refuses a count unit the supplement is not sold in, and counts without a supplement", () => {
    expect(parseDose("1 scoop", "vitamin_d_ug", supplement("vitamin_d"))).toEqual({
      ok: false,
      message: expect.stringContaining("We can't tell how much vitamin D is in a scoop"),
    });
    expect(parseDose("2 capsules", "vitamin_d_ug")).toMatchObject({ ok: false });
    expect(parseDose("1 tablet", "vitamin_c_mg", supplement("multivitamin"))).toMatchObject({ ok: false });
  });

  it("reads a mass of fish oil, flaxseed oil, cod liver oil or collagen as the product, scaled by its composition", () => {
    expect(amountOf(parseDose("1000 mg", "epa_plus_dha_g", supplement("fish_oil")))).toBeCloseTo(0.3, 10);
    expect(amountOf(parseDose("2 g", "epa_g", supplement("fish_oil")))).toBeCloseTo(0.36, 10);
    expect(amountOf(parseDose("9 g", "vitamin_d_ug", supplement("cod_liver_oil")))).toBeCloseTo(22.5, 10);
    expect(amountOf(parseDose("20 g", "protein_g", supplement("collagen")))).toBeCloseTo(18, 10);
    // ...unless the dose names the nutrient itself.
    expect(amountOf(parseDose("500 mg EPA+DHA", "epa_plus_dha_g", supplement("fish_oil")))).toBeCloseTo(0.5, 10);
    expect(amountOf(parseDose("500 mg epa + dha", "epa_plus_dha_g", supplement("fish_oil")))).toBeCloseTo(0.5, 10);
    expect(amountOf(parseDose("25 g of protein", "protein_g", supplement("collagen")))).toBe(25);
    expect(parseDose("500 mg EPA+DHA", "epa_g", supplement("fish_oil"))).toMatchObject({ ok: false });
  });

  it("reads folic acid masses as folic acid (1 µg = 1.7 µg DFE) unless the dose says DFE", () => {
    expect(amountOf(parseDose("400 mcg", "folate_dfe_ug", supplement("folic_acid")))).toBeCloseTo(680, 10);
    expect(amountOf(parseDose("1 mg", "folate_dfe_ug", supplement("folic_acid")))).toBeCloseTo(1700, 10);
    expect(amountOf(parseDose("680 mcg DFE", "folate_dfe_ug", supplement("folic_acid")))).toBe(680);
  });

  it("asks for tablets for a B-complex, whose amounts differ per vitamin", () => {
    expect(parseDose("50 mg", "thiamin_mg", supplement("b_complex"))).toEqual({
      ok: false,
      message: expect.stringContaining("number of tablets"),
    });
  });
});

describe("readDoseText", () => {
  it("classifies the quantity without deciding what it is of", () => {
    expect(readDoseText("3 mg")).toEqual({
      ok: true,
      quantity: { kind: "mass", amount: 3, unit: "mg", qualifier: null, form: null },
    });
    expect(readDoseText("2 Gummies")).toEqual({ ok: true, quantity: { kind: "count", amount: 2, unit: "gummy" } });
    expect(readDoseText("5")).toEqual({ ok: true, quantity: { kind: "bare", amount: 5 } });
    expect(readDoseText("400 IU")).toEqual({ ok: true, quantity: { kind: "iu", amount: 400, form: null } });
    expect(readDoseText("400 IU dl-alpha-tocopherol")).toEqual({
      ok: true,
      quantity: { kind: "iu", amount: 400, form: "synthetic_e" },
    });
    expect(readDoseText("180 mg (all-rac)")).toEqual({
      ok: true,
      quantity: { kind: "mass", amount: 180, unit: "mg", qualifier: null, form: "synthetic_e" },
    });
  });
});
