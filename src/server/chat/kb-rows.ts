import { formatPercent, formatQuantity, lowerFirst } from "../../shared/format.ts";
import { supplementShortName } from "../nutrition/kb/search.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { cachedAssessor } from "../nutrition/policy/exclusions.ts";
import { servingOf, perServing } from "./offline/format.ts";
import { foodsNamed, type NamedThings } from "./entities.ts";
import type { ChatPerson } from "./person.ts";

// The knowledge-base rows a model is given for a question: for each nutrient, supplement and food the
// question names, the figures as our data has them (amounts per serving, %DV, upper limits), and for the
// person, only foods the policy lets them have (a food they must avoid is given as such, with why).

export interface NutrientRow {
  name: string;
  dailyValue: string | null;
  upperLimit: string | null;
  foods: { name: string; serving: string; amount: string; percentDv: string | null; cautions: string[] }[];
  /** Why no food is suggested for this person (their condition), instead of foods. */
  withheld: string[];
}

export interface SupplementRow {
  name: string;
  description: string;
  typicalDose: string;
  notes: string[];
}

export interface FoodRow {
  name: string;
  serving: string;
  nutrients: string[];
  /** Why the person must not be recommended it (diet, allergy, condition), or null. */
  excludedBecause: string | null;
  cautions: string[];
}

export interface KnowledgeRows {
  nutrients: NutrientRow[];
  supplements: SupplementRow[];
  foods: FoodRow[];
}

const MAX_EACH = 4;

export function knowledgeRows(kb: KnowledgeBase, policy: Policy, chat: ChatPerson, named: NamedThings): KnowledgeRows {
  const forPerson = policy.forPerson(chat.person);
  const { assess } = cachedAssessor(kb, policy.rules, chat.person);
  const supplementNutrients = named.supplements
    .map((supplement) => supplement.rankNutrient)
    .filter((key): key is NutrientKey => key !== null && key !== "coverage");
  const nutrientKeys = [...new Set([...named.nutrients, ...supplementNutrients])].slice(0, MAX_EACH);
  const nutrients = nutrientKeys.map((key): NutrientRow => {
    const info = kb.nutrients.get(key);
    const limit = kb.upperLimits.get(key);
    const found = forPerson.recommendFoods(key, { limit: 5 });
    return {
      name: info?.name ?? key,
      dailyValue: info?.dailyValue ? formatQuantity(info.dailyValue, info.unit, "compact") : null,
      upperLimit: limit
        ? `${limit.statedAs}${limit.appliesTo === "supplements" ? " from supplements" : limit.appliesTo === "preformed" ? " of preformed vitamin A" : ""}`
        : null,
      foods: found.foods.map((entry) => ({
        name: entry.food.name,
        serving: servingOf(entry.food),
        amount: formatQuantity(entry.amount.amount, entry.amount.unit, "compact"),
        percentDv: entry.amount.percentDv === null ? null : formatPercent(entry.amount.percentDv, "compact"),
        cautions: entry.cautions.map((caution) => caution.message),
      })),
      withheld: found.withheld.map((item) => item.message),
    };
  });
  const supplements = named.supplements.slice(0, MAX_EACH).map((supplement): SupplementRow => ({
    name: supplementShortName(supplement),
    description: supplement.description,
    typicalDose: `${supplement.typicalDose} ${supplement.typicalDoseUnit}`,
    notes: [supplement.insteadNote, supplement.foodGapNote, supplement.safetyNote].filter((note) => note !== ""),
  }));
  // One food per name: the first the person may eat, else the first (shown as one to avoid).
  const foods = named.foodTerms.slice(0, MAX_EACH).flatMap((term): FoodRow[] => {
    const variants = foodsNamed(kb, term);
    const food: Food | undefined = variants.find((candidate) => assess(candidate).exclusion === null) ?? variants[0];
    if (!food) return [];
    const assessment = assess(food);
    const amounts = [...kb.dailyValues.keys()]
      .map((key) => perServing(kb, food, key))
      .filter((amount) => amount !== null && amount.percentDv !== null && amount.percentDv >= 5)
      .sort((a, b) => (b!.percentDv ?? 0) - (a!.percentDv ?? 0))
      .slice(0, 8);
    return [
      {
        name: food.name,
        serving: servingOf(food),
        nutrients: amounts.map(
          (amount) =>
            `${lowerFirst(amount!.name)} ${formatQuantity(amount!.amount, amount!.unit, "compact")} (${formatPercent(amount!.percentDv ?? 0, "compact")} DV)`,
        ),
        excludedBecause:
          assessment.exclusions.length > 0 ? assessment.exclusions.map((item) => item.message).join("; ") : null,
        cautions: assessment.cautions.map((caution) => caution.message),
      },
    ];
  });
  return { nutrients, supplements, foods };
}
