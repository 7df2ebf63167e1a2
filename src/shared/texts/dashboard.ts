// Texts of the dashboard (spec section 2 "Dashboard"), its key-recommendation variants and the weekly plan
// download. Texts the spec quotes are kept word for word (decisions.md); the rest is ours.
import { formatList } from "../format.ts";
import { offlineAssessmentTexts } from "./offline-assessment.ts";

export const dashboardTexts = {
  title: "Your Dashboard",
  // Spec section 2: the three text states, word for word.
  loading: "Loading your assessment data...",
  error: (message: string) => `Error: ${message}`,
  fetchFailed: "Failed to fetch assessment data",
  empty: "No assessment data found. Please complete an assessment.",
  signIn: "Sign In",
  signInHint: "Sign in to see your latest assessment, your progress and your plan.",
  startAssessment: "Start Assessment",
  completedOn: (date: string) => `Completed on ${date}`,

  // A newest assessment that is not complete yet (decisions.md: never "no data").
  generating: "Your latest assessment is still being written.",
  generatingOlder: "Your newest assessment is still being written; the figures below are from your previous one.",
  failed: "Your latest assessment could not be written. Your answers are kept, and you can try again from its page.",
  failedOlder:
    "Your newest assessment could not be written; the figures below are from your previous one. Your answers are kept, and you can try again from its page.",
  tooLong:
    "Your latest assessment was stopped because the text grew too long or took too long to write. Your answers are kept; please try again from its page.",
  tooLongOlder:
    "Your newest assessment was stopped because the text grew too long or took too long to write; the figures below are from your previous one. Your answers are kept; please try again from its page.",
  openResults: "Open its results page",

  headings: {
    lifestyle: "Lifestyle Factors",
    score: "Overall Nutrition Score",
    recommendations: "Key Recommendations",
    nutrientStatus: "Nutrient Status",
    foods: "Recommended Foods",
    mealPlan: "Meal Plan",
    progress: "Your Progress",
  },
  factors: {
    lifestyle: "Activity level",
    sleepQuality: "Sleep quality",
    stressLevel: "Stress level",
    diet: "Dietary preferences",
    allergies: (list: string) => `Allergies: ${list}`,
    notAnswered: "Not answered",
  },
  scoreOutOf: (score: number) => `${score}/100`,
  scoreHint: "From your activity, fruit and vegetables, sleep and stress.",
  cards: {
    balance: "Nutrition Balance",
    balanceValue: (percent: number) => `${percent}%`,
    days: "Days with FoodFirst",
    supplements: "Supplements Replaced",
  },
  nutrientBar: (name: string, percent: number, level: string) => `${name}: ${percent}%, ${level}`,
  nutrientStatusHint: "Estimated from your answers about sunlight and how often you eat meat or fish.",

  foods: {
    intro:
      "Chosen for your answers and checked against your diet, allergies and health conditions. Amounts from USDA data, with FDA Daily Values.",
    supplies: "Supplies",
    percentDv: (percent: string) => `${percent} of the Daily Value`,
    instead: (name: string) => `Instead of ${name.toLowerCase()}`,
    because: (reason: string) => `(${reason})`,
    supplementBadge: "Secondary option",
  },
  mealPlan: {
    meals: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
    built:
      "A day from our meal library: every ingredient suits your diet, allergies and health conditions, and the meals are rich in your key nutrients.",
  },
  progress: {
    intro: "Every completed assessment, newest first.",
    date: "Date",
    score: "Score",
    balance: "Balance",
    chartTitle: "Score and balance over time",
    chartSummary: (
      count: number,
      first: string,
      last: string,
      scoreFrom: number,
      scoreTo: number,
      balanceFrom: number,
      balanceTo: number,
    ) =>
      `${count} assessments from ${first} to ${last}: score from ${scoreFrom} to ${scoreTo} out of 100, nutrition balance from ${balanceFrom}% to ${balanceTo}%.`,
    legendScore: "Score (out of 100)",
    legendBalance: "Nutrition balance (%)",
    onlyOne: "Take another assessment later to see your trend here.",
  },
  actions: {
    label: "Dashboard actions",
    retake: "Retake Assessment",
    viewReport: "View Full Report",
    downloadPlan: "Download Weekly Plan",
    printPlan: "Print Weekly Plan",
    downloading: "Preparing your plan...",
    downloadFailed: "Failed to download your weekly plan. Please try again.",
    chat: "Chat with AI Nutritionist",
  },
} as const;

/**
 * Key recommendations that name foods, for people who cannot eat a food the standard wording names
 * (dashboardRecommendationTexts): the foods are those the safety policy picked for the person.
 */
