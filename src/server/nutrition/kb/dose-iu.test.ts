import { describe, expect, it } from "vitest";
import { parseDose } from "./dose.ts";
import { IU_FORMS, iuFormNamedIn, iuFormOfPhrase, normalizeFormText } from "./iu-forms.ts";
import { kb, supplement } from "./test-support.ts";

function read(input: string, nutrient: Parameters<typeof parseDose>[1], query?: string) {
  const result = parseDose(
    input,
    nutrient,
    nutrient === "vitamin_e_mg"
      ? supplement("vitamin_e")
      : nutrient === "vitamin_a_rae_ug"
        ? supplement("vitamin_a")
        : supplement("vitamin_d"),
    query,
  );
  if (!result.ok) throw new Error(`expected a dose, got: ${result.message}`);
  return result;
}

describe("IU by form: vitamin E", () => {
  it("natural d-alpha (RRR): 1 IU = 0.67 mg, and says so", () => {
    for (const input of [
      "400 IU d-alpha",
      "400 IU natural",
      "400 IU RRR-alpha-tocopherol",
      "400 IU (d-alpha tocopheryl acetate)",
    ]) {
      const dose = read(input, "vitamin_e_mg");
      expect(dose.amount, input).toBeCloseTo(268, 10);
      expect(dose.assumed, input).toBe("converted as natural vitamin E (d-alpha-tocopherol): 1 IU = 0.67 mg");
      expect(dose.form, input).toEqual({ nutrient: "vitamin_e_mg", form: "natural_e", iu: 400 });
    }
  });

  it("synthetic dl-alpha (all-rac): 1 IU = 0.45 mg, and says so", () => {
    for (const input of ["1500 IU dl-alpha", "1,500 IU synthetic", "1500 IU all-rac", "1500 iu (dl-α-tocopherol)"]) {
      const dose = read(input, "vitamin_e_mg");
      expect(dose.amount, input).toBeCloseTo(675, 10);
      expect(dose.assumed, input).toBe("converted as synthetic vitamin E (dl-alpha-tocopherol): 1 IU = 0.45 mg");
      expect(dose.form?.form, input).toBe("synthetic_e");
    }
  });

  it("form not stated: converted as natural (the usual supplement), saying so and that the UL is checked for synthetic", () => {
    const dose = read("400 IU", "vitamin_e_mg");
    expect(dose.amount).toBeCloseTo(268, 10);
    expect(dose.form).toEqual({ nutrient: "vitamin_e_mg", form: null, iu: 400 });
    expect(dose.assumed).toBe(
      "the form was not stated, so it was converted as natural vitamin E (d-alpha-tocopherol): 1 IU = 0.67 mg (synthetic dl-alpha: 1 IU = 0.45 mg); the upper limit is checked for synthetic dl-alpha, the stricter case",
    );
  });

  it("reads the form from the supplement name the person typed", () => {
    const named = read("400 IU", "vitamin_e_mg", "Vitamin E (dl-alpha-tocopherol)");
    expect(named.amount).toBeCloseTo(180, 10);
    expect(named.assumed).toBe(
      "converted as synthetic vitamin E (dl-alpha-tocopherol), the form in the supplement's name: 1 IU = 0.45 mg",
    );
    // The dose's own words win over the name; two forms named at once are treated as unknown.
    expect(read("400 IU d-alpha", "vitamin_e_mg", "vitamin E synthetic").amount).toBeCloseTo(268, 10);
    expect(read("400 IU", "vitamin_e_mg", "vitamin E natural and synthetic").assumed).toMatch(
      /^more than one form was named/,
    );
  });

  it("a count of an IU-labelled softgel is a number of IU, converted by form", () => {
    const dose = read("3 softgels", "vitamin_e_mg", "vitamin e dl-alpha");
    expect(dose.amount).toBeCloseTo(1200 * 0.45, 10);
    expect(dose.form).toEqual({ nutrient: "vitamin_e_mg", form: "synthetic_e", iu: 1200 });
  });

  it("a mass keeps its figure (labels give mg alpha-tocopherol) and its form for the UL check", () => {
    const dose = read("180 mg dl-alpha", "vitamin_e_mg");
    expect(dose.amount).toBe(180);
    expect(dose.form).toEqual({ nutrient: "vitamin_e_mg", form: "synthetic_e", iu: null });
  });
});

