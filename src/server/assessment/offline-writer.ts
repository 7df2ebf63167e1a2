import {
  assessmentOptionLabels as optionLabels,
  assessmentSections,
  offlineEngineLine,
} from "../../shared/texts/assessment.ts";
import { offlineAssessmentTexts as texts } from "../../shared/texts/offline-assessment.ts";
import { formatList, lowerFirst, nutrientName, upperFirst, withSourceMarkdown } from "../../shared/format.ts";
import type { AssessmentAnswers } from "../../shared/assessment/schema.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import { buildAssessmentFacts, type EngineFacts } from "../nutrition/answers/facts.ts";
import type { RiskNutrient } from "../nutrition/answers/risk.ts";
import { foodRecommendations, mealPlan } from "./offline-foods.ts";
import { bulleted, clip, mention, numbered } from "./offline-mention.ts";
import { bestFoodFor, supplementConsiderations } from "./offline-supplements.ts";

// The offline nutrition engine: with no language model configured, it writes the same seven-part
// assessment from the answers and the nutrient knowledge base. Deterministic, and every food it names
// comes from the recommendation policy for this person, with the cautions the policy attached to it
// (nutrition/answers/facts.ts). This file and offline-foods.ts and offline-supplements.ts decide what to say;
// the words are in shared/texts/offline-assessment.ts. The not-medical-advice note is added by the writer
// (writer.ts), for every engine alike.

const sectionHeading = (index: number) => `## ${assessmentSections[index]}`;

function dietLabel(answers: AssessmentAnswers): string {
  if (answers.dietType === "other")
    return answers.otherDietType ? texts.summary.ownDietNamed(clip(answers.otherDietType)) : texts.summary.ownDiet;
  return texts.summary.diet(lowerFirst(optionLabels.dietType[answers.dietType]));
}

function goalsText(answers: AssessmentAnswers): string {
  const goals = answers.healthGoals
    .filter((goal) => goal !== "other")
    .map((goal) => lowerFirst(optionLabels.healthGoals[goal]));
  if (answers.healthGoals.includes("other") && answers.otherHealthGoal)
    goals.push(texts.quoted(clip(answers.otherHealthGoal)));
  return formatList(goals);
}

function conditionsText(answers: AssessmentAnswers): string | null {
  const chosen = answers.healthConditions ?? [];
  const conditions = chosen
    .filter((c) => c !== "none" && c !== "other")
    .map((c) => lowerFirst(optionLabels.healthConditions[c]));
  if (chosen.includes("other"))
    conditions.push(
      answers.otherHealthCondition ? texts.quoted(clip(answers.otherHealthCondition)) : texts.summary.anotherCondition,
    );
  return conditions.length > 0 ? formatList(conditions) : null;
}

function strengths(answers: AssessmentAnswers): string[] {
  const said = texts.strengths;
  const out: string[] = [];
  if (answers.vegetablesFruitsConsumption === "daily") out.push(said.vegetablesDaily);
  if (answers.fastFoodConsumption === "never") out.push(said.noFastFood);
  if (
    answers.lifestyle === "active" ||
    answers.exerciseFrequency === "5_plus" ||
    answers.exerciseFrequency === "3_to_4"
  )
    out.push(said.movesRegularly);
  if (answers.sleepQuality === "good") out.push(said.sleepsWell);
  if (answers.stressLevel === "low") out.push(said.lowStress);
  if (answers.waterIntake === "2_plus") out.push(said.drinksWater);
  if (!answers.smoking) out.push(said.noSmoking);
  if (answers.sunlightExposure !== "less_than_30") out.push(said.daylight);
  return out;
}

function summary(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.summary;
  const good = strengths(answers);
  const lines = [
    said.habits(
      answers.firstName ? clip(answers.firstName, 40) : null,
      dietLabel(answers),
      lowerFirst(optionLabels.consumption[answers.vegetablesFruitsConsumption]),
      lowerFirst(optionLabels.consumption[answers.meatFishConsumption]),
      lowerFirst(optionLabels.lifestyle[answers.lifestyle]),
    ),
    said.scores(facts.overallScore, facts.nutritionBalance),
  ];
  if (good.length > 0) lines.push(said.working(formatList(good.slice(0, 4))));
  lines.push(
    said.goals(
      goalsText(answers),
      answers.allergies.some((a) => a !== "none"),
      facts.notChecked.length === 0,
    ),
  );
  return lines.join(" ");
}

