// Days of meals for one person: only meals whose every ingredient the recommendation policy allows (meals with an
// ingredient it ranks last only when nothing else fits), richest in the person's key nutrients, no day over an
// upper limit for them, foods under a weekly limit (oily fish in pregnancy) served at most that often, and
// portions sized so the day lands within about 5% of their energy need (plain servings when they have none).
// Deterministic: the same person gives the same days.
import type { Assessor } from "../policy/exclusions.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey } from "../kb/types.ts";
import { dayTotals, type DayTotals, type PlannedMeal } from "./day-totals.ts";
import type { EnergyNeed } from "./energy.ts";
import { assessMeal, mealAllowed, type MealVerdict } from "./suitability.ts";
import { MEAL_SLOTS, type Meal, type MealSlot } from "../kb/meals/types.ts";
import { memoOn } from "../kb/memo.ts";

export interface PlanInput {
  kb: KnowledgeBase;
  /** The policy's verdicts for this person (dashboard/person.ts builds one per assessment). */
  assessor: Assessor;
  /** The person's key nutrients, most important first: meals richer in them are preferred. */
  keyNutrients: readonly NutrientKey[];
  need: EnergyNeed;
}

export interface PlannedDay {
  meals: PlannedMeal[];
  totals: DayTotals;
}

/** Every meal the person may be offered, with the policy's verdict on it. */
export function mealsFor(kb: KnowledgeBase, assessor: Assessor): MealVerdict[] {
  return kb.meals.meals.map((meal) => assessMeal(assessor, meal)).filter(mealAllowed);
}

const PORTION_STEP = 0.25;
const MIN_PORTIONS = 0.75;
/**
 * A plate a person would eat: at most one and a half servings of a recipe (editorial, issue 22: plans scaled meals up
 * to three servings, so a day had six eggs and 88 g of fibre). A large need is met with more snacks instead, and
 * with fuller meals (recipes cooked with oil, bread, pasta and rice).
 */
const MAX_PORTIONS = 1.5;
/**
 * Above this need the largest plate grows in proportion (a tall, very active man needing 3,800 kcal eats larger
 * plates, not a fifth snack).
 */
const LARGER_PLATES_ABOVE_KCAL = 2500;
const MAX_SNACKS = 4;
/**
 * At most two eggs a day (100 g of egg, USDA's large egg is 50 g): not a health limit (the NHS sets none for eggs),
 * what a person would cook in a day. A meal with eggs is never served above one portion.
 */
const EGG_GRAMS_A_DAY = 100;
/**
 * Fibre: the Adequate Intake is 14 g per 1,000 kcal (Institute of Medicine 2005, the basis of every DRI fibre AI):
 * no upper level was set, so the AI is the day's aim, not a cap: once the day's meals
 * reach it for the energy they give, a meal adding more fibre scores lower (editorial weight).
 * https://nap.nationalacademies.org/catalog/10490 (Dietary Reference Intakes for Energy, Carbohydrate, Fiber...)
 */
const FIBRE_G_PER_1000_KCAL = 14;
const FIBRE_EXCESS_WEIGHT = 4;
/**
 * Protein: within the Acceptable Macronutrient Distribution Range, 10-35% of energy (Institute of Medicine 2005, same
 * report): a meal taking the day above its upper end scores lower (editorial weight). 4 kcal a gram (same report).
 */
const PROTEIN_MAX_ENERGY_SHARE = 0.35;
const PROTEIN_KCAL_PER_G = 4;
const PROTEIN_EXCESS_WEIGHT = 4;
/** A meal served this many times in a week is only used again when nothing else fits. */
const WEEK_REPEAT_PENALTY = 400;
/** Above this need, fuller meals are preferred. */
const HIGH_NEED_KCAL = 2600;

/** What a meal adds towards the nutrients still short today, the first key nutrient weighing most. */
export function usefulness(
  kb: KnowledgeBase,
  verdict: MealVerdict,
  keyNutrients: readonly NutrientKey[],
  covered: Partial<Record<NutrientKey, number>>,
  need: EnergyNeed,
): number {
  return scoreMeal(referencesOf(kb, keyNutrients), verdict, keyNutrients, covered, need);
}