describe("IU by form: vitamin A and D", () => {
  it("retinol: 1 IU = 0.3 µg RAE; assumed when the form is not stated (the stricter case: the UL applies to it)", () => {
    expect(read("10,000 IU retinyl palmitate", "vitamin_a_rae_ug")).toMatchObject({
      amount: 3000,
      assumed: "converted as retinol (preformed vitamin A): 1 IU = 0.3 µg RAE",
    });
    const unstated = read("10,000 IU", "vitamin_a_rae_ug");
    expect(unstated.amount).toBeCloseTo(3000, 10);
    expect(unstated.assumed).toBe(
      "the form was not stated, so it was converted as retinol (preformed vitamin A): 1 IU = 0.3 µg RAE (beta-carotene: 1 IU = 0.15 µg RAE)",
    );
  });

  it("beta-carotene from a supplement: 1 IU = 0.15 µg RAE, with no upper limit", () => {
    const dose = read("25,000 IU beta-carotene", "vitamin_a_rae_ug");
    expect(dose.amount).toBeCloseTo(3750, 10);
    expect(dose.assumed).toBe(
      "converted as beta-carotene from a supplement: 1 IU = 0.15 µg RAE; the vitamin A upper limit is for preformed vitamin A, not beta-carotene",
    );
    expect(read("25000 IU", "vitamin_a_rae_ug", "Beta-carotene").amount).toBeCloseTo(3750, 10);
  });

  it("vitamin D is the same for D2 and D3: 1 IU = 0.025 µg", () => {
    for (const input of ["1000 IU", "1000 IU D3", "1000 IU (cholecalciferol)", "1000 IU ergocalciferol"]) {
      expect(read(input, "vitamin_d_ug"), input).toMatchObject({
        amount: 25,
        assumed: "converted as vitamin D (D2 and D3 alike): 1 IU = 0.025 µg",
      });
    }
  });

  it("refuses a form of another vitamin, and a mass of beta-carotene (it is not an amount of vitamin A)", () => {
    expect(parseDose("1000 IU beta-carotene", "vitamin_d_ug", supplement("vitamin_d"))).toEqual({
      ok: false,
      message: "beta-carotene is a form of vitamin A, not vitamin D.",
    });
    expect(parseDose("15 mg beta-carotene", "vitamin_a_rae_ug", supplement("vitamin_a"))).toEqual({
      ok: false,
      message: expect.stringContaining("A mass of beta-carotene is not a vitamin A amount"),
    });
    expect(parseDose("1500 mcg RAE", "vitamin_a_rae_ug", supplement("vitamin_a"))).toMatchObject({
      ok: true,
      amount: 1500,
    });
  });
});

describe("the IU forms table", () => {
  it("names every form with words no other form uses, so a phrase has one meaning", () => {
    const seen = new Map<string, string>();
    for (const form of IU_FORMS) {
      for (const word of form.words) {
        expect(normalizeFormText(word), word).toBe(word);
        expect(seen.get(word), `${word} names ${seen.get(word)} and ${form.id}`).toBeUndefined();
        seen.set(word, form.id);
      }
    }
    expect(iuFormOfPhrase("dl-alpha")?.id).toBe("synthetic_e");
    expect(iuFormOfPhrase("d-alpha")?.id).toBe("natural_e");
    expect(iuFormNamedIn("Vitamin E 400 (dl-alpha-tocopheryl acetate)", "vitamin_e_mg")).toMatchObject({
      id: "synthetic_e",
    });
    expect(iuFormNamedIn("Vitamin E", "vitamin_e_mg")).toBeNull();
  });

  it("holds the NIH ODS figures, and the IU upper limits agree with upper_limits.csv where the form does not matter", () => {
    const byId = Object.fromEntries(IU_FORMS.map((form) => [form.id, form]));
    expect(byId.natural_e).toMatchObject({ perIu: 0.67, ulIu: 1500 });
    expect(byId.synthetic_e).toMatchObject({ perIu: 0.45, ulIu: 1100 });
    expect(byId.retinol).toMatchObject({ perIu: 0.3, ulIu: 10000 });
    expect(byId.beta_carotene).toMatchObject({ perIu: 0.15, ulIu: null });
    expect(byId.vitamin_d).toMatchObject({ perIu: 0.025, ulIu: 4000 });
    expect(byId.vitamin_d!.perIu * byId.vitamin_d!.ulIu!).toBeCloseTo(kb.upperLimits.get("vitamin_d_ug")!.value, 10);
    expect(byId.retinol!.perIu * byId.retinol!.ulIu!).toBeCloseTo(kb.upperLimits.get("vitamin_a_rae_ug")!.value, 10);
    for (const form of IU_FORMS) expect(form.source).toMatch(/^https:\/\/ods\.od\.nih\.gov\/factsheets\//);
  });
});
