// The offline engine's Whole-Food Recommendations and Sample One-Day Meal Plan: foods the recommendation
// policy gives this person, each with its cautions; the standard advice that applies; nutrients the person's
// condition says not to push, with its words instead of foods; typed text we could not match, said plainly.
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { offlineAssessmentTexts as texts } from "../../shared/texts/offline-assessment.ts";
import type { EngineFacts } from "../nutrition/answers/facts.ts";
import type { Food } from "../nutrition/kb/types.ts";
import { sampleDayFigures, sampleDayMeals } from "../nutrition/meals/sample-day.ts";
import { bulleted, mention, serving, sourced } from "./offline-mention.ts";

/** The policy's "Suits what you told us: ..." (only what it recognised), from any food it recommended. */
function fitsLine(facts: EngineFacts): string {
  const fits = facts.risks
    .flatMap((risk) => risk.foods)
    .flatMap((entry) => entry.reasons)
    .find((reason) => reason.id === "fits");
  return fits ? texts.foods.everyFoodIs(fits.message) : texts.foods.perServing;
}

/**
 * The policy's protein line for the weight (the one the dashboard and the weekly plan show: kidney disease by stage,
 * dialysis, pregnancy, 65 and over...), with its source; none where the policy gives none (protein not pushed, as for
 * PKU). An adult with no other row who trains for muscle gets the training range instead.
 */
function proteinTarget(answers: AssessmentAnswers, facts: EngineFacts): string[] {
  const need = facts.policy.proteinNeed(answers.weight);
  if (!need) return [];
  const trains = answers.healthGoals.includes("support_muscle") || answers.lifestyle === "active";
  if (trains && need.ruleId === "protein-adults") {
    const weight = String(Math.round(answers.weight * 10) / 10);
    return [
      texts.foods.proteinForMuscle(
        weight,
        need.grams,
        Math.round(answers.weight * 1.2),
        Math.round(answers.weight * 1.6),
      ),
    ];
  }
  return [sourced(need)];
}

const paragraphs = (lines: readonly string[]) => lines.join("\n\n");

export function foodRecommendations(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.foods;
  if (facts.noFoodSuggestions.length > 0)
    return paragraphs([...facts.noFoodSuggestions.map(sourced), ...facts.notChecked]);
  const blocks: string[] = [fitsLine(facts), ...facts.notChecked];
  for (const risk of facts.risks) {
    const body =
      risk.foods.length > 0 ? bulleted(risk.foods.map((entry) => said.ranked(mention(entry)))) : said.noneSuitable;
    blocks.push([`### ${risk.name}\n${body}`, ...risk.advice.map(sourced)].join("\n\n"));
  }
  for (const item of facts.withheldNutrients) {
    blocks.push(`### ${item.name}\n${[...item.withheld, ...item.advice].map(sourced).join("\n\n")}`);
  }
  const listed = (foods: readonly Food[]) => bulleted(foods.map((food) => said.listed(food.name, serving(food))));
  const wantsGut =
    (answers.supplements ?? []).includes("probiotics") ||
    answers.healthGoals.includes("improve_digestion") ||
    (answers.healthConditions ?? []).includes("digestive_issues");
  if (wantsGut && facts.fermented.length > 0)
    blocks.push(`### ${said.fermentedHeading}\n${listed(facts.fermented.slice(0, 3))}`);
  if (facts.risks.length === 0) {
    const picks = facts.suitable
      .filter((f) => ["leafy_greens", "legumes", "fruits", "vegetables"].includes(f.category))
      .slice(0, 4);
    if (picks.length > 0) blocks.push(`### ${said.staplesHeading}\n${listed(picks)}`);
  }
  if (facts.generalAdvice.length > 0)
    blocks.push(`### ${said.adviceHeading}\n${bulleted(facts.generalAdvice.map(sourced))}`);
  blocks.push(...proteinTarget(answers, facts));
  return paragraphs(blocks);
}

/**
 * A sample day of meals from the meal library whose every ingredient the policy allows for the person (never
 * liver in pregnancy, never raw morels), richest in their key nutrients and sized to their energy need: the same
 * day the dashboard shows, with its energy, protein and fibre (none under 19 or with an eating disorder).
 */
export function mealPlan(facts: EngineFacts): string {
  const said = texts.mealPlan;
  if (!facts.mealDay) return paragraphs(facts.noFoodSuggestions.map(sourced));
  const rows = sampleDayMeals(facts.mealDay).map((meal) => `- ${said.meal(meal.label, meal.text)}`);
  return [...rows, "", ...sampleDayFigures(facts.mealDay).flatMap((line) => [line, ""]), said.portions].join("\n");
}
