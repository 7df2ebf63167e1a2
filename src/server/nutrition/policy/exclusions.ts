// What the rules say about each food for one person: left out (with every reason, each with its source), ranked last, and the
// cautions it carries, including one serving above an upper limit for the person's life stage.
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { nutrientPerServing } from "../kb/nutrients.ts";
import type { Food, NutrientKey } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { formatQuantity } from "../../../shared/format.ts";
import { personUpperLimits, type PersonLimit } from "./life-stage.ts";
import { selectorMatches, servingAboveLimit, whoApplies, type ServingFacts } from "../kb/rules/selectors.ts";
import { phrasesContainAll } from "../kb/text-match.ts";
import type { Caution, Exclusion, ExclusionOrigin } from "./result-types.ts";
import type { FoodIndexEntry, FoodRule, FoodRuleTable, SafetyRules } from "../kb/rules/types.ts";
import type { Person } from "./types.ts";

export interface FoodAssessment {
  food: Food;
  /** The first rule that leaves the food out, or null. */
  exclusion: Exclusion | null;
  /**
   * Every rule that leaves the food out, in rule order (the first is `exclusion`), each with its source: liver for a
   * pregnant vegetarian is left out for the diet and for pregnancy. Screens that say why show them all.
   */
  exclusions: readonly Exclusion[];
  cautions: Caution[];
  /** Ranked after every food without a demoting caution (above an upper limit, or a demote rule). */
  demoted: boolean;
}

const ORIGINS: Readonly<Record<FoodRuleTable, ExclusionOrigin>> = {
  diet: "diet",
  allergen: "allergy",
  condition: "condition",
  // A medicine's food rule reads as a condition's wherever exclusions are grouped ("your health conditions").
  medicine: "condition",
  pregnancy: "life_stage",
  must_cook: "food_safety",
};

/**
 * Left in, not ranked last and with no caution at all: a food a list may name with nothing said beside it (a
 * one-day meal plan, plain lists of staples). The assessment's sample day and the dashboard's both use it.
 */
export function withoutCaution(assessment: FoodAssessment): boolean {
  return assessment.exclusion === null && !assessment.demoted && assessment.cautions.length === 0;
}

/** Which tables to apply: the diet filter uses only diets and allergies; recommendations use everything. */
export type Scope = "diet_and_allergies" | "all";

export interface Assessor {
  assess(food: Food): FoodAssessment;
  limits: ReadonlyMap<NutrientKey, PersonLimit>;
}

/** The label of what put the person under a rule: the origin of the first group of the clause that applies. */
function ruleLabel(rule: FoodRule, person: Person): { label: string; term?: string } {
  for (const clause of rule.who) {
    if (!clause.every((group) => group === "everyone" || person.groups.has(group))) continue;
    const origin = clause.map((group) => person.groups.get(group)).find((found) => found !== undefined);
    if (origin)
      return {
        label: origin.label,
        ...(origin.via === "text" && origin.field === "allergy" && origin.term ? { term: origin.term } : {}),
      };
  }
  return { label: safetyTexts.foodSafetyLabel };
}

function message(key: string): string {
  return safetyTexts.messages[key] ?? key;
}

/** What one rule that applies to a food says, with what put the person under it: leave it out, or a caution. */
function verdictOf(
  rule: FoodRule,
  who: { label: string; term?: string },
): { exclusion: Exclusion } | { caution: Caution } {
  if (rule.action !== "exclude") {
    return {
      caution: {
        kind: "rule",
        ruleId: rule.id,
        message: message(rule.message),
        source: rule.source,
        ...(rule.maxPerWeek !== null ? { maxPerWeek: rule.maxPerWeek } : {}),
      },
    };
  }
  const { label, term } = who;
  const reason = message(rule.message);
  const line = term ? safetyTexts.typedAllergyReason(term) : safetyTexts.exclusionLine(label, reason);
  return {
    exclusion: {
      ruleId: rule.id,
      origin: ORIGINS[rule.table],
      label,
      reason,
      message: line,
      source: rule.source,
      ...(term ? { term } : {}),
    },
  };
}

/** What a rule that applies to the person says of a food it matches (for foods named in a text, not in our data). */
export function ruleVerdict(rule: FoodRule, person: Person): { exclusion: Exclusion } | { caution: Caution } {
  return verdictOf(rule, ruleLabel(rule, person));
}

/** The exclusion a typed allergy phrase makes ("allergy (kiwi)"), for a food whose name contains it. */
export function typedAllergyExclusion(term: string): Exclusion {
  return {
    ruleId: "typed-allergy-name",
    origin: "allergy",
    label: safetyTexts.typedAllergyLabel,
    reason: safetyTexts.typedAllergyReason(term),
    message: safetyTexts.typedAllergyReason(term),
    source: {
      label: "FoodFirst: a typed allergy leaves out every food whose name contains it",
      url: "docs/decisions/006-nutrition-safety-policy.md",
    },
    term,
  };
}

