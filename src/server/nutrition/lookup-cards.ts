// The food cards of the lookup: amounts and %DV per serving, other benefits, an upper-limit caution for a
// serving, and how the food answers the entered dose (dose-match.ts).
import { formatServing } from "../../shared/format.ts";
import type { LookupFoodAlternative, LookupNutrient } from "../../shared/lookup.ts";
import { lookupFormat, lookupTexts } from "../../shared/texts/lookup.ts";
import { strictLimit } from "./dose-limits.ts";
import { matchDose } from "./dose-match.ts";
import { nutrientPerServing, round, servingsForFullDv } from "./nutrients.ts";
import type { Food, KnowledgeBase, NutrientAmount, NutrientKey } from "./types.ts";


function toLookupNutrient(amount: NutrientAmount): LookupNutrient {
  return {
    key: amount.nutrient,
    name: amount.name,
    amount: round(amount.amount),
    unit: amount.unit,
    percentDv: amount.percentDv === null ? null : round(amount.percentDv, 3),
  };
}

/** A serving above an adult UL that applies to food (total intake, or preformed vitamin A in animal foods). */
function foodCaution(kb: KnowledgeBase, food: Food): string | null {
  const animal = food.tags.includes("animal");
  for (const [nutrient, limit] of kb.upperLimits) {
    if (limit.appliesTo === "supplements" || (limit.appliesTo === "preformed" && !animal)) continue;
    const amount = nutrientPerServing(kb, food, nutrient);
    const strict = strictLimit(limit);
    if (!amount || amount.amount <= strict.value) continue;
    return lookupTexts.foodAboveUl(lookupFormat.lowerName(amount.name), `${lookupFormat.amount(amount.amount)} ${amount.unit}`, strict.statedAs);
  }
  return null;
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
  const fallbackAmount = [protein, fiber].filter((amount): amount is NutrientAmount => amount !== null && amount.amount >= 1).at(0);
  return lookupFormat.benefits(
    excellent.slice(0, 3),
    good.slice(0, 2),
    fallbackAmount ? { name: fallbackAmount.name, text: `${lookupFormat.amount(fallbackAmount.amount)} ${fallbackAmount.unit}` } : null,
  );
}

/** One food card; `doseForMain` is the entered dose of `main` when the food is to be matched against it. */
export function card(kb: KnowledgeBase, food: Food, shownNutrients: readonly NutrientKey[], main: NutrientKey | null, doseForMain: number | null): LookupFoodAlternative {
  const nutrients = shownNutrients
    .map((nutrient) => nutrientPerServing(kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null)
    .map(toLookupNutrient);
  const doseMatch = main && doseForMain !== null ? matchDose(kb, food, main, doseForMain) : null;
  const forDv = main ? servingsForFullDv(kb, food, main) : null;
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
    servingsForDv: forDv === null || !Number.isFinite(forDv) ? null : round(forDv, 3),
    caution: foodCaution(kb, food),
    usdaUrl: `https://fdc.nal.usda.gov/food-details/${food.id}/nutrients`,
  };
}

/** Nutrients of a food with the highest %DV per serving, best first. */
export function topNutrientsOf(kb: KnowledgeBase, food: Food, among: readonly NutrientKey[], count: number): NutrientKey[] {
  return among
    .map((nutrient) => ({ nutrient, percent: nutrientPerServing(kb, food, nutrient)?.percentDv ?? null }))
    .filter((entry): entry is { nutrient: NutrientKey; percent: number } => entry.percent !== null && entry.percent > 0)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, count)
    .map((entry) => entry.nutrient);
}
