// What the chat's offline engine and its safety routing say (src/server/chat/). Shared so the tests read
// the same words; the figures in the answers come from the knowledge base, never from here.

import { isPluralName } from "../format.ts";

/**
 * Red flags: a question that needs urgent help or a professional gets only that, before anything else.
 * Pregnancy and medicines are not red flags: the chat answers with the rules it knows and then points to the
 * midwife or pharmacist (`professionalPointers`).
 */
export type ChatSafetyTopic =
  | "crisis"
  | "emergency"
  | "poisoning"
  | "anaphylaxis"
  | "hypoglycaemia"
  | "eating_disorder"
  | "medicine_change"
  | "symptoms";

const whatICanDo =
  "I can still tell you which whole foods give a nutrient, how to replace a supplement with food, or what a food contains.";

/** Support lines and emergency advice, each with where it is published. */
export const supportLines = {
  beat: {
    name: "Beat (UK eating disorder charity) helpline",
    contact: "0808 801 0677 (England; Scotland 0808 801 0432, Wales 0808 801 0433, Northern Ireland 0808 801 0434)",
    url: "https://www.beateatingdisorders.org.uk/get-information-and-support/get-help-for-myself/i-need-support-now/helplines/",
  },
  anad: { name: "ANAD (US) eating disorders helpline", contact: "1-888-375-7767", url: "https://anad.org/get-help/" },
  neda: {
    name: "NEDA (US): support and screening",
    contact: "nationaleatingdisorders.org",
    url: "https://www.nationaleatingdisorders.org/get-help/",
  },
  poisonHelp: { name: "US Poison Help line", contact: "1-800-222-1222", url: "https://poisonhelp.hrsa.gov/" },
  samaritans: {
    name: "Samaritans (UK and Ireland, free, any time)",
    contact: "116 123",
    url: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
  },
  lifeline988: {
    name: "988 Suicide & Crisis Lifeline (US)",
    contact: "call or text 988",
    url: "https://988lifeline.org/",
  },
} as const;

const line = (entry: { name: string; contact: string; url: string }) =>
  `- ${entry.name}: ${entry.contact} ([source](${entry.url}))`;

export const chatSafetyTexts: Record<ChatSafetyTopic, string> = {
  crisis: [
    "I'm so sorry you're feeling like this, and I'm glad you said it. You don't have to face it alone: **if you might act on these thoughts or are in danger now, call your local emergency services** (999 in the UK, 911 in the US, 112 in Europe) or go to A&E.",
    "",
    "You can talk to someone right now:",
    "",
    line(supportLines.samaritans),
    line(supportLines.lifeline988),
    "- [NHS: Help for suicidal thoughts](https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts/)",
    "",
    "I'm a nutrition assistant, so I can't help with this myself, but the people on these lines can, day or night.",
  ].join("\n"),
  emergency:
    "**If this may be an emergency, call your local emergency services now** (for example 911 in the US, 112 in Europe or 999 in the UK). I can't help in an emergency.",
  poisoning: [
    "**Call your local emergency services now** (999 in the UK, 911 in the US, 112 in Europe), or in the US the Poison Help line: swallowing too many pills, especially iron pills in a child, can be dangerous even if they seem well.",
    "",
    "- Don't make them vomit and don't give anything to eat or drink unless told to",
    "- Keep the packet to show what was taken and how much",
    line(supportLines.poisonHelp),
    "- [NHS: Poisoning](https://www.nhs.uk/conditions/poisoning/)",
  ].join("\n"),
  anaphylaxis: [
    "**This may be anaphylaxis: use an adrenaline auto-injector now if there is one, and call your local emergency services** (999 in the UK, 911 in the US, 112 in Europe), even if they start to feel better.",
    "",
    "- Lie down with legs raised, or sit up if breathing is hard",
    "- Use a second auto-injector after 5 minutes if there is no improvement",
    "- [NHS: Anaphylaxis](https://www.nhs.uk/conditions/anaphylaxis/)",
  ].join("\n"),
  hypoglycaemia: [
    "**That sounds like low blood sugar: have fast-acting sugar now**, such as a small glass (150-200 ml) of fruit juice or a non-diet fizzy drink, or 4-5 glucose tablets or jelly babies (about 15-20 g of sugar).",
    "",
    "- Check again after 10-15 minutes and repeat if it is still below 4 mmol/L (70 mg/dL)",
    "- Then eat a snack or meal with starchy carbohydrate, such as a sandwich or biscuits",
    "- **Call your local emergency services** if they become drowsy, confused or unconscious, or can't swallow: don't give food or drink then",
    "- Tell your diabetes team about it, especially if it happens again",
    "- [NHS: Low blood sugar (hypoglycaemia)](https://www.nhs.uk/conditions/low-blood-sugar/)",
  ].join("\n"),
  eating_disorder: [
    "Thank you for telling me. What you describe can be a sign of an eating disorder, and you deserve support: these services are free and confidential, and talking to your doctor is a good next step. If you are in danger now, call your local emergency services.",
    "",
    line(supportLines.beat),
    line(supportLines.anad),
    line(supportLines.neda),
    "",
    "I won't give numbers for cutting food or calories, but I'm glad to talk about regular, balanced meals.",
  ].join("\n"),
  medicine_change: `Starting, stopping or changing a medicine, or swapping it for food or supplements, needs your doctor or pharmacist, who know your prescriptions: please don't change it before talking to them. ${whatICanDo}`,
  symptoms: `I can't assess symptoms or say what is causing them: please see a doctor, and if they are severe or came on suddenly, call your local emergency services. ${whatICanDo}`,
};

