import { formatList, lowerFirst, upperFirst } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { normalizeText } from "../../nutrition/kb/text.ts";
import { namedIn } from "../entities.ts";
import type { OfflineContext } from "./context.ts";
import { readAsCondition, withoutGuessedMedicines } from "./said.ts";

// "Is ginkgo safe?", "can I take ashwagandha?" from someone none of whose rules name it: what our rules say of that
// herb or supplement all the same (the medicines it is a concern with, each rule with its source), that nothing in
// their rules stops them, that it meets no nutrient need food would have to meet, and its NIH page (NCCIH or ODS).
// Every herb and supplement class the clinical rules name whose source is an NIH NCCIH or ODS page answers this way.

/** A class of herbs or supplements: its source is an NIH NCCIH or ODS page. */
const HERB_SOURCE = /^https:\/\/(www\.)?(nccih|ods\.od)\.nih\.gov\//;

/** Whether the question names a herb (a class whose page is NCCIH's): "is garlic supplement safe?" asks about it. */
export function namesHerb(ctx: OfflineContext, question: string): boolean {
  const groups = readAsCondition(ctx.kb, withoutGuessedMedicines(ctx.kb, question, { keepSupplements: true })).groups;
  return [...groups.keys()].some(
    (group) =>
      group.startsWith("medicine:") &&
      /nccih\.nih\.gov/.test(ctx.kb.safety.medicines.classes.get(group.slice(9))?.source.url ?? ""),
  );
}

export function isHerbOrSupplement(ctx: OfflineContext, classId: string): boolean {
  const found = ctx.kb.safety.medicines.classes.get(classId);
  return found !== undefined && HERB_SOURCE.test(found.source.url);
}

/** The lines for a herb or supplement the question names that none of the person's rules name. */
/** The herb's name as people write it: the class's ("St John's wort") when the question named it so, else its words. */
function displayName(label: string, term: string): string {
  const own = label.split(" (")[0]!;
  return normalizeText(own) === normalizeText(term) ? own : upperFirst(term);
}

export function herbLines(ctx: OfflineContext, classId: string, asked: string): string[] {
  const herbClass = ctx.kb.safety.medicines.classes.get(classId);
  if (!herbClass) return [];
  const name = displayName(herbClass.label, asked);
  const term = lowerFirst(name) === name.toLowerCase() ? name.toLowerCase() : name;
  const group = `medicine:${classId}`;
  // Rules that name it with another medicine ("ginkgo with an anticoagulant"): one line per topic, with its source.
  const byTopic = new Map<string, { rule: (typeof ctx.kb.safety.advice)[number]; others: Set<string> }>();
  // The medicines of those rules the person takes: from their assessment, or said in the question ("my blood thinner").
  const taken = new Set<string>();
  for (const rule of ctx.kb.safety.advice) {
    for (const clause of rule.who.filter((candidate) => candidate.includes(group) && candidate.length > 1)) {
      const entry = byTopic.get(rule.topic) ?? { rule, others: new Set<string>() };
      for (const other of clause) {
        if (other === group || !other.startsWith("medicine:")) continue;
        const label = lowerFirst(ctx.kb.safety.medicines.classes.get(other.slice(9))?.label ?? other.slice(9));
        entry.others.add(label);
        if (ctx.chat.person.groups.has(other)) taken.add(label);
      }
      byTopic.set(rule.topic, entry);
    }
  }
  // Rules for anyone who takes it ("chromium, cinnamon and fenugreek supplements may add to diabetes medicines").
  const forTakers = ctx.kb.safety.advice
    .filter((rule) => rule.who.some((clause) => clause.length === 1 && clause[0] === group))
    .filter((rule, index, all) => all.findIndex((other) => other.topic === rule.topic) === index)
    .map(
      (rule) =>
        `**${name}:** ${safetyTexts.messages[rule.message] ?? rule.message} ([${rule.source.label}](${rule.source.url}))`,
    );
  const withOthers = [...byTopic.values()]
    .filter((entry) => entry.others.size > 0)
    .map(({ rule, others }) => {
      const message = safetyTexts.messages[rule.message] ?? rule.message;
      return `${texts.herbWithMedicines(name, formatList([...others], "or"), message)} ([${rule.source.label}](${rule.source.url}))`;
    });
  const verdict =
    taken.size > 0
      ? texts.herbWithTaken(term, formatList([...taken], "and"))
      : withOthers.length > 0
        ? texts.herbNoneTaken(term)
        : texts.herbNoRule(term, herbClass.interaction === "none");
  const closing = `${verdict}${isNutrient(ctx, classId, asked) ? "" : ` ${texts.herbNoFoodNeed}`} ${texts.herbTellPharmacist} ([${herbClass.source.label}](${herbClass.source.url}))`;
  return [...forTakers, ...withOthers, closing];
}

/**
 * A nutrient supplement (fish oil, vitamin D, chromium) meets a need food can meet; a herb meets none. A class whose
 * page is an ODS fact sheet is read as a nutrient's, so "not a nutrient" is said only of NCCIH's herbs.
 */
function isNutrient(ctx: OfflineContext, classId: string, term: string): boolean {
  if (/ods\.od\.nih\.gov/.test(ctx.kb.safety.medicines.classes.get(classId)?.source.url ?? "")) return true;
  const named = namedIn(ctx.kb, term);
  return named.nutrients.length > 0 || named.supplements.some((item) => item.nutrients.length > 0);
}

/**
 * For a herb the person's rules do name (valerian, St John's wort): that it meets no nutrient need, with its NIH page;
 * null for a nutrient supplement.
 */
export function herbNeedLine(ctx: OfflineContext, classId: string, term: string): string | null {
  const herbClass = ctx.kb.safety.medicines.classes.get(classId);
  if (!herbClass || isNutrient(ctx, classId, term)) return null;
  return `${texts.herbNotANutrient(displayName(herbClass.label, term))} ([${herbClass.source.label}](${herbClass.source.url}))`;
}