/** Each nutrient's reference amount (its Daily Value, else its reference intake): what a meal's share is of. */
function referencesOf(kb: KnowledgeBase, nutrients: readonly NutrientKey[]): (number | null | undefined)[] {
  return nutrients.map(
    (nutrient) => kb.nutrients.get(nutrient)?.dailyValue ?? kb.safety.referenceIntakes.get(nutrient)?.amount,
  );
}

/** `usefulness` with the key nutrients' references looked up by the caller (once per pick, not once per meal). */
function scoreMeal(
  references: readonly (number | null | undefined)[],
  verdict: MealVerdict,
  keyNutrients: readonly NutrientKey[],
  covered: Partial<Record<NutrientKey, number>>,
  need: EnergyNeed,
): number {
  let score = 0;
  keyNutrients.forEach((nutrient, index) => {
    const reference = references[index];
    const value = verdict.meal.perServing.values[nutrient];
    if (!reference || !value) return;
    const percent = (value / reference) * 100;
    const stillShort = Math.max(0, 100 - (covered[nutrient] ?? 0));
    score += Math.min(percent, 60, stillShort) * (keyNutrients.length - index);
  });
  // A large need is better met by fuller meals than by triple portions of lean ones (which reach the phosphorus
  // and selenium limits first).
  const fuller = need.kind === "target" && need.kcal > HIGH_NEED_KCAL ? verdict.meal.perServing.energyKcal / 20 : 0;
  return score + fuller - (verdict.demoted ? 10_000 : 0);
}

function coverage(
  kb: KnowledgeBase,
  totals: DayTotals,
  keyNutrients: readonly NutrientKey[],
): Partial<Record<NutrientKey, number>> {
  const out: Partial<Record<NutrientKey, number>> = {};
  for (const nutrient of keyNutrients) {
    const reference = kb.nutrients.get(nutrient)?.dailyValue ?? kb.safety.referenceIntakes.get(nutrient)?.amount;
    if (reference) out[nutrient] = ((totals.values[nutrient] ?? 0) / reference) * 100;
  }
  return out;
}

/** The nutrients of a day above the person's upper limit (total intake limits; preformed vitamin A from animal foods). */
function overLimits(assessor: Assessor, totals: DayTotals): NutrientKey[] {
  const over: NutrientKey[] = [];
  for (const limit of assessor.limits.values()) {
    const amount =
      limit.appliesTo === "total"
        ? totals.values[limit.nutrient]
        : limit.appliesTo === "preformed"
          ? totals.preformedVitaminA
          : undefined;
    if (amount !== undefined && amount > limit.value) over.push(limit.nutrient);
  }
  return over;
}

/** Grams of egg in one serving of a meal (foods tagged egg). */
const eggGramsPerServing = new WeakMap<Meal, number>();
export const eggGrams = (meal: Meal): number =>
  memoOn(
    eggGramsPerServing,
    meal,
    () =>
      meal.ingredients.filter(({ food }) => food.tags.includes("egg")).reduce((sum, item) => sum + item.grams, 0) /
      meal.servings,
  );

const eggsToday = (today: readonly PlannedMeal[]) =>
  today.reduce((sum, item) => sum + eggGrams(item.meal) * item.portions, 0);

/** The most servings of a meal a plate holds: one for a meal with eggs (the day's eggs), more for a large need. */
function maxPortions(meal: Meal, kcal: number): number {
  if (eggGrams(meal) > 0) return 1;
  const larger = Math.max(1, kcal / LARGER_PLATES_ABOVE_KCAL) * MAX_PORTIONS;
  return Math.round(larger / PORTION_STEP) * PORTION_STEP;
}

