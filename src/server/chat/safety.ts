import type { ChatSafetyTopic, professionalPointers } from "../../shared/texts/offline-chat.ts";
import { normalizeText } from "../nutrition/kb/text.ts";

// Red flags, before anything else: a question about an emergency (poisoning, anaphylaxis, low blood sugar,
// chest pain...), an eating disorder, changing a medicine, or symptoms gets urgent help or a professional, and
// no answer or model. Checked in this order, so "chest pain" is an emergency before it is a symptom.
// Pregnancy and medicines are not red flags: the chat answers with the rules it knows for them, then says who
// decides (`professionalPointersOf`). Matched on normalised words (lower case, no accents or punctuation).
// Ordinary nutrition phrases that share a word with a topic ("stroke of luck", "insulin sensitivity", "food
// poisoning", "muscle pain after running") are taken out first, so they get an answer.

/** Phrases that name no emergency, disorder, medicine or symptom, blanked before the topics are read. */
const ordinary: readonly RegExp[] = [
  /\bstroke of (luck|genius)\b/g,
  /\binsulin (sensitivity|resistance|resistant|response|spikes?|index)\b/g,
  /\bblood sugar (spikes?)\b/g,
  /\bfood poison\w*\b/g,
  // Sickness in pregnancy is answered (with when to call the midwife); "nausea" alone is still a symptom.
  /\b(morning sickness|(nausea|sickness|feeling sick) (in|during) (my )?pregnancy|pregnancy (nausea|sickness))\b/g,
  /\b(sore muscles?|muscle (pain|aches?|soreness|cramps?)|doms)( after| from| following)? (running|a run|runs|exercise|exercising|workouts?|working out|training|the gym|lifting|sports?|cycling|a game|a match)\b/g,
];

const CHILD =
  /\b(child|children|kid|kids|son|daughter|toddler|baby|my boy|my girl|year old|grandchild|grandson|granddaughter)\b/;
const MANY =
  /\b(too many|a lot of|lots of|(a|the|whole|half a) (bottle|packet|pack|box|jar)|handful|all (of )?(my|her|his|the|their)|\d+|several|many|a bunch of)\b/;
const SWALLOWED_PILLS =
  /\b(swallow\w*|ate|eaten|eating|got into|took|taken|chewed)\b[^.?!]{0,60}\b(pills?|tablets?|capsules?|gummies|vitamins?|supplements?|medicines?|paracetamol|tylenol)\b/;

/** "blood sugar is 45", "glucose 3.1": a reading below 70 mg/dL, or below 4 mmol/L (numbers under 20 are mmol/L). */
function lowGlucoseReading(text: string): boolean {
  const reading =
    /\b(blood sugar|blood glucose|glucose|bg|sugar levels?|sugars?)( level| reading)?( is| was| at| of| reads| reading| just| now| dropped to| went down to| down to)* (\d+(\.\d+)?)\b/.exec(
      text,
    );
  const value = reading ? Number(reading[4]) : Number.NaN;
  if (!Number.isFinite(value)) return false;
  return value < 20 ? value < 4 : value < 70;
}

const HYPO_WORDS =
  /\b(hypo|hypoglyc\w*|hypoglyc[a-z]*mi\w*|low blood (sugar|glucose)|blood (sugar|glucose) (is |s )?(low|dropping|crashing|too low)|sugar (is |s )?(low|dropping|crashing))\b/;
const HYPO_SIGNS = /\b(shaky|shaking|sweaty|sweating|trembling|dizzy|confused|faint)\b/;

