import type { ChatSafetyTopic } from "../../shared/texts/offline-chat.ts";
import { normalizeText } from "../nutrition/kb/text.ts";

// Safety routing, before anything else: a question about an emergency, an eating disorder, medicines,
// pregnancy or symptoms is pointed to a professional (and an emergency to the emergency services), and
// no model is asked. Checked in this order, so "chest pain" is an emergency before it is a symptom.
// Matched on normalised words (lower case, no accents or punctuation), whole words or word beginnings.
// Ordinary nutrition phrases that share a word with a topic ("stroke of luck", "insulin sensitivity",
// "stop eating junk food", "muscle pain after running") are taken out first, so they get an answer.

/** Phrases that name no emergency, disorder, medicine or symptom, blanked before the topics are read. */
const ordinary: readonly RegExp[] = [
  /\bstroke of (luck|genius)\b/g,
  /\binsulin (sensitivity|resistance|resistant|response|spikes?|levels?|index)\b/g,
  /\bblood sugar (spikes?|levels?)\b/g,
  /\b(sore muscles?|muscle (pain|aches?|soreness|cramps?)|doms)( after| from| following)? (running|a run|runs|exercise|exercising|workouts?|working out|training|the gym|lifting|sports?|cycling|a game|a match)\b/g,
];

const patterns: ReadonlyArray<readonly [ChatSafetyTopic, RegExp]> = [
  [
    "emergency",
    /\b(emergency|chest pain|can ?t breathe|cannot breathe|difficulty breathing|trouble breathing|anaphyla\w*|throat (is )?(swelling|closing)|swollen throat|overdos\w*|suicid\w*|kill myself|self harm|unconscious|passed out|fainted|seizure\w*|stroke|heart attack|poison\w*|severe allergic reaction)\b/,
  ],
  [
    "eating_disorder",
    // "stop eating" only on its own or for a time ("stop eating for a week"), not "stop eating junk food";
    // "binge eating" (the disorder's name), not "I binge on chocolate".
    /\b(eating disorder\w*|anorexi\w*|bulimi\w*|binge eat\w*|binges? and (purge|vomit|throw up)|purg(e|es|ed|ing)|make myself (sick|throw up|vomit)|making myself (sick|throw up|vomit)|starv(e|ing|ed) myself|starvation|stop(ped|ping)? eating(?= (for|altogether|completely|entirely|at all|to lose|until)\b| *$)|not eating for|(haven t|have not|hasn t|has not|didn t|did not|not) (eaten|eat)( anything| any food)? (in|for) (\d+|a|an|one|two|three|four|five|six|seven|several|many) (days?|weeks?)|orthorexi\w*|arfid)\b/,
  ],
  [
    "medication",
    // "drug" only as a medicine someone takes ("my drugs", "drug interactions"), not "is caffeine a drug".
    /\b(medication\w*|medicine\w*|prescri\w*|(my|prescription|prescribed) drugs?|drug interactions?|interact\w* with (my |any |these )?drugs?|warfarin|coumadin|blood thinner\w*|anticoagulant\w*|metformin|insulin|statin\w*|levothyroxine|antidepressant\w*|ssri\w*|maoi\w*|lithium|chemotherapy|antibiotic\w*|birth control|contracepti\w*)\b/,
  ],
  ["pregnancy", /\b(pregnan\w*|breast ?feed\w*|breastfeeding|lactating|nursing my baby|trying to conceive|ttc|expecting a baby|prenatal|postnatal|fertility)\b/],
  [
    "symptoms",
    /\b(symptom\w*|diagnos\w*|pain\w*|ache\w*|hurts?|dizz\w*|nause\w*|vomit\w*|diarrh\w*|constipat\w*|bleeding|rash\w*|swelling|numb\w*|tingling|palpitation\w*|fever\w*|i feel (sick|ill|unwell|weak)|lump|blood in)\b/,
  ],
];

/** The topic a question must be pointed to a professional for, or null. */
export function safetyTopicOf(question: string): ChatSafetyTopic | null {
  const text = ordinary.reduce((current, phrase) => current.replace(phrase, " "), ` ${normalizeText(question)} `);
  for (const [topic, pattern] of patterns) if (pattern.test(text)) return topic;
  return null;
}