export const dashboardRecommendationVariants = {
  /** Poor sleep outside CDC's adult band (18-60): the hours for the person's age instead of "most adults need 7 to 9". */
  sleepForAge: (hours: string) =>
    `Give sleep a routine: the same bedtime and waking time, a dark, quiet room, and no caffeine late in the day; at your age, aim for ${hours}.`,
  vitaminD: (foods: readonly string[]) =>
    foods.length > 0
      ? `Get 15-30 minutes of daylight on most days and add vitamin D foods that suit you, such as ${formatList(foods, "or")}.`
      : "Get 15-30 minutes of daylight on most days; few foods that suit you supply vitamin D, so ask your doctor whether a supplement makes sense.",
  omega3: (foods: readonly string[]) =>
    foods.length > 0
      ? `Add omega-3 foods that suit you at least twice a week, such as ${formatList(foods, "or")}.`
      : "Few foods that suit you supply omega-3: an algae-based omega-3 may be worth asking your doctor about.",
  b12Iron: (b12Foods: readonly string[], ironFoods: readonly string[]) =>
    [
      b12Foods.length > 0
        ? `Cover vitamin B12 with ${formatList(b12Foods, "or")}.`
        : "Plant foods have no reliable vitamin B12: a B12-fortified food or a supplement is worth it.",
      ironFoods.length > 0
        ? `For iron, have ${formatList(ironFoods, "or")} with a vitamin C food in the same meal.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  highStress: (foods: readonly string[]) =>
    `Build a short daily wind-down (a walk, breathing, a screen-free evening hour)${foods.length > 0 ? ` and include magnesium foods like ${formatList(foods)}` : ""}.`,
  mediumStress: (foods: readonly string[]) =>
    `Keep stress in check with regular meals, movement you enjoy${foods.length > 0 ? ` and magnesium-rich foods like ${formatList(foods)}` : ""}.`,
} as const;

/** The spec's recommended foods (section 9) as the dashboard names them. */
export const dashboardFoodNames = {
  salmon: "Salmon",
  mushrooms: "Mushrooms (UV-exposed)",
  eggYolks: "Egg yolks",
  walnuts: "Walnuts",
  algae: "Algae-based omega-3 (algal oil)",
  yolksAmount: (count: number, grams: number) => `${count} yolks of hard-boiled eggs, ${grams} g`,
  capsules: "1-2 capsules a day",
} as const;

/** The downloadable seven-day plan (decisions.md: "Download Weekly Plan" downloads a plan built from the recommendations). */
export const weeklyPlanTexts = {
  fileName: "FoodFirst-Weekly-Plan.md",
  title: "Your FoodFirst Weekly Plan",
  basedOn: (date: string) =>
    `Built from your assessment of ${date}, with foods that suit your diet, allergies and health conditions.`,
  fromAssessment: (date: string) => `From your assessment of ${date}.`,
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  meals: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
  meal: (meal: string, foods: string) => `- **${meal}:** ${foods}`,
  food: (name: string, serving: string) => `${name} (${serving})`,
  supplies: (items: string) => `_For your key nutrients, this day supplies about: ${items}._`,
  supplyPercent: (nutrient: string, percent: string) => `${nutrient} ${percent} of the Daily Value`,
  supplyAmount: (nutrient: string, amount: string) => `${nutrient} ${amount}`,
  keyNutrientsHeading: "Your key nutrients",
  keyNutrient: (name: string, reasons: string) => `- **${name}**: ${reasons}`,
  addHeading: "Foods to add through the week",
  addIntro: "Your recommended foods from the dashboard: work them into the days below.",
  addFood: (name: string, amount: string, supplies: string) =>
    `- **${name}** (${amount})${supplies ? `: ${supplies}` : ""}`,
  replaces: (name: string) => ` (instead of ${name.toLowerCase()})`,
  noKeyNutrients: "Your answers point to no nutrient at risk: the plan keeps your plate varied.",
  shortHeading: "Where these meals fall short",
  shortIntro: "On an average day of this week, these meals give less than half the Daily Value of:",
  short: (nutrient: string, supplied: string, advice: string) => `- **${nutrient}**: ${supplied}. ${advice}`,
  shortAbout: (percent: string) => `about ${percent} of the Daily Value a day`,
  shortNone: "almost none",
  shortAdvice: {
    vitamin_b12_ug: "Plant foods have no reliable vitamin B12: a B12-fortified food or a supplement is worth it.",
    vitamin_d_ug:
      "Few foods supply vitamin D: get 15-30 minutes of daylight on most days, and ask your doctor whether a supplement makes sense.",
    other:
      "Work in the foods to add above where you can, and ask a doctor or registered dietitian whether a fortified food or a supplement makes sense for you.",
  },
  /** The assessment's own heading for the same advice lines. */
  adviceHeading: offlineAssessmentTexts.foods.adviceHeading,
  cautionsHeading: "About some of these foods",
  /** One caution, once, with the plan's foods that carry it: "... a week. In this plan: Salmon (Monday); Trout (Thursday)." */
  caution: (message: string, foods: readonly string[]) => `- ${message} In this plan: ${foods.join("; ")}.`,
  cautionFood: (name: string, days: string) => (days ? `${name} (${days})` : name),
  notCheckedHeading: "Not checked",
  noteHeading: "Please note",
  portions:
    "Portions are a starting point: adjust them to your appetite and activity. Figures are computed from USDA data for each ingredient.",
  emptyMeal: "a meal of your choice that suits your diet",
} as const;

/** The weekly plan as a page (printable from the dashboard). */
export const weeklyPlanPageTexts = {
  title: "Weekly Plan",
  print: "Print",
  back: "Back to Dashboard",
  loading: "Preparing your plan...",
  failed: "Failed to load your weekly plan. Please try again.",
} as const;

/** The dashboard API's own messages. */
export const dashboardApiMessages = {
  noCompletedAssessment: "No completed assessment yet: complete an assessment to get your weekly plan.",
} as const;