function keyAreas(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.keyAreas;
  const areas: string[] = facts.risks.slice(0, 3).map((risk) => {
    const best = risk.foods[0];
    return said.nutrient(
      risk.name,
      upperFirst(formatList(risk.reasons)),
      best ? said.oneServing(mention(best)) : said.needsPlan,
    );
  });
  // At least two areas: the most common habits to work on, in this order.
  if (areas.length < 2 && answers.fastFoodConsumption !== "never") areas.push(said.fewerFastFood);
  if (areas.length < 2 && answers.vegetablesFruitsConsumption !== "daily") areas.push(said.vegetablesDaily);
  if (areas.length < 2 && answers.waterIntake !== "2_plus") areas.push(said.hydration);
  if (areas.length < 2) areas.push(said.variety);
  return numbered(areas);
}

function lifestyleAdjustments(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.lifestyle;
  const items: string[] = [];
  if (answers.smoking) {
    const vitaminC = facts.noFoodSuggestions.length > 0 ? null : bestFoodFor(facts, "vitamin_c_mg");
    items.push(said.smoking(vitaminC ? mention(vitaminC) : null));
  }
  if (answers.sleepQuality === "poor" || answers.sleepQuality === "fair") {
    const sleep = facts.policy.sleepHours();
    items.push(said.sleep(sleep ? withSourceMarkdown(sleep.hours, sleep.source) : said.sleepHoursUnknown));
  }
  if (answers.stressLevel === "high") items.push(said.stress);
  if (answers.sittingTime === "more_than_6") items.push(said.sitting);
  if (answers.exerciseFrequency === "never" || answers.lifestyle === "sedentary") items.push(said.movement);
  if (answers.waterIntake !== "2_plus")
    items.push(said.water(Math.max(1.5, Math.round(answers.weight * 0.03 * 10) / 10).toFixed(1)));
  if (answers.sunlightExposure === "less_than_30") items.push(said.daylight);
  if (answers.alcoholConsumption === "weekly") items.push(said.alcohol);
  if (answers.fastFoodConsumption === "3_plus") items.push(said.fastFood);
  if (answers.travelFrequency === "more_than_4")
    items.push(said.travel(facts.suitable.find((f) => f.category === "fruits")?.name ?? null));
  if (items.length < 2) items.push(said.keepItUp);
  if (items.length < 2) items.push(said.keepMoving);
  return numbered(items.slice(0, 3));
}

/** Nutrients a blood test can measure, among those at risk. */
const testable: ReadonlySet<RiskNutrient> = new Set(["vitamin_d_ug", "vitamin_b12_ug", "iron_mg"]);

function followUp(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.followUp;
  const items = [said.retake(facts.overallScore)];
  const tests = facts.risks
    .filter((risk) => testable.has(risk.nutrient))
    .map((risk) => nutrientName(risk.nutrient, "short"));
  if (tests.length > 0) items.push(said.bloodTest(formatList(tests)));
  const conditions = conditionsText(answers);
  if (conditions) items.push(said.conditions(conditions));
  items.push(said.trackGoals(goalsText(answers)));
  if (answers.healthGoals.includes("lose_weight")) items.push(said.weight);
  return bulleted(items);
}

/** Writes the whole assessment. Pure: the same answers and knowledge base give the same text. */
export function writeOfflineAssessment(answers: AssessmentAnswers, kb: KnowledgeBase, now: Date = new Date()): string {
  const facts = buildAssessmentFacts(answers, kb, { now });
  const parts = [
    offlineEngineLine,
    `${sectionHeading(0)}\n\n${summary(answers, facts)}`,
    `${sectionHeading(1)}\n\n${keyAreas(answers, facts)}`,
    `${sectionHeading(2)}\n\n${foodRecommendations(answers, facts)}`,
    `${sectionHeading(3)}\n\n${supplementConsiderations(answers, facts)}`,
    `${sectionHeading(4)}\n\n${lifestyleAdjustments(answers, facts)}`,
    `${sectionHeading(5)}\n\n${mealPlan(facts)}`,
    `${sectionHeading(6)}\n\n${followUp(answers, facts)}`,
  ];
  return `${parts.join("\n\n")}\n`;
}

/** The offline text in paragraph-sized pieces, so it travels the same streaming path as a model's reply. */
export function* offlineChunks(text: string): Generator<string> {
  const pieces = text.split(/(?<=\n\n)/);
  for (const piece of pieces) if (piece) yield piece;
}
