// The food cards of the lookup: amounts and %DV per serving, other benefits, the cautions the recommendation
// policy attached to the food for this person (one serving above an upper limit, liver if pregnancy is possible,
// "choose halal meat"...), and how the food answers the entered dose (lookup-match.ts).
import { formatServing } from "../../shared/format.ts";
import type { LookupDoseMatch, LookupFoodAlternative, LookupNutrient } from "../../shared/lookup.ts";
import { lookupFormat } from "../../shared/texts/lookup.ts";
import { nutrientPerServing, round } from "../nutrition/kb/nutrients.ts";
import type { Caution } from "../nutrition/policy/result-types.ts";
import type { Food, NutrientAmount, NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";

function toLookupNutrient(amount: NutrientAmount): LookupNutrient {
  return {
    key: amount.nutrient,
    name: amount.name,
    amount: round(amount.amount),
    unit: amount.unit,
    percentDv: amount.percentDv === null ? null : round(amount.percentDv, 3),
  };
}

function benefits(kb: KnowledgeBase, food: Food, shown: ReadonlySet<string>): string {
  const excellent: { name: string; percentDv: number }[] = [];
  const good: { name: string; percentDv: number }[] = [];
  for (const nutrient of kb.dailyValues.keys()) {
    if (shown.has(nutrient)) continue;
    const amount = nutrientPerServing(kb, food, nutrient);
    if (!amount || amount.percentDv === null) continue;
    if (amount.percentDv >= 20) excellent.push({ name: amount.name, percentDv: amount.percentDv });
    else if (amount.percentDv >= 10) good.push({ name: amount.name, percentDv: amount.percentDv });
  }
  excellent.sort((a, b) => b.percentDv - a.percentDv);
  good.sort((a, b) => b.percentDv - a.percentDv);
  const protein = nutrientPerServing(kb, food, "protein_g");
  const fiber = nutrientPerServing(kb, food, "fiber_g");
  const fallbackAmount = [protein, fiber]
    .filter((amount): amount is NutrientAmount => amount !== null && amount.amount >= 1)
    .at(0);
  return lookupFormat.benefits(
    excellent.slice(0, 3),
    good.slice(0, 2),
    fallbackAmount
      ? { name: fallbackAmount.name, text: `${lookupFormat.amount(fallbackAmount.amount)} ${fallbackAmount.unit}` }
      : null,
  );
}

/** What a card needs beyond the food: the policy's cautions, the dose answer and servings for the Daily Value. */
export interface CardFacts {
  cautions: readonly Caution[];
  doseMatch: LookupDoseMatch | null;
  servingsForDv: number | null;
}

/** One food card, showing `shownNutrients` per serving. */
export function card(
  kb: KnowledgeBase,
  food: Food,
  shownNutrients: readonly NutrientKey[],
  facts: CardFacts,
): LookupFoodAlternative {
  const nutrients = shownNutrients
    .map((nutrient) => nutrientPerServing(kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null)
    .map(toLookupNutrient);
  const { doseMatch, servingsForDv } = facts;
  return {
    id: food.id,
    foodName: food.name,
    category: food.category,
    imageUrl: `/images/foods/${food.category}.svg`,
    servingSize: formatServing(food.servingLabel, food.servingG),
    nutrients,
    benefits: benefits(kb, food, new Set(shownNutrients)),
    servingsToMatch: doseMatch?.kind === "servings" ? doseMatch.servings : null,
    doseMatch,
    servingsForDv,
    caution: facts.cautions.length > 0 ? facts.cautions.map((caution) => caution.message).join(" ") : null,
    usdaUrl: `https://fdc.nal.usda.gov/food-details/${food.id}/nutrients`,
  };
}

/** Nutrients of a food with the highest %DV per serving, best first. */
export function topNutrientsOf(
  kb: KnowledgeBase,
  food: Food,
  among: readonly NutrientKey[],
  count: number,
): NutrientKey[] {
  return among
    .map((nutrient) => ({ nutrient, percent: nutrientPerServing(kb, food, nutrient)?.percentDv ?? null }))
    .filter((entry): entry is { nutrient: NutrientKey; percent: number } => entry.percent !== null && entry.percent > 0)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, count)
    .map((entry) => entry.nutrient);
}