/** The typed allergy phrase whose words all appear in one of the food's names (a safety net for any typed allergy). */
export function typedAllergyMatch(person: Person, entry: FoodIndexEntry): string | null {
  for (const phrase of person.allergyPhrases) {
    if (phrasesContainAll(entry.phrases, phrase)) return phrase.join(" ");
  }
  return null;
}

/**
 * Builds the per-food assessment for one person. The applicable rules and the person's limits are worked out
 * once; each food is then a few set look-ups (person-dependent selectors are evaluated per food).
 */
export function assessor(kb: KnowledgeBase, rules: SafetyRules, person: Person, scope: Scope = "all"): Assessor {
  const limits = personUpperLimits(kb, rules, person.lifeStage);
  const applicable = rules.foodRules.filter(
    (rule) =>
      (scope === "all" || rule.table === "diet" || rule.table === "allergen") && whoApplies(rule.who, person.groups),
  );
  const facts: ServingFacts = {
    amount: (food, nutrient) => nutrientPerServing(kb, food, nutrient)?.amount ?? null,
    percentDv: (food, nutrient) => nutrientPerServing(kb, food, nutrient)?.percentDv ?? null,
    upperLimit: (nutrient) => limits.get(nutrient) ?? null,
  };
  const labels = new Map(applicable.map((rule) => [rule.id, ruleLabel(rule, person)]));
  const firstNonAllergenIndex = applicable.findIndex((rule) => rule.table !== "diet" && rule.table !== "allergen");
  const typedAllergyAt = firstNonAllergenIndex < 0 ? applicable.length : firstNonAllergenIndex;

  const matches = (rule: FoodRule, entry: FoodIndexEntry): boolean => {
    if (rule.staticMatches.has(entry.food.id)) return true;
    if (rule.personDependent.length === 0) return false;
    return (
      selectorMatches(rule.personDependent, entry, facts) &&
      !(rule.unless && selectorMatches(rule.unless, entry, facts))
    );
  };

  const assess = (food: Food): FoodAssessment => {
    const entry = rules.foodIndex.get(food.id) ?? { food, phrases: [], raw: false };
    const exclusions: Exclusion[] = [];
    const cautions: Caution[] = [];
    let demoted = false;
    const exclude = (candidate: Exclusion) => {
      if (!exclusions.some((found) => found.ruleId === candidate.ruleId)) exclusions.push(candidate);
    };
    applicable.forEach((rule, index) => {
      if (index === typedAllergyAt) typedAllergy();
      if (!matches(rule, entry)) return;
      const verdict = verdictOf(rule, labels.get(rule.id)!);
      if ("exclusion" in verdict) {
        exclude(verdict.exclusion);
        return;
      }
      cautions.push(verdict.caution);
      if (rule.action === "demote") demoted = true;
    });
    if (typedAllergyAt >= applicable.length) typedAllergy();

    function typedAllergy() {
      const term = typedAllergyMatch(person, entry);
      if (term) exclude(typedAllergyExclusion(term));
    }

    if (scope === "all") {
      for (const limit of limits.values()) {
        const per100g = food.nutrients[limit.nutrient];
        if (per100g === undefined || !servingAboveLimit(food, (per100g * food.servingG) / 100, limit)) continue;
        const amount = nutrientPerServing(kb, food, limit.nutrient)!;
        const text = safetyTexts.upperLimitCaution(
          amount.name,
          formatQuantity(amount.amount, amount.unit),
          limit.limitText,
          {
            preformed: limit.appliesTo === "preformed",
            teen: limit.teen,
          },
        );
        const ruleId = `upper-limit-${limit.nutrient}`;
        cautions.push({ kind: "upper_limit", ruleId, nutrient: limit.nutrient, message: text, source: limit.source });
        if (rules.settings.foodAboveUlAction === "exclude") {
          exclude({
            ruleId,
            origin: "upper_limit",
            label: amount.name,
            reason: text,
            message: text,
            source: limit.source,
          });
        } else demoted = true;
      }
    }
    return { food, exclusion: exclusions[0] ?? null, exclusions, cautions, demoted };
  };

  return { assess, limits };
}

/**
 * An assessor that remembers each food's assessment: for a screen that asks about many nutrients, doses or
 * foods for the same person (the assessment's six nutrients, a weekly plan). It lives as long as the caller
 * keeps it; nothing is kept between callers.
 */
export function cachedAssessor(kb: KnowledgeBase, rules: SafetyRules, person: Person): Assessor {
  const inner = assessor(kb, rules, person);
  const seen = new Map<string, FoodAssessment>();
  return {
    limits: inner.limits,
    assess: (food) => {
      let found = seen.get(food.id);
      if (!found) {
        found = inner.assess(food);
        seen.set(food.id, found);
      }
      return found;
    },
  };
}

/** Every food of the knowledge base, assessed for the person, in knowledge-base order. */
export function assessFoods(
  kb: KnowledgeBase,
  rules: SafetyRules,
  person: Person,
  scope: Scope = "all",
): FoodAssessment[] {
  const { assess } = assessor(kb, rules, person, scope);
  return kb.foods.map(assess);
}
