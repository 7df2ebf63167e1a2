// The diets and allergens a meal's row declares, as the recommendation policy decides them for its ingredients:
// the unit test holds meals.csv to these, so the tags people read never disagree with what the policy offers.
import { cachedAssessor } from "../policy/exclusions.ts";
import { createPolicy, type Policy } from "../policy/policy.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { assessMeal, mealAllowed } from "./suitability.ts";
import type { Meal } from "../kb/meals/types.ts";

/** Each diet or allergen id, with the one person who has only it. */
function people(policy: Policy) {
  const { rules } = policy;
  const diets = [...rules.diets.keys()].map((id) => ({ id, person: policy.resolvePerson({ dietIds: [id] }) }));
  const allergens = [...rules.allergens.values()].map((item) => ({
    id: item.id,
    person: policy.resolvePerson({ allergies: ["other"], otherAllergy: item.terms[0]!.join(" ") }),
  }));
  return { diets, allergens };
}

/** Diets that leave at least one meal out are worth a tag; "balanced" and "mediterranean" leave none. */
export function mealTags(
  kb: KnowledgeBase,
  meals: readonly Meal[] = kb.meals.meals,
): Map<string, { diets: string[]; allergens: string[] }> {
  const policy = createPolicy(kb);
  const { diets, allergens } = people(policy);
  const allows = (person: (typeof diets)[number]["person"]) => {
    const assessor = cachedAssessor(kb, policy.rules, person);
    return (meal: Meal) => mealAllowed(assessMeal(assessor, meal));
  };
  const dietChecks = diets
    .map(({ id, person }) => ({ id, allows: allows(person) }))
    .filter((diet) => meals.some((meal) => !diet.allows(meal)));
  const allergenChecks = allergens.map(({ id, person }) => ({ id, allows: allows(person) }));
  return new Map(
    meals.map((meal) => [
      meal.id,
      {
        diets: dietChecks.filter((diet) => diet.allows(meal)).map((diet) => diet.id),
        allergens: allergenChecks.filter((allergen) => !allergen.allows(meal)).map((allergen) => allergen.id),
      },
    ]),
  );
}
