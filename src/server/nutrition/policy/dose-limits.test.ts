import { describe, expect, it } from "vitest";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import { strictLimit, upperLimitCautions } from "./dose-limits.ts";
import type { PersonInput } from "./types.ts";
import { person, policy } from "./test-helpers.ts";
import { kb } from "../kb/test-support.ts";
import { lookupMatch } from "../../lookup/test-support.ts";

const cautions = (query: string, dosage: string) => lookupMatch(query, dosage).upperLimitCautions;

describe("a dose above the upper limit is flagged, by form for vitamin E", () => {
  it("1,500 IU of synthetic vitamin E is above its 1,100 IU limit (not 675 mg under 1,000 mg)", () => {
    expect(cautions("vitamin E", "1500 IU dl-alpha")).toEqual([
      {
        nutrient: "Vitamin E",
        dose: 1500,
        unit: "IU",
        limit:
          "1,100 IU of synthetic vitamin E (dl-alpha-tocopherol), that is 1,000 mg alpha-tocopherol from supplements",
        adultLimit: true,
        appliesTo: "supplements",
        note: "Applies to any form of supplemental alpha-tocopherol (about 1,500 IU natural or 1,100 IU synthetic); no UL for vitamin E naturally present in food.",
        source: "https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/",
      },
    ]);
  });

  it("1,500 IU of unknown form is checked against the stricter, synthetic limit, and says so", () => {
    const [caution] = cautions("vitamin E", "1500 IU");
    expect(caution).toMatchObject({
      dose: 1500,
      unit: "IU",
      limit: expect.stringMatching(/^1,100 IU of synthetic vitamin E/),
    });
    expect(caution?.note).toMatch(
      /The form was not stated, so we checked the stricter limit, for synthetic dl-alpha \(natural d-alpha: 1,500 IU\)\.$/,
    );
    // The form named in the supplement counts as stated.
    expect(cautions("Vitamin E (dl-alpha-tocopherol)", "1200 IU")[0]).toMatchObject({ dose: 1200, unit: "IU" });
    expect(cautions("Vitamin E natural", "1200 IU")).toEqual([]);
  });

  it("natural vitamin E: 1,500 IU is at the limit, 1,600 IU above it", () => {
    expect(cautions("vitamin E", "1500 IU d-alpha")).toEqual([]);
    expect(cautions("vitamin E", "1600 IU d-alpha")[0]).toMatchObject({
      dose: 1600,
      limit: expect.stringMatching(/^1,500 IU of natural vitamin E \(d-alpha-tocopherol\)/),
    });
  });

  it("a mass of unknown form counts as synthetic IU (labels give mg alpha-tocopherol at 0.45 mg per synthetic IU)", () => {
    const [caution] = cautions("vitamin E", "500 mg");
    expect(caution).toMatchObject({ dose: 1111, unit: "IU" });
    expect(caution?.note).toMatch(/Your 500 mg counts as 1,111 IU of synthetic dl-alpha \(1 IU = 0\.45 mg\)\./);
    expect(cautions("vitamin E", "400 mg d-alpha")).toEqual([]);
    expect(cautions("vitamin E", "268 mg")).toEqual([]);
  });

  it("vitamin A: retinol (or an unstated form) above 10,000 IU is flagged; beta-carotene never is", () => {
    expect(cautions("vitamin A", "15000 IU")[0]).toMatchObject({
      dose: 4500,
      unit: "µg RAE",
      limit: "3,000 µg RAE preformed vitamin A",
      appliesTo: "preformed",
    });
    expect(cautions("vitamin A", "15000 IU retinyl palmitate")[0]).toMatchObject({ dose: 4500 });
    expect(cautions("vitamin A", "50,000 IU beta-carotene")).toEqual([]);
  });

  it("vitamin D above 4,000 IU, iron above 45 mg, niacin above 35 mg", () => {
    expect(cautions("vitamin D", "10,000 IU")[0]).toMatchObject({ dose: 250, unit: "µg", limit: "100 µg (4000 IU)" });
    expect(cautions("vitamin D", "4000 IU")).toEqual([]);
    expect(cautions("iron", "65 mg")).toEqual([
      expect.objectContaining({
        nutrient: "Iron",
        dose: 65,
        unit: "mg",
        limit: "45 mg elemental iron",
        appliesTo: "total",
      }),
    ]);
    expect(cautions("niacin", "500 mg")[0]).toMatchObject({
      nutrient: "Niacin",
      dose: 500,
      limit: "35 mg from supplements and fortified foods",
      appliesTo: "supplements",
    });
  });

  it("calcium without an age: checked against 2,000 mg (from 51), stating both limits", () => {
    expect(cautions("calcium", "2200 mg")).toEqual([
      expect.objectContaining({ dose: 2200, limit: "2,000 mg from age 51 (2,500 mg at ages 19-50)" }),
    ]);
    expect(cautions("calcium", "2000 mg")).toEqual([]);
    const calcium = kb.upperLimits.get("calcium_mg")!;
    expect(calcium).toMatchObject({ value: 2500, older: { fromAge: 51, value: 2000 } });
    expect(strictLimit(calcium)).toEqual({ value: 2000, statedAs: "2,000 mg from age 51 (2,500 mg at ages 19-50)" });
    expect(strictLimit(kb.upperLimits.get("phosphorus_mg")!)).toEqual({
      value: 3000,
      statedAs: "3,000 mg from age 71 (4,000 mg at ages 19-70)",
    });
    expect(strictLimit(kb.upperLimits.get("zinc_mg")!)).toEqual({ value: 40, statedAs: "40 mg" });
  });
});

describe("a dose is checked against the person's limit for their life stage", () => {
  const phosphorus = (amount: number, who: PersonInput) =>
    upperLimitCautions(
      kb,
      [{ key: "phosphorus_mg", name: "Phosphorus", amount, unit: "mg" }],
      policy.forPerson(person(who)).upperLimits,
    ).map((caution) => lookupTexts.ulCaution(caution));

  it("pregnancy: phosphorus above 3,500 mg, said as the limit in pregnancy", () => {
    expect(phosphorus(3800, { age: 30, pregnancy: "pregnant" })).toEqual([
      "3,800 mg of phosphorus is above the Tolerable Upper Intake Level of 3,500 mg in pregnancy. Take more than this only with medical advice.",
    ]);
    expect(phosphorus(3800, { age: 30 })).toEqual([]);
  });

  it("from 71, or with no age, the lower adult limit stated with both ages", () => {
    const older =
      "3,200 mg of phosphorus is above the adult Tolerable Upper Intake Level of 3,000 mg from age 71 (4,000 mg at ages 19-70). Take more than this only with medical advice.";
    expect(phosphorus(3200, { age: 75 })).toEqual([older]);
    expect(phosphorus(3200, {})).toEqual([older]);
    expect(phosphorus(3200, { age: 60 })).toEqual([]);
  });
});
