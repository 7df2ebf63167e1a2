import { describe, expect, it } from "vitest";
import { lookupTexts } from "../../../shared/texts/lookup.ts";
import type { PersonInput } from "../policy/types.ts";
import { person, policy } from "../policy/test-helpers.ts";
import { kb } from "../kb/test-support.ts";
import { readTypedSupplements, type TypedSupplement } from "./typed-supplements.ts";

const read = (text: string, who: PersonInput = {}) =>
  readTypedSupplements(kb, text, policy.forPerson(person(who)).upperLimits);

/** What the person reads about each part: the supplement and each caution's sentence, the question, or "as typed". */
function said(reading: TypedSupplement): [string, ...string[]] {
  if (reading.status === "unread") return [`as typed: ${reading.text}`];
  if (reading.status === "questioned") return [reading.supplement, `questioned: ${reading.message}`];
  return [reading.supplement, ...reading.cautions.map((caution) => lookupTexts.ulCaution(caution))];
}
const saidAbout = (text: string, who: PersonInput = {}) => read(text, who).map(said);

describe("typed supplements are read by their names, digits included", () => {
  it("vitamin D3 5,000 IU is above the 4,000 IU limit, not questioned", () => {
    expect(saidAbout("Vitamin D3 5000 IU")).toEqual([
      [
        "Vitamin D",
        "125 µg of vitamin D is above the adult Tolerable Upper Intake Level of 100 µg (4000 IU). Take more than this only with medical advice.",
      ],
    ]);
  });

  it("B12 is vitamin B12, K2 is vitamin K2, B6 and omega-3 are read: each at a dose within its limit or flagged", () => {
    expect(saidAbout("B12 1000 mcg")).toEqual([["Vitamin B12"]]);
    expect(saidAbout("vitamin K2 100 mcg")).toEqual([["Vitamin K2"]]);
    expect(saidAbout("omega-3 1000 mg")).toEqual([["Fish oil"]]);
    expect(saidAbout("vitamin B6 200 mg")).toEqual([
      [
        "Vitamin B6",
        "200 mg of vitamin B6 is above the adult Tolerable Upper Intake Level of 100 mg. Take more than this only with medical advice.",
      ],
    ]);
    expect(saidAbout("vitamin B9 400 mcg")).toEqual([["Folic acid / folate"]]);
    expect(saidAbout("B3 500 mg")[0]?.[0]).toBe("Niacin");
  });

  it("a number in a name is never read as a close spelling of another: B1 and B2 are not B12 or B6", () => {
    expect(saidAbout("B1 100 mg, vitamin B2 10 mg")).toEqual([["as typed: B1 100 mg"], ["as typed: vitamin B2 10 mg"]]);
    expect(saidAbout("omega 3")).toEqual([["as typed: omega 3"]]);
  });
});

describe("typed doses in everyday words", () => {
  it("iron 65 mg a day (and daily, per day, /day) is above the 45 mg limit", () => {
    for (const text of ["iron 65 mg a day", "iron 65mg daily", "iron 65 mg per day", "iron 65 mg/day"]) {
      expect(saidAbout(text), text).toEqual([
        [
          "Iron",
          "65 mg of iron is above the adult Tolerable Upper Intake Level of 45 mg elemental iron. Take more than this only with medical advice.",
        ],
      ]);
    }
  });

  it("counts and times a day multiply the dose", () => {
    expect(saidAbout("iron 30 mg twice a day")[0]?.[1]).toMatch(/^60 mg of iron is above/);
    expect(saidAbout("2 x 500 mg vitamin C")).toEqual([["Vitamin C"]]);
    expect(saidAbout("2 x 1500 mg vitamin C")[0]?.[1]).toMatch(
      /^3,000 mg of vitamin C is above the adult Tolerable Upper Intake Level of 2,000 mg\./,
    );
  });

  it("a dose that is not daily is questioned, not read as a daily one", () => {
    expect(saidAbout("vitamin D 50000 IU weekly")).toEqual([
      ["Vitamin D", expect.stringMatching(/^questioned: We couldn't read "weekly" after "IU"\./)],
    ]);
  });

  it("every part of a list is returned in order, read or as typed", () => {
    expect(saidAbout("Vitamin D3 5000 IU, vitamin B6 200 mg, Iron tablets, magnesium 200 mg")).toEqual([
      ["Vitamin D", expect.stringMatching(/^125 µg of vitamin D is above/)],
      ["Vitamin B6", expect.stringMatching(/^200 mg of vitamin B6 is above/)],
      ["as typed: Iron tablets"],
      ["Magnesium"],
    ]);
  });
});

describe("typed doses are checked against the person's own upper limits", () => {
  const teenList = "zinc 38 mg, vitamin A 10000 IU, vitamin C 1900 mg";

  it("at 14-18 years: zinc above 34 mg, vitamin A above 2,800 µg RAE, vitamin C above 1,800 mg", () => {
    expect(saidAbout(teenList, { age: 16 })).toEqual([
      [
        "Zinc",
        "38 mg of zinc is above the Tolerable Upper Intake Level of 34 mg at 14-18 years. Take more than this only with medical advice.",
      ],
      [
        "Vitamin A",
        "3,000 µg RAE of vitamin A is above the Tolerable Upper Intake Level of 2,800 µg RAE at 14-18 years. Take more than this only with medical advice.",
      ],
      [
        "Vitamin C",
        "1,900 mg of vitamin C is above the Tolerable Upper Intake Level of 1,800 mg at 14-18 years. Take more than this only with medical advice.",
      ],
    ]);
    const [zinc] = read(teenList, { age: 16 });
    expect(zinc).toMatchObject({
      cautions: [
        {
          adultLimit: false,
          note: expect.stringMatching(/^The adult limit is 40 mg\. /),
          source: "https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/",
        },
      ],
    });
  });

  it("for an adult, or with no age, the same doses are within the adult limits", () => {
    expect(saidAbout(teenList, { age: 30 })).toEqual([["Zinc"], ["Vitamin A"], ["Vitamin C"]]);
    expect(saidAbout(teenList)).toEqual([["Zinc"], ["Vitamin A"], ["Vitamin C"]]);
  });

  it("calcium 2,200 mg: within the limit at 16 and at 30, above it from 51 or with no age (stating both limits)", () => {
    const above =
      "2,200 mg of calcium is above the adult Tolerable Upper Intake Level of 2,000 mg from age 51 (2,500 mg at ages 19-50). Take more than this only with medical advice.";
    expect(saidAbout("calcium 2200 mg", { age: 16 })).toEqual([["Calcium"]]);
    expect(saidAbout("calcium 2200 mg", { age: 30 })).toEqual([["Calcium"]]);
    expect(saidAbout("calcium 2200 mg", { age: 60 })).toEqual([["Calcium", above]]);
    expect(saidAbout("calcium 2200 mg")).toEqual([["Calcium", above]]);
  });

  it("vitamin E in IU at 14-18 years: the form's limit in IU scaled to the 800 mg limit", () => {
    expect(saidAbout("vitamin E 1000 IU", { age: 16 })).toEqual([
      [
        "Vitamin E",
        "1,000 IU of vitamin E is above the Tolerable Upper Intake Level of 880 IU of synthetic vitamin E (dl-alpha-tocopherol), that is 800 mg at 14-18 years. Take more than this only with medical advice.",
      ],
    ]);
    expect(saidAbout("vitamin E 1000 IU", { age: 30 })).toEqual([["Vitamin E"]]);
  });
});
