import { type DraftAnswers } from "../../shared/assessment/schema.ts";
import { recommendedFoods, type FoodRecommendation } from "../../shared/assessment/scoring.ts";
import type { DashboardFood, DashboardNutrientAmount, SourcedNote } from "../../shared/dashboard.ts";
import { formatServing } from "../../shared/format.ts";
import { dashboardFoodNames as names } from "../../shared/texts/dashboard.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import { nutrientPerServing } from "../nutrition/kb/nutrients.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import { personAdvice } from "./advice.ts";
import { NoteList, ownNote, sourcedNote } from "./notes.ts";
import type { PersonFoods } from "./person.ts";

// The spec's recommended foods (section 9: salmon, mushrooms, egg yolks, walnuts, an algae-based option, each
// under its own condition), each checked by the safety policy for the person and, where the policy leaves it
// out or ranks it last, replaced by the best food it suggests for the same nutrient (decisions.md).

interface SpecFood {
  name: string;
  /** The knowledge-base food the policy judges for the person: cooked salmon, UV-exposed mushrooms, a hard-boiled egg. */
  foodId: string;
  /**
   * Where the figures come from when not from that food: egg yolks from USDA's yolk row (whole-egg figures would
   * not be a yolk's), judged as the hard-boiled egg they come from (the yolk row is raw, which the policy rules out).
   */
  figuresId?: string;
  /** How many of the knowledge base's servings (the spec's "2 eggs"): every screen shows the same serving and %DV. */
  servings: number;
  /** What the dashboard shows it supplies. */
  shows: readonly NutrientKey[];
  /** Nutrients a replacement is looked for, in order. */
  replaceFor: readonly NutrientKey[];
}

// Each food in the knowledge base's own serving, as the lookup, the assessment and the chat show it (mushrooms:
// the UV-exposed portabella the policy ranks first for vitamin D, 1 cup diced, 86 g), not a size of our own.
const specFoods: Readonly<Record<string, SpecFood>> = {
  Salmon: {
    name: names.salmon,
    foodId: "175168",
    servings: 1,
    shows: ["epa_plus_dha_g", "vitamin_d_ug"],
    replaceFor: ["epa_plus_dha_g", "ala_g"],
  },
  Mushrooms: {
    name: names.mushrooms,
    foodId: "170143",
    servings: 1,
    shows: ["vitamin_d_ug"],
    replaceFor: ["vitamin_d_ug"],
  },
  "Egg yolks": {
    name: names.eggYolks,
    foodId: "173424",
    figuresId: "172184",
    servings: 2,
    shows: ["vitamin_b12_ug", "vitamin_d_ug"],
    replaceFor: ["vitamin_b12_ug"],
  },
  Walnuts: { name: names.walnuts, foodId: "170187", servings: 1, shows: ["ala_g"], replaceFor: ["ala_g"] },
};

/** The amount as people read it: the knowledge base's serving, or a count of them ("2 yolks of hard-boiled eggs, 34 g"). */
function amountOf(spec: SpecFood, food: Food): string {
  if (spec.servings === 1) return formatServing(food.servingLabel, food.servingG);
  return spec.figuresId
    ? names.yolksAmount(spec.servings, spec.servings * food.servingG)
    : formatServing(`${spec.servings} × ${food.servingLabel}`, spec.servings * food.servingG);
}

function supplied(kb: KnowledgeBase, food: Food, nutrients: readonly NutrientKey[]): DashboardNutrientAmount[] {
  return nutrients.flatMap((nutrient) => {
    const amount = nutrientPerServing(kb, food, nutrient);
    return amount && amount.amount > 0
      ? [{ name: amount.name, amount: amount.amount, unit: amount.unit, percentDv: amount.percentDv }]
      : [];
  });
}

/** The algae-based option: a supplement (the spec's only one), with the knowledge base's typical amount. */
function algaeOption(kb: KnowledgeBase): DashboardFood {
  const algal = kb.supplements.find((supplement) => supplement.id === "algal_oil");
  const perCapsule = algal?.doseInColumnUnits[0] ?? null;
  const info = kb.nutrients.get("epa_plus_dha_g");
  return {
    name: names.algae,
    amount: names.capsules,
    supplies:
      perCapsule !== null && info ? [{ name: info.name, amount: perCapsule, unit: info.unit, percentDv: null }] : [],
    replaces: null,
    replacedBecause: null,
    cautions: [],
    isSupplement: true,
  };
}

