// What the chat's offline engine and its safety routing say (src/server/chat/). Shared so the tests read
// the same words; the figures in the answers come from the knowledge base, never from here.

import { isPluralName } from "../format.ts";

/** The topics a question is pointed to a professional for, before anything else is answered. */
export type ChatSafetyTopic = "emergency" | "eating_disorder" | "medication" | "pregnancy" | "symptoms";

const whatICanDo = "I can still tell you which whole foods give a nutrient, how to replace a supplement with food, or what a food contains.";

export const chatSafetyTexts: Record<ChatSafetyTopic, string> = {
  emergency:
    "**If this may be an emergency, call your local emergency services now** (for example 911 in the US, 112 in Europe or 999 in the UK). I can't help in an emergency.",
  eating_disorder: `This sounds like it may be about an eating disorder, which deserves care from a professional: please talk to your doctor or an eating disorder support service in your country. If you are in danger now, call your local emergency services. ${whatICanDo}`,
  medication: `Questions about medicines, and how they mix with foods or supplements, need your doctor or pharmacist, who know your prescriptions: please ask them before changing your diet or supplements. ${whatICanDo}`,
  pregnancy: `In pregnancy, while breastfeeding or when trying to conceive, nutrient needs and food safety rules change: please ask your midwife, doctor or a registered dietitian. ${whatICanDo}`,
  symptoms: `I can't assess symptoms or say what is causing them: please see a doctor, and if they are severe or came on suddenly, call your local emergency services. ${whatICanDo}`,
};

const list = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

export const offlineChatTexts = {
  /** Said once per conversation, at the top of the offline engine's first answer. */
  offlineNotice:
    "*I'm FoodFirst's offline nutrition engine: no AI model is set up here, so I answer from our nutrient database (USDA FoodData Central figures, FDA Daily Values).*",
  greeting: "Hello! Ask me about a nutrient, a supplement you'd like to replace, or a food.",
  thanks: "You're welcome! Ask me anything else about foods and nutrients.",
  cannotAnswer:
    "I can't answer that from our nutrient data. I can answer questions like these:\n\n- Food sources of a nutrient (\"Which foods have vitamin D?\")\n- Foods high in a nutrient (\"Foods high in magnesium\")\n- How to replace a supplement with whole foods (\"How can I replace my omega-3 supplement?\")\n- Protein powder or whole-food protein\n- What a food contains (\"What nutrients are in lentils?\")",
  askWhichNutrient: "Which nutrient would you like food sources for? For example vitamin D, iron, magnesium, calcium or omega-3.",
  askWhichSupplement: "Which supplement would you like to replace with food? For example vitamin D, fish oil (omega-3), magnesium or iron.",

  sourcesHeading: (nutrient: string) => `## Food sources of ${nutrient}`,
  highInHeading: (nutrient: string) => `## Foods high in ${nutrient}`,
  perServingIntro: "Per serving (USDA FoodData Central; % of the FDA Daily Value):",
  fitsYou: (what: string) => `Chosen to suit what your latest assessment says: ${what}.`,
  noAssessment: "I don't know your diet or allergies yet: take the assessment and I'll leave out foods that don't suit you.",
  foodLine: (name: string, serving: string, amount: string, percent: string | null) => `**${name}** (${serving}): ${amount}${percent ? `, ${percent} DV` : ""}`,
  noFoods: (nutrient: string) => `None of the foods in our data that suit you supply a meaningful amount of ${nutrient}.`,
  noDailyValue: (nutrient: string) => `There is no FDA Daily Value for ${nutrient}, so amounts are shown without one.`,
  upperLimit: (nutrient: string, limit: string, scope: string) => `Upper limit for adults: ${limit} of ${nutrient} a day${scope}.`,
  upperLimitSupplements: " from supplements (food is not counted)",
  upperLimitPreformed: " as preformed vitamin A (retinol)",

  replaceHeading: (supplement: string) => `## Replacing ${supplement} with whole foods`,
  replaceFoodsIntro: (nutrient: string) => `Whole foods that give ${nutrient} (per serving):`,
  replaceServingsForDv: (servings: string) => `${servings} a day would give the full Daily Value.`,
  noSupplementMatch: (query: string, suggestions: readonly string[]) =>
    `I couldn't find a supplement called “${query}” in our data.${suggestions.length > 0 ? ` Did you mean ${list(suggestions)}?` : ""}`,
  supplementNoFood: (supplement: string) => `No whole food in our data replaces ${supplement}.`,

  proteinHeading: "## Protein powder or whole-food protein?",
  proteinIntro:
    "Most people meet their protein needs from food alone. Protein powder is a convenient way to add protein, not a necessity; whole foods give the same protein along with fibre, vitamins and minerals that a powder lacks.",
  proteinFoodsIntro: "Whole-food protein that suits you (per serving):",
  proteinPowderNote: (description: string) => `About protein powder: ${description}`,
  proteinWhenPowder:
    "A powder can help when you can't eat enough protein from food (a small appetite, a very high training load, or a plant-based diet short of protein foods).",

  foodHeading: (food: string) => `## ${food}`,
  foodServing: (serving: string, kcal: string | null) => `One serving is ${serving}${kcal ? ` (${kcal})` : ""}. Its main nutrients (USDA FoodData Central; % of the FDA Daily Value):`,
  /** The verb and pronoun agree with the food's name: "Peanuts don't suit you ... I won't suggest them." */
  foodExcluded: (food: string, why: string) =>
    isPluralName(food) ? `**${food} don't suit you:** ${why}. I won't suggest them.` : `**${food} doesn't suit you:** ${why}. I won't suggest it.`,
  /** A food our data has only raw, or one named raw, that the rules say to cook: "raw morels are toxic: cook them". */
  foodToCook: (food: string, reason: string) => `**${food}:** ${reason}. I won't suggest ${isPluralName(food) ? "them" : "it"} raw.`,
  foodAlternatives: (nutrient: string) => `For its ${nutrient}, these suit you instead:`,
  foodNoData: (food: string) => `Our data has no nutrient figures for ${food} beyond its energy.`,

  cautionLine: (text: string) => `*Note:* ${text}`,
  notCheckedLine: (text: string) => `*${text}*`,
} as const;
