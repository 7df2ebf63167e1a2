// The people the offline chat's answer tests ask as, and how they ask: the knowledge base's policy and tools as
// the chat route builds them, a person from assessment answers (everything else at the wizard's complete answers),
// and the ages, diets and conditions the tests share.
import { completeAnswers } from "./assessment-fixtures.ts";
import type { AssessmentAnswers } from "../../src/shared/assessment/schema.ts";
import { kb } from "../../src/server/nutrition/kb/test-support.ts";
import { createPolicy } from "../../src/server/nutrition/policy/policy.ts";
import { supplementLookup } from "../../src/server/lookup/lookup.ts";
import { chatPersonFrom } from "../../src/server/chat/person.ts";
import { answerOffline } from "../../src/server/chat/offline/engine.ts";

export const policy = createPolicy(kb);
export const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
const now = new Date("2026-06-15T12:00:00Z");
const base: AssessmentAnswers = { ...completeAnswers, allergies: ["none"], healthConditions: ["none"] };

export const person = (answers: Partial<AssessmentAnswers>) => chatPersonFrom(policy, { ...base, ...answers }, now);
export type ChatPerson = ReturnType<typeof person>;

/** The offline engine's answer to one question, the notice already given (the chat's first answer says it). */
export const ask = (chat: ChatPerson, question: string, previousQuestion?: string) =>
  answerOffline(tools, { question, chat, noticeGiven: true, previousQuestion });

export const vegan = person({ dietType: "vegan", gender: "male", yearOfBirth: 1991 });
export const adult = person({ dietType: "balanced", gender: "female", yearOfBirth: 1980 });
/** Ten years old at the tests' date. */
export const child = person({ dietType: "balanced", gender: "male", yearOfBirth: 2016 });
