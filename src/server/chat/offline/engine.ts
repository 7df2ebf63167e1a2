import { lowerFirst, withSourceMarkdown } from "../../../shared/format.ts";
import { chatFollowUps, chatSuggestions, chatSuggestionsFor } from "../../../shared/texts/chat-topics.ts";
import { offlineChatTexts as texts, professionalPointers } from "../../../shared/texts/offline-chat.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import type { Policy } from "../../nutrition/policy/policy.ts";
import { cachedAssessor } from "../../nutrition/policy/exclusions.ts";
import { noFoodSuggestions } from "../../nutrition/policy/nutrient-rules.ts";
import { namedIn, type NamedThings } from "../entities.ts";
import type { ChatPerson } from "../person.ts";
import { professionalPointersOf } from "../safety.ts";
import { foodCheck } from "./check.ts";
import { compose, personNotes } from "./compose.ts";
import { namesHerb } from "./herbs.ts";
import { namedRules } from "./rules.ts";
import type { OfflineAnswer, OfflineContext, OfflineTools } from "./context.ts";
import { foodNutrients } from "./food.ts";
import { classify, REPLACE, type Intent } from "./intent.ts";
import { correctSpelling } from "./matcher.ts";
import { mealIdea, mealNamedIn } from "./meals.ts";
import { doseCheck, nutrientNeeds } from "./needs.ts";
import { proteinPowder } from "./protein.ts";
import { replaceSupplement } from "./replace.ts";
import { lowInAnswer } from "./low.ts";
import { foodSources } from "./sources.ts";
import { readAsCondition, withoutGuessedMedicines } from "./said.ts";
import { foodSafetyAnswer, goalAnswer, interactionAnswer, mythAnswer } from "./topics.ts";

// The offline engine: answers a question from the knowledge base and the recommendation policy alone, for
// this person, in a few milliseconds. Red flags never reach it (safety.ts answers them first). It reads what
// the question asks (intent.ts), adds what the question says of the person ("I'm pregnant, ..."), says first,
// with the rule's reason, that a food the question names is not for them, answers, and then says who else
// to ask (the midwife, the pharmacist). It says once per conversation that it is the offline engine.

export interface OfflineQuestion {
  question: string;
  chat: ChatPerson;
  /** The conversation already has an answer from the offline engine (which said what it is). */
  noticeGiven: boolean;
  /** The person's previous question in this conversation, for "and for lunch?". */
  previousQuestion?: string | null;
}

export type { OfflineAnswer } from "./context.ts";

/** What the question itself says of the person (pregnancy, a medicine, a condition), added to their assessment. */
function personWithQuestion(kb: KnowledgeBase, policy: Policy, chat: ChatPerson, asked: string): ChatPerson {
  const question = withoutGuessedMedicines(kb, asked);
  const said = readAsCondition(kb, question);
  if (said.conditions.length === 0) return chat;
  const typed = [chat.input.otherHealthCondition, question].filter(Boolean).join(", ");
  // Read as typed "other" condition text, also for someone whose assessment said "none".
  const healthConditions = [...(chat.input.healthConditions ?? []).filter((id) => id !== "none"), "other" as const];
  const person = policy.resolvePerson({ ...chat.input, healthConditions, otherHealthCondition: typed });
  return { ...chat, person: { ...person, unrecognised: chat.person.unrecognised, ignored: chat.person.ignored } };
}

const IU_NUTRIENTS = new Set<string>(["vitamin_a_rae_ug", "vitamin_d_ug", "vitamin_e_mg"]);

const FOLLOW_UP = /^(and|what about|how about|or|also|same for|and what about|ok and|then)\b/;