/** Said after an answer that touches pregnancy or medicines: the rules first, then who decides for you. */
export const professionalPointers = {
  pregnancy:
    "Your midwife or doctor knows your pregnancy: ask them about anything that worries you, and about supplements.",
  medication:
    "Your pharmacist or doctor knows your medicines: check with them before changing your diet or supplements around them.",
} as const;

/** Where the chat's food figures come from: the amounts (USDA) and the Daily Values their percentages are of (FDA). */
export const foodDataSources = {
  usda: { label: "USDA FoodData Central", url: "https://fdc.nal.usda.gov/" },
  dailyValues: {
    label: "FDA: Daily Value on the Nutrition and Supplement Facts Labels",
    url: "https://www.fda.gov/food/nutrition-facts-label/daily-value-nutrition-and-supplement-facts-labels",
  },
} as const;

const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export const offlineChatTexts = {
  /** Said once per conversation, at the top of the offline engine's first answer. */
  offlineNotice:
    "*I'm FoodFirst's offline nutrition engine: no AI model is set up here, so I answer from our nutrient database (USDA FoodData Central figures, FDA Daily Values).*",
  greeting: "Hello! Ask me about a nutrient, a supplement you'd like to replace, or a food.",
  thanks: "You're welcome! Ask me anything else about foods and nutrients.",
  askWhichNutrient:
    "Which nutrient would you like food sources for? For example vitamin D, iron, magnesium, calcium or omega-3.",
  askWhichSupplement:
    "Which supplement would you like to replace with food? For example vitamin D, fish oil (omega-3), magnesium or iron.",

  sourcesIntro: (nutrient: string) =>
    `Good sources of ${nutrient} that suit you, from different kinds of food (per serving, with the % of the Daily Value):`,
  highInIntro: (nutrient: string) =>
    `The foods that suit you with the most ${nutrient} per serving (with the % of the Daily Value):`,
  noAssessment:
    "I don't know your diet or allergies yet: take the assessment and I'll leave out foods that don't suit you.",
  foodLine: (name: string, serving: string, amount: string, percent: string | null) =>
    `**${name}** (${serving}): ${amount}${percent ? `, ${percent} DV` : ""}`,
  /** "Foods low in ...": the foods that suit the person with 5% of the Daily Value or less per serving. */
  lowInIntro: (nutrient: string, most: string) =>
    `Foods that suit you and are low in ${nutrient}, ${most} or less per serving (per serving, with the % of the Daily Value):`,
  lowInNoFoods: (nutrient: string) => `None of the foods in our data that suit you are low in ${nutrient}.`,
  lowInNoDailyValue: (nutrient: string) =>
    `There is no FDA Daily Value for ${nutrient}, so I can't say which foods count as low in it.`,
  /** A nutrient our foods have no figures for: said plainly, never guessed. */
  lowInNoFigures: (nutrient: string) =>
    `I don't have ${nutrient} figures for foods, so I can't tell you which foods are low in it.`,
  /** Hair loss: the foods that suit the person for a nutrient hair needs. */
  hairFoods: (nutrient: string) => `Good sources of ${nutrient} that suit you:`,
  lowInLabel: "Check the nutrition label of packaged foods.",
  lowInDietitian: (nutrient: string) =>
    `If you have been advised to eat less ${nutrient}, a registered dietitian can tell you which foods, and how much, suit you.`,
  lowInKidney: (nutrient: string) =>
    `With kidney disease, your kidney team or renal dietitian sets your own limit for ${nutrient}: use these figures to compare foods, and follow their advice.`,
  noFoods: (nutrient: string) =>
    `None of the foods in our data that suit you supply a meaningful amount of ${nutrient}.`,
  noDailyValue: (nutrient: string) => `There is no FDA Daily Value for ${nutrient}, so amounts are shown without one.`,
  upperLimit: (nutrient: string, limit: string, scope: string) =>
    `Upper limit for you: ${limit} of ${nutrient} a day${scope}.`,
  upperLimitSupplements: " from supplements (food is not counted)",
  upperLimitPreformed: " as preformed vitamin A (retinol)",

  replaceIntro: (supplement: string) => `Here's how whole foods can replace ${supplement}.`,
  replaceFoodsIntro: (nutrient: string) => `Whole foods that give ${nutrient} (per serving):`,
  replaceServingsForDv: (servings: string) => `${servings} a day would give the full Daily Value.`,
  replaceOverCap: (cap: number) =>
    `It would take more than ${cap} servings a day to reach the full Daily Value from this food alone, so combine it with others.`,
  noSupplementMatch: (query: string, suggestions: readonly string[]) =>
    `I couldn't find a supplement called “${query}” in our data.${suggestions.length > 0 ? ` Did you mean ${list(suggestions)}?` : ""}`,
  keepTaking: (supplement: string, why: string) => `**Keep taking your ${supplement}:** ${why}`,
  supplementNoFood: (supplement: string) => `No whole food in our data replaces ${supplement}.`,

  proteinIntro:
    "Most people meet their protein needs from food alone. Protein powder is a convenient way to add protein, not a necessity; whole foods give the same protein along with fibre, vitamins and minerals that a powder lacks.",
  proteinFoodsIntro: "Whole-food protein that suits you (per serving):",
  proteinPowderNote: (description: string) => `About protein powder: ${description}`,
  proteinWhenPowder:
    "A powder can help when you can't eat enough protein from food (a small appetite, a very high training load, or a plant-based diet short of protein foods).",

  /** For a child: each amount against the child's own reference intake, not the adult Daily Value. */
  childServingIntro: (food: string, serving: string, kcal: string | null) =>
    `One serving of **${food}** (${serving}${kcal ? `, ${kcal}` : ""}) gives these main nutrients (with the share of a child's own daily reference intake):`,
  /** "about 76% of the RDA for a child aged 10". */
  childShare: (percent: string, kind: "RDA" | "AI", who: string) =>
    `about ${percent} of the ${kind === "RDA" ? "RDA" : "Adequate Intake"} for ${who}`,
  foodServingIntro: (food: string, serving: string, kcal: string | null) =>
    `One serving of **${food}** (${serving}${kcal ? `, ${kcal}` : ""}) gives these main nutrients (with the % of the Daily Value):`,
  /** The verb and pronoun agree with the food's name: "Peanuts don't suit you ... I won't suggest them." */
  foodExcluded: (food: string, why: string) =>
    isPluralName(food)
      ? `**${food} don't suit you:** ${why}. I won't suggest them.`
      : `**${food} doesn't suit you:** ${why}. I won't suggest it.`,
  /** A food our data has only raw, or one named raw, that the rules say to cook: "raw morels are toxic: cook them". */
  /**
   * Every reason a food is left out, each with its source: one reason as `foodExcluded` and its source line; more
   * (liver for a pregnant vegetarian) in one sentence, each reason followed by its source.
   */
  foodExcludedAll: (food: string, reasons: readonly { why: string; label: string; url: string }[]) => {
    const them = isPluralName(food);
    if (reasons.length === 1) {
      const [only] = reasons;
      return `${offlineChatTexts.foodExcluded(food, only!.why)} ${offlineChatTexts.sourceLine(only!.label, only!.url)}`;
    }
    const listed = reasons.map((reason) => `${reason.why} ([${reason.label}](${reason.url}))`).join("; ");
    return `**${food} ${them ? "don't" : "doesn't"} suit you, for ${reasons.length} reasons:** ${listed}. I won't suggest ${them ? "them" : "it"}.`;
  },
  foodToCook: (food: string, reason: string) =>
    `**${food}:** ${reason}. I won't suggest ${isPluralName(food) ? "them" : "it"} raw.`,
  /** A caution the rules give for a food the question names: "**Deli meat:** only if heated until steaming hot". */
  foodCaution: (food: string, caution: string) => `**${food}:** ${caution}`,
  foodAlternatives: (nutrient: string) => `For its ${nutrient}, these suit you instead (per serving):`,
  foodNoData: (food: string) => `Our data has no nutrient figures for ${food} beyond its energy.`,

  // Everyday answers: a paragraph, a short list, the source, and one follow-up suggestion.
  forYou: (what: string) => `For your ${what}: `,
  sourceLine: (label: string, url: string) => `Source: [${label}](${url})`,
  sourcesLine: (sources: readonly { label: string; url: string }[]) =>
    `Sources: ${sources.map((source) => `[${source.label}](${source.url})`).join("; ")}`,
  followUp: (question: string) => `*You could ask next:* “${question}”`,
  goodbye: "Goodbye, and enjoy your meals! Come back any time with a food or nutrient question.",
  capabilities:
    "I'm FoodFirst's nutrition assistant. I can suggest meals and snacks that suit you, tell you what a food contains and whether it suits you, how much of a nutrient you need and whether a dose is too much, which foods give a nutrient, how to replace a supplement with food, and answer food-safety questions and common nutrition myths.",
  offTopic:
    "I'm only able to help with food and nutrition, so I'll leave that one. Is there something about what you eat I can help with?",
  /** A herb or supplement our rules name only with some medicines: the rule, as it would read for them. */
  herbWithMedicines: (herb: string, medicines: string, message: string) =>
    `**${herb}:** our rules name it with ${medicines}. For someone taking one of them: “${message}”`,
  herbWithTaken: (herb: string, medicines: string) =>
    `This is for you (${medicines}): ask your doctor or pharmacist before taking ${herb}.`,
  herbNoneTaken: (herb: string) =>
    `What we know of you names none of these medicines, so nothing in your rules stops you taking ${herb}.`,
  herbNoRule: (herb: string, noInteraction: boolean) =>
    noInteraction
      ? `Our rules know no food or medicine interaction for ${herb}, and nothing in your rules stops you taking it.`
      : `Nothing in your rules stops you taking ${herb}.`,
  herbNoFoodNeed: "It is not a nutrient: there is no daily need for it, and no food you have to eat in its place.",
  herbNotANutrient: (herb: string) =>
    `${herb} is not a nutrient: there is no daily need for it, and no food you have to eat in its place.`,
  herbTellPharmacist: "Tell your doctor or pharmacist that you take it, especially before starting a new medicine.",
  /** Asked to do something the app cannot (book, order, buy, call, remind): said plainly, then what it can do. */
  cannotDo:
    "I can't do that: I can't book, order or buy anything, make calls or send messages, or set reminders. What I can do is answer your food and nutrition questions: meals and snacks that suit you, what a food contains and whether it suits you, how much of a nutrient you need, and how to get it from food. For example:",
  cannotAnswerShort: "I can't answer that one from what I know. Here are two things I can help with instead:",
  tooLongNote: "That's a long message: I've answered the first question I found in it.",
  noWords: "I couldn't find a question in that message. Ask me about a food, a nutrient or a meal, for example:",
  otherLanguage: "I can only answer in English for now. Try asking about a food, a nutrient or a meal, for example:",

  // Needs and doses (figures from data/nutrients/dri_intakes.csv and the policy's upper limits).
  needFor: (who: string) => `For ${who}`,
  needLine: (nutrient: string, amount: string, kind: string) =>
    `you need about **${amount} of ${nutrient} a day** (${kind}).`,
  needRda: "the Recommended Dietary Allowance",
  needAi: "an Adequate Intake: there is not enough evidence for an RDA",
  needUpper: (limit: string, scope: string) =>
    `The upper limit is **${limit} a day**${scope}: more than that regularly can cause harm.`,
  needNoUpper: "There is no upper limit set for it.",
  needUnknownPerson: "I don't know your age or sex yet (take the assessment and I'll use them). For adults aged 19-50:",
  needAdultLine: (who: string, amount: string) => `${who}: ${amount} a day`,
  needNoData: (nutrient: string) => `I don't have reference intakes for ${nutrient} in our data.`,
  needsWhich:
    "Which nutrient would you like your daily needs for? For example protein, iron, calcium, vitamin D or fibre.",
  doseAbove: (dose: string, nutrient: string, times: string, limit: string) =>
    `**${dose} of ${nutrient} is ${times} times the upper limit for you** (${limit} a day). Don't take that much regularly unless a doctor has prescribed it and is monitoring you.`,
  doseAt: (dose: string, nutrient: string, limit: string) =>
    `${dose} of ${nutrient} is within the upper limit for you (${limit} a day), though more than most people need.`,
  doseBelow: (dose: string, nutrient: string, limit: string) =>
    `${dose} of ${nutrient} is below the upper limit for you (${limit} a day).`,
  pregnancyNoRule: (food: string) =>
    `**${food}:** nothing in your rules, pregnancy's included, leaves ${isPluralName(food) ? "them" : "it"} out or limits ${isPluralName(food) ? "them" : "it"}.`,
  /** A child's most salt a day, by age (chat-topics.ts: childSaltLimits). */
  childSalt: (limit: string) => `At your age the NHS advises ${limit}.`,
  /** After a dose check for someone under 14 (NHS: Vitamins for children). */
  doseChild:
    "For a child, keep to the dose on the label, never give two supplements with the same vitamins at once (cod liver oil and vitamin drops both carry vitamins A and D), and ask a pharmacist which supplement suits them.",
  doseChildSource: {
    label: "NHS: Vitamins for children",
    url: "https://www.nhs.uk/conditions/pregnancy-and-baby/vitamins-for-children/",
  },
  doseNoLimit: (dose: string, nutrient: string) =>
    `There is no upper limit set for ${nutrient}, so I can't call ${dose} safe or unsafe: follow the label and ask a pharmacist about high doses.`,
  doseHighMultiple: (times: string) =>
    `That is about ${times} times the Daily Value: a treatment dose, best taken only on a professional's advice.`,
  doseAssumedVitaminD:
    "IU is used for vitamins A, D and E; I've read it as vitamin D, the one people most often ask about.",
  doseUnread: (message: string) => `I couldn't read that dose: ${message}`,

  // Meals (from the meal library, data/meals/).
  mealIdeasIntro: (meal: string) =>
    `Here are ${meal} ideas from our meal library that suit you, with the amounts for one serving:`,
  mealWithIntro: (food: string) =>
    `Here are meal ideas with ${food} from our meal library that suit you, with the amounts for one serving:`,
  /** The follow-up after a meal's ideas: the next meal of the day. */
  mealNext: {
    breakfast: "And for breakfast?",
    lunch: "And for lunch?",
    dinner: "And for dinner?",
    snack: "And a snack?",
  },
  mealDayIntro:
    "Here's an idea for each meal of the day from our meal library that suits you, with the amounts for one serving:",
  mealNoneWith: (food: string) => `None of our meals that suit you uses ${food}, so these are other ideas.`,
  mealNoneQuick: "None of our meals that suit you is ready that quickly.",
  mealNames: { breakfast: "breakfast", lunch: "lunch", dinner: "dinner", snack: "snack" } as Record<string, string>,

  // "Is X good for me?"
  checkNotInDataWithRules: (food: string) =>
    `I can't check ${food} against your rules: it isn't in our food data, and what it holds depends on the recipe. Check its ingredients for anything your diet, allergies or health leave out, or ask me about the ingredients one by one.`,
  checkNotInData: (food: string) =>
    `Nothing in our rules stops you eating ${food}, but it isn't in our nutrient data, so I can't give its figures.`,

  // Medicines and pregnancy in general.
  medicinesYours: "What your rules say about the medicines and conditions I know of:",
  medicinesUnknown:
    "I don't know which medicines you take: add them in your assessment (health conditions, \"other\") and I'll check every food against them. In general:",
  pregnancyRulesIntro: "What our rules leave out or limit in pregnancy:",
  kidneyFluids: "With kidney disease, your kidney team sets how much fluid you should drink: follow their advice.",

  cautionLine: (text: string) => `*Note:* ${text}`,
  notCheckedLine: (text: string) => `*${text}*`,
} as const;
