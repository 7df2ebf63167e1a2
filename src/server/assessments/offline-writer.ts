import { assessmentOptionLabels as optionLabels, assessmentSections, offlineEngineLine } from "../../shared/texts/assessment.ts";
import { offlineAssessmentTexts as texts, type FoodMention } from "../../shared/texts/offline-assessment.ts";
import { formatList, formatPercent, formatQuantity, formatServing, lowerFirst, nutrientName, upperFirst } from "../../shared/format.ts";
import { asksWhichSupplements, type AssessmentAnswers } from "../../shared/assessment/index.ts";
import { nutrientPerServing, type Food, type KnowledgeBase, type NutrientKey, type RankedFood } from "../nutrition/index.ts";
import { buildAssessmentFacts, isMeaningfulSource, withinUpperLimit, type EngineFacts } from "../nutrition/facts.ts";
import { meals, planDay } from "../nutrition/meal-plan.ts";
import { supplementNutrient, type RiskNutrient } from "../nutrition/risk.ts";

// The offline nutrition engine: with no language model configured, it writes the same seven-part
// assessment from the answers and the nutrient knowledge base. Deterministic, and every food it
// names comes from the foods that fit the person's diet and allergies. This file decides what to say;
// the words are in shared/texts/offline-assessment.ts.

const sectionHeading = (index: number) => `## ${assessmentSections[index]}`;

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");
const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

function serving(food: Food): string {
  return formatServing(food.servingLabel, food.servingG);
}

/** "8 mg, 45% of the Daily Value", in the assessment's compact figures. */
function amountText({ amount }: RankedFood): string {
  const percent = amount.percentDv === null ? null : formatPercent(amount.percentDv, "compact");
  return texts.amount(formatQuantity(amount.amount, amount.unit, "compact"), percent);
}

function mention(entry: RankedFood): FoodMention {
  return { name: entry.food.name, serving: serving(entry.food), amount: amountText(entry) };
}

function dietLabel(answers: AssessmentAnswers): string {
  if (answers.dietType === "other") return answers.otherDietType ? texts.summary.ownDietNamed(clip(answers.otherDietType)) : texts.summary.ownDiet;
  return texts.summary.diet(lowerFirst(optionLabels.dietType[answers.dietType]));
}

