// The medicine vocabulary (data/nutrients/safety/medicine_classes.csv and medicines.csv): the words people type
// for a medicine or supplement (generic and brand names, common misspellings), each mapped to a generic name
// and a drug class. A person who takes one is in the groups medicine:<class> and generic:<name>, which the
// rule tables name in their "who" cells.
import { z } from "zod";
import { genericId } from "./groups.ts";
import { SAFETY_FILES, readRows, sourceOf } from "./read-table.ts";
import { words } from "../text-match.ts";
import type { MedicineClass, MedicineEntry, MedicineVocabulary } from "./types.ts";

const nonEmpty = z.string().min(1, "must not be empty");
const sourceUrl = nonEmpty.refine((value) => value.startsWith("https://") || value.startsWith("docs/"), {
  message: "must be an https:// address",
});
const classId = z.string().regex(/^[a-z][a-z0-9_]*$/, "expected lower-case letters, digits and _");

const classSchema = z.object({
  class: classId,
  label: nonEmpty,
  interaction: z.string(),
  basis: z.string(),
  source: nonEmpty,
  source_url: sourceUrl,
  note: z.string(),
});

const medicineSchema = z.object({
  term: nonEmpty,
  kind: z.string(),
  generic: nonEmpty,
  class: classId,
  country: z.string(),
  source: nonEmpty,
  source_url: sourceUrl,
});

/** Reads both files; a term whose class is not in medicine_classes.csv stops the load with its line. */
export function readMedicines(dir: string): MedicineVocabulary {
  const classes = new Map<string, MedicineClass>();
  for (const { row, value } of readRows(dir, SAFETY_FILES.medicineClasses, classSchema)) {
    if (classes.has(value.class)) row.fail("class", `"${value.class}" appears more than once`);
    classes.set(value.class, {
      id: value.class,
      label: value.label,
      interaction: value.interaction,
      source: sourceOf(value),
    });
  }
  const byTerm = new Map<string, { words: string[]; misspelling: boolean; brand: boolean; entries: MedicineEntry[] }>();
  const generics = new Set<string>();
  for (const { row, value } of readRows(dir, SAFETY_FILES.medicines, medicineSchema)) {
    if (!classes.has(value.class))
      row.fail("class", `unknown class "${value.class}" (not in ${SAFETY_FILES.medicineClasses})`);
    const termWords = words(value.term);
    if (termWords.length === 0) row.fail("term", `"${value.term}" has no words`);
    const entry: MedicineEntry = {
      generic: value.generic,
      genericId: genericId(value.generic),
      classId: value.class,
      source: sourceOf(value),
    };
    generics.add(entry.genericId);
    const key = termWords.join(" ");
    const known = byTerm.get(key);
    const misspelling = value.kind === "misspelling";
    const brand = value.kind === "brand" || value.kind === "product";
    if (!known) byTerm.set(key, { words: termWords, misspelling, brand, entries: [entry] });
    else {
      if (!misspelling) known.misspelling = false;
      if (!brand && !misspelling) known.brand = false;
    }
    if (known && !known.entries.some((other) => other.genericId === entry.genericId && other.classId === entry.classId))
      known.entries.push(entry);
  }
  return { classes, terms: [...byTerm.values()], generics };
}
