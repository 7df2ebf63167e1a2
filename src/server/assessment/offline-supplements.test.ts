// The offline text's Supplement Considerations for supplements the person typed: each dose above the person's
// upper limit is flagged with the part as they typed it, and no other part of the list disappears.
import { describe, expect, it } from "vitest";
import { minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { kb } from "../nutrition/kb/test-support.ts";
import { writeOfflineAssessment } from "./offline-writer.ts";

const now = new Date("2026-06-15T12:00:00Z");

/** The Supplement Considerations section of the text for someone who typed `typed` (born in `yearOfBirth`). */
function considerations(typed: string, yearOfBirth = 1980): string {
  const answers: AssessmentAnswers = {
    ...minimalAnswers,
    yearOfBirth,
    takesDietarySupplements: "regularly",
    supplements: ["other"],
    otherSupplement: typed,
  };
  const text = writeOfflineAssessment(answers, kb, now);
  const start = text.indexOf("## Supplement Considerations\n");
  return text.slice(start, text.indexOf("\n## ", start + 1));
}

/** The section's bullet lines. */
const items = (section: string) => section.split("\n").filter((line) => line.startsWith("- "));

describe("typed supplement doses in the offline text", () => {
  it('flags "iron 65 mg a day" above the 45 mg limit', () => {
    expect(items(considerations("iron 65 mg a day"))).toEqual([
      '- **"iron 65 mg a day"**: 65 mg of iron is above the adult Tolerable Upper Intake Level of 45 mg elemental iron. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
    ]);
  });

  it("says how a salt form was read before the flag: magnesium as the label gives it, iron as the tablet's elemental share", () => {
    expect(items(considerations("magnesium citrate 1000 mg"))).toEqual([
      '- **"magnesium citrate 1000 mg"**: Checked as 1,000 mg of magnesium, as supplement labels give it; if 1,000 mg is the weight of the magnesium citrate itself, it gives about 162 mg of magnesium. 1,000 mg of magnesium is above the adult Tolerable Upper Intake Level of 350 mg from supplements and medications. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
    ]);
    expect(items(considerations("ferrous sulfate 200 mg twice a day"))[0]).toContain(
      "Read as elemental iron: 400 mg of ferrous sulfate gives about 130 mg of iron. 130 mg of iron is above",
    );
  });

  it("flags each part of a list, names read by their digits (D3, B6)", () => {
    expect(items(considerations("Vitamin D3 5000 IU, vitamin B6 200 mg"))).toEqual([
      '- **"Vitamin D3 5000 IU"**: 125 µg of vitamin D is above the adult Tolerable Upper Intake Level of 100 µg (4000 IU). Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
      '- **"vitamin B6 200 mg"**: 200 mg of vitamin B6 is above the adult Tolerable Upper Intake Level of 100 mg. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
    ]);
  });

  it("keeps a line for every other part of the list when one is flagged", () => {
    expect(items(considerations("magnesium 200 mg, iron 65mg daily, B1 100 mg, vitamin D 50000 IU weekly"))).toEqual([
      '- **"magnesium 200 mg"**: check with a pharmacist or dietitian whether the foods above already cover it.',
      '- **"iron 65mg daily"**: 65 mg of iron is above the adult Tolerable Upper Intake Level of 45 mg elemental iron. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
      '- **"B1 100 mg"**: check with a pharmacist or dietitian whether the foods above already cover it.',
      expect.stringMatching(
        /^- \*\*"vitamin D 50000 IU weekly"\*\*: we could not read this dose with confidence\. We couldn't read "weekly" after "IU"\./,
      ),
    ]);
  });

  it("says the whole list once, as typed, when nothing in it is flagged", () => {
    expect(items(considerations("B12 1000 mcg, vitamin K2 100 mcg, omega-3 1000 mg"))).toEqual([
      '- **"B12 1000 mcg, vitamin K2 100 mcg, omega-3 1000 mg"**: check with a pharmacist or dietitian whether the foods above already cover it.',
    ]);
  });

  it("flags doses above the limits at 14-18 years for a teenager, not for an adult", () => {
    const typed = "zinc 38 mg, vitamin A 10000 IU, vitamin C 1900 mg";
    expect(items(considerations(typed, 2010))).toEqual([
      '- **"zinc 38 mg"**: 38 mg of zinc is above the Tolerable Upper Intake Level of 34 mg at 14-18 years. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
      '- **"vitamin A 10000 IU"**: 3,000 µg RAE of vitamin A is above the Tolerable Upper Intake Level of 2,800 µg RAE at 14-18 years. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
      '- **"vitamin C 1900 mg"**: 1,900 mg of vitamin C is above the Tolerable Upper Intake Level of 1,800 mg at 14-18 years. Take more than this only with medical advice. Please check this dose with your doctor or pharmacist.',
    ]);
    expect(items(considerations(typed, 1990))).toEqual([
      `- **"${typed}"**: check with a pharmacist or dietitian whether the foods above already cover it.`,
    ]);
  });
});

describe("a supplement standard or prescribed for the person is 'keep taking it', with the reason (decision 020)", () => {
  function section(answers: Partial<AssessmentAnswers>): string {
    const text = writeOfflineAssessment({ ...minimalAnswers, ...answers } as AssessmentAnswers, kb, now);
    const start = text.indexOf("## Supplement Considerations\n");
    return text.slice(start, text.indexOf("\n## ", start + 1));
  }

  it("B12 for a vegetarian who eats no dairy or eggs (vegan), never 'check whether the foods cover it'", () => {
    const said = section({
      dietType: "vegan",
      takesDietarySupplements: "regularly",
      supplements: ["other"],
      otherSupplement: "Vitamin B12 1000 mcg",
    });
    expect(said).toContain(
      '**"Vitamin B12 1000 mcg"**: keep taking it. Vitamin B12: plant foods have none you can rely on',
    );
    expect(said).not.toContain("already cover it");
  });

  it("a prenatal vitamin in pregnancy", () => {
    const said = section({
      gender: "female",
      healthConditions: ["other"],
      otherHealthCondition: "pregnant",
      takesDietarySupplements: "regularly",
      supplements: ["other"],
      otherSupplement: "prenatal vitamin",
    });
    expect(said).toContain("keep taking it. Folic acid: 400 micrograms a day");
  });

  it("in pregnancy with no supplement: folic acid and vitamin D are advised, not 'the foods can cover most of it'", () => {
    const said = section({
      gender: "female",
      yearOfBirth: 1995,
      healthConditions: ["other"],
      otherHealthCondition: "first trimester",
      takesDietarySupplements: "no",
      supplements: [],
    });
    expect(said).toContain("For you, these are advised whatever you eat: Folic acid: 400 micrograms a day");
    expect(said).toContain("Vitamin D: 10 micrograms a day is advised in pregnancy");
    expect(said).not.toContain("can cover most of what you need");
  });
});

describe("protein per kg by life stage in the offline text (decision 020)", () => {
  it("pregnancy: 1.1 g per kg, not 0.8", () => {
    const text = writeOfflineAssessment(
      {
        ...minimalAnswers,
        gender: "female",
        yearOfBirth: 1995,
        weight: 60,
        healthConditions: ["other"],
        otherHealthCondition: "pregnant",
      } as AssessmentAnswers,
      kb,
      now,
    );
    expect(text).toContain("about 66 g of protein a day (1.1 g per kg)");
  });
});