/** Portions so the day's energy lands near the need: a common factor, then quarter steps on single meals. */
function sizePortions(meals: PlannedMeal[], kcal: number, caps: ReadonlyMap<string, number> = new Map()): void {
  const energy = () => meals.reduce((sum, item) => sum + item.meal.perServing.energyKcal * item.portions, 0);
  const clamp = (item: PlannedMeal, value: number) =>
    Math.min(
      caps.get(item.meal.id) ?? maxPortions(item.meal, kcal),
      Math.max(MIN_PORTIONS, Math.round(value / PORTION_STEP) * PORTION_STEP),
    );
  const factor = kcal / energy();
  for (const item of meals) item.portions = clamp(item, factor);
  for (let step = 0; step < 40; step++) {
    const gap = kcal - energy();
    let best: { item: PlannedMeal; next: number; error: number } | null = null;
    for (const item of meals) {
      const next = clamp(item, item.portions + Math.sign(gap) * PORTION_STEP);
      if (next === item.portions) continue;
      const error = Math.abs(gap - item.meal.perServing.energyKcal * (next - item.portions));
      if (error < Math.abs(gap) && (!best || error < best.error)) best = { item, next, error };
    }
    if (!best) break;
    best.item.portions = best.next;
  }
}

/** What the week has served so far: how often each meal, and each weekly-limited rule's foods. */
export interface WeekSoFar {
  mealCounts: Map<string, number>;
  ruleServings: Map<string, number>;
}

export const emptyWeek = (): WeekSoFar => ({ mealCounts: new Map(), ruleServings: new Map() });

function withinWeeklyLimits(verdict: MealVerdict, week: WeekSoFar, today: readonly PlannedMeal[]): boolean {
  return verdict.cautions.every(({ caution }) => {
    if (caution.maxPerWeek === undefined) return true;
    const todayCount = today.filter((item) =>
      item.cautions.some((other) => other.caution.ruleId === caution.ruleId),
    ).length;
    return (week.ruleServings.get(caution.ruleId) ?? 0) + todayCount < caution.maxPerWeek;
  });
}

function pickFor(
  input: PlanInput,
  candidates: readonly MealVerdict[],
  slot: MealSlot,
  today: readonly PlannedMeal[],
  week: WeekSoFar,
  skip: ReadonlySet<string>,
): MealVerdict | null {
  const totals = dayTotals(today);
  const covered = coverage(input.kb, totals, input.keyNutrients);
  const eggs = eggsToday(today);
  const references = referencesOf(input.kb, input.keyNutrients);
  let best: { verdict: MealVerdict; score: number } | null = null;
  for (const verdict of candidates) {
    const { meal } = verdict;
    if (!meal.slots.includes(slot) || skip.has(meal.id) || today.some((item) => item.meal.id === meal.id)) continue;
    if (!withinWeeklyLimits(verdict, week, today)) continue;
    if (eggs + eggGrams(meal) > EGG_GRAMS_A_DAY) continue;
    const score =
      scoreMeal(references, verdict, input.keyNutrients, covered, input.need) -
      beyondRanges(totals, meal, input.need) -
      (week.mealCounts.get(meal.id) ?? 0) * WEEK_REPEAT_PENALTY;
    if (!best || score > best.score || (score === best.score && meal.id < best.verdict.meal.id))
      best = { verdict, score };
  }
  return best?.verdict ?? null;
}

/**
 * How far one serving of the meal takes the day past the fibre aim (the AI for the energy eaten so far) and the
 * upper end of protein's range, weighted, less the fibre it adds while the day is still below its aim.
 */
function beyondRanges(totals: DayTotals, meal: Meal, need: EnergyNeed): number {
  const energy = totals.energyKcal + meal.perServing.energyKcal;
  const fibre = (totals.values.fiber_g ?? 0) + (meal.perServing.values.fiber_g ?? 0);
  const protein = (totals.values.protein_g ?? 0) + (meal.perServing.values.protein_g ?? 0);
  const fibreOver = Math.max(0, fibre - (FIBRE_G_PER_1000_KCAL * energy) / 1000);
  const proteinOver = Math.max(0, protein - (PROTEIN_MAX_ENERGY_SHARE * energy) / PROTEIN_KCAL_PER_G);
  // Below the day's aim, fibre counts for the meal (the aim for the whole need, not only the energy so far).
  const fibreTowardsAim =
    need.kind === "target"
      ? Math.min(
          meal.perServing.values.fiber_g ?? 0,
          Math.max(0, (FIBRE_G_PER_1000_KCAL * need.kcal) / 1000 - (totals.values.fiber_g ?? 0)),
        )
      : 0;
  return fibreOver * FIBRE_EXCESS_WEIGHT + proteinOver * PROTEIN_EXCESS_WEIGHT - fibreTowardsAim;
}

