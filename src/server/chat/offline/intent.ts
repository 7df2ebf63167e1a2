import { normalizeText } from "../../nutrition/kb/text.ts";
import type { NutrientKey, Supplement } from "../../nutrition/kb/types.ts";
import type { NamedThings } from "../entities.ts";

// What a question asks, for the offline engine: read from its words and what it names. The four suggested
// questions and their usual rewordings ("where do I get vitamin D", "instead of fish oil", "whey or real
// food", "magnesium-rich foods") land on the same kinds.

export type Intent =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "protein_powder" }
  | { kind: "replace_supplement"; supplement: Supplement | null }
  | { kind: "food_sources"; nutrients: NutrientKey[]; highIn: boolean }
  | { kind: "food_nutrients"; term: string; focus: NutrientKey[] }
  | { kind: "ask_nutrient" }
  | { kind: "unknown" };

const has = (text: string, pattern: RegExp) => pattern.test(text);

const PROTEIN_POWDER = /\b(protein (powder|shake|supplement|bar)s?|whey|casein|pea protein|protein isolate)\b/;
const REPLACE = /\b(replac\w*|instead of|substitut\w*|alternatives?|swap\w*|stop taking|quit taking|come off|ditch\w*|drop (my|the)|get rid of|rather than|from food instead|with (whole )?food)\b/;
const SUPPLEMENT_WORD = /\b(supplements?|pills?|capsules?|tablets?|softgels?|gummies)\b/;
const HIGH_IN = /\b(high in|rich in|richest|highest|most|packed with|loaded with|full of|\w+ rich)\b/;
const SOURCES = /\b(sources?|foods?|eat|get|getting|find|found|where|which|contain\w*|has|have|boost|increase|raise|more|need|lacking|low in|deficien\w*|intake)\b/;
const ABOUT_A_FOOD = /\b(how much|is there|does|do|what s in|whats in|nutrients? in|nutrition|nutritional|calories|kcal|healthy|good for|good source|tell me about|contain)\b/;
const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|hiya|greetings)( there)?$/;
const THANKS = /^(thanks?|thank you|thx|cheers|great thanks|ok thanks|thanks a lot)( (so|very) much)?$/;

/** The kind of question, from its normalised words and the things it names. */
export function classify(question: string, named: NamedThings): Intent {
  const text = normalizeText(question);
  if (GREETING.test(text)) return { kind: "greeting" };
  if (THANKS.test(text)) return { kind: "thanks" };
  if (has(text, PROTEIN_POWDER)) return { kind: "protein_powder" };
  const supplement = named.supplements[0] ?? null;
  if (has(text, REPLACE) && (supplement !== null || has(text, SUPPLEMENT_WORD))) return { kind: "replace_supplement", supplement };
  if (has(text, SUPPLEMENT_WORD) && supplement !== null && !named.foods.length) return { kind: "replace_supplement", supplement };
  const foodTerm = named.foodTerms[0];
  // "How much protein is in eggs?", "Is spinach a good source of iron?": about one food.
  if (foodTerm && (named.nutrients.length === 0 || has(text, ABOUT_A_FOOD))) return { kind: "food_nutrients", term: foodTerm, focus: named.nutrients };
  if (named.nutrients.length > 0) return { kind: "food_sources", nutrients: named.nutrients, highIn: has(text, HIGH_IN) };
  if (foodTerm) return { kind: "food_nutrients", term: foodTerm, focus: [] };
  if (supplement !== null) return { kind: "replace_supplement", supplement };
  if (has(text, SUPPLEMENT_WORD)) return { kind: "replace_supplement", supplement: null };
  if (has(text, HIGH_IN) || has(text, /\b(sources? of|foods? (with|for))\b/) || (has(text, SOURCES) && has(text, /\bnutrients?\b/))) return { kind: "ask_nutrient" };
  return { kind: "unknown" };
}