export interface DashboardFoods {
  foods: DashboardFood[];
  /** Advice for nutrients no suitable food supplies, the person's standard advice, withheld nutrients, and typed text not checked. */
  notes: SourcedNote[];
}

/**
 * The spec's foods for these answers, each kept or replaced through the policy, and the notes that go with them:
 * the person's standard advice as the assessment gives it. Under 14 no food at all, and why, as the assessment says.
 */
export function dashboardFoods(answers: DraftAnswers, who: PersonFoods): DashboardFoods {
  if (who.noFoods.length > 0) {
    const notes = new NoteList();
    for (const note of who.noFoods) notes.add(note);
    for (const line of notCheckedLines(who.person)) notes.add(ownNote(line));
    return { foods: [], notes: notes.list() };
  }
  const { kb } = who.policy;
  const foods: DashboardFood[] = [];
  const notes = new NoteList();
  const listed: FoodRecommendation[] = recommendedFoods(answers);
  // The spec's own foods on the list are never picked as another one's replacement (walnuts for salmon, then walnuts).
  const used = new Set(listed.flatMap((item) => specFoods[item.name]?.foodId ?? []));
  for (const item of listed) {
    if (item.isSupplement) {
      foods.push(algaeOption(kb));
      continue;
    }
    const spec = specFoods[item.name];
    const food = spec ? kb.foods.find((candidate) => candidate.id === spec.foodId) : undefined;
    const figures = spec?.figuresId ? kb.foods.find((candidate) => candidate.id === spec.figuresId) : food;
    if (!spec || !food || !figures) continue;
    const verdict = who.assessor.assess(food);
    if (verdict.exclusion === null && !verdict.demoted) {
      foods.push({
        name: spec.name,
        amount: amountOf(spec, figures),
        supplies: supplied(kb, { ...figures, servingG: spec.servings * figures.servingG }, spec.shows),
        replaces: null,
        replacedBecause: null,
        cautions: verdict.cautions.map(sourcedNote),
        isSupplement: false,
      });
      continue;
    }
    // Every reason the food is left out (liver for a pregnant vegetarian: the diet and pregnancy), else its caution.
    const because =
      verdict.exclusions.length > 0
        ? verdict.exclusions.map((exclusion) => exclusion.message).join("; ")
        : (verdict.cautions[0]?.message ?? null);
    const replacement = replacementFor(spec, who, used, notes);
    if (replacement) foods.push({ ...replacement, replaces: spec.name, replacedBecause: because });
  }
  for (const line of personAdvice(answers, who)) notes.add(line);
  // Typed text the rules could not read: said plainly, never claimed to fit (decision 006).
  for (const line of notCheckedLines(who.person)) notes.add(ownNote(line));
  return { foods, notes: notes.list() };
}

/**
 * The policy's best food for the spec food's nutrients, not already on the list and not ranked last for the
 * person (a demoted food is what the spec food was replaced for); advice when there is none.
 */
function replacementFor(
  spec: SpecFood,
  who: PersonFoods,
  used: Set<string>,
  notes: NoteList,
): Omit<DashboardFood, "replaces" | "replacedBecause"> | null {
  const { kb } = who.policy;
  for (const nutrient of spec.replaceFor) {
    // The policy ranks demoted foods after every other, so with one asked for, a demoted one means there is no other.
    const found = who.recommend(nutrient, { limit: 1, skipFoodIds: used });
    for (const withheld of found.withheld) notes.add(sourcedNote(withheld));
    const best = found.foods.find((entry) => !entry.demoted);
    if (!best) continue;
    used.add(best.food.id);
    return {
      name: best.food.name,
      amount: formatServing(best.food.servingLabel, best.food.servingG),
      supplies: supplied(kb, best.food, [nutrient]),
      cautions: best.cautions.map(sourcedNote),
      isSupplement: false,
    };
  }
  for (const nutrient of spec.replaceFor)
    for (const line of who.policy.adviceFor(who.person, nutrient).lines) notes.add(sourcedNote(line));
  return null;
}
