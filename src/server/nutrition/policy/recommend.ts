// recommendFoods: the foods to suggest to one person for one nutrient, best first, each safe for them,
// with its amount and %DV per serving (USDA and FDA figures as they are), the reasons it is suggested and
// the cautions it carries. Foods a rule leaves out never appear; foods above an upper limit or under a
// demote rule come only after every other real source.
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { nutrientPer100Kcal, nutrientPerServing } from "../kb/nutrients.ts";
import { pickVaried } from "./ranking.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { Food, NutrientAmount, NutrientKey } from "../kb/types.ts";
import { assessor, type Assessor, type FoodAssessment } from "./exclusions.ts";
import { formatServing } from "../../../shared/format.ts";
import { withheldFor } from "./nutrient-rules.ts";
import type { FoodRecommendations, Reason, Recommendation, RecommendOptions } from "./result-types.ts";
import type { Person } from "./types.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import { memoOn } from "../kb/memo.ts";

/** The typed texts the foods were not checked against, said plainly (and diets we could only partly check). */
export function notCheckedLines(person: Person, quote?: (typed: string) => string): string[] {
  return [
    ...person.unrecognised.map((item) => safetyTexts.notChecked(item.text, item.field, quote)),
    ...person.partialDiets.map((diet) => safetyTexts.partialDiet(diet.label)),
  ];
}

/** "Fits your choices: vegan, nut allergy and gluten-free": only what was recognised, never the unmatched text. */
function fitsReason(person: Person): Reason | null {
  const parts = [
    ...person.diets.filter((diet) => diet.id !== "balanced").map((diet) => `${diet.label} diet`),
    ...person.allergens.map((allergen) =>
      allergen.via === "choice"
        ? (person.groups.get(`allergen:${allergen.id}`)?.label ?? allergen.label)
        : `no ${allergen.label}`,
    ),
    ...person.conditions.map((condition) => condition.label),
  ];
  const unique = [...new Set(parts)];
  return unique.length > 0 ? { id: "fits", message: safetyTexts.fitsReason(unique) } : null;
}

/** A food with some of a nutrient: its amount per serving and, once asked for, the reason line that says so. */
interface ServingSource {
  food: Food;
  amount: NutrientAmount;
  reason?: string;
}

// The foods with some of each nutrient, in knowledge-base order: the same for every person, and asked for once per
// person and nutrient (a screen's recommendations, the assessment, the property tests' every person). Kept as long
// as the knowledge base is.
const sourcesByKb = new WeakMap<KnowledgeBase, Map<NutrientKey, readonly ServingSource[]>>();

const servingSources = (kb: KnowledgeBase, nutrient: NutrientKey): readonly ServingSource[] =>
  memoOn(
    memoOn(sourcesByKb, kb, () => new Map()),
    nutrient,
    () => {
      const sources: ServingSource[] = [];
      for (const food of kb.foods) {
        const amount = nutrientPerServing(kb, food, nutrient);
        if (amount && amount.amount > 0) sources.push({ food, amount });
      }
      return sources;
    },
  );

/** "One serving (1 cup, 244 g) gives ...": the same text for every person, so written once per food and nutrient. */
function amountReason(source: ServingSource): string {
  const { food, amount } = source;
  return (source.reason ??= safetyTexts.amountReason(
    formatServing(food.servingLabel, food.servingG),
    amount.amount,
    amount.unit,
    amount.name,
    amount.percentDv,
  ));
}

interface Candidate {
  assessment: FoodAssessment;
  source: ServingSource;
  key: number;
  food: FoodAssessment["food"];
}

/**
 * Ranked foods for a nutrient that are safe for the person. Returns no foods (and says why in `withheld`) when
 * the person's condition says not to push the nutrient. Amounts are per serving, as in the knowledge base.
 */
export function recommendFoods(
  kb: KnowledgeBase,
  rules: SafetyRules,
  person: Person,
  nutrient: NutrientKey,
  options: RecommendOptions = {},
  /** The person's assessor, when the caller reuses one across calls (createPolicy().forPerson does). */
  personAssessor: Assessor = assessor(kb, rules, person),
): FoodRecommendations {
  const notChecked = notCheckedLines(person);
  const withheld = withheldFor(rules, person, nutrient);
  if (withheld.length > 0) return { nutrient, foods: [], withheld, notChecked };

  const { limit = 3, rankBy = "serving", distinctCategories = true, minAmount = 0, skipFoodIds } = options;
  const minPercentDv = options.minPercentDv ?? rules.settings.minPercentDvToRecommend;
  // Without a Daily Value, a serving must give a share of the reference intake (no trace amounts).
  const reference = rules.referenceIntakes.get(nutrient)?.amount ?? null;
  const minReferenceAmount =
    reference === null
      ? 0
      : (reference * (options.minPercentDv ?? rules.settings.minPercentReferenceToRecommend)) / 100;
  const { assess } = personAssessor;
  const candidates: Candidate[] = [];
  for (const source of servingSources(kb, nutrient)) {
    const { food, amount } = source;
    if (skipFoodIds?.has(food.id)) continue;
    if (amount.amount < minAmount) continue;
    if (amount.percentDv !== null && amount.percentDv < minPercentDv) continue;
    if (amount.percentDv === null && amount.amount < minReferenceAmount) continue;
    const key = rankBy === "100kcal" ? nutrientPer100Kcal(food, nutrient) : amount.amount;
    if (key === null) continue;
    const assessment = assess(food);
    if (assessment.exclusion) continue;
    candidates.push({ assessment, source, key, food });
  }
  const byAmount = (a: Candidate, b: Candidate) => b.key - a.key || a.food.name.localeCompare(b.food.name);
  const preferred = candidates.filter((candidate) => !candidate.assessment.demoted).sort(byAmount);
  const demoted = candidates.filter((candidate) => candidate.assessment.demoted).sort(byAmount);
  const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
  const strongEnough = rankBy === "serving" && dailyValue !== null ? dailyValue : Number.POSITIVE_INFINITY;
  // Demoted foods (above an upper limit, or marked for the person's condition) only fill places no other food can.
  const picked = pickVaried(preferred, limit, distinctCategories, (candidate) => candidate.key, strongEnough);
  if (picked.length < limit)
    picked.push(
      ...pickVaried(demoted, limit - picked.length, distinctCategories, (candidate) => candidate.key, strongEnough),
    );

  const fits = fitsReason(person);
  const foods: Recommendation[] = picked.map(({ assessment, source, food }) => {
    const reasons: Reason[] = [{ id: "amount", message: amountReason(source) }];
    if (fits) reasons.push(fits);
    for (const line of notChecked) reasons.push({ id: "not_checked", message: line });
    // A copy, so a caller's result never shares the table's amount.
    return { food, amount: { ...source.amount }, cautions: assessment.cautions, reasons, demoted: assessment.demoted };
  });
  return { nutrient, foods, withheld: [], notChecked };
}
