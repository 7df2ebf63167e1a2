// The offline engine's Supplement Considerations: each supplement the person takes, answered with a food the
// policy recommends for them (with its cautions), the policy's words where their condition says not to push
// the nutrient, and typed supplement doses read with the lookup's dose reader (above an upper limit: flagged).
import { asksWhichSupplements } from "../../shared/assessment/rules.ts";
import { type AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { assessmentOptionLabels as optionLabels } from "../../shared/texts/assessment.ts";
import { lookupTexts } from "../../shared/texts/lookup.ts";
import { offlineAssessmentTexts as texts } from "../../shared/texts/offline-assessment.ts";
import type { EngineFacts } from "../nutrition/answers/facts.ts";
import type { NutrientKey } from "../nutrition/kb/types.ts";
import type { Recommendation } from "../nutrition/policy/result-types.ts";
import { withheldFor } from "../nutrition/policy/nutrient-rules.ts";
import { supplementNutrient } from "../nutrition/answers/risk.ts";
import type { TypedSupplement } from "../nutrition/answers/typed-supplements.ts";
import { CHOICE_SUPPLEMENTS } from "../nutrition/kb/rules/typed-conditions.ts";
import { bulleted, clip, mention, sourced } from "./offline-mention.ts";

/** The best food the policy gives the person for a nutrient: the one already shown for it, or its first choice. */
export function bestFoodFor(facts: EngineFacts, nutrient: NutrientKey): Recommendation | null {
  return (
    facts.risks.find((risk) => risk.nutrient === nutrient)?.foods[0] ??
    facts.policy.recommendFoods(nutrient, { limit: 1 }).foods[0] ??
    null
  );
}

const isFlagged = (reading: TypedSupplement) =>
  reading.status === "questioned" || (reading.status === "read" && reading.cautions.length > 0);

/** The typed supplements: one line as typed when nothing is flagged; else a line for every part, flagged or not. */
function otherItems(answers: AssessmentAnswers, facts: EngineFacts): string[] {
  const said = texts.supplements;
  // A supplement standard or prescribed for the person is "keep taking it", never "the foods may cover it".
  const keepOrCheck = (named: string | null, text: string | null | undefined) => {
    const keep = text ? facts.policy.keepTaking(text) : null;
    return keep ? said.keepTaking(named ?? "Your other supplement", sourced(keep)) : said.other(named);
  };
  if (!facts.typedSupplements.some(isFlagged))
    return [
      keepOrCheck(
        answers.otherSupplement ? texts.quoted(clip(answers.otherSupplement)) : null,
        answers.otherSupplement,
      ),
    ];
  return facts.typedSupplements.flatMap((reading) => {
    const named = texts.quoted(clip(reading.text));
    if (reading.status === "questioned") return [said.otherQuestioned(named, reading.message)];
    if (reading.status === "read" && reading.cautions.length > 0)
      return reading.cautions.map((caution) =>
        // A salt form says how it was read (magnesium and zinc as the label gives them, the compound reading beside it).
        said.otherAboveLimit(named, [reading.readAs, lookupTexts.ulCaution(caution)].filter(Boolean).join(" ")),
      );
    return [keepOrCheck(named, reading.text)];
  });
}

function supplementItems(
  answers: AssessmentAnswers,
  facts: EngineFacts,
  supplement: NonNullable<AssessmentAnswers["supplements"]>[number],
): string[] {
  const said = texts.supplements;
  if (supplement === "other") return otherItems(answers, facts);
  if (supplement === "probiotics")
    return [facts.fermented[0] ? said.probioticsFood(facts.fermented[0].name) : said.probioticsFibre];
  const nutrient = supplementNutrient(supplement, facts.person);
  const name = optionLabels.supplements[supplement];
  const withheld = nutrient ? withheldFor(facts.rules, facts.person, nutrient) : [];
  if (withheld.length > 0) return [said.withheld(name, withheld.map(sourced).join(" "))];
  const ticked = CHOICE_SUPPLEMENTS[supplement];
  const keep = ticked ? facts.policy.keepTaking([ticked.classId]) : null;
  if (keep) return [said.keepTaking(name, sourced(keep))];
  const best = nutrient ? bestFoodFor(facts, nutrient) : null;
  return [best ? said.fromFood(name, mention(best), supplement === "vitamin_d") : said.fewFoods(name)];
}

export function supplementConsiderations(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.supplements;
  const supplements = asksWhichSupplements(answers.takesDietarySupplements) ? (answers.supplements ?? []) : [];
  const advised = facts.policy.standardSupplements().map(sourced);
  const intro =
    supplements.length > 0
      ? said.take(answers.takesDietarySupplements === "regularly" ? "regularly" : "sometimes")
      : advised.length > 0
        ? said.noneButAdvised(advised)
        : said.none;
  const items = supplements.flatMap((supplement) => supplementItems(answers, facts, supplement));
  const notes: string[] = [];
  if (answers.sunlightExposure === "less_than_30" && !supplements.includes("vitamin_d"))
    notes.push(said.lowSunVitaminD);
  notes.push(said.neverStop);
  // Paragraphs and the list separated by blank lines, so no note is read as part of the last item.
  return [intro, bulleted(items), ...notes].filter(Boolean).join("\n\n");
}
