import type {
  FoodSafetyTopic,
  GoalTopic,
  InteractionTopic,
  LowMissing,
  MythTopic,
} from "../../../shared/texts/chat-topics.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import type { Food, NutrientKey, Supplement } from "../../nutrition/kb/types.ts";
import type { Meal } from "../../nutrition/answers/meal-plan.ts";
import { namedIn, type NamedThings } from "../entities.ts";
import { mealNamedIn } from "./meals.ts";
import { namesMedicine, namesSupplementClass } from "./said.ts";
import { matchIntent, vocabularyOf } from "./matcher.ts";
import { ABSORPTION_PAIRS, EXTRA_FOOD_WORDS, TOGETHER, type IntentLabel } from "./phrases.ts";

// What a question asks: the nearest phrasing of the intent table (matcher.ts), checked against what the
// question names (a "how much do I need" with no nutrient asks which one; "what's in" with no food is not
// about a food). A few unambiguous phrases decide first (a protein powder, "replace my ... supplement", a dose
// with "too much"), so the suggested questions and their rewordings always land where they did.

export type TopicFamily = "myth" | "interaction" | "food_safety" | "goal";

export type Intent =
  | {
      kind:
        | "greeting"
        | "thanks"
        | "goodbye"
        | "capabilities"
        | "off_topic"
        | "cannot_do"
        | "protein_powder"
        | "ask_nutrient"
        | "unknown";
    }
  | {
      kind: "meal";
      meal: Meal | null;
      nutrients: NutrientKey[];
      /** A follow-up's foods and words ("quick") from the previous question: "and for dinner?" after "... with lentils". */
      carried?: { foods: readonly Food[]; text: string };
    }
  | { kind: "food_check"; term: string | null; focus: NutrientKey[]; extraFood: string | null }
  | { kind: "replace_supplement"; supplement: Supplement | null }
  | { kind: "food_sources"; nutrients: NutrientKey[]; highIn: boolean }
  /** "Foods low in potassium", "sugar-free snacks": foods low in a nutrient (missing: one our foods have no figures for). */
  | { kind: "food_low_in"; nutrients: NutrientKey[]; missing: LowMissing | null }
  | { kind: "food_nutrients"; term: string; focus: NutrientKey[] }
  | { kind: "nutrient_need"; nutrients: NutrientKey[] }
  | { kind: "dose_check"; nutrients: NutrientKey[] }
  | { kind: "topic"; family: "myth"; topic: MythTopic }
  | { kind: "topic"; family: "interaction"; topic: InteractionTopic | "medicines" }
  | { kind: "topic"; family: "food_safety"; topic: FoodSafetyTopic }
  | { kind: "topic"; family: "goal"; topic: GoalTopic; low?: boolean };

const PROTEIN_POWDER = /\b(protein (powder|shake|supplement|bar)s?|whey|casein|pea protein|protein isolate)\b/;
export const REPLACE =
  /\b(replac\w*|instead of|substitut\w*|alternatives?|swap\w*|stop taking|quit taking|come off|ditch\w*|drop (my|the)|get rid of|rather than|from food instead|with (whole )?food)\b/;
const SUPPLEMENT_WORD = /\b(supplements?|pills?|capsules?|tablets?|softgels?|gummies)\b/;
const HIGH_IN = /\b(high in|rich in|richest|highest|most|packed with|loaded with|full of|\w+ rich)\b/;
const DOSE = /\d[\d,]*(\.\d+)?\s*(iu|mg|mcg|µg|ug|micrograms?|milligrams?)\b/i;
const NEED =
  /\b(how (much|many)\b.*\b(do|does|should) (i|you|we|my \w+|a \w+) (need|require|get|have|eat|take|consume)|(daily|recommended) (need|requirement|intake|amount|allowance)s?|rda|reference intake)\b/;
const TOO_MUCH = /\b(too much|too high|safe|ok|okay|overdose|upper limit|maximum|max|limit|dangerous|toxic|harm\w*)\b/;