const patterns: ReadonlyArray<readonly [ChatSafetyTopic, (text: string) => boolean]> = [
  [
    "anaphylaxis",
    (text) =>
      /\b(anaphyla\w*|throat (is |feels )?(swelling|swollen|closing|tight)|swollen (throat|tongue|lips?)|(tongue|lips?|face|mouth) (is |are |feels |has |have |started )*(swelling|swollen|swelled|tingling and swelling)|epi ?pen|adrenaline (pen|auto ?injector)|severe allergic reaction|(wheez\w*|hives)\b[^.?!]{0,40}\b(after|from) eating)\b/.test(
        text,
      ),
  ],
  [
    "poisoning",
    (text) =>
      /\b(overdos\w*|(been|was|is|got) poisoned|swallowed (some )?poison|poison (control|centre|center|help))\b/.test(
        text,
      ) ||
      // Button batteries, magnets and household products: A&E at once (NHS: Poisoning).
      /\b(swallow\w*|ate|eaten|drank|drunk|drink|licked|chewed|got into)\b[^.?!]{0,40}\b(button batter(y|ies)|batter(y|ies)|magnets?|bleach|detergent|laundry (pod|capsule|liquid)s?|dishwasher (tablet|pod)s?|cleaning (product|spray|fluid|liquid)s?|antifreeze|weed ?killer|e ?liquid|vape liquid)\b/.test(
        text,
      ) ||
      (SWALLOWED_PILLS.test(text) && (CHILD.test(text) || MANY.test(text))),
  ],
  [
    "hypoglycaemia",
    (text) =>
      HYPO_WORDS.test(text) ||
      lowGlucoseReading(text) ||
      (/\b(diabet\w*|insulin|blood sugar|glucose)\b/.test(text) && HYPO_SIGNS.test(text)),
  ],
  [
    // Thoughts of suicide or self-harm, said plainly or not ("I want to disappear", "better off dead").
    "crisis",
    (text) =>
      /\b(suicid\w*|kill(ing)? myself|end(ing)? (my|it all|my own) li(fe|ves)|end it all|take my (own )?life|self ?harm\w*|(hurt|hurting|cut|cutting|harm|harming) myself|want(ed)? to die|wish i (was|were) dead|better off (dead|without me)|no (reason|point) (to live|in living)|(don t|do not|dont) want to (live|be alive|be here( any ?more)?|wake up|exist)|want to disappear)\b/.test(
        text,
      ),
  ],
  [
    "emergency",
    (text) =>
      /\b(emergency|chest pains?|can ?t breathe|cannot breathe|difficulty breathing|trouble breathing|unconscious|passed out|fainted|seizure\w*|stroke|heart attack|(vomit\w*|throw\w* up|throwing up|coughing up|cough\w* up|being sick) (up )?(some |a lot of |lots of )?blood|blood in (my |his |her )?(vomit|sick))\b/.test(
        text,
      ),
  ],
  [
    "eating_disorder",
    (text) =>
      // "stop eating" only on its own or for a time ("stop eating for a week"), not "stop eating junk food";
      // "binge eating" (the disorder's name), not "I binge on chocolate"; being sick after meals with weight in mind.
      /\b(eating disorder\w*|anorexi\w*|bulimi\w*|binge eat\w*|binges? and (purge|vomit|throw up)|purg(e|es|ed|ing)|make myself (sick|throw up|vomit)|making myself (sick|throw up|vomit)|starv(e|ing|ed) myself|starvation|stop(ped|ping)? eating(?= (for|altogether|completely|entirely|at all|to lose|until)\b| *$)|not eating for|(haven t|have not|hasn t|has not|didn t|did not|not) (eaten|eat)( anything| any food)? (in|for) (\d+|a|an|one|two|three|four|five|six|seven|several|many) (days?|weeks?)|orthorexi\w*|arfid|(take|taking|use|using|abuse|abusing) laxatives|laxatives (to|so|for) (lose|losing|weight|not gain)|(afraid|scared|terrified|fear|frightened) of (gaining|getting fat|weight gain|putting on weight|eating|food)|restrict(ing)? (my )?(food|eating|calories)|skip(ping)? (all )?(my )?meals to (lose|stay)|feel (fat|disgusting|guilty) after (eating|every meal)|hate my body|(eat|eating|have|having) (only |just |under |less than )?\d{2,3} (calories|kcal|cals)( a day| per day| daily)?|hide (it|my eating|that i m not eating|not eating)|feel fat (even though|but|when)|(everyone|people|they|my (friends|family|mum|mom|doctor)) (say|says|tell me|tells me) i m (too )?(thin|skinny|underweight)|laxatives?\b[^.?!]{0,30}\b(lose|losing|weight|slim|thin|flat stomach)|(diet pills|water pills|diuretics)\b[^.?!]{0,30}\b(lose|losing|weight)|chew(ing)? and spit\w*|chew(ing)? (food )?(then|and then) spit\w*|binge\w*\b[^.?!]{0,40}\b(feel|felt|feeling) (terrible|awful|guilty|ashamed|disgusting|sick|out of control|horrible)|(can t|cannot|can not) stop (binging|bingeing|eating)|out of control (with|around) (food|eating)|compensate for (eating|what i ate|food)|(burn|work|exercise) off (every|all|everything)\b[^.?!]{0,20}\b(eat|ate|calorie)\w*|fast(ing)? for (\d+|two|three|four|five|six|seven|several|many) (days|weeks) to (lose|drop)|(\d+|multi|several) ?day (water )?fast(s|ing)? to (lose|drop))\b/.test(
        text,
      ) ||
      /\b(throw(ing)? up|vomit\w*|be(ing)? sick|get(ting)? sick)\b[^.?!]{0,50}\b(weight|gain|fat|thin|calories)\b/.test(
        text,
      ),
  ],
  [
    "medicine_change",
    (text) =>
      /\b(stop(ped|ping)?|quit|come off|coming off|get off|reduce|lower|change|skip|cut down|double|halve|replace|swap|instead of)( taking| on)? (my |the |his |her )?(medication|medicine|meds|prescription|insulin|metformin|warfarin|statins?|levothyroxine|antidepressants?|blood pressure (tablets|medicine|medication|pills)|dose of \w+)\b/.test(
        text,
      ) ||
      /\b(food|diet|eating|supplements?|vitamins?|herbs?)\b[^.?!]{0,30}\b(replace|instead of|cure|treat)\b[^.?!]{0,20}\b(medication|medicine|meds|insulin|metformin|statins?|antidepressants?)\b/.test(
        text,
      ),
  ],
  [
    "symptoms",
    (text) =>
      /\b(symptom\w*|diagnos\w*|pain\w*|ache\w*|hurts?|dizz\w*|nause\w*|vomit\w*|diarrh\w*|constipat\w*|bleeding|rash\w*|swelling|numb\w*|tingling|palpitation\w*|fever\w*|i feel (sick|ill|unwell|weak)|lump|blood in)\b/.test(
        text,
      ),
  ],
];

