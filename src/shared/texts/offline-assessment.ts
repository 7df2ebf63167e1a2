// The offline nutrition engine's prose (src/server/assessment/offline-writer.ts decides which lines
// apply; every word of them is here). Arguments arrive formatted: names, servings ("1 cup, 244 g")
// and amounts ("8 mg, 45% of the Daily Value"). Markdown list markers and headings stay in the writer.

/** A food the text names, with its serving, what one serving gives and the cautions said beside it. */
export interface FoodMention {
  name: string;
  serving: string;
  amount: string;
  /** The policy's cautions (one serving above an upper limit, "choose halal meat"...), full sentences. */
  cautions: readonly string[];
}

const gives = (food: FoodMention) => `${food.name} (${food.serving}) gives ${food.amount}`;

/** The cautions of a food, right after the sentence that names it: never a food above a limit without its caution. */
const cautionAfter = (food: FoodMention) => (food.cautions.length > 0 ? ` _Caution: ${food.cautions.join(" ")}_` : "");

const supplementLine = (name: string, advice: string) => `**${name}**: ${advice}`;

export const offlineAssessmentTexts = {
  /** The person's own words, shown back as data. */
  quoted: (text: string) => `"${text}"`,
  /** "13.1 µg" plus its share of the Daily Value when there is one. */
  amount: (quantity: string, percentDv: string | null) =>
    percentDv === null ? quantity : `${quantity}, ${percentDv} of the Daily Value`,

  summary: {
    diet: (label: string) => `a ${label} diet`,
    ownDietNamed: (text: string) => `your own diet ("${text}")`,
    ownDiet: "your own way of eating",
    habits: (firstName: string | null, diet: string, vegetables: string, meat: string, lifestyle: string) =>
      `${firstName === null ? "You" : `${firstName}, you`} follow ${diet}, eat vegetables and fruit ${vegetables} and meat or fish ${meat}, and describe your lifestyle as ${lifestyle}.`,
    scores: (overall: number, balance: number) =>
      `Your overall nutrition score is **${overall}/100** and your nutrition balance is **${balance}%**.`,
    working: (strengths: string) => `What is already working: ${strengths}.`,
    goals: (goals: string, withAllergies: boolean, allChecked: boolean) =>
      allChecked
        ? `Your goals are to ${goals}, and the advice below is built around them and around the foods that fit your diet${withAllergies ? " and allergies" : ""}.`
        : `Your goals are to ${goals}, and the advice below is built around them and around the foods we could check against your answers.`,
    anotherCondition: "another health condition",
  },

  /** What is already working, each as it reads after "What is already working:". */
  strengths: {
    vegetablesDaily: "you eat vegetables and fruit every day",
    noFastFood: "you skip fast food",
    movesRegularly: "you move regularly",
    sleepsWell: "you sleep well",
    lowStress: "your stress is low",
    drinksWater: "you drink plenty of water",
    noSmoking: "you don't smoke",
    daylight: "you get daylight most days",
  },

  keyAreas: {
    nutrient: (name: string, reasons: string, source: string) => `**${name}**: ${reasons}. ${source}`,
    oneServing: (food: FoodMention) => `One serving of ${gives(food)}.${cautionAfter(food)}`,
    needsPlan: "Few foods that fit your diet supply it, so it needs a plan (see Supplement Considerations).",
    fewerFastFood:
      "**Fewer fast-food meals**: cooking simple meals at home gives you more fibre, vitamins and minerals for the same calories.",
    vegetablesDaily:
      "**Vegetables and fruit every day**: aim for at least five portions, with something green at two meals.",
    hydration: "**Hydration**: a little more water through the day helps energy and digestion.",
    variety: "**Variety**: rotate your protein sources and vegetables across the week to cover more nutrients.",
  },

  foods: {
    perServing: "Amounts are per serving, from USDA data, with FDA Daily Values.",
    /** `fits` is the policy's own sentence ("Suits what you told us: vegan diet and nut allergy."). */
    everyFoodIs: (fits: string) => `${fits} Amounts are per serving, from USDA data, with FDA Daily Values.`,
    ranked: (food: FoodMention) => `**${food.name}** (${food.serving}): ${food.amount}${cautionAfter(food)}`,
    listed: (name: string, serving: string) => `**${name}**, ${serving}`,
    noneSuitable:
      "No food that fits your diet and allergies supplies a meaningful amount; see Supplement Considerations below.",
    fermentedHeading: "Gut-friendly fermented foods",
    staplesHeading: "Everyday staples",
    adviceHeading: "Good to know for you",
    proteinForMuscle: (weight: string, base: number, low: number, high: number) =>
      `For your weight of ${weight} kg, the basic protein need is about ${base} g a day; people who train for muscle often aim for 1.2-1.6 g per kg, which for you is ${low}-${high} g, spread over three or four meals.`,
  },

  supplements: {
    take: (how: "regularly" | "sometimes") =>
      `You take supplements ${how}. Food comes first here, and a supplement stays a secondary option.`,
    other: (named: string | null) =>
      supplementLine(
        named ?? "Your other supplement",
        "check with a pharmacist or dietitian whether the foods above already cover it.",
      ),
    probioticsFood: (food: string) =>
      supplementLine(
        "Probiotics",
        `fermented foods such as ${food} bring live cultures along with protein and minerals; a supplement is mainly worth it for a specific reason your doctor has named.`,
      ),
    // Names no food group a diet or allergy may leave out entirely (legumes, grains): vegetables suit every diet we know.
    probioticsFibre: supplementLine(
      "Probiotics",
      "fibre from vegetables and the other plant foods that suit you feeds the bacteria you already have; a supplement is mainly worth it for a specific reason your doctor has named.",
    ),
    fromFood: (name: string, food: FoodMention, isVitaminD: boolean) =>
      supplementLine(
        name,
        `one serving of ${gives(food)}.${cautionAfter(food)}${isVitaminD ? " With little sun, especially in winter, a vitamin D supplement can still make sense: a blood test tells you whether you need it." : ""}`,
      ),
    /** The person's condition or age says not to push the nutrient (the policy's words). */
    withheld: (name: string, why: string) => supplementLine(name, why),
    /** A typed supplement dose above an upper limit (`caution` is the lookup's sentence). */
    otherAboveLimit: (named: string, caution: string) =>
      supplementLine(named, `${caution} Please check this dose with your doctor or pharmacist.`),
    /** A typed supplement dose we could not read or believe (`message` is the lookup's "did you mean"). */
    otherQuestioned: (named: string, message: string) =>
      supplementLine(named, `we could not read this dose with confidence. ${message}`),
    fewFoods: (name: string) =>
      supplementLine(
        name,
        "few foods that fit your diet supply it, so a supplement may be the practical choice; ask a professional about the dose.",
      ),
    none: "You don't take supplements now, and the foods above can cover most of what you need.",
    /** No supplement taken, but some are advised for the person (the policy's sentences, each naming one). */
    noneButAdvised: (advised: readonly string[]) =>
      `You don't take supplements now. For you, these are advised whatever you eat: ${advised.join(" ")}`,
    /** A supplement that is standard or prescribed for the person (`why` is the policy's sentence). */
    keepTaking: (named: string, why: string) => supplementLine(named, `keep taking it. ${why}`),
    lowSunVitaminD:
      "With less than 30 minutes of daylight a day, vitamin D is the other nutrient where a supplement is often advised, at least in winter.",
    neverStop: "Never stop a supplement your doctor prescribed without talking to them first.",
  },

  lifestyle: {
    smoking: (vitaminC: FoodMention | null) =>
      `**Stopping smoking** is the single biggest step for your health; your doctor or a quit line can double your chances. Smokers also need more vitamin C${vitaminC ? `: ${gives(vitaminC)}.${cautionAfter(vitaminC)}` : "."}`,
    /** `hours` is the policy's for the person's age ("7 or more hours", "9-12 hours"), with its source after it. */
    sleep: (hours: string) =>
      `**Sleep**: keep the same bedtime and wake time every day, aim for ${hours}, and leave 2-3 hours between your last big meal and bed.`,
    sleepHoursUnknown: "the hours your doctor advises for your age",
    stress:
      "**Stress**: block 10 minutes a day for a walk outside, slow breathing or stretching; high stress drains energy and sleep.",
    sitting: "**Sitting**: you sit more than 6 hours a day, so stand up and move for 2-3 minutes every 30-60 minutes.",
    movement:
      "**Movement**: start with a 10-minute walk after two meals a day and build up to 150 minutes of activity a week.",
    water: (litres: string) =>
      `**Water**: for your weight, about ${litres} litres a day is a good target; keep a bottle where you can see it.`,
    daylight: "**Daylight**: spend 15-30 minutes outdoors in daylight on most days, for vitamin D, mood and sleep.",
    alcohol: "**Alcohol**: keep several alcohol-free days each week; alcohol affects sleep, energy and weight.",
    fastFood: "**Fast food**: swap two fast-food meals a week for a quick home meal from the plan below.",
    travel: (snack: string | null) =>
      `**Travel**: you travel often, so pack simple snacks${snack ? ` such as ${snack}` : ""} and keep your meal times when you can.`,
    keepItUp: "**Keep it up**: your habits are a good base; add one new vegetable or legume each week for variety.",
    keepMoving: "**Movement**: keep doing the activity you enjoy and add two short strength sessions a week.",
  },

  mealPlan: {
    meals: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
    food: (name: string, servingLabel: string) => `${name} (${servingLabel})`,
    meal: (meal: string, foods: string) => `**${meal}:** ${foods}`,
    portions: "Portions are a starting point: adjust them to your appetite and activity.",
  },

  followUp: {
    retake: (score: number) =>
      `Retake the FoodFirst assessment in 6-8 weeks to see how your score moves from today's ${score}/100.`,
    bloodTest: (nutrients: string) =>
      `Ask your doctor whether a blood test for ${nutrients} makes sense: it is the only way to know your levels.`,
    conditions: (conditions: string) =>
      `Because you mentioned ${conditions}, talk to your doctor or a registered dietitian before larger changes to your diet or supplements.`,
    trackGoals: (goals: string) =>
      `For two weeks, note each evening how you did on your goal to ${goals}, on a scale of 1 to 5, to see which changes help.`,
    weight:
      "For weight, look at the trend over several weeks rather than day to day; slow and steady (about 0.5 kg a week) lasts.",
  },
} as const;
