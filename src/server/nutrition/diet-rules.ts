// The rule table: which food tags each diet and allergy excludes, and why. The tags themselves are data
// next to the foods (data/nutrients/food_tags.csv); nothing else in the code decides what a diet allows.
import type { Allergy, DietType, FoodTag } from "./types.ts";

export interface ExclusionRule {
  /** Foods carrying this tag are excluded... */
  tag: FoodTag;
  /** ...unless they also carry this one (e.g. lactose-free dairy). */
  unless?: FoodTag;
  /** Why, as shown to people ("animal food"). */
  reason: string;
}

export const DIET_RULES: Readonly<Record<DietType, readonly ExclusionRule[]>> = {
  balanced: [],
  mediterranean: [],
  other: [],
  vegetarian: [
    { tag: "meat", reason: "meat" },
    { tag: "organ_meat", reason: "organ meat" },
    { tag: "fish", reason: "fish" },
    { tag: "shellfish", reason: "shellfish" },
    { tag: "may_contain_fish", reason: "often made with fish (check the label)" },
    { tag: "may_contain_shellfish", reason: "often made with shellfish (check the label)" },
  ],
  vegan: [
    { tag: "animal", reason: "animal food" },
    { tag: "may_contain_milk", reason: "may contain milk (check the label)" },
    { tag: "may_contain_fish", reason: "often made with fish (check the label)" },
    { tag: "may_contain_shellfish", reason: "often made with shellfish (check the label)" },
  ],
  keto: [
    { tag: "grain", reason: "grain" },
    { tag: "legume", reason: "legume" },
    { tag: "high_sugar_fruit", reason: "high-sugar fruit" },
    { tag: "starchy_vegetable", reason: "starchy vegetable" },
    { tag: "added_sugar", reason: "contains sugar" },
  ],
};

export const ALLERGY_RULES: Readonly<Record<Exclude<Allergy, "other" | "none">, readonly ExclusionRule[]>> = {
  lactose: [{ tag: "dairy", unless: "lactose_free", reason: "dairy with lactose" }],
  gluten: [
    { tag: "gluten", reason: "contains gluten" },
    { tag: "may_contain_gluten", reason: "may contain gluten (check the label)" },
  ],
  soy: [
    { tag: "soy", reason: "soy" },
    { tag: "may_contain_soy", reason: "may contain soy (check the label)" },
  ],
  nuts: [
    { tag: "tree_nut", reason: "tree nut" },
    { tag: "peanut", reason: "peanut" },
    { tag: "may_contain_tree_nut", reason: "may contain nuts (check the label)" },
    { tag: "may_contain_peanut", reason: "may contain peanuts (check the label)" },
  ],
};

/**
 * Words that name a tag, so an "other" allergy typed as e.g. "shellfish", "milk" or "sesame" excludes every
 * food with that tag, not only foods with the word in their name.
 */
export const TAG_KEYWORDS: Readonly<Partial<Record<FoodTag, readonly string[]>>> = {
  fish: ["fish", "seafood"],
  shellfish: ["shellfish", "seafood", "crustacean", "mollusc", "mollusk"],
  dairy: ["dairy", "milk", "lactose", "casein", "whey"],
  may_contain_milk: ["milk", "dairy", "casein", "whey"],
  egg: ["egg"],
  gluten: ["gluten", "wheat"],
  may_contain_gluten: ["gluten"],
  soy: ["soy", "soya", "soybean"],
  may_contain_soy: ["soy", "soya"],
  tree_nut: ["nut", "tree nut"],
  may_contain_tree_nut: ["nut", "tree nut"],
  peanut: ["peanut", "nut"],
  may_contain_peanut: ["peanut"],
  sesame: ["sesame"],
  meat: ["meat"],
  organ_meat: ["meat", "offal", "organ meat"],
  legume: ["legume", "pulse"],
};

export const DIET_LABELS: Readonly<Record<DietType, string>> = {
  balanced: "balanced",
  vegetarian: "vegetarian",
  vegan: "vegan",
  keto: "keto",
  mediterranean: "Mediterranean",
  other: "other diet",
};

export const ALLERGY_LABELS: Readonly<Record<Allergy, string>> = {
  lactose: "lactose",
  gluten: "gluten",
  soy: "soy",
  nuts: "nut",
  other: "other allergy",
  none: "none",
};
