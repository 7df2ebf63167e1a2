// servingsToMatchSafely: how many servings a day of one food match a dose, for one person, or why the food
// cannot match it. This is the one function that turns a dose into servings of food: the lookup's cards and
// every other screen should call it rather than divide amounts themselves.
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { nutrientPerServing } from "../kb/nutrients.ts";
import type { Food, NutrientAmount, NutrientKey } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { assessor, type Assessor } from "./exclusions.ts";
import { servingAboveLimit } from "../kb/rules/selectors.ts";
import { withheldFor } from "./nutrient-rules.ts";
import type { Caution, Exclusion, SafetyMessage } from "./result-types.ts";
import type { Person } from "./types.ts";
import type { SafetyRules } from "../kb/rules/types.ts";

export type CannotMatch =
  /** The food is left out for this person (diet, allergy, condition, must be cooked...). */
  | { reason: "excluded"; exclusion: Exclusion; exclusions: readonly Exclusion[] }
  /** The person's condition says not to push this nutrient. */
  | { reason: "withheld"; withheld: readonly SafetyMessage[] }
  /** USDA reports no amount (or zero) of the nutrient in this food. */
  | { reason: "no_amount" }
  /** The dose is above the person's upper limit for a nutrient whose limit counts food too: a treatment dose. */
  | { reason: "therapeutic_dose"; limit: string }
  /** More servings a day than the realistic cap (settings.csv). */
  | { reason: "too_many_servings"; servings: number; cap: number; farAboveDailyValue: boolean }
  /** Matching the dose would take another (or the same) nutrient of the food above its upper limit. */
  | { reason: "would_exceed_ul"; nutrient: NutrientKey; servings: number; safeServings: number; limit: string };

export type ServingsToMatch =
  | {
      ok: true;
      /** Servings a day (unrounded). */
      servings: number;
      perServing: NutrientAmount;
      message: string;
      /** The food's own cautions, plus a note when the dose is above a supplements-only limit. */
      cautions: readonly Caution[];
    }
  | ({ ok: false; message: string } & CannotMatch);

/**
 * Servings a day of `food` that give `dose` of `nutrient` (in the nutrient column's unit), capped at a
 * realistic number and never taking any nutrient of the food above the person's upper limit.
 */
export function servingsToMatchSafely(
  kb: KnowledgeBase,
  rules: SafetyRules,
  person: Person,
  food: Food,
  nutrient: NutrientKey,
  dose: number,
  /** The person's assessor, when the caller reuses one across calls (createPolicy().forPerson does). */
  personAssessor?: Assessor,
): ServingsToMatch {
  if (!(dose > 0) || !Number.isFinite(dose))
    throw new RangeError("servingsToMatchSafely: the dose must be a positive number");
  const { assess, limits } = personAssessor ?? assessor(kb, rules, person);
  const assessment = assess(food);
  if (assessment.exclusion)
    return {
      ok: false,
      reason: "excluded",
      exclusion: assessment.exclusion,
      exclusions: assessment.exclusions,
      message: assessment.exclusions.map((item) => item.message).join(" "),
    };
  const withheld = withheldFor(rules, person, nutrient);
  if (withheld.length > 0)
    return { ok: false, reason: "withheld", withheld, message: withheld.map((item) => item.message).join(" ") };

  const perServing = nutrientPerServing(kb, food, nutrient);
  if (!perServing || perServing.amount <= 0)
    return {
      ok: false,
      reason: "no_amount",
      message: safetyTexts.noAmount(perServing?.name ?? kb.nutrients.get(nutrient)?.name ?? nutrient),
    };

  const cautions: Caution[] = [...assessment.cautions];
  const limit = limits.get(nutrient);
  if (limit && dose > limit.value) {
    // A limit on total intake (or on preformed vitamin A, for animal foods) counts food: matching the dose with
    // food would be as much over the limit as the supplement. A supplements-only limit (magnesium, niacin,
    // folic acid, vitamin E) does not count food, so food may match the dose; the dose itself is flagged.
    if (servingAboveLimit(food, dose, limit)) {
      return {
        ok: false,
        reason: "therapeutic_dose",
        limit: limit.limitText,
        message: safetyTexts.therapeuticDose(perServing.name, limit.limitText),
      };
    }
    cautions.push({
      kind: "upper_limit",
      ruleId: `dose-above-ul-${nutrient}`,
      nutrient,
      message: safetyTexts.supplementDoseAboveUl(perServing.name, limit.limitText, limit.appliesTo === "preformed"),
      source: limit.source,
    });
  }

  const servings = dose / perServing.amount;
  const cap = rules.settings.maxServingsPerDay;
  if (servings > cap) {
    const dailyValue = kb.nutrients.get(nutrient)?.dailyValue ?? null;
    const times = dailyValue ? dose / dailyValue : 0;
    const farAboveDailyValue = times >= rules.settings.highDoseMultipleOfDv;
    const message = [
      safetyTexts.tooManyServings(servings, cap),
      ...(farAboveDailyValue ? [safetyTexts.farAboveDailyValue(times)] : []),
    ].join(" ");
    return { ok: false, reason: "too_many_servings", servings, cap, farAboveDailyValue, message };
  }

  for (const other of limits.values()) {
    const amount = nutrientPerServing(kb, food, other.nutrient);
    if (!amount || amount.amount <= 0) continue;
    if (!servingAboveLimit(food, amount.amount * servings, other)) continue;
    const safeServings = other.value / amount.amount;
    return {
      ok: false,
      reason: "would_exceed_ul",
      nutrient: other.nutrient,
      servings,
      safeServings,
      limit: other.limitText,
      message: safetyTexts.wouldExceedUl(amount.name, other.limitText, safeServings),
    };
  }
  return { ok: true, servings, perServing, message: safetyTexts.servingsMatch(servings), cautions };
}
