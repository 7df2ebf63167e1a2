import { upperFirst } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../../nutrition/policy/policy.ts";
import { cachedAssessor } from "../../nutrition/policy/exclusions.ts";
import { namedIn } from "../entities.ts";
import type { ChatPerson } from "../person.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { foodNutrients } from "./food.ts";
import { suitsLines } from "./format.ts";
import { classify } from "./intent.ts";
import { proteinPowder } from "./protein.ts";
import { replaceSupplement } from "./replace.ts";
import { foodSources } from "./sources.ts";

// The offline engine: answers a question from the knowledge base alone, for this person, in a few
// milliseconds. It says once per conversation that it is the offline engine, says plainly what it can
// answer when it cannot answer a question, and says first, with the rule's reason, that a food the question
// names is not for the person (their diet, allergies, conditions, pregnancy) or must be cooked.

export interface OfflineQuestion {
  question: string;
  chat: ChatPerson;
  /** The conversation already has an answer from the offline engine (which said what it is). */
  noticeGiven: boolean;
}

export type { OfflineAnswer } from "./context.ts";

export function answerOffline(kb: KnowledgeBase, policy: Policy, input: OfflineQuestion): OfflineAnswer {
  // The same rules recommendFoods applies, one food at a time (remembered for this answer).
  const { assess } = cachedAssessor(kb, policy.rules, input.chat.person);
  const ctx: OfflineContext = { kb, policy: policy.forPerson(input.chat.person), chat: input.chat, assess };
  const intent = classify(input.question, namedIn(kb, input.question));
  // Foods the question names that the person must not be offered (or must cook): said plainly, first.
  const refused = refusedFoods(ctx, input.question, intent.kind === "food_nutrients" ? intent.term : null);
  let answer: OfflineAnswer;
  switch (intent.kind) {
    case "greeting":
      answer = { text: texts.greeting, guidance: false };
      break;
    case "thanks":
      answer = { text: texts.thanks, guidance: false };
      break;
    case "protein_powder":
      answer = proteinPowder(ctx);
      break;
    case "replace_supplement":
      answer = replaceSupplement(ctx, intent.supplement);
      break;
    case "food_sources":
      answer = foodSources(ctx, intent.nutrients, intent.highIn);
      break;
    case "food_nutrients":
      answer = foodNutrients(ctx, intent.term, intent.focus);
      break;
    case "ask_nutrient":
      answer = { text: texts.askWhichNutrient, guidance: false };
      break;
    default:
      // A question that names only a food we must refuse ("Can I eat swordfish?") is answered by refusing it.
      answer = refused.length > 0 ? { text: suitsLines(ctx.chat).join("\n\n"), guidance: true } : { text: texts.cannotAnswer, guidance: false };
  }
  if (refused.length > 0) answer = { text: [...refused, answer.text].filter(Boolean).join("\n\n"), guidance: true };
  return input.noticeGiven ? answer : { ...answer, text: `${texts.offlineNotice}\n\n${answer.text}` };
}

/**
 * What the policy says of the foods a question names that the person's diet, allergies, conditions or life
 * stage rule out (or that are named raw and must be cooked), one line each with the rule's reason. The food a
 * food answer is about says so itself (`answeredFood`), unless it was named raw.
 */
function refusedFoods(ctx: OfflineContext, question: string, answeredFood: string | null): string[] {
  return ctx.policy.foodConcernsIn(question).flatMap((concern) => {
    if (concern.kind === "caution" || (concern.kind === "excluded" && concern.term !== null && concern.term === answeredFood)) return [];
    const food = upperFirst(concern.named);
    return [concern.kind === "cook" ? texts.foodToCook(food, concern.exclusion.reason) : texts.foodExcluded(food, concern.exclusion.message)];
  });
}