/** The words that make a medicine question one about grapefruit, alcohol or caffeine. */
const MEDICINE_TOPIC_WORDS = {
  grapefruit: /\b(grapefruits?|pomelos?|seville|tangelos?)\b/,
  alcohol: /\b(alcohol\w*|wine|beers?|spirits|booze|drinking|drinks?|liquor|vodka|gin|whisk(e)?y)\b/,
  caffeine:
    /\b(caffeine|caffeinated|coffees?|teas?|colas?|energy drinks?|espressos?|lattes?|cappuccinos?|mochas?|matcha|americanos?)\b/,
} as const;

/**
 * "Low in", "without", "free of", "little", "less": what comes after names the nutrient the foods should be low in.
 * "Low" alone ("low potassium foods") only when nothing before it says the person's own level is low ("I have low
 * iron", "foods for low potassium": a deficiency, which the sources answer serves).
 */
const LOW_WORDS =
  /\b(low(?:er|est)? in|low(?:er|est)?|very little|little|less|least|without|free (?:of|from)|no|zero|not (?:much|many|a lot of|high in|rich in)|hardly any|reduced|minimal)\s+((?:\w+\s*){1,3})/g;
const OWN_LEVEL_BEFORE =
  /\b(for|with|have|has|had|got|my|is|are|am|im|i m|treat\w*|fix\w*|cause\w*|due to|because of|from|signs? of|symptoms? of)\s+$/;
const OWN_LEVEL_AFTER = /\b(levels?|blood|counts?|deficien\w*|stores|status|an(a)?emia|results?|tests?|symptoms?)\b/;
/** "Sugar-free", "salt free", "fat-free": the nutrient before "free". */
const FREE_AFTER = /\b(\w+(?: \w+)?) free\b/g;
/** The nutrients our foods have no figures for, by the words people use. */
const MISSING_WORDS: readonly [LowMissing, RegExp][] = [
  ["sodium", /^(salt|salty|sodium)\b/],
  ["sugar", /^(sugars?|sugary|added sugars?|free sugars?)\b/],
  ["fat", /^(fats?|fatty|saturated fats?|sat fats?|saturates)\b/],
  ["cholesterol", /^cholesterol\b/],
  ["oxalate", /^oxalates?\b/],
  ["carbohydrate", /^(carbs?|carbohydrates?|starch|starches)\b/],
];

/** The nutrient a phrase opens with: one of ours, or one our foods have no figures for. */
function nutrientOpening(
  kb: KnowledgeBase,
  phrase: string,
): { nutrients: NutrientKey[]; missing: LowMissing | null } | null {
  const words = phrase.replace(/^(the|a|an|any|in|of)\s+/, "");
  const missing = MISSING_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
  if (missing) return { nutrients: [], missing };
  if (/^phosphates?\b/.test(words)) return { nutrients: ["phosphorus_mg"], missing: null };
  const first = words.split(/\s+/).slice(0, 3).join(" ");
  const nutrients = namedIn(kb, first).nutrients;
  // The phrase must open with the nutrient ("low in iron"), not end on one ("no time to cook iron-rich food").
  if (nutrients.length === 0 || !namedIn(kb, first.split(/\s+/).slice(0, 2).join(" ")).nutrients.length) return null;
  return { nutrients, missing: null };
}

/** "Which foods are low in potassium?", "sugar-free snacks", "food without salt": the nutrient the foods lack. */
export function lowInOf(
  kb: KnowledgeBase,
  text: string,
): { nutrients: NutrientKey[]; missing: LowMissing | null } | null {
  for (const match of text.matchAll(LOW_WORDS)) {
    const [, word, rest] = match as unknown as [string, string, string];
    const before = text.slice(0, match.index);
    if (/^low(er|est)?$/.test(word) && OWN_LEVEL_BEFORE.test(before)) continue;
    // "I have little iron", "I'm low in B12": the person's own level.
    if (/\b((i|we|he|she|they) (have|has|had|ve got|got)|i m|im|am)\s+$/.test(before)) continue;
    const found = nutrientOpening(kb, rest);
    if (!found) continue;
    // "Low-carb diet for weight loss": about the diet (the carbohydrate myth), not foods low in carbohydrate.
    if (found.missing === "carbohydrate" && /\b(diet\w*|weight|lose|losing|keto\w*)\b/.test(text)) continue;
    if (OWN_LEVEL_AFTER.test(rest)) continue;
    return found;
  }
  for (const match of text.matchAll(FREE_AFTER)) {
    const phrase = match[1]!;
    const last = phrase.split(" ").pop()!;
    const found = nutrientOpening(kb, last) ?? nutrientOpening(kb, phrase);
    if (found) return found;
  }
  return null;
}

