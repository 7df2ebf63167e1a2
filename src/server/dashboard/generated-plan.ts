import type { DashboardMeal } from "../../shared/dashboard.ts";
import { containsSequence, words } from "../nutrition/kb/text-match.ts";
import type { PersonFoods } from "./person.ts";

// Reads the one-day meal plan out of an assessment's text (the offline engine's or a model's), so the
// dashboard shows the person's own plan (decisions.md) rather than a sample. Model output varies, so the
// reader accepts the usual shapes ("- **Breakfast:** ...", "**Breakfast** - ...", "### Breakfast" with a
// list) and gives up (null) on anything else, or when the plan names a food the person's rules leave out.

const mealNames: readonly DashboardMeal[] = ["breakfast", "lunch", "dinner"];
/** "- **Breakfast:** oats", "**Lunch** - soup", "Dinner (7 pm): ...", "### Breakfast": label, separators, the rest. */
const labelPattern = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?\s*(breakfast|lunch|dinner|snacks?)\b\s*(?:\([^)]*\))?\s*([:\-–—])?\s*(?:\*\*|__)?\s*([:\-–—])?\s*(.*)$/i;
const headingPattern = /^(#{1,6})\s+(.*)$/;
const listItemPattern = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const maxItemLength = 240;

/** Markdown to plain text: links keep their words, emphasis and code marks go, spaces collapse. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxItemLength);
}

/** The lines of the section whose heading names a meal plan, without the heading; null when there is none. */
function mealPlanSection(text: string): string[] | null {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => headingPattern.test(line) && /meal plan/i.test(line));
  if (start < 0) return null;
  const level = headingPattern.exec(lines[start]!)![1]!.length;
  const section: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = headingPattern.exec(line);
    if (heading && heading[1]!.length <= level) break;
    section.push(line);
  }
  return section;
}

/** Breakfast, lunch and dinner as written; null unless all three are there. */
export function readMealPlan(text: string): Record<DashboardMeal, string[]> | null {
  const section = mealPlanSection(text);
  if (!section) return null;
  const found: Partial<Record<string, string[]>> = {};
  let current: string | null = null;
  for (const raw of section) {
    const line = raw.replace(headingPattern, "$2");
    const label = labelPattern.exec(line);
    // A label needs a separator unless it stands alone ("Lunch is light" is a sentence, not a label).
    if (label && (label[2] || label[3] || !label[4])) {
      const meal = label[1]!.toLowerCase().replace(/s$/, "");
      current = meal;
      const rest = plainText(label[4] ?? "");
      found[meal] = rest ? [rest] : [];
      continue;
    }
    if (headingPattern.test(raw) || raw.trim() === "") {
      if (headingPattern.test(raw)) current = null;
      continue;
    }
    const item = listItemPattern.exec(raw);
    // Items under a meal label belong to it; any other paragraph ends the meal.
    if (current && item) found[current]!.push(plainText(item[1]!));
    else current = null;
  }
  const meals = Object.fromEntries(mealNames.map((meal) => [meal, (found[meal] ?? []).filter(Boolean).slice(0, 6)])) as Record<DashboardMeal, string[]>;
  return mealNames.every((meal) => meals[meal].length > 0) ? meals : null;
}

/**
 * Word sequences naming foods the person's diet, allergies or conditions leave out: the names of knowledge-base
 * foods left out (when no safe food shares the name) and the person's typed allergy phrases.
 */
function forbiddenNames(who: PersonFoods): string[][] {
  const safeHeads = new Set(who.safeFoods.map((food) => words(food.name.split(",")[0]!).join(" ")));
  const out = new Map<string, string[]>();
  for (const food of who.policy.kb.foods) {
    const exclusion = who.assessor.assess(food).exclusion;
    // Rules for everyone (cook eggs and fish) are about how a food is eaten, not whether: a plan may name it.
    if (!exclusion || exclusion.origin === "food_safety" || exclusion.origin === "upper_limit") continue;
    const head = words(food.name.split(",")[0]!);
    if (head.length > 0 && !safeHeads.has(head.join(" "))) out.set(head.join(" "), head);
  }
  for (const phrase of who.person.allergyPhrases) out.set(phrase.join(" "), [...phrase]);
  return [...out.values()];
}

/** The assessment's plan, when it can be read and names nothing the person's rules leave out. */
export function generatedMealPlan(text: string, who: PersonFoods): Record<DashboardMeal, string[]> | null {
  const meals = readMealPlan(text);
  if (!meals) return null;
  const planWords = words(mealNames.flatMap((meal) => meals[meal]).join(" "));
  return forbiddenNames(who).some((name) => containsSequence(planWords, name)) ? null : meals;
}