/** Free text the person typed, shown back as data: one line, limited length. */
function clip(text: string, max = 60): string {
  const flat = text.replace(/[\r\n\t]+/g, " ").replace(/[*_`[\]<>#|]/g, "").trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

function goalsText(answers: AssessmentAnswers): string {
  const goals = answers.healthGoals.filter((goal) => goal !== "other").map((goal) => lowerFirst(optionLabels.healthGoals[goal]));
  if (answers.healthGoals.includes("other") && answers.otherHealthGoal) goals.push(texts.quoted(clip(answers.otherHealthGoal)));
  return formatList(goals);
}

function conditionsText(answers: AssessmentAnswers): string | null {
  const chosen = answers.healthConditions ?? [];
  const conditions = chosen.filter((c) => c !== "none" && c !== "other").map((c) => lowerFirst(optionLabels.healthConditions[c]));
  if (chosen.includes("other")) conditions.push(answers.otherHealthCondition ? texts.quoted(clip(answers.otherHealthCondition)) : texts.summary.anotherCondition);
  return conditions.length > 0 ? formatList(conditions) : null;
}

function strengths(answers: AssessmentAnswers): string[] {
  const said = texts.strengths;
  const out: string[] = [];
  if (answers.vegetablesFruitsConsumption === "daily") out.push(said.vegetablesDaily);
  if (answers.fastFoodConsumption === "never") out.push(said.noFastFood);
  if (answers.lifestyle === "active" || answers.exerciseFrequency === "5_plus" || answers.exerciseFrequency === "3_to_4") out.push(said.movesRegularly);
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
  lines.push(said.goals(goalsText(answers), answers.allergies.some((a) => a !== "none")));
  return lines.join(" ");
}

function keyAreas(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.keyAreas;
  const areas: string[] = facts.risks.slice(0, 3).map((risk) => {
    const best = risk.foods[0];
    return said.nutrient(risk.name, upperFirst(formatList(risk.reasons)), best ? said.oneServing(mention(best)) : said.needsPlan);
  });
  // At least two areas: the most common habits to work on, in this order.
  if (areas.length < 2 && answers.fastFoodConsumption !== "never") areas.push(said.fewerFastFood);
  if (areas.length < 2 && answers.vegetablesFruitsConsumption !== "daily") areas.push(said.vegetablesDaily);
  if (areas.length < 2 && answers.waterIntake !== "2_plus") areas.push(said.hydration);
  if (areas.length < 2) areas.push(said.variety);
  return numbered(areas);
}

/** What every recommended food is free of, in words ("plant-based", "nut-free", "free of \"kiwi\""). */
function fitsText(answers: AssessmentAnswers): string[] {
  const said = texts.foods;
  const fits: string[] = [];
  if (answers.dietType === "vegan") fits.push(said.plantBased);
  if (answers.dietType === "vegetarian") fits.push(said.vegetarian);
  for (const allergy of answers.allergies) if (allergy !== "none" && allergy !== "other") fits.push(said.freeOf[allergy] ?? allergy);
  if (answers.allergies.includes("other") && answers.otherAllergy) fits.push(said.freeOfNamed(clip(answers.otherAllergy)));
  return fits;
}

function foodRecommendations(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.foods;
  const fits = fitsText(answers);
  const blocks: string[] = [fits.length > 0 ? said.everyFoodIs(formatList(fits)) : said.perServing];
  for (const risk of facts.risks) {
    const body = risk.foods.length > 0 ? bulleted(risk.foods.map((entry) => said.ranked(mention(entry)))) : said.noneSuitable;
    blocks.push(`### ${risk.name}\n${body}`);
  }
  const listed = (foods: readonly Food[]) => bulleted(foods.map((food) => said.listed(food.name, serving(food))));
  const wantsGut =
    (answers.supplements ?? []).includes("probiotics") || answers.healthGoals.includes("improve_digestion") || (answers.healthConditions ?? []).includes("digestive_issues");
  if (wantsGut && facts.fermented.length > 0) blocks.push(`### ${said.fermentedHeading}\n${listed(facts.fermented.slice(0, 3))}`);
  if (facts.risks.length === 0) {
    const picks = facts.suitable.filter((f) => ["leafy_greens", "legumes", "fruits", "vegetables"].includes(f.category)).slice(0, 4);
    blocks.push(`### ${said.staplesHeading}\n${listed(picks)}`);
  }
  blocks.push(proteinTarget(answers));
  return blocks.join("\n\n");
}

function proteinTarget(answers: AssessmentAnswers): string {
  const weight = String(Math.round(answers.weight * 10) / 10);
  const base = Math.round(answers.weight * 0.8);
  if (answers.healthGoals.includes("support_muscle") || answers.lifestyle === "active") {
    return texts.foods.proteinForMuscle(weight, base, Math.round(answers.weight * 1.2), Math.round(answers.weight * 1.6));
  }
  return texts.foods.protein(weight, base);
}

function bestFoodFor(kb: KnowledgeBase, facts: EngineFacts, nutrient: NutrientKey): RankedFood | null {
  const fromRisk = facts.risks.find((risk) => risk.nutrient === nutrient)?.foods[0];
  if (fromRisk) return fromRisk;
  let best: RankedFood | null = null;
  for (const food of facts.suitable) {
    const amount = nutrientPerServing(kb, food, nutrient);
    if (!amount) continue;
    const entry = { food, amount };
    if (isMeaningfulSource(entry) && withinUpperLimit(kb, entry) && (!best || amount.amount > best.amount.amount)) best = entry;
  }
  return best;
}

function supplementItem(kb: KnowledgeBase, answers: AssessmentAnswers, facts: EngineFacts, supplement: NonNullable<AssessmentAnswers["supplements"]>[number]): string {
  const said = texts.supplements;
  if (supplement === "other") return said.other(answers.otherSupplement ? texts.quoted(clip(answers.otherSupplement)) : null);
  if (supplement === "probiotics") return facts.fermented[0] ? said.probioticsFood(facts.fermented[0].name) : said.probioticsFibre;
  const nutrient = supplementNutrient(supplement, answers);
  const best = nutrient ? bestFoodFor(kb, facts, nutrient) : null;
  const name = optionLabels.supplements[supplement];
  return best ? said.fromFood(name, mention(best), supplement === "vitamin_d") : said.fewFoods(name);
}

function supplementConsiderations(kb: KnowledgeBase, answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.supplements;
  const supplements = asksWhichSupplements(answers.takesDietarySupplements) ? (answers.supplements ?? []) : [];
  const intro = supplements.length > 0 ? said.take(answers.takesDietarySupplements === "regularly" ? "regularly" : "sometimes") : said.none;
  const items = supplements.map((supplement) => supplementItem(kb, answers, facts, supplement));
  const notes: string[] = [];
  if (answers.dietType === "vegan") notes.push(said.veganB12);
  if (answers.sunlightExposure === "less_than_30" && !supplements.includes("vitamin_d")) notes.push(said.lowSunVitaminD);
  notes.push(said.neverStop);
  // Paragraphs and the list separated by blank lines, so no note is read as part of the last item.
  return [intro, bulleted(items), ...notes].filter(Boolean).join("\n\n");
}

function lifestyleAdjustments(answers: AssessmentAnswers, facts: EngineFacts, kb: KnowledgeBase): string {
  const said = texts.lifestyle;
  const items: string[] = [];
  if (answers.smoking) {
    const vitaminC = bestFoodFor(kb, facts, "vitamin_c_mg");
    items.push(said.smoking(vitaminC ? mention(vitaminC) : null));
  }
  if (answers.sleepQuality === "poor" || answers.sleepQuality === "fair") items.push(said.sleep);
  if (answers.stressLevel === "high") items.push(said.stress);
  if (answers.sittingTime === "more_than_6") items.push(said.sitting);
  if (answers.exerciseFrequency === "never" || answers.lifestyle === "sedentary") items.push(said.movement);
  if (answers.waterIntake !== "2_plus") items.push(said.water(Math.max(1.5, Math.round(answers.weight * 0.03 * 10) / 10).toFixed(1)));
  if (answers.sunlightExposure === "less_than_30") items.push(said.daylight);
  if (answers.alcoholConsumption === "weekly") items.push(said.alcohol);
  if (answers.fastFoodConsumption === "3_plus") items.push(said.fastFood);
  if (answers.travelFrequency === "more_than_4") items.push(said.travel(facts.suitable.find((f) => f.category === "fruits")?.name ?? null));
  if (items.length < 2) items.push(said.keepItUp);
  if (items.length < 2) items.push(said.keepMoving);
  return numbered(items.slice(0, 3));
}

function mealPlan(answers: AssessmentAnswers, facts: EngineFacts, kb: KnowledgeBase): string {
  const said = texts.mealPlan;
  const plan = planDay(kb, facts.suitable, facts.risks, { keto: answers.dietType === "keto" });
  const rows = meals
    .filter((meal) => plan[meal].length > 0)
    .map((meal) => said.meal(said.meals[meal], formatList(plan[meal].map((food) => said.food(food.name, food.servingLabel)))));
  return [...rows.map((row) => `- ${row}`), "", said.portions].join("\n");
}

/** Nutrients a blood test can measure, among those at risk. */
const testable: ReadonlySet<RiskNutrient> = new Set(["vitamin_d_ug", "vitamin_b12_ug", "iron_mg"]);

function followUp(answers: AssessmentAnswers, facts: EngineFacts): string {
  const said = texts.followUp;
  const items = [said.retake(facts.overallScore)];
  const tests = facts.risks.filter((risk) => testable.has(risk.nutrient)).map((risk) => nutrientName(risk.nutrient, "short"));
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
    `${sectionHeading(3)}\n\n${supplementConsiderations(kb, answers, facts)}`,
    `${sectionHeading(4)}\n\n${lifestyleAdjustments(answers, facts, kb)}`,
    `${sectionHeading(5)}\n\n${mealPlan(answers, facts, kb)}`,
    `${sectionHeading(6)}\n\n${followUp(answers, facts)}`,
  ];
  return `${parts.join("\n\n")}\n`;
}

/** The offline text in paragraph-sized pieces, so it travels the same streaming path as a model's reply. */
export function* offlineChunks(text: string): Generator<string> {
  const pieces = text.split(/(?<=\n\n)/);
  for (const piece of pieces) if (piece) yield piece;
}