const planned = (slot: MealSlot, verdict: MealVerdict): PlannedMeal => ({
  slot,
  meal: verdict.meal,
  portions: 1,
  cautions: verdict.cautions,
});

function composeDay(
  input: PlanInput,
  candidates: readonly MealVerdict[],
  week: WeekSoFar,
  skip: ReadonlySet<string>,
): PlannedMeal[] {
  const today: PlannedMeal[] = [];
  for (const slot of MEAL_SLOTS) {
    const verdict = pickFor(input, candidates, slot, today, week, skip);
    if (verdict) today.push(planned(slot, verdict));
  }
  if (input.need.kind !== "target" || today.length === 0) return today;
  sizePortions(today, input.need.kcal);
  // Still short at the largest portions (a tall, very active person): another snack, up to four.
  for (let snacks = 1; snacks < MAX_SNACKS && dayTotals(today).energyKcal < input.need.kcal * 0.95; snacks++) {
    const verdict = pickFor(input, candidates, "snack", today, week, skip);
    if (!verdict) break;
    today.push(planned("snack", verdict));
    sizePortions(today, input.need.kcal);
  }
  return today;
}

/** One day; with `week`, a day of a week that avoids repeating meals and keeps weekly limits. */
export function planDay(
  input: PlanInput,
  candidates: readonly MealVerdict[] = mealsFor(input.kb, input.assessor),
  week: WeekSoFar = emptyWeek(),
): PlannedDay {
  const skip = new Set<string>();
  let meals = composeDay(input, candidates, week, skip);
  // A day above an upper limit: planned again without the meal that gives most of that nutrient, while another
  // meal can take its place; otherwise a smaller portion of it, the others sized again to the need (the day may
  // then fall short of energy, never over a limit).
  const caps = new Map<string, number>();
  for (let attempt = 0; attempt < 24; attempt++) {
    const over = overLimits(input.assessor, dayTotals(meals));
    if (over.length === 0) break;
    const nutrient = over[0]!;
    const share = (item: PlannedMeal) => (item.meal.perServing.values[nutrient] ?? 0) * item.portions;
    const ranked = [...meals].sort((a, b) => share(b) - share(a));
    const worst = ranked[0];
    if (!worst) break;
    const without = composeDay(input, candidates, week, new Set([...skip, worst.meal.id]));
    // Another day that still has each of this day's slots (its snacks may differ: they fill the energy).
    const current = meals;
    if (
      MEAL_SLOTS.every(
        (slot) => !current.some((item) => item.slot === slot) || without.some((item) => item.slot === slot),
      )
    ) {
      skip.add(worst.meal.id);
      meals = without;
      caps.clear();
      continue;
    }
    const shrinkable = ranked.find((item) => item.portions > MIN_PORTIONS);
    if (!shrinkable) break;
    caps.set(shrinkable.meal.id, shrinkable.portions - PORTION_STEP);
    if (input.need.kind === "target") sizePortions(meals, input.need.kcal, caps);
    else shrinkable.portions -= PORTION_STEP;
  }
  return { meals, totals: dayTotals(meals) };
}

/** Seven days: each meal served as rarely as the person's meals allow, weekly limits kept across the week. */
export function planWeek(input: PlanInput): PlannedDay[] {
  const candidates = mealsFor(input.kb, input.assessor);
  const week = emptyWeek();
  const days: PlannedDay[] = [];
  for (let index = 0; index < 7; index++) {
    const day = planDay(input, candidates, week);
    for (const item of day.meals) {
      week.mealCounts.set(item.meal.id, (week.mealCounts.get(item.meal.id) ?? 0) + 1);
      for (const ruleId of new Set(
        item.cautions.filter(({ caution }) => caution.maxPerWeek !== undefined).map(({ caution }) => caution.ruleId),
      )) {
        week.ruleServings.set(ruleId, (week.ruleServings.get(ruleId) ?? 0) + 1);
      }
    }
    days.push(day);
  }
  return days;
}
