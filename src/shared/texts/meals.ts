// Texts of the meal plans built from the meal library (data/meals): the assessment's sample day, the dashboard's
// meal plan, the weekly plan and its shopping list, and the chat's meal ideas. Ours, not the spec's.
import { formatList, formatNumber } from "../format.ts";

export const mealPlanTexts = {
  slots: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
  /** "Overnight oats with blueberries and walnuts (1.5 servings, 5 min)". */
  meal: (name: string, servings: string, minutes: number) => `${name} (${servings}, ${minutes} min)`,
  /** A day with energy figures. */
  dayTotals: (kcal: number, protein: number, fiber: number) =>
    `About ${formatNumber(Math.round(kcal / 10) * 10, 0)} kcal, ${formatNumber(Math.round(protein), 0)} g protein and ${formatNumber(Math.round(fiber), 0)} g fibre for the day.`,
  /** Under 19, or when the answers suggest an eating disorder: no figures of energy at all. */
  dayWithoutFigures: "Portions are one serving each: eat to your appetite.",
  need: (kcal: number, level: string) =>
    `Your estimated energy need: about ${formatNumber(kcal, 0)} kcal a day (${level}), from the Institute of Medicine's equations for your age, sex, height and weight.`,
  needExtra: (kcal: number, what: string) => ` It includes ${formatNumber(kcal, 0)} kcal a day for ${what}.`,
  needExtraAssumed:
    " We do not know how far along you are: in the first trimester no extra is needed, in the third about 452 kcal a day.",
  levels: { inactive: "inactive", low_active: "low active", active: "active", very_active: "very active" },
  extras: {
    pregnancy_1st: "the first trimester",
    pregnancy_2nd: "the second trimester",
    pregnancy_3rd: "the third trimester",
    lactation_0_6: "breastfeeding (first six months)",
    lactation_7_12: "breastfeeding (after six months)",
  },
  noTarget: {
    under_19:
      "Growing bodies need what they need: this plan gives meals, not calorie figures. A doctor or registered dietitian can advise on portions.",
    eating_disorder:
      "This plan gives meals without calorie figures. If food or eating feels difficult, a doctor or an eating disorder support service can help.",
    unknown_body: "Add your height and weight to your assessment to get portions sized to your energy need.",
  },
  /** When the person's meals cannot reach the need without going over an upper limit (a few meals to choose from). */
  shortOfNeed: (kcal: number) =>
    `These meals give about ${formatNumber(Math.round(kcal / 10) * 10, 0)} kcal on an average day, less than your need: add foods that suit you, or ask a registered dietitian to help plan your diet.`,
  supplies: (items: string) => `For your key nutrients, this day gives about: ${items}.`,
  cautionsOf: (cautions: readonly string[]) => cautions.join(" "),
  fromMeals:
    "Built from our meal library: meals whose every ingredient suits your diet, allergies and health conditions, richest in your key nutrients.",
  shoppingHeading: "Shopping list for the week",
  shoppingIntro:
    "Everything the seven days use, by aisle. Grains and beans are weighed cooked (about a third of the weight dry).",
  shoppingItem: (name: string, amount: string) => `- ${name}: ${amount}`,
  grams: (grams: number) => (grams >= 1000 ? `${formatNumber(grams / 1000, 2)} kg` : `${formatNumber(grams, 0)} g`),
  /** "630 g (about 10 medium)", "23 g (about 8 cloves)". */
  count: (grams: string, count: number, unit: string) => `${grams} (about ${formatNumber(count, 0)} ${unit})`,
  /** What a piece is called, one and several, from the serving label's word ("1 medium", "1 clove"). */
  pieces: {
    large: ["large", "large"],
    medium: ["medium", "medium"],
    fruit: ["fruit", "fruits"],
    date: ["date", "dates"],
    kernel: ["kernel", "kernels"],
    clove: ["clove", "cloves"],
    potato: ["potato", "potatoes"],
    artichoke: ["artichoke", "artichokes"],
  } as Readonly<Record<string, readonly [string, string]>>,
  /** "1 serving", "1¼ servings", "¾ serving". */
  servings: (portions: number) => {
    const whole = Math.floor(portions);
    const fraction = ["", "¼", "½", "¾"][Math.round((portions - whole) * 4) % 4]!;
    const number = `${whole > 0 ? whole : ""}${fraction}` || "0";
    return `${number} ${portions === 1 || portions < 1 ? "serving" : "servings"}`;
  },
  recipesHeading: "Recipes",
  recipeIntro: "Each meal of the week once; amounts are for one serving.",
  recipe: (name: string, minutes: number, servings: number) =>
    `**${name}**: ${minutes} min, the recipe makes ${servings} ${servings === 1 ? "serving" : "servings"}.`,
  ingredient: (name: string, grams: string) => `${name} ${grams}`,
  ingredients: (items: readonly string[]) => `Per serving: ${items.join("; ")}.`,
  ideasNone: "None of our meals suits everything you told us for this meal.",
  ideaLine: (name: string, minutes: number, kcal: number | null, protein: number) =>
    `${name}: ${minutes} min, ${kcal === null ? "" : `about ${formatNumber(Math.round(kcal / 10) * 10, 0)} kcal and `}${formatNumber(Math.round(protein), 0)} g protein a serving`,
  cautionFoods: (foods: readonly string[]) => formatList(foods),
} as const;