/** Alcohol by name: a drink of it, not any drink. */
const ALCOHOL =
  /\b(alcohol\w*|wine|wines|beers?|lagers?|ciders?|spirits|booze|liquor|vodka|gin|whisk(e)?y|rum|prosecco|champagne|cocktails?|units? of alcohol)\b/;

/** Soya myths: the question names soya and what the myth is about. */
const SOY = /\b(soy\w*|soya|tofu|edamame|tempeh|miso|isoflavones?|phyto ?o?estrogens?)\b/;
const SOY_MYTHS: readonly [MythTopic, RegExp][] = [
  ["soy_cancer", /\b(cancer\w*|tumou?rs?|carcinogen\w*)\b/],
  ["soy_thyroid", /\b(thyroid\w*|hypothyroid\w*|levothyroxine|goitre|goiter)\b/],
  [
    "soy_hormones",
    /\b(men|man|male|males|guys?|boys?|hormon\w*|o?estrogen\w*|testosterone|feminis\w*|feminiz\w*|moobs|man boobs|gyn(a)?ecomastia|fertility|sperm)\b/,
  ],
];

/**
 * A myth's answer only when the question is about it: the words each myth is about, one of which the question must
 * name ("does soy cause breast cancer?" is near "alkaline diet cancer" by one word, and is not about alkaline water).
 */
const MYTH_WORDS: Record<MythTopic, RegExp> = {
  carbs: /\b(carbs?|carbohydrates?|bread|pasta|rice|potato\w*|starch\w*|keto\w*)\b/,
  detox: /\b(detox\w*|cleans\w*|flush\w*|toxins?|toxic)\b/,
  superfoods: /\b(super ?foods?|goji|acai|chia|kale|spirulina|wheatgrass|maca)\b/,
  alkaline: /\b(alkal\w*|ph|acid\w*)\b/,
  fat_burning: /\b(burn\w*|metaboli\w*|negative calorie\w*|cider vinegar|fat loss)\b/,
  fruit_sugar: /\b(fruits?|fruity|juices?|smoothies?|fructose)\b/,
  eggs_cholesterol: /\b(eggs?|cholesterol|yolks?)\b/,
  gluten_free: /\b(gluten\w*|wheat|coeliac|celiac)\b/,
  late_eating: /\b(late|night\w*|evening\w*|bedtime|before bed|after \d+|\d+ ?pm)\b/,
  soy_cancer: SOY,
  soy_hormones: SOY,
  soy_thyroid: SOY,
};

/** "What foods help with hair loss?", "vitamins for thinning hair": hair, and what food does for it. */
const HAIR =
  /\b(hair\w*)\b.*\b(loss|losing|lose|falling|fall\w*|thin\w*|grow\w*|shed\w*|healthy|health|strong\w*|brittle|help\w*|good|best|foods?|eat\w*|vitamins?|biotin|nutrients?|diet)\b|\b(loss|losing|falling|thinning|thin|shedding|grow\w*|healthy|strong\w*|for)\s+(my\s+)?hair\b|\b(bald\w*|alopecia)\b/;

const SOURCES_QUESTION =
  /\b(foods? (with|that have|containing|high in|rich in)|sources? of|how much|how many|rich in|high in)\b/;
const has = (text: string, word: string) => new RegExp(`\\b${word}(s|es)?\\b`).test(text);

/** "Does milk stop iron being absorbed?": one thing from each side of an absorption pair, and how they meet. */
export function absorptionPairIn(text: string): (typeof ABSORPTION_PAIRS)[number]["topic"] | null {
  if (!TOGETHER.test(text) || SOURCES_QUESTION.test(text)) return null;
  return (
    ABSORPTION_PAIRS.find(
      (pair) =>
        pair.first.some((word) => has(text, word)) &&
        pair.second.some((word) => has(text, word) && !pair.first.includes(word)),
    )?.topic ?? null
  );
}

