// The Supplements vs Whole Foods lookup: request schema and result shape, shared by server and browser.
import { z } from "zod";
import { allergyOptions, dietTypes, type Allergy, type DietType } from "./assessment/options.ts";
import { lookupLimits } from "./lookup-limits.ts";
import { lookupTexts } from "./texts/lookup.ts";

export { lookupLimits };

/**
 * POST /api/lookup. Diet and allergies are optional: when both are absent the server uses the person's latest
 * assessment; when either is present, the request decides.
 */
export const lookupRequestSchema = z.object({
  supplementName: z
    .string({ error: lookupTexts.errors.nameRequired })
    .trim()
    .min(1, lookupTexts.errors.nameRequired)
    .max(lookupLimits.nameMaxLength, lookupTexts.errors.nameTooLong),
  dosage: z
    .string({ error: lookupTexts.errors.dosageInvalid })
    .trim()
    .max(lookupLimits.dosageMaxLength, lookupTexts.errors.dosageTooLong)
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  dietType: z.enum(dietTypes, { error: lookupTexts.errors.dietInvalid }).optional(),
  allergies: z
    .array(z.enum(allergyOptions, { error: lookupTexts.errors.allergyInvalid }), {
      error: lookupTexts.errors.allergyInvalid,
    })
    .max(allergyOptions.length)
    .optional(),
  otherAllergy: z
    .string({ error: lookupTexts.errors.otherAllergyTooLong })
    .trim()
    .max(lookupLimits.otherAllergyMaxLength, lookupTexts.errors.otherAllergyTooLong)
    .optional(),
});

export type LookupRequest = z.input<typeof lookupRequestSchema>;

/** GET /api/lookup/suggestions?q=... */
export const suggestionsQuerySchema = z.object({
  q: z.string().trim().max(lookupLimits.nameMaxLength, lookupTexts.errors.nameTooLong).default(""),
});

export interface SupplementSuggestion {
  id: string;
  name: string;
}

export interface SuggestionsResponse {
  suggestions: SupplementSuggestion[];
}

export interface LookupProfile {
  dietType: DietType | null;
  allergies: Allergy[];
  otherAllergy: string;
}

/** GET /api/lookup/profile: the diet and allergies the lookup starts with. */
export interface LookupProfileResponse extends LookupProfile {
  /** "assessment" when taken from the person's latest assessment. */
  source: "assessment" | "none";
}

export interface LookupNutrient {
  key: string;
  name: string;
  /** Per serving, in `unit`. */
  amount: number;
  unit: string;
  percentDv: number | null;
}

export interface LookupFoodAlternative {
  id: string;
  foodName: string;
  category: string;
  /** A drawing of the food's category, served by the app. */
  imageUrl: string;
  /** "3 oz (85 g)" */
  servingSize: string;
  /** Key nutrients per serving. */
  nutrients: LookupNutrient[];
  benefits: string;
  /**
   * Servings that supply the entered dose of the main nutrient, when a realistic number of them does so without
   * going over an upper limit; null otherwise (without a dose, or when `doseMatch` says why the food cannot).
   */
  servingsToMatch: number | null;
  /** How this food answers the entered dose (null without a dose to match). */
  doseMatch: LookupDoseMatch | null;
  /** Servings that reach 100% of the Daily Value of the main nutrient (null without a DV). */
  servingsForDv: number | null;
  /** A serving above an adult upper limit, etc. */
  caution: string | null;
  /** USDA FoodData Central page of the food (a link; nothing is fetched from it). */
  usdaUrl: string;
}

/**
 * How the recommendation policy's servingsToMatchSafely answers the dose for this food. servings: that many
 * servings match it; too_many: it would take more than `maxServings` a day; over_limit: `servings` of the food
 * (the match, or the most counted) would put `nutrient` above its upper limit; treatment: the dose itself is
 * above the upper limit of `nutrient` (`limit`), a treatment dose food must not be used to match.
 */
export type LookupDoseMatch =
  | { kind: "servings"; servings: number }
  | { kind: "too_many"; maxServings: number }
  | {
      kind: "over_limit";
      servings: number;
      matchesDose: boolean;
      nutrient: string;
      amount: number;
      unit: string;
      limit: string;
    }
  | { kind: "treatment"; nutrient: string; limit: string };

/**
 * safety: interactions and side effects of the supplement; dose: about the entered dose (above the UL, therapeutic);
 * person: how the recommendation policy applied what it knows of the person (their condition says not to push the
 * nutrient; conditions from the latest assessment; typed text it could not match).
 */
export type LookupNoteKind =
  | "no_food_equivalent"
  | "food_gap"
  | "diet"
  | "about_foods"
  | "no_suitable_food"
  | "fallback"
  | "safety"
  | "dose"
  | "person";

export interface LookupNote {
  kind: LookupNoteKind;
  text: string;
}

export interface UpperLimitCaution {
  nutrient: string;
  /** The dose of this nutrient, in `unit`. */
  dose: number;
  unit: string;
  /** As the source states it: "4,000 IU"-style text; a life-stage limit with its ages ("34 mg at 14-18 years"). */
  limit: string;
  /** True for the adult limit; false for the person's life stage's (14-18 years, pregnancy), which may be lower. */
  adultLimit: boolean;
  appliesTo: "total" | "supplements" | "preformed";
  note: string;
  source: string;
}

export interface LookupFilter extends LookupProfile {
  source: "assessment" | "request" | "none";
  /** What the diet and each allergy left out, e.g. { label: "vegan", count: 59 }. */
  excluded: { label: string; count: number }[];
}

export interface LookupDose {
  input: string;
  /** The dose per nutrient, in each nutrient's unit. */
  amounts: { key: string; name: string; amount: number; unit: string }[];
  /** How the dose was read, when it needed reading ("1 softgel read as 1,000 IU..."). */
  assumed: string | null;
}

export interface LookupMatch {
  status: "match";
  query: string;
  supplementId: string;
  supplementName: string;
  description: string;
  effectivenessRating: number;
  costEfficiency: number;
  safetyRating: number;
  ratingRationale: string;
  source: { label: string; url: string };
  foodEquivalent: "yes" | "partial" | "none";
  /** The nutrient the foods are compared on; null for coverage or no nutrient. */
  mainNutrient: { key: string; name: string; unit: string; dailyValue: number | null } | null;
  /** dose: servings match the entered dose; dv: %DV per serving; coverage: several nutrients; suggestions: foods offered instead; none: no foods. */
  comparison: "dose" | "dv" | "coverage" | "suggestions" | "none";
  dose: LookupDose | null;
  foodAlternatives: LookupFoodAlternative[];
  notes: LookupNote[];
  upperLimitCautions: UpperLimitCaution[];
  filter: LookupFilter;
}

export interface LookupNoMatch {
  status: "no_match";
  query: string;
  suggestions: SupplementSuggestion[];
  /** False when nothing was close and the suggestions are common supplements instead. */
  suggestionsAreClose: boolean;
}

export type LookupResult = LookupMatch | LookupNoMatch;
