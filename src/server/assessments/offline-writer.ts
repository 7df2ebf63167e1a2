import {
  assessmentOptionLabels as optionLabels,
  offlineEngineLine,
} from "../../shared/texts/assessment.ts";
import { asksWhichSupplements, type AssessmentAnswers } from "../../shared/assessment/index.ts";
import { nutrientPerServing, type Food, type KnowledgeBase, type NutrientKey, type RankedFood } from "../nutrition/index.ts";
import { buildAssessmentFacts, isMeaningfulSource, servingText, withinUpperLimit, type EngineFacts } from "../nutrition/facts.ts";
import { assessmentSections, formatAmount } from "../ai/prompts.ts";
import { meals, planDay } from "../nutrition/meal-plan.ts";
import { supplementNutrient } from "../nutrition/risk.ts";

const mealLabels = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" } as const;

// The offline nutrition engine: with no language model configured, it writes the same seven-part
// assessment from the answers and the nutrient knowledge base. Deterministic, and every food it
// names comes from the foods that fit the person's diet and allergies.

const sectionHeading = (index: number) => `## ${assessmentSections[index]}`;

function list(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

function lower(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function amountText(entry: RankedFood): string {
  const { amount } = entry;
  const dv = amount.percentDv === null ? "" : `, ${Math.round(amount.percentDv)}% of the Daily Value`;
  return `${formatAmount(amount.amount)} ${amount.unit}${dv}`;
}

function foodLine(entry: RankedFood): string {
  return `**${entry.food.name}** (${servingText(entry.food)}): ${amountText(entry)}`;
}

function dietLabel(answers: AssessmentAnswers): string {
  if (answers.dietType === "other") return answers.otherDietType ? `your own diet ("${clip(answers.otherDietType)}")` : "your own way of eating";
  return `a ${lower(optionLabels.dietType[answers.dietType])} diet`;
}

/** Free text the person typed, shown back as data: one line, limited length. */
function clip(text: string, max = 60): string {
  const flat = text.replace(/[\r\n\t]+/g, " ").replace(/[*_`[\]<>#|]/g, "").trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

function goalsText(answers: AssessmentAnswers): string {
  const goals = answers.healthGoals
    .filter((goal) => goal !== "other")
    .map((goal) => lower(optionLabels.healthGoals[goal]));
  if (answers.healthGoals.includes("other") && answers.otherHealthGoal) goals.push(`"${clip(answers.otherHealthGoal)}"`);
  return list(goals);
}

function conditionsText(answers: AssessmentAnswers): string | null {
  const conditions = (answers.healthConditions ?? [])
    .filter((c) => c !== "none" && c !== "other")
    .map((c) => lower(optionLabels.healthConditions[c]));
  if ((answers.healthConditions ?? []).includes("other") && answers.otherHealthCondition)
    conditions.push(`"${clip(answers.otherHealthCondition)}"`);
  else if ((answers.healthConditions ?? []).includes("other")) conditions.push("another health condition");
  return conditions.length > 0 ? list(conditions) : null;
}

function strengths(answers: AssessmentAnswers): string[] {
  const out: string[] = [];
  if (answers.vegetablesFruitsConsumption === "daily") out.push("you eat vegetables and fruit every day");
  if (answers.fastFoodConsumption === "never") out.push("you skip fast food");
  if (answers.lifestyle === "active" || answers.exerciseFrequency === "5_plus" || answers.exerciseFrequency === "3_to_4")
    out.push("you move regularly");
  if (answers.sleepQuality === "good") out.push("you sleep well");
  if (answers.stressLevel === "low") out.push("your stress is low");
  if (answers.waterIntake === "2_plus") out.push("you drink plenty of water");
  if (!answers.smoking) out.push("you don't smoke");
  if (answers.sunlightExposure !== "less_than_30") out.push("you get daylight most days");
  return out;
}

function summary(answers: AssessmentAnswers, facts: EngineFacts): string {
  const name = answers.firstName ? `${clip(answers.firstName, 40)}, you` : "You";
  const good = strengths(answers);
  const lines = [
    `${name} follow ${dietLabel(answers)}, eat vegetables and fruit ${lower(optionLabels.consumption[answers.vegetablesFruitsConsumption])} and meat or fish ${lower(optionLabels.consumption[answers.meatFishConsumption])}, and describe your lifestyle as ${lower(optionLabels.lifestyle[answers.lifestyle])}.`,
    `Your overall nutrition score is **${facts.overallScore}/100** and your nutrition balance is **${facts.nutritionBalance}%**.`,
  ];
  if (good.length > 0) lines.push(`What is already working: ${list(good.slice(0, 4))}.`);
  lines.push(`Your goals are to ${goalsText(answers)}, and the advice below is built around them and around the foods that fit your diet${answers.allergies.some((a) => a !== "none") ? " and allergies" : ""}.`);
  return lines.join(" ");
}

function keyAreas(answers: AssessmentAnswers, facts: EngineFacts): string {
  const areas: string[] = facts.risks.slice(0, 3).map((risk) => {
    const best = risk.foods[0];
    const source = best
      ? `One serving of ${best.food.name} (${servingText(best.food)}) gives ${amountText(best)}.`
      : "Few foods that fit your diet supply it, so it needs a plan (see Supplement Considerations).";
    return `**${risk.name}**: ${capitalize(list(risk.reasons))}. ${source}`;
  });
  if (areas.length < 2 && answers.fastFoodConsumption !== "never")
    areas.push("**Fewer fast-food meals**: cooking simple meals at home gives you more fibre, vitamins and minerals for the same calories.");
  if (areas.length < 2 && answers.vegetablesFruitsConsumption !== "daily")
    areas.push("**Vegetables and fruit every day**: aim for at least five portions, with something green at two meals.");
  if (areas.length < 2 && answers.waterIntake !== "2_plus")
    areas.push("**Hydration**: a little more water through the day helps energy and digestion.");
  if (areas.length < 2) areas.push("**Variety**: rotate your protein sources and vegetables across the week to cover more nutrients.");
  return areas.map((area, i) => `${i + 1}. ${area}`).join("\n");
}

function foodRecommendations(answers: AssessmentAnswers, facts: EngineFacts): string {
  const blocks: string[] = [];
  const restrictions: string[] = [];
  if (answers.dietType === "vegan") restrictions.push("plant-based");
  if (answers.dietType === "vegetarian") restrictions.push("vegetarian");
  const freeOf: Record<string, string> = { lactose: "lactose-free", gluten: "gluten-free", soy: "soy-free", nuts: "nut-free" };
  const allergyLabels = answers.allergies.filter((a) => a !== "none" && a !== "other").map((a) => freeOf[a] ?? a);
  if (answers.allergies.includes("other") && answers.otherAllergy) allergyLabels.push(`free of "${clip(answers.otherAllergy)}"`);
  const fits = [...restrictions, ...allergyLabels];
  blocks.push(
    fits.length > 0
      ? `Every food here is ${list(fits)}, to match your answers. Amounts are per serving, from USDA data, with FDA Daily Values.`
      : "Amounts are per serving, from USDA data, with FDA Daily Values.",
  );
  for (const risk of facts.risks) {
    const body =
      risk.foods.length > 0
        ? risk.foods.map((entry) => `- ${foodLine(entry)}`).join("\n")
        : "No food that fits your diet and allergies supplies a meaningful amount; see Supplement Considerations below.";
    blocks.push(`### ${risk.name}\n${body}`);
  }
  const supplements = answers.supplements ?? [];
  const wantsGut = supplements.includes("probiotics") || answers.healthGoals.includes("improve_digestion") || (answers.healthConditions ?? []).includes("digestive_issues");
  if (wantsGut && facts.fermented.length > 0) {
    blocks.push(
      `### Gut-friendly fermented foods\n${facts.fermented
        .slice(0, 3)
        .map((food) => `- **${food.name}**, ${servingText(food)}`)
        .join("\n")}`,
    );
  }
  if (facts.risks.length === 0) {
    const picks = facts.suitable.filter((f) => ["leafy_greens", "legumes", "fruits", "vegetables"].includes(f.category)).slice(0, 4);
    blocks.push(`### Everyday staples\n${picks.map((food) => `- **${food.name}**, ${servingText(food)}`).join("\n")}`);
  }
  const protein = proteinTarget(answers);
  blocks.push(protein);
  return blocks.join("\n\n");
}

function kg(weight: number): string {
  return String(Math.round(weight * 10) / 10);
}

function proteinTarget(answers: AssessmentAnswers): string {
  const base = Math.round(answers.weight * 0.8);
  if (answers.healthGoals.includes("support_muscle") || answers.lifestyle === "active") {
    return `For your weight of ${kg(answers.weight)} kg, the basic protein need is about ${base} g a day; people who train for muscle often aim for 1.2-1.6 g per kg, which for you is ${Math.round(answers.weight * 1.2)}-${Math.round(answers.weight * 1.6)} g, spread over three or four meals.`;
  }
  return `For your weight of ${kg(answers.weight)} kg, about ${base} g of protein a day (0.8 g per kg) covers the basic need; spreading it over your meals helps energy and fullness.`;
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

function supplementConsiderations(kb: KnowledgeBase, answers: AssessmentAnswers, facts: EngineFacts): string {
  const lines: string[] = [];
  const items: string[] = [];
  const supplements = asksWhichSupplements(answers.takesDietarySupplements) ? (answers.supplements ?? []) : [];
  if (supplements.length > 0) {
    lines.push(
      `You take supplements ${answers.takesDietarySupplements === "regularly" ? "regularly" : "sometimes"}. Food comes first here, and a supplement stays a secondary option.`,
    );
    for (const supplement of supplements) {
      if (supplement === "other") {
        items.push(
          `- **${answers.otherSupplement ? `"${clip(answers.otherSupplement)}"` : "Your other supplement"}**: check with a pharmacist or dietitian whether the foods above already cover it.`,
        );
        continue;
      }
      if (supplement === "probiotics") {
        const food = facts.fermented[0];
        items.push(
          food
            ? `- **Probiotics**: fermented foods such as ${food.name} bring live cultures along with protein and minerals; a supplement is mainly worth it for a specific reason your doctor has named.`
            : "- **Probiotics**: fibre from vegetables, legumes and whole grains feeds the bacteria you already have; a supplement is mainly worth it for a specific reason your doctor has named.",
        );
        continue;
      }
      const nutrient = supplementNutrient(supplement, answers);
      const best = nutrient ? bestFoodFor(kb, facts, nutrient) : null;
      const name = optionLabels.supplements[supplement];
      items.push(
        best
          ? `- **${name}**: one serving of ${best.food.name} (${servingText(best.food)}) gives ${amountText(best)}.${supplement === "vitamin_d" ? " With little sun, especially in winter, a vitamin D supplement can still make sense: a blood test tells you whether you need it." : ""}`
          : `- **${name}**: few foods that fit your diet supply it, so a supplement may be the practical choice; ask a professional about the dose.`,
      );
    }
  } else {
    lines.push("You don't take supplements now, and the foods above can cover most of what you need.");
  }
  if (answers.dietType === "vegan")
    lines.push("On a vegan diet, vitamin B12 is the one nutrient food cannot reliably supply: a B12 supplement or B12-fortified foods are recommended.");
  if (answers.sunlightExposure === "less_than_30" && !supplements.includes("vitamin_d"))
    lines.push("With less than 30 minutes of daylight a day, vitamin D is the other nutrient where a supplement is often advised, at least in winter.");
  lines.push("Never stop a supplement your doctor prescribed without talking to them first.");
  // Paragraphs and the list separated by blank lines, so no note is read as part of the last item.
  const [intro, ...notes] = lines;
  return [intro, items.join("\n"), ...notes].filter(Boolean).join("\n\n");
}

function lifestyleAdjustments(answers: AssessmentAnswers, facts: EngineFacts, kb: KnowledgeBase): string {
  const items: string[] = [];
  if (answers.smoking) {
    const c = bestFoodFor(kb, facts, "vitamin_c_mg");
    items.push(
      `**Stopping smoking** is the single biggest step for your health; your doctor or a quit line can double your chances. Smokers also need more vitamin C${c ? `: ${c.food.name} (${servingText(c.food)}) gives ${amountText(c)}` : ""}.`,
    );
  }
  if (answers.sleepQuality === "poor" || answers.sleepQuality === "fair")
    items.push("**Sleep**: keep the same bedtime and wake time every day, aim for 7-9 hours, and leave 2-3 hours between your last big meal and bed.");
  if (answers.stressLevel === "high")
    items.push("**Stress**: block 10 minutes a day for a walk outside, slow breathing or stretching; high stress drains energy and sleep.");
  if (answers.sittingTime === "more_than_6")
    items.push("**Sitting**: you sit more than 6 hours a day, so stand up and move for 2-3 minutes every 30-60 minutes.");
  if (answers.exerciseFrequency === "never" || answers.lifestyle === "sedentary")
    items.push("**Movement**: start with a 10-minute walk after two meals a day and build up to 150 minutes of activity a week.");
  if (answers.waterIntake !== "2_plus") {
    const litres = Math.max(1.5, Math.round(answers.weight * 0.03 * 10) / 10);
    items.push(`**Water**: for your weight, about ${litres.toFixed(1)} litres a day is a good target; keep a bottle where you can see it.`);
  }
  if (answers.sunlightExposure === "less_than_30")
    items.push("**Daylight**: spend 15-30 minutes outdoors in daylight on most days, for vitamin D, mood and sleep.");
  if (answers.alcoholConsumption === "weekly") items.push("**Alcohol**: keep several alcohol-free days each week; alcohol affects sleep, energy and weight.");
  if (answers.fastFoodConsumption === "3_plus")
    items.push("**Fast food**: swap two fast-food meals a week for a quick home meal from the plan below.");
  if (answers.travelFrequency === "more_than_4") {
    const snack = facts.suitable.find((f) => f.category === "fruits");
    items.push(`**Travel**: you travel often, so pack simple snacks${snack ? ` such as ${snack.name}` : ""} and keep your meal times when you can.`);
  }
  if (items.length < 2) items.push("**Keep it up**: your habits are a good base; add one new vegetable or legume each week for variety.");
  if (items.length < 2) items.push("**Movement**: keep doing the activity you enjoy and add two short strength sessions a week.");
  return items
    .slice(0, 3)
    .map((item, i) => `${i + 1}. ${item}`)
    .join("\n");
}

function mealPlan(answers: AssessmentAnswers, facts: EngineFacts, kb: KnowledgeBase): string {
  const plan = planDay(kb, facts.suitable, facts.risks, { keto: answers.dietType === "keto" });
  const describe = (foods: readonly Food[]) => (foods.length > 0 ? list(foods.map((f) => `${f.name} (${f.servingLabel})`)) : null);
  const rows: string[] = [];
  for (const meal of meals) {
    const foods = describe(plan[meal]);
    if (foods) rows.push(`- **${mealLabels[meal]}:** ${foods}`);
  }
  rows.push("", "Portions are a starting point: adjust them to your appetite and activity.");
  return rows.join("\n");
}

function followUp(answers: AssessmentAnswers, facts: EngineFacts): string {
  const items: string[] = [];
  items.push(`Retake the FoodFirst assessment in 6-8 weeks to see how your score moves from today's ${facts.overallScore}/100.`);
  const testable = facts.risks
    .filter((risk) => ["vitamin_d_ug", "vitamin_b12_ug", "iron_mg"].includes(risk.nutrient))
    .map((risk) => risk.name.toLowerCase().replace("vitamin b12", "vitamin B12").replace("vitamin d", "vitamin D"));
  if (testable.length > 0) items.push(`Ask your doctor whether a blood test for ${list(testable)} makes sense: it is the only way to know your levels.`);
  const conditions = conditionsText(answers);
  if (conditions)
    items.push(`Because you mentioned ${conditions}, talk to your doctor or a registered dietitian before larger changes to your diet or supplements.`);
  items.push(`For two weeks, note each evening how you did on your goal to ${goalsText(answers)}, on a scale of 1 to 5, to see which changes help.`);
  if (answers.healthGoals.includes("lose_weight"))
    items.push("For weight, look at the trend over several weeks rather than day to day; slow and steady (about 0.5 kg a week) lasts.");
  return items.map((item) => `- ${item}`).join("\n");
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
