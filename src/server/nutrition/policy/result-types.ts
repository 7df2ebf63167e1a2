// Types of what the recommendation policy returns: messages with their sources, exclusions, cautions and
// ranked foods. The rules and the person are in types.ts, which re-exports these.
import type { Food, NutrientAmount, NutrientKey } from "../kb/types.ts";
import type { SourceRef } from "../kb/rules/types.ts";

export interface SafetyMessage {
  ruleId: string;
  message: string;
  source: SourceRef;
}

export type ExclusionOrigin = "diet" | "allergy" | "condition" | "life_stage" | "food_safety" | "upper_limit";

export interface Exclusion extends SafetyMessage {
  origin: ExclusionOrigin;
  /** What put the person under the rule ("vegan", "nut allergy", "pregnancy"). */
  label: string;
  /** The rule's short reason ("animal food"). */
  reason: string;
  /** For typed allergies: the typed words that matched. */
  term?: string;
}

export type CautionKind = "upper_limit" | "rule";

export interface Caution extends SafetyMessage {
  kind: CautionKind;
  /** For upper-limit cautions: the nutrient above its limit. */
  nutrient?: NutrientKey;
  /**
   * The rule's weekly limit on its foods together (oily fish in pregnancy: 2), when it has one: a plan serves the
   * foods whose caution has this rule id at most this many times in seven days.
   */
  maxPerWeek?: number;
}

export interface Reason {
  id: "amount" | "fits" | "not_checked";
  message: string;
}

export interface Recommendation {
  food: Food;
  /** Per serving, with %DV (USDA and FDA figures as they are). */
  amount: NutrientAmount;
  cautions: readonly Caution[];
  reasons: readonly Reason[];
  /** Ranked after every food without a demoting caution. */
  demoted: boolean;
}

export interface FoodRecommendations {
  nutrient: NutrientKey;
  foods: readonly Recommendation[];
  /** Why no food is suggested for this person (do-not-push rules); foods is then empty. */
  withheld: readonly SafetyMessage[];
  /** Typed texts not checked, said plainly with the foods. */
  notChecked: readonly string[];
}

export interface RecommendOptions {
  /** At most this many foods (default 3). */
  limit?: number;
  rankBy?: "serving" | "100kcal";
  /** Prefer one food per category while each is a real source (default true). */
  distinctCategories?: boolean;
  /** Minimum %DV per serving (settings.minPercentDvToRecommend, or minPercentReferenceToRecommend without a DV); 0: any. */
  minPercentDv?: number;
  /** Minimum amount per serving in the nutrient's unit (for nutrients without a Daily Value). */
  minAmount?: number;
  /** Leave these foods out (e.g. already used elsewhere on the page). */
  skipFoodIds?: ReadonlySet<string>;
}