/** "And for lunch?", "what about iron?": the previous question's intent with what this one names. */
function withContext(
  kb: KnowledgeBase,
  question: string,
  previous: string | null | undefined,
  intent: Intent,
  named: NamedThings,
): Intent {
  if (!previous) return intent;
  const text = normalizeText(question);
  // "Is 50 mg too much?", "is it good for me?": what the question leaves out is what the last one named.
  const last = namedIn(kb, previous);
  if (
    (intent.kind === "dose_check" || intent.kind === "nutrient_need" || intent.kind === "food_sources") &&
    intent.nutrients.length === 0 &&
    last.nutrients.length > 0 &&
    // A dose in IU is of vitamin A, D or E: another nutrient before it leaves the dose read as vitamin D.
    !(/\b(iu|i\.u\.|international units?)\b/i.test(question) && !last.nutrients.some((key) => IU_NUTRIENTS.has(key)))
  )
    return { ...intent, nutrients: last.nutrients };
  if (intent.kind === "ask_nutrient" && last.nutrients.length > 0)
    return { kind: "food_sources", nutrients: last.nutrients, highIn: false };
  if (
    (intent.kind === "unknown" || (intent.kind === "food_check" && !intent.term && !intent.extraFood)) &&
    last.foodTerms[0] &&
    /\b(it|that|this|them|they|those|these)\b/.test(text)
  )
    return { kind: "food_check", term: last.foodTerms[0], focus: named.nutrients, extraFood: null };
  if (!FOLLOW_UP.test(text)) return intent;
  const before = classify(kb, previous, last);
  const meal = mealNamedIn(question);
  if (meal || before.kind === "meal")
    return {
      kind: "meal",
      meal: meal ?? (before.kind === "meal" ? before.meal : null),
      nutrients: named.nutrients.length > 0 ? named.nutrients : before.kind === "meal" ? before.nutrients : [],
      // "What can I cook with lentils?" then "and for dinner?": dinners with lentils (and "quick" stays quick).
      ...(before.kind === "meal" && named.foods.length === 0 ? { carried: { foods: last.foods, text: previous } } : {}),
    };
  if (
    named.nutrients.length > 0 &&
    (before.kind === "nutrient_need" || before.kind === "food_sources" || before.kind === "dose_check")
  )
    return { ...before, nutrients: named.nutrients };
  if (named.foodTerms[0] && (before.kind === "food_check" || before.kind === "food_nutrients"))
    return { kind: "food_check", term: named.foodTerms[0], focus: named.nutrients, extraFood: null };
  return intent;
}

/** A message with no words we can read, or in another language: said plainly, with questions that work. */
function unreadable(question: string): string | null {
  const letters = question.replace(/[^\p{L}]/gu, "");
  const suggestions = chatSuggestions.general.map((item) => `- ${item}`).join("\n");
  if (letters.length === 0) return `${texts.noWords}\n\n${suggestions}`;
  const latin = letters.replace(/[^a-zA-Z]/g, "").length;
  const foreign =
    /\b(que|qué|est|pour|avec|der|die|das|und|ist|nicht|el|los|las|una|por|para|puedo|comer|kann|essen|manger|je|ich|wie|como|cuánto|cuanto|quoi)\b/i;
  const englishWords = (question.match(/\b(the|is|are|what|how|can|i|my|do|for|eat|food|much)\b/gi) ?? []).length;
  if (
    latin / letters.length < 0.5 ||
    ((question.match(new RegExp(foreign, "gi")) ?? []).length >= 2 && englishWords === 0)
  )
    return `${texts.otherLanguage}\n\n${suggestions}`;
  return null;
}

/** "I can't", with two questions that fit what it asked about: its food, its nutrient, a meal, or in general. */
function cannotAnswer(kb: KnowledgeBase, question: string, named: NamedThings): string {
  const food = named.foodTerms[0];
  const nutrient = named.nutrients[0];
  const suggestions = food
    ? chatSuggestionsFor.food(food)
    : nutrient
      ? chatSuggestionsFor.nutrient(lowerFirst(kb.nutrients.get(nutrient)?.name.split(" (")[0] ?? nutrient))
      : mealNamedIn(question)
        ? chatSuggestions.meal
        : chatSuggestions.general;
  return [texts.cannotAnswerShort, "", ...suggestions.map((item) => `- ${item}`)].join("\n");
}

/** A conversational reply, ending like every answer with one question the chat can answer. */
const withFollowUp = (text: string) => `${text}\n\n${texts.followUp(chatFollowUps.conversation)}`;