const ruleFoodWords = new WeakMap<KnowledgeBase, string[]>();

/** The foods the safety rules name by word ("soy sauce", "deli meat", "kombucha"), longest first: food words too. */
function ruleFoodWordsOf(kb: KnowledgeBase): string[] {
  let found = ruleFoodWords.get(kb);
  if (!found) {
    const phrases = kb.safety.foodRules.flatMap((rule) =>
      rule.match.flatMap((alternative) =>
        alternative.length === 1 && alternative[0]!.kind === "word" ? [alternative[0]!.words.join(" ")] : [],
      ),
    );
    found = [...new Set(phrases)].filter((phrase) => phrase.length >= 3).sort((a, b) => b.length - a.length);
    ruleFoodWords.set(kb, found);
  }
  return found;
}

const RAW_MILK = /\b(raw|unpasteuri[sz]ed|pasteuri[sz]ed|pasteuri[sz]ation|straight from the (cow|farm)|farm fresh)\b/;

/** "Can I eat X?", "can I have a X?": X, one to three words, as the food the question asks about. */
const DISH_QUESTION = /^can i (?:eat|have|drink) (?:a |an |some |the |any )?(\w+(?: \w+){0,2})$/;
const PRONOUN = /^(it|that|this|them|they|those|these|one|some|more|any)\b/;

/** A food word our data lacks ("brie", "pizza", or one a safety rule names: "soy sauce") named by the question. */
function extraFoodIn(text: string, kb?: KnowledgeBase): string | null {
  const words = normalizeText(text);
  return (
    EXTRA_FOOD_WORDS.find((word) => new RegExp(`\\b${word}s?\\b`).test(text)) ??
    (kb ? ruleFoodWordsOf(kb).find((phrase) => new RegExp(`\\b${phrase}s?\\b`).test(words)) : undefined) ??
    null
  );
}

function supplementFor(kb: KnowledgeBase, named: NamedThings): Supplement | null {
  return (
    named.supplements[0] ??
    kb.supplements.find((supplement) => named.nutrients.length > 0 && supplement.nutrients[0] === named.nutrients[0]) ??
    null
  );
}

/** The intent a table label stands for, given what the question names. */
function fromLabel(kb: KnowledgeBase, label: IntentLabel | "unknown", question: string, named: NamedThings): Intent {
  const text = normalizeText(question);
  const foodTerm = named.foodTerms[0] ?? null;
  const extraFood = extraFoodIn(text, kb);
  if (label.includes(".")) {
    const [family, topic] = label.split(".") as [TopicFamily, string];
    return { kind: "topic", family, topic } as Intent;
  }
  switch (label) {
    case "greeting":
    case "thanks":
    case "goodbye":
    case "capabilities":
    case "off_topic":
      return { kind: label };
    case "protein_powder":
      // "Is kelp good for me?" reads like "is whey good for me?": without a word of protein it is about what it names.
      if (!/\bprotein\b/.test(text) && !PROTEIN_POWDER.test(text) && !named.nutrients.includes("protein_g"))
        return fromLabel(kb, "food_check", question, named);
      return { kind: label };
    case "meal":
      return { kind: "meal", meal: mealNamedIn(question), nutrients: named.nutrients };
    case "food_check":
      if (!foodTerm && !extraFood)
        return named.nutrients.length > 0
          ? { kind: "food_sources", nutrients: named.nutrients, highIn: false }
          : { kind: "unknown" };
      return { kind: "food_check", term: foodTerm, focus: named.nutrients, extraFood };
    case "food_nutrients":
      if (foodTerm) return { kind: "food_nutrients", term: foodTerm, focus: named.nutrients };
      return named.nutrients.length > 0
        ? { kind: "food_sources", nutrients: named.nutrients, highIn: HIGH_IN.test(text) }
        : extraFood
          ? { kind: "food_check", term: null, focus: [], extraFood }
          : { kind: "unknown" };
    case "food_sources":
      if (named.nutrients.length > 0)
        return { kind: "food_sources", nutrients: named.nutrients, highIn: HIGH_IN.test(text) };
      return foodTerm ? { kind: "food_nutrients", term: foodTerm, focus: [] } : { kind: "ask_nutrient" };
    case "replace_supplement":
      // "Vegan omega 3 foods": a supplement's name, but no word of replacing it or of a supplement: its foods.
      if (
        named.nutrients.length > 0 &&
        !REPLACE.test(text) &&
        !SUPPLEMENT_WORD.test(text) &&
        /\b(foods?|sources?|eat|get)\b/.test(text)
      )
        return { kind: "food_sources", nutrients: named.nutrients, highIn: HIGH_IN.test(text) };
      return { kind: "replace_supplement", supplement: supplementFor(kb, named) };
    case "nutrient_need":
      return { kind: "nutrient_need", nutrients: named.nutrients };
    case "dose_check":
      return {
        kind: "dose_check",
        nutrients: named.nutrients.length > 0 ? named.nutrients : (named.supplements[0]?.nutrients.slice(0, 1) ?? []),
      };
    default:
      // Nothing close in the table: what it names may still say what it is about.
      if (named.nutrients.length > 0 && !foodTerm)
        return { kind: "food_sources", nutrients: named.nutrients, highIn: HIGH_IN.test(text) };
      if (foodTerm) return { kind: "food_nutrients", term: foodTerm, focus: named.nutrients };
      if (named.supplements.length > 0) return { kind: "replace_supplement", supplement: named.supplements[0]! };
      return { kind: "unknown" };
  }
}

