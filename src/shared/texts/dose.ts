// Texts of the dose reader (the lookup's Dosage field): messages for doses it cannot read, and the notes that
// say how a dose was read. Used by the server; shown in the browser under Dosage and in the result.
import { formatNumber } from "../format.ts";

/** A dose amount as typed back to the person: "1,000", "2.5", "0.025" (the shared number format, three decimals). */
function formatDoseAmount(amount: number): string {
  return formatNumber(amount, 3);
}

function plural(unit: string): string {
  if (unit === "tsp") return unit;
  if (unit.endsWith("y")) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

function unitWord(unit: string, amount: number): string {
  return amount === 1 ? unit : plural(unit);
}

const DOSE_HELP = 'Write an amount and a unit, for example "1000 IU", "25 mcg", "500 mg", "2 g" or "1 softgel".';

export const doseFormat = { amount: formatDoseAmount, plural, unitWord } as const;

export const doseTexts = {
  help: DOSE_HELP,
  /** Nutrient names as they read mid-sentence in dose messages (the rest come from the column key). */
  // Reading the words
  empty: `Enter a dose. ${DOSE_HELP}`,
  tooLong: `That dose is too long to read. ${DOSE_HELP}`,
  notPositive: "The dose must be more than zero.",
  range: 'Enter one amount rather than a range, for example "1000 IU".',
  noAmount: (input: string) => `We couldn't find an amount in "${input}". ${DOSE_HELP}`,
  tooLarge: "That amount is too large to be a daily dose; please check the number and the unit.",
  notANumber: (raw: string) =>
    `"${raw}" is not a number we can read: use a dot for decimals (2.5) and commas only between thousands (1,000).`,
  ambiguousDot: (raw: string, thousands: number, decimal: number) =>
    `Is "${raw}" ${thousands.toLocaleString("en-US")} or ${decimal.toLocaleString("en-US")}? Please write it without the dot, or with fewer decimals.`,
  unreadableAfterIu: (after: string) => `We couldn't read "${after}" after "IU". ${DOSE_HELP}`,
  unreadableAfterUnit: (after: string, unit: string) => `We couldn't read "${after}" after "${unit}". ${DOSE_HELP}`,
  unreadableUnit: (unit: string) => `We couldn't read the unit "${unit}". ${DOSE_HELP}`,

  // Reading it for a nutrient or a supplement
  addUnit: `Add a unit to the amount. ${DOSE_HELP}`,
  addUnitFarFromTypical: (
    amount: number,
    count: string | undefined,
    typicalUnit: string,
    label: string,
    typical: string,
  ) => {
    const example = count ? `"${formatDoseAmount(amount)} ${unitWord(count, amount)}" or ` : "";
    return `Please add a unit: ${example}"${formatDoseAmount(amount)} ${typicalUnit}"? A typical ${label} dose is ${typical}.`;
  },
  bareReadAs: (amount: number, typicalUnit: string, label: string) =>
    `${formatDoseAmount(amount)} read as ${formatDoseAmount(amount)} ${typicalUnit}, the unit of a typical ${label} dose`,
  iuNotUsed: (nutrient: string, unit: string) =>
    `IU is only used for vitamins A, D and E. Enter the ${nutrient} dose in ${unit === "µg" ? "mcg (µg)" : unit}.`,
  convertedWith: (conversion: string) => `converted with ${conversion}`,
  countNeedsSupplement: (unit: string) => `A count of ${unit}s needs a supplement to know what one holds. ${DOSE_HELP}`,
  countUnitNotSold: (label: string, unit: string, accepted: readonly string[]) =>
    `We can't tell how much ${label} is in a ${unit}. Enter the amount from the label${accepted.length > 0 ? ` or a number of ${accepted.map(plural).join(" / ")}` : ""}.`,
  countStrengthsDiffer: (label: string, unit: string, nutrient: string) =>
    `${label} products differ too much to know what one ${unit} holds. Enter the ${nutrient} amount from the label.`,
  countReadAs: (amount: number, unit: string, typical: string, label: string) =>
    `${formatDoseAmount(amount)} ${unitWord(unit, amount)} read as ${amount === 1 ? "" : `${formatDoseAmount(amount)} × `}${typical}, a typical ${label} ${unit}; check your label`,
  countOnly: (label: string, units: readonly string[]) =>
    `For ${label}, enter the number of ${units.map(plural).join(" or ")} (for example "1 ${units[0] ?? "tablet"}"); its amounts differ for each nutrient.`,
  otherNutrient: (named: string, nutrient: string) => `That dose is of ${named}, not ${nutrient}.`,
  enterFromLabel: (nutrient: string) => `Enter the ${nutrient} amount from the label.`,
  productReadAs: (
    amount: number,
    unit: string,
    product: string,
    perDoseGrams: number,
    perDose: number,
    nutrientUnit: string,
    nutrient: string,
  ) =>
    `read as ${formatDoseAmount(amount)} ${unit} of ${product} (a typical ${formatDoseAmount(perDoseGrams)} g dose holds ${formatDoseAmount(perDose)} ${nutrientUnit} ${nutrient})`,
  folicAcidReadAs: (factor: number) =>
    `read as folic acid: 1 µg folic acid = ${factor} µg DFE (write "µg DFE" if your label gives DFE)`,
  gramsOf: (nutrient: string) => `read as grams of ${nutrient}`,
  unreadable: "We couldn't read that dose.",

  // IU by form (vitamin E natural or synthetic, vitamin A as retinol or beta-carotene, vitamin D)
  forms: {
    vitamin_d: { long: "vitamin D (D2 and D3 alike)", short: "vitamin D" },
    retinol: { long: "retinol (preformed vitamin A)", short: "retinol" },
    beta_carotene: { long: "beta-carotene from a supplement", short: "beta-carotene" },
    natural_e: { long: "natural vitamin E (d-alpha-tocopherol)", short: "natural d-alpha" },
    synthetic_e: { long: "synthetic vitamin E (dl-alpha-tocopherol)", short: "synthetic dl-alpha" },
  } as Readonly<Record<string, { long: string; short: string }>>,
  iuConversion: (perIu: number, unit: string) => `1 IU = ${formatDoseAmount(perIu)} ${unit}`,
  convertedAs: (form: string, conversion: string) => `converted as ${form}: ${conversion}`,
  convertedAsNamed: (form: string, conversion: string) =>
    `converted as ${form}, the form in the supplement's name: ${conversion}`,
  convertedAsAssumed: (form: string, conversion: string, others: readonly string[], mixed: boolean) =>
    `${mixed ? "more than one form was named" : "the form was not stated"}, so it was converted as ${form}: ${conversion}${others.length > 0 ? ` (${others.join("; ")})` : ""}`,
  otherFormConversion: (form: string, conversion: string) => `${form}: ${conversion}`,
  ulCheckedForStricter: (form: string) => `the upper limit is checked for ${form}, the stricter case`,
  noUlForForm: "the vitamin A upper limit is for preformed vitamin A, not beta-carotene",
  formOfOtherNutrient: (form: string, named: string, nutrient: string) =>
    `${form} is a form of ${named}, not ${nutrient}.`,
  // Doses far beyond any real one: almost always a unit slip (mg for µg), so we ask instead of computing
  implausible: (input: string, label: string, amount: string, suggestions: readonly string[], typical: string) =>
    suggestions.length > 0
      ? `"${input}" of ${label} would be ${amount}, far more than any ${label} product holds. Did you mean ${suggestions.join(" or ")}? A typical dose is ${typical}.`
      : `"${input}" of ${label} would be ${amount}, far more than a daily dose. Please check the number and the unit; a typical dose is ${typical}.`,
  suggestion: (dose: string, converted: string | null) => (converted ? `"${dose}" (${converted})` : `"${dose}"`),
  tooManyUnits: (input: string) =>
    `"${input}" a day is far more than any label directs. Please check the number, or enter the amount from the label.`,
  betaCaroteneMass:
    'A mass of beta-carotene is not a vitamin A amount: enter the IU from the label (for example "25,000 IU beta-carotene") or the µg RAE (for example "1,500 mcg RAE").',
  strengthsDifferByBrand: (name: string) =>
    `${name} strengths differ by brand, so foods are compared with the Daily Values.`,
} as const;
