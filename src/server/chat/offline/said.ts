import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import { words } from "../../nutrition/kb/text-match.ts";
import { resolvePerson } from "../../nutrition/policy/person.ts";
import type { Person } from "../../nutrition/policy/types.ts";
import { namedIn } from "../entities.ts";

// What a question says of the person's medicines, read by the clinical rules' vocabulary (medicines.csv, and the
// conditions.csv terms that name a medicine, "blood thinner"): a term
// the rules only matched by typo correction to a medicine name ("question" read as the brand Questran) is not
// taken as said in a chat question, where ordinary words are the rule, not typed medicine names.

const exactTerms = new WeakMap<KnowledgeBase, Set<string>>();

function termsOf(kb: KnowledgeBase): Set<string> {
  let terms = exactTerms.get(kb);
  if (!terms) {
    // Every term the rules read exactly: medicines, and conditions that name one ("blood thinner" is warfarin's).
    terms = new Set(kb.safety.conditionTerms.terms.map((term) => term.words.join(" ")));
    exactTerms.set(kb, terms);
  }
  return terms;
}

/** What the rules read in a text as typed condition text, remembered for the few texts of the latest answers. */
const readCache = new WeakMap<KnowledgeBase, Map<string, Person>>();
export function readAsCondition(kb: KnowledgeBase, text: string): Person {
  let cache = readCache.get(kb);
  if (!cache) readCache.set(kb, (cache = new Map()));
  let person = cache.get(text);
  if (!person) {
    if (cache.size >= 16) cache.clear();
    person = resolvePerson(kb.safety, { otherHealthCondition: text });
    cache.set(text, person);
  }
  return person;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The question as typed condition text for the person: without the words the rules read as a medicine only by typo
 * correction, nor a supplement's or a nutrient's name ("is 50 mg zinc safe" does not say they take zinc).
 */
export function withoutGuessedMedicines(
  kb: KnowledgeBase,
  question: string,
  options: { keepSupplements?: boolean } = {},
): string {
  const groups = readAsCondition(kb, question).groups;
  let text = question;
  for (const [group, origin] of groups) {
    if (!/^(medicine|generic):/.test(group) || origin.via !== "text" || !origin.term) continue;
    const guessed = !termsOf(kb).has(words(origin.term).join(" "));
    if (!guessed && (options.keepSupplements || !isSupplement(kb, group, origin.term))) continue;
    text = text.replace(new RegExp(`\\b${escape(origin.term)}\\w*`, "gi"), " ");
  }
  return text;
}

/** A medicine group that is a supplement: its class is one, or the words that named it name a nutrient or supplement. */
function isSupplement(kb: KnowledgeBase, group: string, term: string): boolean {
  if (!group.startsWith("medicine:")) return false;
  const label = kb.safety.medicines.classes.get(group.slice("medicine:".length))?.label ?? "";
  const named = namedIn(kb, term);
  return SUPPLEMENT_CLASS.test(label) || named.nutrients.length > 0 || named.supplements.length > 0;
}

/** Whether the question names a supplement or herb class of the clinical rules ("chromium", "coenzyme Q10"). */
export function namesSupplementClass(kb: KnowledgeBase, question: string): boolean {
  const groups = readAsCondition(kb, withoutGuessedMedicines(kb, question, { keepSupplements: true })).groups;
  return [...groups.keys()].some((group) => group.startsWith("medicine:"));
}

/** Medicine classes that are supplements (the rules' labels): a question about them is about the supplement. */
const SUPPLEMENT_CLASS = /\bsupplement\b|^multivitamin|^prenatal vitamin|^vitamin b12$/i;

const MEDICINE_WORD = /\b(medicines?|medications?|meds|drugs?|prescriptions?|pills?|tablets?)\b/i;

/**
 * Whether the question names a medicine the clinical rules know ("levothyroxine", "my blood thinner"), or a
 * condition together with its medicine ("my thyroid medication"); a supplement (iron, vitamin D) is not one.
 */
export function namesMedicine(kb: KnowledgeBase, question: string): boolean {
  const resolved = readAsCondition(kb, withoutGuessedMedicines(kb, question)).groups;
  const groups = [...resolved.keys()];
  // Named by a nutrient's or a supplement's name ("folate", "omega 3", "multivitamin"): about the nutrient.
  const medicines = groups.filter(
    (group) => group.startsWith("medicine:") && !isSupplement(kb, group, resolved.get(group)?.term ?? ""),
  );
  return (
    medicines.length > 0 || (MEDICINE_WORD.test(question) && groups.some((group) => group.startsWith("condition:")))
  );
}
