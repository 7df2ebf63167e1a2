// Salt forms typed with a weight (salt_forms.csv, decisions 020 and 027). Tablets sold by the salt's weight are read
// as the elemental mineral: "ferrous sulfate 200 mg twice a day" is about 130 mg of iron, not 400 mg. Magnesium and
// zinc labels give the mineral itself (NIH ODS), so a typed weight is checked as the mineral, the higher reading, and
// the compound reading is said beside it: "zinc gluconate 50 mg" is never read as 7 mg. A dose naming the mineral is kept.
import { describe, expect, it } from "vitest";
import { readTypedSupplements } from "../answers/typed-supplements.ts";
import { matchSupplement, readDose } from "./supplement-dose.ts";
import { kb, person, policy } from "./test-helpers.ts";

const limits = policy.forPerson(person({ age: 40 })).upperLimits;
const doseOf = (typed: string) => {
  const [reading] = readTypedSupplements(kb, typed, limits);
  return reading?.status === "read" ? reading.cautions.map((caution) => caution.dose) : reading?.status;
};

/** What the dose reader says it read ("Read as elemental iron: ..."), for a name and a dose. */
function note(name: string, dose: string): string | null {
  const found = matchSupplement(kb, name).match;
  if (!found) throw new Error(`no supplement for ${name}`);
  const read = readDose(kb, found, dose, name);
  return read.ok ? read.dose.assumed : read.message;
}

describe("salt forms read as elemental amounts", () => {
  it.each([
    ["ferrous sulfate 200 mg twice a day", [130]],
    ["Ferrous sulfate 200mg", [65]],
    ["iron 65 mg", [65]],
    ["calcium carbonate 1250 mg", []],
    // Zinc and magnesium: checked as the label gives them (the mineral), the higher reading.
    ["zinc gluconate 300 mg", [300]],
    ["zinc gluconate 50 mg", [50]],
    ["zinc gluconate 25 mg", []],
    ["magnesium oxide 500 mg", [500]],
    ["magnesium citrate 300 mg", []],
    ["magnesium glycinate 2 x 400 mg", [800]],
    ["magnesium 250 mg", []],
  ])("%s: the dose above the limit", (typed, flagged) => {
    expect(doseOf(typed)).toEqual(flagged);
  });

  it.each([
    ["ferrous sulfate", "200 mg", "Read as elemental iron: 200 mg of ferrous sulfate gives about 65 mg of iron."],
    [
      "magnesium oxide",
      "500 mg",
      "Checked as 500 mg of magnesium, as supplement labels give it; if 500 mg is the weight of the magnesium oxide itself, it gives about 300 mg of magnesium.",
    ],
    [
      "Magnesium Citrate",
      "1000 mg",
      "Checked as 1,000 mg of magnesium, as supplement labels give it; if 1,000 mg is the weight of the magnesium citrate itself, it gives about 162 mg of magnesium.",
    ],
    ["magnesium bisglycinate", "400 mg", expect.stringContaining("it gives about 56.4 mg of magnesium")],
    ["magnesium hydroxide", "400 mg", expect.stringContaining("it gives about 166.8 mg of magnesium")],
    ["magnesium chloride", "500 mg", expect.stringContaining("it gives about 60 mg of magnesium")],
    ["zinc sulfate", "220 mg", expect.stringContaining("it gives about 50.6 mg of zinc")],
  ])("%s %s: says how it read the dose", (name, dose, said) => {
    expect(note(name, dose)).toEqual(said);
  });

  it("every magnesium and zinc form names its source and reads as the label gives it", () => {
    const forms = kb.safety.saltForms.filter((form) => form.nutrient === "magnesium_mg" || form.nutrient === "zinc_mg");
    expect(forms.map((form) => form.words.join(" "))).toEqual(
      expect.arrayContaining(["magnesium oxide", "magnesium citrate", "magnesium glycinate", "magnesium hydroxide"]),
    );
    for (const form of forms) {
      expect(form.labelStates, form.words.join(" ")).toBe("mineral");
      expect(form.source.url).toMatch(/^https:\/\/(ods\.od\.nih\.gov|pubchem\.ncbi\.nlm\.nih\.gov)\//);
    }
  });
});
