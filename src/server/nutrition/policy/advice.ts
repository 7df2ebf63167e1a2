// adviceFor: the standard advice lines that apply to a person, for one nutrient or in general, each with its
// source, never naming a food the person leaves out; plus whether the nutrient is a key area for them.
import { safetyTexts } from "../../../shared/texts/safety.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey } from "../kb/types.ts";
import { assessor, type Assessor } from "./exclusions.ts";
import { keyAreaFor, withheldFor, type KeyArea } from "./nutrient-rules.ts";
import { selectorMatches, whoApplies, type ServingFacts } from "../kb/rules/selectors.ts";
import type { AdviceRule, SafetyRules, Selector } from "../kb/rules/types.ts";
import type { Person } from "./types.ts";
import type { SafetyMessage } from "./result-types.ts";
import { memoOn } from "../kb/memo.ts";

export interface AdviceLine extends SafetyMessage {
  topic: string;
}

export interface NutrientAdvice {
  /** null: the person's general advice (not tied to one nutrient). */
  nutrient: NutrientKey | null;
  lines: readonly AdviceLine[];
  /** Only for a nutrient: whether it is a key area for this person (iron only for those at risk). */
  keyArea: KeyArea;
  /** Do-not-push rules for the nutrient, as recommendFoods returns them. */
  withheld: readonly SafetyMessage[];
}

/** Facts for mention selectors: they name foods by tag, category or word, never by amount. */
const NO_AMOUNTS: ServingFacts = { amount: () => null, percentDv: () => null };

/**
 * Whether the person still eats something the mention names. A mention that matches no food in the data
 * (fortified foods, for example) cannot be checked and does not block the line.
 */
function stillEats(rules: SafetyRules, mention: Selector, excluded: () => ReadonlySet<string>): boolean {
  const named = foodsNamedBy(rules, mention);
  return named.length === 0 || named.some((id) => !excluded().has(id));
}

// The foods each mention names are the same for every person: found once per rules and mention (kept as long as the
// rules are), where they were searched for on every advice call.
const namedByRules = new WeakMap<SafetyRules, Map<Selector, readonly string[]>>();

/** The ids of the foods a mention names, in the food index's order. */
const foodsNamedBy = (rules: SafetyRules, mention: Selector): readonly string[] =>
  memoOn(
    memoOn(namedByRules, rules, () => new Map()),
    mention,
    () =>
      [...rules.foodIndex.values()]
        .filter((entry) => selectorMatches(mention, entry, NO_AMOUNTS))
        .map((entry) => entry.food.id),
  );

// The foods a person leaves out, kept with the person's assessor (createPolicy().forPerson), so the advice for each
// nutrient does not assess every food again.
const excludedByAssessor = new WeakMap<Assessor, { kb: KnowledgeBase; ids: ReadonlySet<string> }>();

function excludedFoodIds(kb: KnowledgeBase, { assess }: Assessor): ReadonlySet<string> {
  return new Set(kb.foods.filter((food) => assess(food).exclusion).map((food) => food.id));
}

function excludedFoodIdsOf(kb: KnowledgeBase, personAssessor: Assessor): ReadonlySet<string> {
  const known = excludedByAssessor.get(personAssessor);
  if (known?.kb === kb) return known.ids;
  const ids = excludedFoodIds(kb, personAssessor);
  excludedByAssessor.set(personAssessor, { kb, ids });
  return ids;
}

function appliesTo(rule: AdviceRule, nutrient: NutrientKey | null): boolean {
  return nutrient === null ? rule.general : rule.nutrients.includes(nutrient);
}

/**
 * The advice lines for a nutrient (or, with null, the person's general lines). Rows of one topic are
 * variants: the first that applies to the person and names no food they leave out is used, the rest skipped.
 */
export function adviceFor(
  kb: KnowledgeBase,
  rules: SafetyRules,
  person: Person,
  nutrient: NutrientKey | null,
  /** The person's assessor, when the caller reuses one across calls (createPolicy().forPerson does). */
  personAssessor?: Assessor,
): NutrientAdvice {
  // For a nutrient we say not to push (iron with haemochromatosis), tips to get more of it would contradict us:
  // only lines for the same groups as the withholding rule (the condition's own advice) are kept.
  const withheld = nutrient === null ? [] : withheldFor(rules, person, nutrient);
  const withholdingGroups = new Set(
    rules.nutrientRules
      .filter((rule) => withheld.some((item) => item.ruleId === rule.id))
      .flatMap((rule) => rule.who.flat()),
  );
  const allowedWhileWithheld = (rule: AdviceRule) =>
    withheld.length === 0 || rule.who.flat().some((group) => withholdingGroups.has(group));
  let excluded: ReadonlySet<string> | null = null;
  const excludedFoods = () =>
    (excluded ??= personAssessor
      ? excludedFoodIdsOf(kb, personAssessor)
      : excludedFoodIds(kb, assessor(kb, rules, person)));
  const usedTopics = new Set<string>();
  const lines: AdviceLine[] = [];
  for (const rule of rules.advice) {
    if (
      usedTopics.has(rule.topic) ||
      !appliesTo(rule, nutrient) ||
      !whoApplies(rule.who, person.groups) ||
      !allowedWhileWithheld(rule)
    )
      continue;
    if (!rule.mentions.every((mention) => stillEats(rules, mention, excludedFoods))) continue;
    usedTopics.add(rule.topic);
    lines.push({
      ruleId: rule.id,
      topic: rule.topic,
      message: safetyTexts.messages[rule.message] ?? rule.message,
      source: rule.source,
    });
  }
  if (nutrient === null) return { nutrient, lines, keyArea: { status: "unrestricted" }, withheld: [] };
  return { nutrient, lines, keyArea: keyAreaFor(rules, person, nutrient), withheld };
}