const CONVERSATION = new Set<string>(["greeting", "thanks", "goodbye", "capabilities", "off_topic", "cannot_do"]);

/**
 * Whether a question is about something other than food: it names no food, nutrient, supplement or amount, and
 * none of its words is one of food and nutrition (the intent table's or our data's), only others ("news",
 * "table", "2+2"). A word no
 * language has ("asdfghjkl", four consonants or one letter four times in a row) is nonsense, not off topic: that gets "I can't".
 */
function offTopic(kb: KnowledgeBase, question: string, named: NamedThings): boolean {
  if (named.foods.length > 0 || named.nutrients.length > 0 || named.supplements.length > 0) return false;
  if (extraFoodIn(normalizeText(question), kb)) return false;
  const { known, unknown } = vocabularyOf(kb, question);
  if (unknown.some((word) => /[bcdfghjklmnpqrstvwxz]{4}|(.)\1{3}/.test(word))) return false;
  return unknown.length > 0 && known.length === 0;
}

/**
 * A request for something the app cannot do, whatever it names: book, order, buy, call, send, remind, schedule
 * ("can you book a table?", "order me a pizza", "remind me to take my vitamin D", "call my doctor").
 */
const ACTION_VERB =
  "(book|reserve|order|buy|purchase|pay for|call|phone|ring|text|email|message|send|deliver|remind|schedule|set (up )?(a |an )?(reminder|alarm|timer|appointment)|make (me )?(a |an )?(booking|reservation|appointment|call)|add (it |this |that |them )?to my (calendar|basket|cart|shopping list|diary))";
const ACTION_REQUEST = new RegExp(
  [
    `^(please |hey |hi |ok |okay )?(i (want|need|would like|d like) you to |please )?${ACTION_VERB} (me|us|a|an|my|the|some|it|this|that|for)\\b`,
    `\\b(can|could|would|will) you (please |also )?${ACTION_VERB}\\b`,
    "\\bremind me\\b",
  ].join("|"),
);

/**
 * The nearest phrase's intent; "what should I eat before football?" is near an off-topic phrase by its sport, but it
 * asks about eating: matched again on its food and nutrition words alone.
 */
function onTopicMatch(kb: KnowledgeBase, question: string): ReturnType<typeof matchIntent> {
  const match = matchIntent(kb, question);
  if (match.label !== "off_topic" || !EATING_WORDS.test(normalizeText(question))) return match;
  const { unknown } = vocabularyOf(kb, question);
  const unknownWords = new Set(unknown);
  const kept = normalizeText(question)
    .split(/\s+/)
    .filter((word) => !unknownWords.has(word))
    .join(" ");
  const again = matchIntent(kb, kept);
  return again.label === "off_topic" ? match : again;
}

