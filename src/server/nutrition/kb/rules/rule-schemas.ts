// zod schemas of the safety tables in data/nutrients/safety/. Each row is read as text cells and parsed by
// one of these; the first problem stops the load with the file, line and column (see load-rules.ts).
import { z } from "zod";
import { safetyTexts } from "../../../../shared/texts/safety.ts";
import { NUTRIENT_KEYS, type NutrientKey } from "../types.ts";
import { parseSelector, parseWho, type Parsed, type SelectorVocabulary } from "./selectors.ts";
import type { Selector } from "./types.ts";
import { words } from "../text-match.ts";
import { AGE_BANDS } from "./types.ts";

export interface SchemaContext {
  vocabulary: SelectorVocabulary;
  /** Why a group name in a who/implies cell is unknown, or null. */
  groupProblem(group: string): string | null;
}

/** A transform that turns a parse failure into a zod issue on the cell. */
function parsedWith<T>(parse: (text: string) => Parsed<T>) {
  return (value: string, ctx: z.RefinementCtx): T => {
    const result = parse(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  };
}

function pipeList(value: string): string[] {
  return value === "" ? [] : value.split("|").map((item) => item.trim());
}

const nonEmpty = z.string().min(1, "must not be empty");

/** Keys of safetyTexts.messages, so every rule's message exists before the app starts. */
const messageKey = nonEmpty.superRefine((key, ctx) => {
  if (!Object.hasOwn(safetyTexts.messages, key))
    ctx.addIssue({ code: "custom", message: `no message "${key}" in src/shared/texts/safety.ts` });
});

const basis = z.enum(["stated", "precaution", "editorial"], {
  error: () => 'must be "stated", "precaution" or "editorial"',
});

const sourceUrl = nonEmpty.refine((value) => value.startsWith("https://") || value.startsWith("docs/"), {
  message: "must be an https:// address (or a docs/ path for an editorial choice)",
});

const sourced = { basis, source: nonEmpty, source_url: sourceUrl, note: z.string() };

const nutrientKey = z.enum(NUTRIENT_KEYS, { error: (issue) => `unknown nutrient column "${String(issue.input)}"` });

/** "a|b c" -> [["a"], ["b", "c"]]: the normalised words of each term. */
const terms = nonEmpty.transform(
  parsedWith((value) => {
    const list = pipeList(value).map((term) => ({ term, words: words(term) }));
    const empty = list.find((entry) => entry.words.length === 0);
    return empty
      ? { ok: false, message: `term "${empty.term}" has no words` }
      : { ok: true, value: list.map((entry) => entry.words) };
  }),
);

function groupsCell(ctx: SchemaContext) {
  return z.string().transform(
    parsedWith((value) => {
      const groups = pipeList(value);
      for (const group of groups) {
        const problem = ctx.groupProblem(group);
        if (problem) return { ok: false, message: problem };
      }
      return { ok: true, value: groups };
    }),
  );
}

const itemId = z.string().regex(/^[a-z][a-z0-9_]*$/, "expected lower-case letters, digits and _");
const ruleId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected a kebab-case id such as pregnancy-liver");

/** allergens.csv, diets.csv, conditions.csv: who is recognised by which typed words. */
export function namedItemSchema(ctx: SchemaContext) {
  return z.object({
    id: itemId,
    terms,
    implies: groupsCell(ctx),
    source: nonEmpty,
    source_url: sourceUrl,
    note: z.string(),
  });
}

export const dietExtra = z.object({
  coverage: z.enum(["full", "partial"], { error: () => 'must be "full" or "partial"' }),
});
export const conditionExtra = z.object({
  kind: z.enum(["condition", "medicine", "life_stage"], {
    error: () => 'must be "condition", "medicine" or "life_stage"',
  }),
});

function whoCell(ctx: SchemaContext) {
  return nonEmpty.transform(parsedWith((value) => parseWho(value, ctx.groupProblem)));
}

/** *_foods.csv and must_cook.csv: which foods a rule leaves out, ranks last or marks, for whom. */
export function foodRuleSchema(ctx: SchemaContext) {
  return z.object({
    rule_id: ruleId,
    who: whoCell(ctx),
    match: nonEmpty.transform(parsedWith((value) => parseSelector(value, ctx.vocabulary))),
    unless: z.string().transform(
      parsedWith((value): Parsed<Selector | null> => {
        if (value === "") return { ok: true, value: null };
        const parsed = parseSelector(value, ctx.vocabulary);
        if (parsed.ok && parsed.value.some((alternative) => alternative.some((term) => term.kind === "over_ul"))) {
          return { ok: false, message: "over_ul cannot be used in unless" };
        }
        return parsed;
      }),
    ),
    action: z.enum(["exclude", "demote", "caution"], { error: () => 'must be "exclude", "demote" or "caution"' }),
    message: messageKey,
    // A weekly limit on the rule's foods together (oily fish in pregnancy: 2 portions): empty, or whole servings.
    max_per_week: z
      .string()
      .regex(/^(\d+)?$/, "expected a whole number of servings a week, or nothing")
      .transform((value) => (value === "" ? null : Number(value)))
      .refine((value) => value === null || (value >= 1 && value <= 14), "expected 1 to 14 servings a week"),
    ...sourced,
  });
}

/** nutrient_rules.csv: nutrients not to push, and nutrients that are key areas only for some people. */
export function nutrientRuleSchema(ctx: SchemaContext) {
  return z.object({
    rule_id: ruleId,
    who: whoCell(ctx),
    nutrient: z
      .union([z.literal("*"), nutrientKey])
      .transform((value): NutrientKey | null => (value === "*" ? null : value)),
    action: z.enum(["do_not_push", "key_area_only_for"], {
      error: () => 'must be "do_not_push" or "key_area_only_for"',
    }),
    message: messageKey,
    ...sourced,
  });
}

/** advice.csv: standard advice lines and the foods they name. */
export function adviceSchema(ctx: SchemaContext) {
  return z.object({
    advice_id: ruleId,
    topic: itemId,
    who: whoCell(ctx),
    nutrients: nonEmpty.transform(
      parsedWith((value) => {
        const items = pipeList(value);
        const nutrients: NutrientKey[] = [];
        for (const item of items) {
          if (item === "general") continue;
          const key = NUTRIENT_KEYS.find((candidate) => candidate === item);
          if (!key) return { ok: false, message: `unknown nutrient column "${item}" (or "general")` };
          nutrients.push(key);
        }
        return { ok: true, value: { nutrients, general: items.includes("general") } };
      }),
    ),
    message: messageKey,
    // Each mention is one food group the message names (terms joined by +); | separates mentions.
    mentions: z.string().transform(
      parsedWith((value) => {
        const selectors: Selector[] = [];
        for (const mention of pipeList(value)) {
          const parsed = parseSelector(mention, ctx.vocabulary);
          if (!parsed.ok) return parsed;
          selectors.push(parsed.value);
        }
        return { ok: true, value: selectors };
      }),
    ),
    ...sourced,
  });
}

/** no_food_rule.csv: conditions and medicine classes the sources name no food rule for (said, with the source). */
export function noFoodRuleSchema(ctx: SchemaContext) {
  return z.object({ rule_id: ruleId, who: whoCell(ctx), ...sourced });
}

/** keep_taking.csv: supplements standard or prescribed for a group, by medicine class. */
export function keepTakingSchema(ctx: SchemaContext, classes: ReadonlySet<string>) {
  return z.object({
    rule_id: ruleId,
    who: whoCell(ctx),
    supplements: nonEmpty.transform(
      parsedWith((value) => {
        const list = pipeList(value);
        const unknown = list.find((id) => !classes.has(id));
        return unknown ? { ok: false, message: `unknown medicine class "${unknown}"` } : { ok: true, value: list };
      }),
    ),
    message: messageKey,
    ...sourced,
  });
}

/** salt_forms.csv: the elemental share of a mineral's salt forms. */
export const saltFormSchema = z.object({
  /** Alternatives as written ("magnesium glycinate|magnesium bisglycinate"): said to the person as written. */
  form: nonEmpty.transform((value) => pipeList(value)),
  nutrient_column: nutrientKey,
  elemental_percent: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a percentage")
    .transform(Number)
    .refine((n) => n > 0 && n <= 100, "expected more than 0 and at most 100"),
  /**
   * What a typed weight is read as: "compound" (tablets sold by the salt's weight: ferrous sulfate 200 mg) or "mineral"
   * (supplement labels give the mineral itself, NIH ODS: magnesium, zinc), the higher of the two readings.
   */
  label_states: z.enum(["compound", "mineral"], { error: () => 'must be "compound" or "mineral"' }),
  ...sourced,
});

/** protein_per_kg.csv: grams of protein a day per kg for a group. */
export function proteinPerKgSchema(ctx: SchemaContext) {
  return z.object({
    rule_id: ruleId,
    who: whoCell(ctx),
    g_per_kg: z
      .string()
      .regex(/^\d+(\.\d+)?$/, "expected grams per kg")
      .transform(Number)
      .refine((n) => n > 0 && n < 3, "expected more than 0 and less than 3"),
    /** The top of a range the source gives (1.0-1.2 on dialysis), or empty for one figure. */
    g_per_kg_max: z
      .string()
      .regex(/^(\d+(\.\d+)?)?$/, "expected grams per kg or nothing")
      .transform((text) => (text === "" ? null : Number(text))),
    ...sourced,
  });
}

/** life_stage_upper_limits.csv: ULs that differ from the adult ones in upper_limits.csv. */
export const lifeStageLimitSchema = z.object({
  nutrient_column: nutrientKey,
  age_band: z.enum([...AGE_BANDS, "any"], { error: () => `must be one of ${[...AGE_BANDS, "any"].join(", ")}` }),
  state: z.enum(["any", "pregnant", "lactating"], { error: () => 'must be "any", "pregnant" or "lactating"' }),
  ul_in_column_units: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a number")
    .transform(Number),
  source: nonEmpty,
  source_url: sourceUrl,
  note: z.string(),
});

/** reference_intakes.csv: a reference daily amount for nutrients without an FDA Daily Value. */
export const referenceIntakeSchema = z.object({
  nutrient_column: nutrientKey,
  amount_in_column_units: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a number")
    .transform(Number)
    .refine((n) => n > 0, "must be above 0"),
  ...sourced,
});

/** settings.csv: the policy's caps and thresholds, each with its reason. */
export const settingSchema = z.object({
  key: z.enum(
    [
      "max_servings_per_day",
      "min_percent_dv_to_recommend",
      "min_percent_reference_to_recommend",
      "high_dose_multiple_of_dv",
      "food_above_ul_action",
    ],
    {
      error: (issue) => `unknown setting "${String(issue.input)}"`,
    },
  ),
  value: nonEmpty,
  ...sourced,
});

/** The value of one setting, checked by key. */
export const settingValues = {
  max_servings_per_day: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a number of servings")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10, "expected 1 to 10 servings"),
  min_percent_dv_to_recommend: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a percentage")
    .transform(Number)
    .refine((n) => n >= 0 && n <= 100, "expected 0 to 100"),
  min_percent_reference_to_recommend: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a percentage")
    .transform(Number)
    .refine((n) => n >= 0 && n <= 100, "expected 0 to 100"),
  high_dose_multiple_of_dv: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "expected a number")
    .transform(Number)
    .refine((n) => n > 1, "expected more than 1"),
  food_above_ul_action: z.enum(["demote", "exclude"], { error: () => 'must be "demote" or "exclude"' }),
} as const;
