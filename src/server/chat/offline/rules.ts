import { upperFirst, withSourceMarkdown } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { foodsNamed, namedIn } from "../entities.ts";
import type { OfflineContext } from "./context.ts";
import { reasonsOf } from "./food.ts";
import { herbLines, herbNeedLine, isHerbOrSupplement } from "./herbs.ts";
import { readAsCondition, withoutGuessedMedicines } from "./said.ts";

// What the person's rules say of the things a question names, each line with its source: a food the policy leaves
// out, says to cook, or gives a caution for (brie, pâté or deli meat in pregnancy, grapefruit with a statin, aged
// cheese with an MAOI, bananas at kidney disease stage 4-5, kelp with an underactive thyroid), and a supplement or
// herb the clinical rules know (kelp, iodine, red yeast rice, St John's wort, ginkgo, liquorice) through the advice
// rows that name it. The engine says these first, so "can I eat X?" is answered with the rule for X, not a general list.

export interface NamedRules {
  /** One Markdown line per rule, with its source. */
  lines: string[];
  /** The food the answer is about (our data's name) whose own cautions its food answer gives: left out here. */
  answeredFood: string | null;
  /** Who decides, by the tables the lines come from: the pharmacist (medicines, herbs), the midwife (pregnancy). */
  pointers: ("medication" | "pregnancy")[];
}

/** The professional for a rule's table: medicine rules the pharmacist, pregnancy rules the midwife. */
function pointerOf(ctx: OfflineContext, ruleId: string): "medication" | "pregnancy" | null {
  const rule = ctx.kb.safety.foodRules.find((candidate) => candidate.id === ruleId);
  if (rule?.table === "medicine") return "medication";
  // The pregnancy table also holds children's rules (honey under 1, liver under 18): the midwife only for pregnancy.
  const pregnancy = rule?.who.some((clause) =>
    clause.some((group) => /^stage:(pregnant|possible_pregnancy|lactating|childbearing_potential)$/.test(group)),
  );
  return rule?.table === "pregnancy" && pregnancy ? "pregnancy" : null;
}

/** Lines for the foods the question names: left out (the rule's reason), to be cooked, or with a caution. */
function foodLines(
  ctx: OfflineContext,
  question: string,
  answeredFood: string | null,
  cautions: boolean,
  pointers: Set<"medication" | "pregnancy">,
): string[] {
  const ownCautions = new Set(
    (answeredFood ? foodsNamed(ctx.kb, answeredFood) : []).flatMap((food) =>
      ctx.assess(food).cautions.map((caution) => caution.ruleId),
    ),
  );
  return ctx.policy.foodConcernsIn(question).flatMap((concern) => {
    const food = upperFirst(concern.named);
    const answered = concern.term !== null && concern.term === answeredFood;
    for (const message of concern.kind === "caution" ? concern.cautions : concern.exclusions) {
      const pointer = pointerOf(ctx, message.ruleId);
      if (pointer && (concern.kind !== "caution" || cautions)) pointers.add(pointer);
    }
    if (concern.kind === "caution") {
      if (!cautions || answered) return [];
      // The answered food's own cautions ("smoked mackerel": oily fish) are said with its figures, not twice.
      return concern.cautions
        .filter((caution) => !ownCautions.has(caution.ruleId))
        .map((caution) => withSourceMarkdown(texts.foodCaution(food, caution.message), caution.source));
    }
    if (concern.kind === "excluded" && answered) return [];
    if (concern.kind === "excluded") return [texts.foodExcludedAll(food, reasonsOf(concern.exclusions))];
    const line = texts.foodToCook(food, concern.exclusion.reason);
    return [`${line} ${texts.sourceLine(concern.exclusion.source.label, concern.exclusion.source.url)}`];
  });
}

/** The medicine classes (supplements and herbs included) the question names, as the clinical rules read them. */
function namedClasses(ctx: OfflineContext, question: string): Map<string, string> {
  const groups = readAsCondition(ctx.kb, withoutGuessedMedicines(ctx.kb, question, { keepSupplements: true })).groups;
  // A nutrient's name alone ("iron", "vitamin D") asks about the nutrient, which its own answers cover; "iodine
  // supplements", "kelp tablets" name the supplement.
  const nutrientOnly = (term: string) =>
    namedIn(ctx.kb, term).nutrients.length > 0 && !/\b(supplements?|tablets?|pills?|capsules?|drops?)\b/i.test(term);
  return new Map(
    [...groups]
      .filter(([group, origin]) => group.startsWith("medicine:") && !nutrientOnly(origin.term ?? ""))
      .map(([group, origin]) => [group, origin.term ?? group.slice("medicine:".length)]),
  );
}

/** The person's advice lines whose rows name one of these classes (St John's wort, red yeast rice with a statin). */
function classLines(ctx: OfflineContext, classes: ReadonlySet<string>): string[] {
  if (classes.size === 0) return [];
  const naming = new Set(
    ctx.kb.safety.advice
      .filter((rule) => rule.who.some((clause) => clause.some((group) => classes.has(group))))
      .map((rule) => rule.id),
  );
  return ctx.policy
    .adviceFor(null)
    .lines.filter((line) => naming.has(line.ruleId))
    .map((line) => withSourceMarkdown(line.message, line.source));
}

/**
 * The rules for what the question names, for this person. `cautions`: also the cautions of foods named (for answers
 * about a food; answers that list foods give their own). `answeredFood`: the food a food answer is about, which says
 * its own verdict.
 */
export function namedRules(
  ctx: OfflineContext,
  question: string,
  options: { answeredFood: string | null; cautions: boolean },
): NamedRules {
  const classes = namedClasses(ctx, question);
  // A herb or supplement none of the person's rules name: what our rules say of it, for them (herbs.ts).
  const herbs = options.cautions
    ? [...classes].flatMap(([group, term]) => {
        const classId = group.slice("medicine:".length);
        if (!isHerbOrSupplement(ctx, classId)) return [];
        if (classLines(ctx, new Set([group])).length === 0) return herbLines(ctx, classId, term);
        return [herbNeedLine(ctx, classId, term) ?? []].flat();
      })
    : [];
  const medicines = options.cautions ? [...classLines(ctx, new Set(classes.keys())), ...herbs] : [];
  const pointers = new Set<"medication" | "pregnancy">(medicines.length > 0 ? ["medication"] : []);
  const foods = foodLines(ctx, question, options.answeredFood, options.cautions, pointers);
  const lines = [...new Set([...foods, ...medicines])];
  return { lines, answeredFood: options.answeredFood, pointers: [...pointers] };
}
