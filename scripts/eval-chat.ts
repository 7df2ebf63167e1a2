// npm run eval:chat: the offline chat over the evaluation set (scripts/eval-chat/questions.ts), asked as each of
// four people, the way the chat answers (red flags first, then the offline engine). Prints, per kind of question,
// how many were answered rather than deflected ("I can't answer that", "which nutrient?", a professional pointer
// instead of an answer), the questions still deflected, and a sample of answers to read.
// `--sample N` prints N answers per kind (default 1); `--kind K` only that kind; `--holdout` the held-out set.
import { loadKnowledgeBase } from "../src/server/nutrition/kb/load.ts";
import { createPolicy } from "../src/server/nutrition/policy/policy.ts";
import { supplementLookup } from "../src/server/lookup/lookup.ts";
import { chatPersonFrom } from "../src/server/chat/person.ts";
import { safetyTopicOf } from "../src/server/chat/safety.ts";
import { answerOffline } from "../src/server/chat/offline/engine.ts";
import { chatSafetyTexts } from "../src/shared/texts/offline-chat.ts";
import { evalPeople, EVAL_NOW } from "./eval-chat/people.ts";
import { evalQuestions as written, holdoutQuestions, type EvalKind } from "./eval-chat/questions.ts";

const args = process.argv.slice(2);
const print = (text: string) => process.stdout.write(`${text}\n`);
const sampleCount = Number(args[args.indexOf("--sample") + 1] ?? 1) || 1;
const onlyKind = args.includes("--kind") ? args[args.indexOf("--kind") + 1] : null;
const evalQuestions = args.includes("--holdout") ? holdoutQuestions : written;

const kb = loadKnowledgeBase();
const policy = createPolicy(kb);
const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };

const URGENT = new Set(["crisis", "emergency", "poisoning", "anaphylaxis", "hypoglycaemia"]);
const PROFESSIONAL = new Set(["symptoms", "medicine_change", "medication"]);
const DEFLECTIONS = [
  /I can't answer that/,
  /Which nutrient would you like/,
  /Which supplement would you like/,
  /I couldn't find a question/,
  /I can only answer in English/,
  /I couldn't find a supplement/,
];

/** Whether the reply answers the question as its kind asks (urgent help for an emergency, support lines...). */
function answered(kind: EvalKind, topic: string | null, text: string): boolean {
  if (kind === "emergency") return topic !== null && URGENT.has(topic);
  if (kind === "eating_disorder") return topic === "eating_disorder";
  if (kind === "professional") return topic !== null && PROFESSIONAL.has(topic);
  if (kind === "bad_input") return text.trim() !== "";
  if (topic !== null) return false;
  return !DEFLECTIONS.some((pattern) => pattern.test(text));
}

/** The engine's intents that answer each kind as asked (the second column: answered on its intent). */
const ON_INTENT: Partial<Record<EvalKind, RegExp>> = {
  meal: /^meal$/,
  food_check: /^food_(check|nutrients)$/,
  food_nutrients: /^food_(nutrients|check)$/,
  food_sources: /^food_sources$/,
  // Foods low in a nutrient: the list of foods low in it, the salt advice, or the one food named.
  low_in: /^(food_low_in|goal\.salt|food_nutrients)$/,
  replace_supplement: /^replace_supplement$/,
  protein_powder: /^protein_powder$/,
  needs: /^nutrient_need$/,
  dose: /^dose_check$/,
  interaction: /^interaction\./,
  food_safety: /^(food_safety\.|food_check)/,
  myth: /^myth\./,
  goal: /^goal\./,
  conversation: /^(greeting|thanks|goodbye|capabilities|off_topic|cannot_do)$/,
  follow_up: /^(follow_up:|dose_check)/,
};

const results = new Map<
  EvalKind,
  { total: number; answered: number; onIntent: number; deflected: string[]; offIntent: string[]; samples: string[] }
>();
let errors = 0;
for (const person of evalPeople) {
  const chat = chatPersonFrom(policy, person.answers, EVAL_NOW);
  for (const item of evalQuestions) {
    if (onlyKind && item.kind !== onlyKind) continue;
    const entry = results.get(item.kind) ?? {
      total: 0,
      answered: 0,
      onIntent: 0,
      deflected: [],
      offIntent: [],
      samples: [],
    };
    results.set(item.kind, entry);
    entry.total++;
    let text: string;
    let topic: string | null = null;
    let intent: string | null = null;
    try {
      topic = safetyTopicOf(item.question);
      const reply = topic
        ? null
        : (answerOffline(tools, {
            question: item.question,
            chat,
            noticeGiven: true,
            previousQuestion: item.previous ?? null,
          } as Parameters<typeof answerOffline>[1]) as { text: string; intent?: string });
      text = reply ? reply.text : (chatSafetyTexts as Record<string, string>)[topic!]!;
      intent = reply?.intent ?? null;
    } catch (error) {
      errors++;
      text = "";
      console.error(`ERROR ${person.id}: ${item.question.slice(0, 60)}: ${(error as Error).message}`);
    }
    const expected = ON_INTENT[item.kind];
    const isAnswered = answered(item.kind, topic, text);
    if (isAnswered && (!expected || (intent !== null && expected.test(intent)))) entry.onIntent++;
    else if (isAnswered && person === evalPeople[0])
      entry.offIntent.push(`${item.question.slice(0, 80)} -> ${intent ?? topic}`);
    if (isAnswered) entry.answered++;
    else entry.deflected.push(`[${person.id}] ${item.question.slice(0, 90)}${topic ? ` -> ${topic}` : ""}`);
    const index = evalQuestions.indexOf(item);
    // One person per kind in turn, so the sample reads every person.
    const turn = [...results.keys()].indexOf(item.kind) % evalPeople.length;
    if (entry.samples.length < sampleCount && evalPeople.indexOf(person) === turn && index % 3 === 0) {
      entry.samples.push(
        `### [${person.label}] ${item.previous ? `(after "${item.previous}") ` : ""}${item.question.slice(0, 120)}\n${text}`,
      );
    }
  }
}

print(
  `Offline chat evaluation: ${evalQuestions.length} questions x ${evalPeople.length} people (${evalPeople.map((p) => p.label).join("; ")})\n`,
);
print("kind                 answered / asked      on its intent (where the engine reports one)");
let all = 0;
let good = 0;
for (const [kind, entry] of results) {
  all += entry.total;
  good += entry.answered;
  print(
    `${kind.padEnd(20)} ${String(entry.answered).padStart(4)} / ${String(entry.total).padEnd(4)} (${Math.round((100 * entry.answered) / entry.total)}%)   ${String(entry.onIntent).padStart(4)} (${Math.round((100 * entry.onIntent) / entry.total)}%)`,
  );
}
print(
  `${"all".padEnd(20)} ${String(good).padStart(4)} / ${String(all).padEnd(4)} (${Math.round((100 * good) / all)}%)${errors ? `, ${errors} errors` : ""}\n`,
);
print("## Still deflected\n");
for (const [kind, entry] of results)
  if (entry.deflected.length > 0) print(`${kind}:\n  ${entry.deflected.join("\n  ")}`);
print("\n## Answered, but by another intent (first person only)\n");
for (const [kind, entry] of results)
  if (entry.offIntent.length > 0) print(`${kind}:\n  ${entry.offIntent.join("\n  ")}`);
print("\n## Sample answers\n");
for (const [, entry] of results) for (const sample of entry.samples.slice(0, sampleCount)) print(`${sample}\n`);
if (errors > 0) process.exitCode = 1;
