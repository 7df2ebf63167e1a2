// Texts of the Supplements vs Whole Foods lookup (/supplements-vs-foods). Spec texts are kept word for word:
// "Supplement Name", "Dosage", "Find Whole Food Alternatives", "Analyzing...".

import {
  formatAmount,
  formatList,
  formatNumber,
  formatPercent,
  formatRating,
  formatServingCount,
  lowerFirst,
  upperFirst,
} from "../format.ts";
import { lookupLimits } from "../lookup-limits.ts";
import { assessmentOptionLabels } from "./assessment.ts";

/** "less than one serving", "one serving", "2.5 servings". */
function servingsText(servings: number): string {
  if (servings < 0.95) return "less than one serving";
  const count = formatServingCount(servings);
  return count === "1 serving" ? "one serving" : count;
}

export const lookupTexts = {
  title: "Supplements vs Whole Foods",
  intro:
    "Enter a supplement you take or are thinking about. We show the whole foods that give you the same nutrient, how much of them, and what share of the Daily Value, from USDA figures.",
  nameLabel: "Supplement Name",
  namePlaceholder: "e.g. Vitamin D, magnesium, fish oil",
  dosageLabel: "Dosage",
  dosageOptional: "(optional)",
  dosagePlaceholder: "e.g. 1000 IU, 500 mg, 1 softgel",
  dosageHint: "As on the label: IU, mcg (µg), mg or g, or a count such as 1 softgel.",
  submit: "Find Whole Food Alternatives",
  submitting: "Analyzing...",
  suggestionsLabel: "Suggestions",
  dietLegend: "Your diet and allergies",
  dietLabel: "Diet",
  dietAny: "Any diet",
  allergiesLegend: "Allergies and intolerances",
  otherAllergyLabel: "Other allergy (food names)",
  otherAllergyPlaceholder: "e.g. kiwi, sesame",
  profileFromAssessment: "Filled in from your latest assessment. Change it here for this lookup.",
  // The same labels as the assessment's, so a person sees one name for each diet and allergy.
  dietOptions: assessmentOptionLabels.dietType,
  allergyOptions: assessmentOptionLabels.allergies,

  // Result card
  resultsHeading: "Results",
  ratingsHeading: "Our ratings",
  ratingLabels: { effectiveness: "Effectiveness", costEfficiency: "Cost Efficiency", safety: "Safety" },
  ratingOutOf: (value: number) => `${formatRating(value)} out of 5`,
  editorialNote: (source: string) =>
    `Editorial ratings by FoodFirst, based on ${source}. They are our judgement, not medical advice.`,
  sourceLink: "Read the source",
  alternativesHeading: "Whole food alternatives",
  perServing: "per serving",
  servingSize: (label: string) => `Serving: ${label}`,
  benefitsLabel: "Benefits",
  keyNutrientsLabel: "Key nutrients per serving",
  dvAbbr: "DV",
  nutrientLine: (amount: string, unit: string, percentDv: number | null) =>
    percentDv === null ? `${amount} ${unit}` : `${amount} ${unit} (${formatPercent(percentDv)} DV)`,
  servingsToMatch: (servings: number, dose: string) => {
    if (servings < 0.95) return `Less than one serving matches ${dose}.`;
    const rounded = Math.round(servings * 10) / 10;
    return `${formatNumber(rounded)} ${rounded === 1 ? "serving matches" : "servings match"} ${dose}.`;
  },
  cannotMatch: (maxServings: number, dose: string) =>
    `This food cannot match ${dose}: it would take more than ${maxServings} servings a day.`,
  cannotMatchSafely: (
    servings: number,
    matchesDose: boolean,
    dose: string,
    amount: string,
    nutrient: string,
    limit: string,
  ) =>
    matchesDose
      ? `${upperFirst(servingsText(servings))} would match ${dose} but give ${amount} of ${nutrient}, above the upper limit of ${limit}: this food cannot match your dose safely.`
      : `This food cannot match ${dose} safely: ${servingsText(servings)} would already give ${amount} of ${nutrient}, above the upper limit of ${limit}.`,
  cannotMatchTreatment: (dose: string, nutrient: string, limit: string) =>
    `This food should not be used to match ${dose}: it is above the upper limit for ${nutrient} (${limit} a day), a treatment dose to take only with medical advice.`,
  /** Conditions, medicines or life stage read from the latest assessment, which the form does not ask. */
  checkedAgainstAssessment: (items: readonly string[]) =>
    `Foods are also checked against what your latest assessment says: ${formatList(items)}.`,
  doseAboveUlNotMatched: (nutrient: string) =>
    `Your dose is above the upper limit for ${nutrient}, so we don't show how many servings would match it: a dose this high is a treatment, to take only with medical advice. The foods below show what one serving gives.`,
  therapeuticDose: (dose: string, times: number, nutrient: string, dailyValue: string) =>
    `Your dose of ${dose} is about ${formatNumber(times, 0)} times the Daily Value for ${nutrient} (${dailyValue}). Doses this far above the Daily Value are therapeutic: food is not meant to match them, and they are a matter for your doctor or dietitian.`,
  percentDvPerServing: (nutrient: string, percentDv: number) =>
    `One serving gives ${formatPercent(percentDv)} of the Daily Value for ${nutrient}.`,
  noDvPerServing: (nutrient: string, amount: string) =>
    `One serving gives ${amount} of ${nutrient}; there is no Daily Value for it.`,
  servingsForDv: (servings: number) => {
    if (servings <= 1) return "One serving covers the full Daily Value.";
    if (servings > lookupLimits.maxServingsPerDay)
      return `More than ${lookupLimits.maxServingsPerDay} servings a day would be needed to reach the full Daily Value from this food alone.`;
    return `${formatNumber(Math.round(servings * 10) / 10)} servings reach the full Daily Value.`;
  },
  doseRead: (dose: string) => `Your dose: ${dose}`,
  usdaLink: "USDA data",
  pictureAlt: (category: string) => `Drawing of ${category}`,
  categoryNames: {
    fish: "fish",
    shellfish: "shellfish",
    eggs: "eggs",
    dairy: "dairy",
    fermented: "fermented foods",
    meat: "meat",
    organ_meat: "organ meat",
    legumes: "legumes",
    nuts_seeds: "nuts and seeds",
    whole_grains: "whole grains",
    leafy_greens: "leafy greens",
    vegetables: "vegetables",
    fruits: "fruit",
    mushrooms: "mushrooms",
    seaweed: "seaweed",
    other: "food",
  } as Record<string, string>,

  // Notes and edges
  notesHeading: "Good to know",
  noFoodEquivalentHeading: "No food replaces this supplement",
  noSuitableFood: (nutrient: string) =>
    `No food in our data that suits your choices supplies a meaningful amount of ${nutrient}.`,
  fallbackHeading: (nutrient: string) => `Foods with ${nutrient} instead`,
  safetyHeading: "Before you take it",
  suggestionsForFermented: "Fermented foods that can bring live cultures",
  suggestionsHeading: "Foods to try instead",
  doseLine: (input: string, amounts: readonly string[]) =>
    amounts.length > 0 ? `Your dose: ${input} = ${amounts.join(", ")}` : `Your dose: ${input}`,
  coverageHeading: "Foods that cover the most of these nutrients",
  ulHeading: "Above the upper limit",
  /** A dose above an upper limit: the adult one, or the person's life stage's (14-18 years, pregnancy), stated with it. */
  ulCaution: (caution: { dose: number; unit: string; nutrient: string; limit: string; adultLimit: boolean }) =>
    `${formatAmount(caution.dose, "detailed")} ${caution.unit} of ${lowerFirst(caution.nutrient)} is above the ${caution.adultLimit ? "adult " : ""}Tolerable Upper Intake Level of ${caution.limit}. Take more than this only with medical advice.`,
  /** A limit for the person's life stage: "34 mg at 14-18 years", "3,500 mg in pregnancy". */
  ulAtLifeStage: (
    limit: string,
    ages: { from: number; to: number | null } | null,
    state: "pregnant" | "lactating" | null,
  ) =>
    [
      limit,
      ages === null ? null : ages.to === null ? `from age ${ages.from}` : `at ${ages.from}-${ages.to} years`,
      state === null ? null : state === "pregnant" ? "in pregnancy" : "while breastfeeding",
    ]
      .filter((part) => part !== null)
      .join(" "),
  /** Said before the source's note when the person's limit is not the adult one. */
  ulAdultLimitNote: (adultLimit: string) => `The adult limit is ${adultLimit}.`,
  /** A UL that is lower from some age, when the person's age is not known: "2,000 mg from age 51 (2,500 mg at ages 19-50)". */
  ulByAge: (olderLimit: string, fromAge: number, limit: string) => `${olderLimit} from age ${fromAge} (${limit})`,
  /** A UL counted in IU of one form of the vitamin (vitamin E). */
  ulForForm: (limitIu: string, form: string, statedAs: string) => `${limitIu} of ${form}, that is ${statedAs}`,
  ulFormAssumed: (strictForm: string, otherForms: readonly string[]) =>
    `The form was not stated, so we checked the stricter limit, for ${strictForm}${otherForms.length > 0 ? ` (${otherForms.join("; ")})` : ""}.`,
  ulOtherForm: (form: string, limitIu: string) => `${form}: ${limitIu}`,
  ulMassAsIu: (mass: string, iu: string, form: string, conversion: string) =>
    `Your ${mass} counts as ${iu} of ${form} (${conversion}).`,

  // Filter line
  filterNone: "Showing foods for any diet. Choose a diet or allergies to filter them.",
  filterLine: (
    parts: readonly string[],
    fromAssessment: boolean,
    excluded: readonly { label: string; count: number }[],
  ) => {
    const total = excluded.reduce((sum, entry) => sum + entry.count, 0);
    const why =
      excluded.length > 0
        ? `: ${total} ${total === 1 ? "food" : "foods"} left out (${excluded.map((entry) => `${entry.label} ${entry.count}`).join(", ")})`
        : ": nothing left out";
    return `Filtered for ${formatList(parts)}${fromAssessment ? " from your latest assessment" : ""}${why}.`;
  },
  filterDietPart: (diet: string) => `a ${diet.toLowerCase()} diet`,
  filterAllergyPart: (allergies: readonly string[]) =>
    `${allergies.length === 1 ? "an allergy" : "allergies"} to ${formatList(allergies.map((a) => a.toLowerCase()))}`,

  // No match
  noMatch: (query: string) => `No match for "${query}".`,
  didYouMean: "Did you mean:",
  tryOneOf: "We don't have that supplement. Try one of these:",

  // Banner
  bannerTitle: "Want recommendations made for you?",
  bannerBody: "Take the five-step assessment and get whole-food advice for your diet, lifestyle and goals.",
  bannerLink: "Start Assessment",

  // Screen reader announcements
  announceResult: (name: string, count: number) =>
    count > 0
      ? `Results for ${name}: ${count} whole food ${count === 1 ? "alternative" : "alternatives"}.`
      : `Results for ${name}.`,
  announceNoMatch: (query: string) => `No match for ${query}. Suggestions are listed.`,

  errors: {
    nameRequired: "Please enter a supplement name.",
    nameTooLong: "The supplement name is too long.",
    dosageInvalid: "Please enter the dosage as text, for example 1000 IU.",
    dosageTooLong: "That dosage is too long to read.",
    dietInvalid: "Please choose one of the listed diets.",
    allergyInvalid: "Please choose allergies from the list.",
    otherAllergyTooLong: "Please keep the other allergy under 200 characters.",
    failed: "Sorry, the lookup failed. Please try again.",
  },
} as const;

/** "Also an excellent source of selenium (75% DV) and vitamin B12 (117% DV); a good source of niacin (14% DV)." */
function benefitsText(
  excellent: readonly { name: string; percentDv: number }[],
  good: readonly { name: string; percentDv: number }[],
  fallback: { name: string; text: string } | null,
): string {
  const list = (items: readonly { name: string; percentDv: number }[]) =>
    formatList(items.map((item) => `${lowerFirst(item.name)} (${formatPercent(item.percentDv)} DV)`));
  const parts: string[] = [];
  if (excellent.length > 0) parts.push(`an excellent source of ${list(excellent)}`);
  if (good.length > 0) parts.push(`a good source of ${list(good)}`);
  if (parts.length > 0) return `Also ${parts.join("; ")}.`;
  if (fallback) return `Also provides ${lowerFirst(fallback.name)} (${fallback.text}).`;
  return "Adds fiber, water and other nutrients that a supplement does not.";
}

/** Number formats (from shared/format.ts) and sentence builders of the lookup, for the server and the page alike. */
export const lookupFormat = {
  amount: (value: number) => formatAmount(value, "detailed"),
  lowerName: lowerFirst,
  benefits: benefitsText,
} as const;