function answerIntent(ctx: OfflineContext, intent: Intent, question: string, named: NamedThings): OfflineAnswer {
  switch (intent.kind) {
    case "greeting":
      return { text: withFollowUp(texts.greeting), guidance: false };
    case "thanks":
      return { text: withFollowUp(texts.thanks), guidance: false };
    case "goodbye":
      return { text: texts.goodbye, guidance: false };
    case "capabilities":
      return {
        text: `${texts.capabilities}\n\n${chatSuggestions.general.map((item) => `- ${item}`).join("\n")}`,
        guidance: false,
      };
    case "off_topic":
      return { text: withFollowUp(texts.offTopic), guidance: false };
    case "cannot_do":
      return {
        text: `${texts.cannotDo}\n\n${chatSuggestions.general.map((item) => `- ${item}`).join("\n")}`,
        guidance: false,
      };
    case "protein_powder":
      return proteinPowder(ctx);
    case "replace_supplement":
      // "Replace my supplement": the one the assessment says they take, when the question names none.
      return replaceSupplement(
        ctx,
        intent.supplement ??
          ctx.kb.supplements.find((supplement) => ctx.chat.supplementIds.includes(supplement.id)) ??
          null,
      );
    case "food_sources":
      return foodSources(ctx, intent.nutrients, intent.highIn);
    case "food_low_in":
      return lowInAnswer(ctx, intent.nutrients, intent.missing, question);
    case "food_nutrients":
      return foodNutrients(ctx, intent.term, intent.focus);
    case "food_check":
      return foodCheck(ctx, question, intent.term, intent.focus, intent.extraFood);
    case "meal":
      return intent.carried
        ? mealIdea(ctx, intent.meal, intent.nutrients, intent.carried.foods, `${question} ${intent.carried.text}`)
        : mealIdea(ctx, intent.meal, intent.nutrients, named.foods, question);
    case "nutrient_need":
      return nutrientNeeds(ctx, intent.nutrients, question);
    case "dose_check":
      return doseCheck(ctx, question, intent.nutrients);
    case "ask_nutrient":
      return { text: texts.askWhichNutrient, guidance: false };
    case "topic":
      if (intent.family === "myth") return mythAnswer(ctx, intent.topic);
      if (intent.family === "interaction") return interactionAnswer(ctx, intent.topic);
      if (intent.family === "food_safety") return foodSafetyAnswer(ctx, intent.topic, named.foods);
      return goalAnswer(ctx, intent.topic, { low: intent.low === true });
    default:
      return { text: cannotAnswer(ctx.kb, question, named), guidance: false };
  }
}

/**
 * Kinds (and topics) of question about one thing, "is X good for me", "can I eat X", "foods to avoid in pregnancy",
 * "my medicines": what the person's rules say of a food, supplement or herb it names is their answer.
 */
const ASKS_ABOUT_A_THING = new Set<string>([
  "food_check",
  "food_nutrients",
  "unknown",
  "off_topic",
  "food_safety.pregnancy_foods",
  "interaction.medicines",
  "interaction.grapefruit",
]);

/** "Can I eat ...", "is ... safe": asking whether one thing suits the person. */
const CAN_I =
  /\b(can i (eat|have|drink|take|try)|is (it |that |this )?(ok|okay|safe|fine|good|bad)|are \w+( \w+)? (ok|okay|safe|fine|good|bad))\b/;

/**
 * "Can I eat cold cuts?", "are eggs ok?": only whether the thing suits them, whatever topic the other words suggest;
 * "are eggs bad for cholesterol?" asks the topic too.
 */
const SUITS_ME =
  /\b(can i (eat|have|drink|take|try)\b|(is|are) (\w+ ){0,4}(ok|okay|safe|fine|good|bad)( for (me|us|my \w+))?( to (eat|have|drink|take))?\s*$)/;

/** "Is X ok for me?": whether one thing suits the person. */
const FOR_ME = /\b(is|are) (\w+ ){1,3}(ok|okay|safe|fine|good|bad) for (me|us|my \w+)\b/;

/**
 * Kinds that would list foods: under 14 the policy suggests none, whatever the question asks. A question about one
 * food of ours ("how much protein is in chicken breast?") is not one: its facts are answered for the child.
 */
const LISTS_FOODS = new Set<Intent["kind"]>(["meal", "food_sources", "replace_supplement", "protein_powder"]);
const listsFoods = (intent: Intent) =>
  LISTS_FOODS.has(intent.kind) ||
  // "Foods low in potassium" lists foods; "foods low in sugar", which our foods have no figures for, lists none.
  (intent.kind === "food_low_in" && intent.nutrients.length > 0 && intent.missing === null);