const EATING_WORDS = /\b(eat|eating|food|foods|meal|meals|snack|snacks|diet|breakfast|lunch|dinner|nutrition)\b/;

/** Whether a question asks the app to do something it cannot do (book, order, call, remind). */
export const asksForAction = (text: string): boolean => ACTION_REQUEST.test(text);

/** The kind of question, from its words and the things it names. */
export function classify(kb: KnowledgeBase, question: string, named: NamedThings): Intent & { label: string } {
  const text = normalizeText(question);
  if (asksForAction(text)) return { kind: "cannot_do", label: "cannot_do" };
  // "Which foods are low in potassium?": never the good sources of it. One food named ("is a banana low in
  // potassium?") is a question about that food.
  const low = lowInOf(kb, text);
  if (low && named.foodTerms[0] && low.nutrients.length > 0)
    return {
      kind: "food_nutrients",
      term: named.foodTerms[0],
      focus: low.nutrients,
      label: "food_nutrients",
    };
  if (low?.missing === "sodium") return { kind: "topic", family: "goal", topic: "salt", low: true, label: "goal.salt" };
  if (low) return { kind: "food_low_in", ...low, label: "food_low_in" };
  // Soya and breast cancer, men's hormones or the thyroid: that myth, whatever else the words are near.
  if (SOY.test(text)) {
    const soy = SOY_MYTHS.find(([, pattern]) => pattern.test(text))?.[0];
    if (soy) return { kind: "topic", family: "myth", topic: soy, label: `myth.${soy}` };
  }
  if (HAIR.test(text) && !DOSE.test(question))
    return { kind: "topic", family: "goal", topic: "hair", label: "goal.hair" };
  // "Can I drink alcohol?", "is a glass of wine ok?": the alcohol advice (in pregnancy, the pregnancy advice alone).
  if (ALCOHOL.test(text) && !/\b(cider|wine) vinegar\b/.test(text) && named.foodTerms.length === 0)
    return { kind: "topic", family: "interaction", topic: "alcohol", label: "interaction.alcohol" };
  const supplement = supplementFor(kb, named);
  if (PROTEIN_POWDER.test(text) && !/\bhow much protein\b/.test(text))
    return { kind: "protein_powder", label: "protein_powder" };
  if (REPLACE.test(text) && (named.supplements.length > 0 || SUPPLEMENT_WORD.test(text)))
    return { kind: "replace_supplement", supplement, label: "replace_supplement" };
  const together = /\b(with|together|absorb\w*|block\w*|interfer\w*|interact\w*|same time|before|after)\b/.test(text);
  if (
    SUPPLEMENT_WORD.test(text) &&
    named.supplements.length > 0 &&
    named.foods.length === 0 &&
    !TOO_MUCH.test(text) &&
    !/\bneed\b/.test(text) &&
    !together
  ) {
    return { kind: "replace_supplement", supplement, label: "replace_supplement" };
  }
  // "How much protein is in chicken?": about the food, whatever else its words suggest.
  if (
    /\bhow (much|many)\b/.test(text) &&
    named.nutrients.length > 0 &&
    named.foodTerms[0] &&
    !/\b(need|should|eat|get|too)\b/.test(text)
  ) {
    return { kind: "food_nutrients", term: named.foodTerms[0], focus: named.nutrients, label: "food_nutrients" };
  }
  // Tea, coffee or calcium with iron, vitamin C with plant iron, fat with vitamin D: the pair decides.
  const pair = absorptionPairIn(text);
  if (pair && !DOSE.test(question))
    return { kind: "topic", family: "interaction", topic: pair, label: `interaction.${pair}` };
  // A medicine the clinical rules know, and no food to check against it: what the rules say of the medicine.
  if (!named.foodTerms[0] && !DOSE.test(question) && namesMedicine(kb, question)) {
    const match = matchIntent(kb, question);
    // Grapefruit, alcohol or caffeine only when the question names it ("is ginkgo safe?" is not about caffeine).
    const asked = /^interaction\.(grapefruit|alcohol|caffeine)$/.test(match.label)
      ? (match.label.split(".")[1] as "grapefruit" | "alcohol" | "caffeine")
      : null;
    const topic = asked && MEDICINE_TOPIC_WORDS[asked].test(text) ? asked : "medicines";
    return { kind: "topic", family: "interaction", topic, label: `interaction.${topic}` };
  }
  // "How much omega-3 do I need?", "daily iron requirement": the person's need, whichever nutrient it names.
  if (
    NEED.test(text) &&
    named.nutrients.length > 0 &&
    !named.foodTerms[0] &&
    !DOSE.test(question) &&
    !TOO_MUCH.test(text)
  )
    return { kind: "nutrient_need", nutrients: named.nutrients, label: "nutrient_need" };
  if (DOSE.test(question) && TOO_MUCH.test(text))
    return {
      kind: "dose_check",
      nutrients: named.nutrients.length > 0 ? named.nutrients : (named.supplements[0]?.nutrients.slice(0, 1) ?? []),
      label: "dose_check",
    };
  const greeting = onTopicMatch(kb, question);
  // "Is chromium safe?": a supplement the clinical rules name, read by its other words as caffeine, alcohol or
  // grapefruit: about the supplement, unless the question names the drink or fruit.
  const drink = /^interaction\.(grapefruit|alcohol|caffeine)$/.exec(greeting.label)?.[1] as
    | keyof typeof MEDICINE_TOPIC_WORDS
    | undefined;
  // The drink or fruit the matched topic is about, when the question does not name it.
  const drinkNotNamed = drink !== undefined && !MEDICINE_TOPIC_WORDS[drink].test(text);
  if (drinkNotNamed && namesSupplementClass(kb, question))
    return { kind: "topic", family: "interaction", topic: "medicines", label: "interaction.medicines" };
  // "I have a question about iron": a greeting's words, but about what it names. "Is cinnamon safe?": a caffeine,
  // alcohol or grapefruit question's words, but not the drink or fruit: not that topic.
  // A myth only when the question names what it is about ("cancer" alone is not alkaline water).
  const mythNotNamed =
    greeting.label.startsWith("myth.") && !MYTH_WORDS[greeting.label.slice(5) as MythTopic].test(text);
  const match =
    ((greeting.label === "greeting" || greeting.label === "capabilities") &&
      (named.nutrients.length > 0 || named.foodTerms.length > 0 || named.supplements.length > 0)) ||
    drinkNotNamed ||
    mythNotNamed
      ? { ...greeting, label: "unknown" as const }
      : greeting;
  // "Foods with iron and vitamin C": two nutrients in a sources question, not how they are absorbed together.
  if (
    match.label.startsWith("interaction.") &&
    named.nutrients.length > 0 &&
    SOURCES_QUESTION.test(text) &&
    !/\b(absorb\w*|absorption|block\w*|together|interfer\w*|same time)\b/.test(text)
  )
    return { kind: "food_sources", nutrients: named.nutrients, highIn: HIGH_IN.test(text), label: "food_sources" };
  // "Can I drink milk if lactose intolerant?" is near "can I drink raw milk", but raw milk is its subject only when
  // named: otherwise a question about the food it names.
  if (match.label === "food_safety.raw_milk" && !RAW_MILK.test(text) && named.foodTerms[0])
    return {
      kind: "food_check",
      term: named.foodTerms[0],
      focus: named.nutrients,
      extraFood: null,
      label: "food_check",
    };
  // "Can I have a kebab?", "can I eat cold cuts?": a food our data lacks asked about as one is a food check, whatever
  // topic its other words are near ("can I have" is also in "how much salt can I have").
  const dishName = named.foods.length === 0 ? (DISH_QUESTION.exec(text)?.[1] ?? "") : "";
  const extra = dishName ? extraFoodIn(dishName, kb) : null;
  if (extra || (dishName && vocabularyOf(kb, dishName).known.length === 0 && !PRONOUN.test(dishName)))
    return { kind: "food_check", term: null, focus: [], extraFood: dishName, label: "food_check" };
  // Words that are not about food at all ("what's the news today", "book a table"): off topic, said so.
  if (!CONVERSATION.has(match.label) && offTopic(kb, question, named)) return { kind: "off_topic", label: "off_topic" };
  return { ...fromLabel(kb, match.label, question, named), label: match.label };
}
