// Supplements that are standard or prescribed for the person (keep_taking.csv): B12 on a plant-based diet and
// after 50, folic acid and vitamin D in pregnancy, vitamin D as the NHS advises, iron for anaemia... A screen
// that answers about a supplement the person takes says "keep taking it" with the reason, never that food may
// replace it; one that sees no supplement says which are advised for the person.
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { correctTypos } from "../kb/typos.ts";
import { findTerms, segments, words, negatedBefore } from "../kb/text-match.ts";
import { whoApplies } from "../kb/rules/selectors.ts";
import type { KeepTakingRule, SafetyRules } from "../kb/rules/types.ts";
import type { SafetyMessage } from "./result-types.ts";
import type { Person } from "./types.ts";

function toMessage(rule: KeepTakingRule): SafetyMessage {
  return { ruleId: rule.id, message: safetyTexts.messages[rule.message] ?? rule.message, source: rule.source };
}

/** The medicine classes a typed supplement names ("Vitamin B12 1000 mcg" -> b12_supplement), as the person resolver reads them. */
export function supplementClassesIn(rules: SafetyRules, text: string): string[] {
  const classes = new Set<string>();
  for (const part of segments(text)) {
    const partWords = correctTypos(words(part), rules.typoWords);
    for (const match of findTerms(partWords, rules.conditionTerms)) {
      if (match.value.kind !== "medicine" || negatedBefore(partWords, match.start)) continue;
      for (const entry of match.value.entries) classes.add(entry.classId);
    }
  }
  return [...classes];
}

/** Why the person should keep taking a supplement of these classes (the first rule that applies), or null. */
export function keepTakingReason(rules: SafetyRules, person: Person, classes: readonly string[]): SafetyMessage | null {
  const rule = rules.keepTaking.find(
    (candidate) => candidate.classes.some((id) => classes.includes(id)) && whoApplies(candidate.who, person.groups),
  );
  return rule ? toMessage(rule) : null;
}

/**
 * Supplements advised for the person whatever they take (rules for a group, not for everyone): said where the
 * person takes none, instead of "food can cover it". One line per supplement class kept.
 */
export function standardSupplements(rules: SafetyRules, person: Person): SafetyMessage[] {
  return rules.keepTaking
    .filter((rule) => !rule.who.some((clause) => clause.includes("everyone")) && whoApplies(rule.who, person.groups))
    .map(toMessage);
}