export function answerOffline(
  { kb, policy, lookupSupplement }: OfflineTools,
  input: OfflineQuestion,
): OfflineAnswer & { intent: string } {
  const chat = personWithQuestion(kb, policy, input.chat, input.question);
  // The same rules recommendFoods applies, one food at a time (remembered for this answer).
  const assessor = cachedAssessor(kb, policy.rules, chat.person);
  const ctx: OfflineContext = {
    kb,
    lookupSupplement,
    policy: policy.forPerson(chat.person),
    chat,
    assess: assessor.assess,
    assessor,
    rules: policy.rules,
  };
  const question = input.question.length > 600 ? input.question.slice(0, 600) : input.question;
  // Misspelt names ("avacado", "protien") are read as the food or nutrient they mean.
  const named = namedIn(kb, correctSpelling(kb, question));
  const classified = classify(kb, question, named);
  const intent = withContext(kb, question, input.previousQuestion, classified, named);
  // What was answered, for counts by intent (no personal data): "nutrient_need", "myth.carbs", "follow_up:meal".
  const name = intent.kind === "topic" ? `${intent.family}.${intent.topic}` : intent.kind;
  const label = intent === classified ? name : `follow_up:${name}`;
  // No words, or another language: said so, whatever the words it shares with English looked like.
  const notReadable = unreadable(input.question);
  // What the person's rules say of the foods, supplements and herbs the question names: said first, with sources.
  const answeredFood =
    intent.kind === "food_nutrients" || (intent.kind === "food_check" && intent.term) ? intent.term : null;
  // "Can I eat cold cuts?" read as a myth or a goal by its other words ("cut"): a question about the food all the same.
  // "Can I take iodine supplements?" asks whether it suits them, not how to replace it.
  const canI = CAN_I.test(normalizeText(question));
  // "Is poke bowl ok for me?", "is green tea ok for me?": whether the thing suits them, whatever topic its words suggest.
  const forMe = FOR_ME.test(normalizeText(question));
  const aboutThing =
    ASKS_ABOUT_A_THING.has(name) ||
    ((SUITS_ME.test(normalizeText(question)) || forMe) &&
      intent.kind === "topic" &&
      /^(myth|goal)$/.test(intent.family)) ||
    // "Is garlic supplement safe?", "replace my ginkgo": a herb the rules name, which no food replaces.
    (intent.kind === "replace_supplement" &&
      ((canI && !REPLACE.test(normalizeText(question))) || namesHerb(ctx, question)));
  // Any "can I eat X?" says X's cautions first, whatever else the answer is (a food-safety topic, a meal).
  // A request the app cannot do ("buy me some fish oil") is not a question about what it names.
  const rules =
    intent.kind === "cannot_do"
      ? { lines: [], pointers: [], answeredFood: null }
      : namedRules(ctx, question, {
          answeredFood,
          // A food-safety question ("is sushi ok?") says the person's rule for the food first, as "can I eat" does.
          cautions: aboutThing || canI || forMe || (intent.kind === "topic" && intent.family === "food_safety"),
        });
  let answer: OfflineAnswer;
  const childRule = noFoodSuggestions(policy.rules, chat.person);
  if (notReadable) answer = { text: notReadable, guidance: false };
  else if (childRule.length > 0 && listsFoods(intent))
    answer = {
      text: childRule.map((item) => withSourceMarkdown(item.message, item.source)).join("\n\n"),
      guidance: true,
    };
  else if (aboutThing && answeredFood === null && rules.lines.length > 0)
    // "I'm pregnant, can I eat brie?", "can I take St John's wort?": the rules for it are the answer.
    answer = {
      text: compose(ctx.chat, {
        before: rules.lines,
        paragraph: "",
        after: personNotes(ctx.chat),
        followUp: "food_check",
      }),
      guidance: true,
    };
  else answer = answerIntent(ctx, intent, question, named);
  if (rules.lines.length > 0 && !(aboutThing && answeredFood === null)) {
    const rest =
      answer.text === "" || (intent.kind === "unknown" && !notReadable)
        ? personNotes(ctx.chat).join("\n\n")
        : answer.text;
    answer = { text: [...rules.lines, rest].filter(Boolean).join("\n\n"), guidance: true };
  }
  // A child's answer about a food says the under-14 rule, with its source, whatever else it says.
  const childLines = childRule.map((item) => withSourceMarkdown(item.message, item.source));
  if (
    childLines.length > 0 &&
    (intent.kind === "food_check" || intent.kind === "food_nutrients") &&
    !answer.text.includes(childRule[0]!.message)
  )
    answer = { ...answer, text: beforeFollowUp(answer.text, childLines.join("\n\n")) };
  // The rules first, then who decides: the midwife for pregnancy, the pharmacist for medicines.
  const asked = professionalPointersOf(input.question);
  for (const pointer of rules.pointers) if (!asked.includes(pointer)) asked.push(pointer);
  const pointers = asked.map((pointer) => professionalPointers[pointer]);
  if (pointers.length > 0 && answer.guidance)
    answer = { ...answer, text: beforeFollowUp(answer.text, pointers.join(" ")) };
  // A long message: the answer says it took the first question it found (none found: just "I can't").
  if (input.question.length > 600 && !notReadable && intent.kind !== "unknown" && intent.kind !== "off_topic")
    answer = { ...answer, text: `${texts.tooLongNote}\n\n${answer.text}` };
  const text = input.noticeGiven ? answer.text : `${texts.offlineNotice}\n\n${answer.text}`;
  return { ...answer, text, intent: notReadable ? "unknown" : label };
}

/** Adds a paragraph before the answer's follow-up suggestion (its last paragraph), or at the end. */
function beforeFollowUp(text: string, paragraph: string): string {
  const marker = `\n\n${texts.followUp("").split("“")[0]}`;
  const at = text.lastIndexOf(marker);
  return at < 0 ? `${text}\n\n${paragraph}` : `${text.slice(0, at)}\n\n${paragraph}${text.slice(at)}`;
}
