import type { ChatSafetyTopic } from "../../shared/texts/offline-chat.ts";
import { normalizeText } from "../nutrition/index.ts";

// Safety routing, before anything else: a question about an emergency, an eating disorder, medicines,
// pregnancy or symptoms is pointed to a professional (and an emergency to the emergency services), and
// no model is asked. Checked in this order, so "chest pain" is an emergency before it is a symptom.
// Matched on normalised words (lower case, no accents or punctuation), whole words or word beginnings.

const patterns: ReadonlyArray<readonly [ChatSafetyTopic, RegExp]> = [
  [
    "emergency",
    /\b(emergency|chest pain|can ?t breathe|cannot breathe|difficulty breathing|trouble breathing|anaphyla\w*|throat (is )?(swelling|closing)|swollen throat|overdos\w*|suicid\w*|kill myself|self harm|unconscious|passed out|fainted|seizure\w*|stroke|heart attack|poison\w*|severe allergic reaction)\b/,
  ],
  [
    "eating_disorder",
    /\b(eating disorder\w*|anorexi\w*|bulimi\w*|binge\w*|purg\w*|make myself (sick|throw up|vomit)|starv\w*|stop(ped)? eating|not eating for|orthorexi\w*|arfid)\b/,
  ],
  [
    "medication",
    /\b(medication\w*|medicine\w*|prescri\w*|drugs?|warfarin|coumadin|blood thinner\w*|anticoagulant\w*|metformin|insulin|statin\w*|levothyroxine|antidepressant\w*|ssri\w*|maoi\w*|lithium|chemotherapy|antibiotic\w*|birth control|contracepti\w*)\b/,
  ],
  ["pregnancy", /\b(pregnan\w*|breast ?feed\w*|breastfeeding|lactating|nursing my baby|trying to conceive|ttc|expecting a baby|prenatal|postnatal|fertility)\b/],
  [
    "symptoms",
    /\b(symptom\w*|diagnos\w*|pain\w*|ache\w*|hurts?|dizz\w*|nause\w*|vomit\w*|diarrh\w*|constipat\w*|bleeding|rash\w*|swelling|numb\w*|tingling|palpitation\w*|fever\w*|i feel (sick|ill|unwell|weak)|lump|blood in)\b/,
  ],
];

/** The topic a question must be pointed to a professional for, or null. */
export function safetyTopicOf(question: string): ChatSafetyTopic | null {
  const text = ` ${normalizeText(question)} `;
  for (const [topic, pattern] of patterns) if (pattern.test(text)) return topic;
  return null;
}
