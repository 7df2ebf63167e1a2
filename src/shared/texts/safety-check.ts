// The safety check that closes a language model's text (a chat answer, a written assessment): each food
// the text names that the nutrition safety policy leaves out for the person, or marks with a caution the
// text does not give, is said after the text, clearly apart from it (src/server/nutrition/policy/named-foods.ts).
import { isPluralName, formatList as list } from "../format.ts";

/** Several foods, or one with a plural name ("peanuts"), take "them" and "are". */
const plural = (foods: readonly string[]) => foods.length > 1 || (foods[0] !== undefined && isPluralName(foods[0]));
const it = (foods: readonly string[]) => (plural(foods) ? "them" : "it");

/** What the text is, as the check names it: a chat answer, or a written assessment. */
export type SafetyCheckSubject = "answer" | "assessment";

export const safetyCheckTexts = {
  /** Each finding is its own paragraph, starting with these words. */
  paragraph: (finding: string) => `**Safety check:** ${finding}`,
  /** "...mentions tahini, which your sesame allergy rules out - please leave it out." */
  ruledOutBy: (subject: SafetyCheckSubject, foods: readonly string[], what: string, reason: string | null) =>
    `this ${subject} mentions ${list(foods)}, which your ${what} rules out${reason ? ` (${reason})` : ""} - please leave ${it(foods)} out.`,
  /** A condition, a life stage or a limit: "pregnancy: liver: too much vitamin A in pregnancy". */
  notForYou: (subject: SafetyCheckSubject, foods: readonly string[], why: string) =>
    `this ${subject} mentions ${list(foods)}, which ${plural(foods) ? "are" : "is"} not for you (${why}) - please leave ${it(foods)} out.`,
  /** The other reasons a food is left out, after the first: "Also not for you: pregnancy: liver...". */
  alsoNotForYou: (whys: readonly string[]) => `Also not for you: ${whys.join("; ")}.`,
  /** Named raw, where the rules say to cook it. */
  cookIt: (subject: SafetyCheckSubject, foods: readonly string[], reason: string) =>
    `this ${subject} mentions ${list(foods)}: ${reason}.`,
  /** The policy's cautions for a food the text names without them. */
  caution: (subject: SafetyCheckSubject, foods: readonly string[], cautions: readonly string[]) =>
    `this ${subject} mentions ${list(foods)}. ${cautions.join(" ")}`,
  dietName: (diet: string) => `${diet} diet`,
  allergyName: (allergen: string) => `${allergen} allergy`,
} as const;
