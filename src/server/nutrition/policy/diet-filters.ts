// Diet and allergy filters: the recommendation policy's diet and allergy rules (data/nutrients/safety/,
// read by policy/), seen through the older DietProfile API that the lookup and the assessment facts use.
// There is one diet filter: this module only adapts its inputs and outputs.
import { assessor, type Assessor } from "./exclusions.ts";
import { resolvePerson } from "./person.ts";
import type { Exclusion } from "./result-types.ts";
import type { Person } from "./types.ts";
import type { DietProfile, Food } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";

/** The policy's diet-and-allergy view of a profile (conditions, life stage and food safety are not part of it). */
function dietAssessor(kb: KnowledgeBase, profile: DietProfile): Assessor {
  const person = resolvePerson(kb.safety, {
    dietType: profile.dietType ?? null,
    otherDietType: profile.otherDietType ?? null,
    allergies: profile.allergies ?? [],
    otherAllergy: profile.otherAllergy ?? null,
  });
  return assessor(kb, kb.safety, person, "diet_and_allergies");
}

function exclusionOf(kb: KnowledgeBase, food: Food, profile: DietProfile): Exclusion | null {
  return dietAssessor(kb, profile).assess(food).exclusion;
}

/**
 * The typed-allergy words that leave a food out: an allergen the rules recognise ("sesame" leaves out tahini)
 * or words in the food's name, USDA description or aliases ("kiwi"). Null when the text does not touch the food.
 */
export function matchOtherAllergy(kb: KnowledgeBase, food: Food, text: string | undefined): string | null {
  if (!text) return null;
  const exclusion = exclusionOf(kb, food, { allergies: ["other"], otherAllergy: text });
  return exclusion?.term ?? null;
}

/** Why a food does not suit a profile (e.g. "vegan: animal food", "allergy (sesame)"), or null when it suits it. */
export function excludedReason(kb: KnowledgeBase, food: Food, profile: DietProfile): string | null {
  return exclusionOf(kb, food, profile)?.message ?? null;
}

/** The foods that suit a diet and allergies, in knowledge-base order. */
export function suitableFoods(kb: KnowledgeBase, profile: DietProfile): Food[] {
  const { assess } = dietAssessor(kb, profile);
  return kb.foods.filter((food) => assess(food).exclusion === null);
}

/** How many foods each part of the profile leaves out, e.g. [{ label: "vegan", count: 58 }]. */
export function exclusionCounts(kb: KnowledgeBase, profile: DietProfile): { label: string; count: number }[] {
  return countExclusions(kb, dietAssessor(kb, profile));
}

/** The same counts for a person the policy already resolved (their diets and allergies only, as the filter line says). */
export function exclusionCountsFor(kb: KnowledgeBase, person: Person): { label: string; count: number }[] {
  return countExclusions(kb, assessor(kb, kb.safety, person, "diet_and_allergies"));
}

function countExclusions(kb: KnowledgeBase, { assess }: Assessor): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const food of kb.foods) {
    // A food each part of the profile leaves out counts for each (a vegan with a milk allergy: cheese for both).
    const labels = new Set(assess(food).exclusions.map((exclusion) => exclusion.label));
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}
