import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { KnowledgeBase, Policy } from "../../nutrition/index.ts";
import { cachedAssessor } from "../../nutrition/policy/index.ts";
import { namedIn } from "../entities.ts";
import type { ChatPerson } from "../person.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { foodNutrients } from "./food.ts";
import { classify } from "./intent.ts";
import { proteinPowder } from "./protein.ts";
import { replaceSupplement } from "./replace.ts";
import { foodSources } from "./sources.ts";

// The offline engine: answers a question from the knowledge base alone, for this person, in a few
// milliseconds. It says once per conversation that it is the offline engine, and says plainly what it
// can answer when it cannot answer a question.

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
      answer = { text: texts.cannotAnswer, guidance: false };
  }
  return input.noticeGiven ? answer : { ...answer, text: `${texts.offlineNotice}\n\n${answer.text}` };
}
