// The safety check said after a language model's text: the foods it names that the policy leaves out for
// the person, or whose cautions it does not give (named-foods.ts), in our words (shared/texts/safety-check.ts),
// each finding its own paragraph after a rule, so it reads apart from the text. Empty when there is none.
import { safetyCheckTexts as texts, type SafetyCheckSubject } from "../../../shared/texts/safety-check.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import type { NamedFoodConcern } from "./named-foods.ts";
import type { Exclusion } from "./result-types.ts";

const dietLabels = new Set(Object.values(safetyTexts.labels.diets));

/** Why the foods are ruled out: "your vegan diet" (animal food), "your sesame allergy", or the policy's own line. */
function excludedLine(subject: SafetyCheckSubject, foods: readonly string[], exclusion: Exclusion): string {
  // The reason in brackets only when the name does not already say it ("your soy allergy", not "(soy)").
  const ruledOut = (what: string, reason: string | null) =>
    texts.ruledOutBy(subject, foods, what, reason && !what.includes(reason) ? reason : null);
  const { origin, label, reason, term } = exclusion;
  if (origin === "diet") return ruledOut(texts.dietName(label), reason);
  if (origin === "allergy") {
    if (exclusion.ruleId === "typed-allergy-name" && term) return ruledOut(texts.allergyName(term), null);
    if (term) return ruledOut(texts.allergyName(term), reason);
    if (label.endsWith(texts.allergyName(""))) return ruledOut(label, reason);
    // An allergen a diet implies (gluten-free: gluten).
    if (dietLabels.has(label)) return ruledOut(texts.dietName(label), reason);
  }
  return texts.notForYou(subject, foods, exclusion.message);
}

const unraw = (named: string) => named.replace(/^(raw|uncooked|undercooked) /, "");

/** One paragraph per finding; foods with the same finding share it ("walnuts and almonds"). */
export function safetyCheckParagraphs(
  concerns: readonly NamedFoodConcern[],
  subject: SafetyCheckSubject = "answer",
): string[] {
  const findings = new Map<string, { concern: NamedFoodConcern; foods: string[] }>();
  for (const concern of concerns) {
    const key =
      concern.kind === "caution"
        ? `caution ${concern.cautions.map((caution) => caution.message).join(" ")}`
        : `${concern.kind} ${concern.exclusions.map((item) => item.message).join(" ")}`;
    const finding = findings.get(key);
    if (!finding) findings.set(key, { concern, foods: [concern.named] });
    // "salmon" and "raw salmon" left out for the same reason are said once.
    else if (!finding.foods.some((food) => unraw(food) === unraw(concern.named))) finding.foods.push(concern.named);
  }
  return [...findings.values()].map(({ concern, foods }) => {
    if (concern.kind === "caution")
      return texts.paragraph(
        texts.caution(
          subject,
          foods,
          concern.cautions.map((caution) => caution.message),
        ),
      );
    if (concern.kind === "cook") return texts.paragraph(texts.cookIt(subject, foods, concern.exclusion.reason));
    // Every reason: the first as the rule that rules it out, the others after it (liver: vegetarian and pregnancy).
    const others = concern.exclusions.filter(
      (item) => item.ruleId !== concern.exclusion.ruleId && item.origin !== "food_safety",
    );
    const line = excludedLine(subject, foods, concern.exclusion);
    return texts.paragraph(
      others.length > 0 ? `${line} ${texts.alsoNotForYou(others.map((item) => item.message))}` : line,
    );
  });
}

/** What to add after `text` for its findings: a rule, then the paragraphs; empty when there are none. */
export function safetyCheckSuffix(
  text: string,
  concerns: readonly NamedFoodConcern[],
  subject: SafetyCheckSubject = "answer",
): string {
  const paragraphs = safetyCheckParagraphs(concerns, subject);
  if (paragraphs.length === 0) return "";
  const gap = text === "" || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  return `${gap}---\n\n${paragraphs.join("\n\n")}\n`;
}
