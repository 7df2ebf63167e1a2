// The nutrient rules of one person (safety/nutrient_rules.csv): nutrients their condition says not to push,
// and nutrients that are key areas only for people at risk (iron).
import { safetyTexts } from "../../../shared/texts/safety.ts";
import type { NutrientKey } from "../kb/types.ts";
import { whoApplies } from "../kb/rules/selectors.ts";
import type { NutrientRule, SafetyRules } from "../kb/rules/types.ts";
import type { Person } from "./types.ts";
import type { SafetyMessage } from "./result-types.ts";

function toMessage(rule: NutrientRule): SafetyMessage {
  return { ruleId: rule.id, message: safetyTexts.messages[rule.message] ?? rule.message, source: rule.source };
}

/** Do-not-push rules for this nutrient that apply to the person (haemochromatosis and iron, kidney disease and potassium...). */
export function withheldFor(rules: SafetyRules, person: Person, nutrient: NutrientKey): SafetyMessage[] {
  return rules.nutrientRules
    .filter(
      (rule) =>
        rule.action === "do_not_push" &&
        (rule.nutrient === null || rule.nutrient === nutrient) &&
        whoApplies(rule.who, person.groups),
    )
    .map(toMessage);
}

/**
 * Whether a nutrient is a key area for the person. "unrestricted": no rule limits it (the caller decides from
 * its own reasons); "yes" with the reasons that make it one; "no": the nutrient is a key area only for groups
 * the person is not in (iron for men and for women over 51 who eat meat).
 */
export type KeyArea =
  | { status: "unrestricted" }
  | { status: "yes"; reasons: readonly SafetyMessage[] }
  | { status: "no" };

export function keyAreaFor(rules: SafetyRules, person: Person, nutrient: NutrientKey): KeyArea {
  const restricting = rules.nutrientRules.filter(
    (rule) => rule.action === "key_area_only_for" && rule.nutrient === nutrient,
  );
  if (restricting.length === 0) return { status: "unrestricted" };
  if (withheldFor(rules, person, nutrient).length > 0) return { status: "no" };
  const reasons = keyAreaReasons(rules, person, nutrient);
  return reasons.length > 0 ? { status: "yes", reasons } : { status: "no" };
}

/**
 * Why the nutrient would be a key area for the person, before any do-not-push rule: a screen that drops a
 * withheld nutrient (iron with haemochromatosis) uses it to know the nutrient was at stake and say why not.
 */
export function keyAreaReasons(rules: SafetyRules, person: Person, nutrient: NutrientKey): SafetyMessage[] {
  return rules.nutrientRules
    .filter(
      (rule) =>
        rule.action === "key_area_only_for" && rule.nutrient === nutrient && whoApplies(rule.who, person.groups),
    )
    .map(toMessage);
}

/** Do-not-push rules for every nutrient that apply to the person (children under 14): no food suggestions at all. */
export function noFoodSuggestions(rules: SafetyRules, person: Person): SafetyMessage[] {
  return rules.nutrientRules
    .filter((rule) => rule.action === "do_not_push" && rule.nutrient === null && whoApplies(rule.who, person.groups))
    .map(toMessage);
}