const normalised = (question: string) =>
  ordinary.reduce((current, phrase) => current.replace(phrase, " "), ` ${normalizeText(question)} `);

/** The red flag a question must be answered with first (urgent help, support, a professional), or null. */
export function safetyTopicOf(question: string): ChatSafetyTopic | null {
  const text = normalised(question);
  for (const [topic, applies] of patterns) if (applies(text)) return topic;
  return null;
}

export type ProfessionalPointer = keyof typeof professionalPointers;

const pointerPatterns: ReadonlyArray<readonly [ProfessionalPointer, RegExp]> = [
  [
    "pregnancy",
    /\b(pregnan\w*|breast ?feed\w*|breastfeeding|lactating|nursing my baby|trying to conceive|ttc|expecting a baby|prenatal|antenatal|postnatal|trimester)\b/,
  ],
  [
    "medication",
    // "drug" only as a medicine someone takes ("my drugs", "drug interactions"), not "is caffeine a drug".
    /\b(medication\w*|medicine\w*|prescri\w*|(my|prescription|prescribed) drugs?|drug interactions?|interact\w* with (my |any |these )?drugs?|warfarin|coumadin|blood thinner\w*|anticoagulant\w*|metformin|insulin|statin\w*|levothyroxine|antidepressant\w*|ssri\w*|maoi\w*|lithium|chemotherapy|antibiotic\w*|birth control|contracepti\w*|lisinopril|ramipril|losartan|amlodipine|omeprazole|atorvastatin|simvastatin)\b/,
  ],
];

/** Who else should be asked, said after the answer: the midwife for pregnancy, the pharmacist for medicines. */
export function professionalPointersOf(question: string): ProfessionalPointer[] {
  const text = normalised(question);
  return pointerPatterns.filter(([, pattern]) => pattern.test(text)).map(([pointer]) => pointer);
}
