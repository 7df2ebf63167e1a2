// Salt forms typed with the compound's weight are read as the elemental mineral (salt_forms.csv, decision 020):
// "ferrous sulfate 200 mg twice a day" is about 130 mg of iron, not 400 mg; a dose that names the mineral is kept.
import { describe, expect, it } from "vitest";
import { readTypedSupplements } from "../answers/typed-supplements.ts";
import { kb, person, policy } from "./test-helpers.ts";

const limits = policy.forPerson(person({ age: 40 })).upperLimits;
const doseOf = (typed: string) => {
  const [reading] = readTypedSupplements(kb, typed, limits);
  return reading?.status === "read" ? reading.cautions.map((caution) => caution.dose) : reading?.status;
};

describe("salt forms read as elemental amounts", () => {
  it.each([
    ["ferrous sulfate 200 mg twice a day", [130]],
    ["Ferrous sulfate 200mg", [65]],
    ["iron 65 mg", [65]],
    ["calcium carbonate 1250 mg", []],
    ["zinc gluconate 300 mg", [42.9]],
    ["zinc gluconate 50 mg", []],
  ])("%s: the dose above the limit, as elemental mineral", (typed, flagged) => {
    expect(doseOf(typed)).toEqual(flagged);
  });

  it("says how it read the dose", () => {
    const read = policy.forPerson(person({ age: 40 }));
    expect(read).toBeDefined();
    expect(kb.safety.saltForms.find((form) => form.words.join(" ") === "calcium carbonate")?.percent).toBe(40);
  });
});
