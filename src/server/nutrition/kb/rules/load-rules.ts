// Loads data/nutrients/safety/*.csv: every row parsed with its zod schema, cross-checked (ids, groups,
// messages, labels, foods), and indexed against the knowledge base's foods. A malformed row stops the start
// with a DataFileError naming the file, line and column, like the rest of the knowledge base.
import type { z } from "zod";
import { allergyOptions, dietTypes } from "../../../../shared/assessment/options.ts";
import { safetyTexts } from "../../../../shared/texts/safety.ts";
import { DataFileError, type CsvRow } from "../csv.ts";
import { nutrientPerServing } from "../nutrients.ts";
import type { Food } from "../types.ts";
import type { KnowledgeBase } from "../knowledge-base.ts";
import { groupProblem } from "./groups.ts";
import { readMedicines } from "./medicines.ts";
import { CHOICE_CONDITIONS, KIDNEY_STAGE_CONDITIONS } from "./typed-conditions.ts";
import { typoVocabulary } from "../typos.ts";
import {
  adviceSchema,
  conditionExtra,
  dietExtra,
  foodRuleSchema,
  namedItemSchema,
  noFoodRuleSchema,
  keepTakingSchema,
  saltFormSchema,
  proteinPerKgSchema,
  nutrientRuleSchema,
  type SchemaContext,
} from "./rule-schemas.ts";
import { isPersonDependent, selectorMatches, type ServingFacts } from "./selectors.ts";
import { indexTerms, words } from "../text-match.ts";
import type {
  AdviceRule,
  ConditionDefinition,
  DietDefinition,
  FoodIndexEntry,
  FoodRule,
  FoodRuleTable,
  NamedItem,
  NoFoodRule,
  KeepTakingRule,
  NutrientRule,
  SafetyRules,
  TypedConditionValue,
  MedicineVocabulary,
} from "./types.ts";
import { readLifeStageLimits, readReferenceIntakes, readSettings } from "./load-limits.ts";
import { SAFETY_DIR, SAFETY_FILES, readRows, sourceOf, type Base, type ParsedRow } from "./read-table.ts";

/** The food-rule tables in evaluation order (the first rule that leaves a food out gives its reason). */
const FOOD_RULE_FILES: readonly [FoodRuleTable, string][] = [
  ["diet", SAFETY_FILES.dietFoods],
  ["allergen", SAFETY_FILES.allergenFoods],
  ["condition", SAFETY_FILES.conditionFoods],
  ["medicine", SAFETY_FILES.medicineFoods],
  ["pregnancy", SAFETY_FILES.pregnancyFoods],
  ["must_cook", SAFETY_FILES.mustCook],
];

function foodIndex(foods: readonly Food[]): Map<string, FoodIndexEntry> {
  return new Map(
    foods.map((food) => {
      const description = words(food.usdaDescription);
      const entry: FoodIndexEntry = {
        food,
        phrases: [food.name, food.usdaDescription, ...food.aliases].map(words),
        raw: description.includes("raw"),
      };
      return [food.id, entry];
    }),
  );
}

function servingFacts(base: Base): ServingFacts {
  // nutrientPerServing reads only the nutrients' Daily Values; the rest of the knowledge base is not built yet.
  const asKb = base as KnowledgeBase;
  return {
    amount: (food, nutrient) => nutrientPerServing(asKb, food, nutrient)?.amount ?? null,
    percentDv: (food, nutrient) => nutrientPerServing(asKb, food, nutrient)?.percentDv ?? null,
  };
}

/** Names: unique ids, a label in safetyTexts for each, and no typed term claimed by two ids of the table. */
function readNamed<T extends NamedItem>(rows: ParsedRow<T>[], labels: Record<string, string>): Map<string, T> {
  const items = new Map<string, T>();
  const termOwner = new Map<string, string>();
  for (const { row, value } of rows) {
    if (items.has(value.id)) row.fail("id", `"${value.id}" appears more than once`);
    if (!Object.hasOwn(labels, value.id)) row.fail("id", `no label for "${value.id}" in src/shared/texts/safety.ts`);
    for (const term of value.terms) {
      const key = term.join(" ");
      const owner = termOwner.get(key);
      if (owner && owner !== value.id) row.fail("terms", `"${key}" is already a term of "${owner}"`);
      termOwner.set(key, value.id);
    }
    items.set(value.id, value);
  }
  return items;
}

function toNamed(value: z.output<ReturnType<typeof namedItemSchema>>): NamedItem {
  return { id: value.id, terms: value.terms, implies: value.implies, source: sourceOf(value), note: value.note };
}

/** Parses and checks every safety table against the knowledge base's foods, nutrients and limits. */
export function loadSafetyRules(dir: string, base: Base): SafetyRules {
  const index = foodIndex(base.foods);
  const facts = servingFacts(base);
  const vocabulary = {
    foodIds: new Set(index.keys()),
    dvNutrients: new Set(
      [...base.nutrients.values()].filter((info) => info.dailyValue !== null).map((info) => info.key),
    ),
    ulNutrients: new Set(base.upperLimits.keys()),
  };
  // Names first (groups only checked for shape), then every other table against the known ids.
  const looseContext: SchemaContext = {
    vocabulary,
    groupProblem: (group) =>
      /^(diet|allergen|condition|medicine|generic|stage|eats):[a-z0-9_]+$/.test(group)
        ? null
        : `unknown group "${group}"`,
  };
  const medicines = readMedicines(dir);
  const allergenRows = readRows(dir, SAFETY_FILES.allergens, namedItemSchema(looseContext));
  const allergens = readNamed(
    allergenRows.map((r) => ({ ...r, value: toNamed(r.value) })),
    safetyTexts.labels.allergens,
  );
  const dietRows = readRows(dir, SAFETY_FILES.diets, namedItemSchema(looseContext).extend(dietExtra.shape));
  const diets = readNamed<DietDefinition>(
    dietRows.map((r) => ({ ...r, value: { ...toNamed(r.value), coverage: r.value.coverage } })),
    safetyTexts.labels.diets,
  );
  const conditionRows = readRows(
    dir,
    SAFETY_FILES.conditions,
    namedItemSchema(looseContext).extend(conditionExtra.shape),
  );
  const conditions = readNamed<ConditionDefinition>(
    conditionRows.map((r) => ({ ...r, value: { ...toNamed(r.value), kind: r.value.kind } })),
    safetyTexts.labels.conditions,
  );

  const ids = {
    diets: new Set(diets.keys()),
    allergens: new Set(allergens.keys()),
    conditions: new Set(conditions.keys()),
    medicineClasses: new Set(medicines.classes.keys()),
    generics: medicines.generics,
  };
  const context: SchemaContext = { vocabulary, groupProblem: (group) => groupProblem(group, ids) };
  for (const rows of [allergenRows, dietRows, conditionRows]) {
    for (const { row, value } of rows) {
      for (const group of value.implies) {
        const problem = context.groupProblem(group);
        if (problem) row.fail("implies", problem);
      }
    }
  }
  checkChoicesHaveIds(diets, allergens, conditions);
  const conditionTerms = typedConditionTerms(conditions, medicines);

  const seenIds = new Set<string>();
  const uniqueId = (row: CsvRow, column: string, id: string) => {
    if (seenIds.has(id)) row.fail(column, `rule id "${id}" is used more than once in the safety tables`);
    seenIds.add(id);
  };

  const foodRules: FoodRule[] = [];
  for (const [table, file] of FOOD_RULE_FILES) {
    for (const { row, value, where } of readRows(dir, file, foodRuleSchema(context))) {
      uniqueId(row, "rule_id", value.rule_id);
      // A limit is for foods a plan serves with their caution: excluded and ranked-last foods are never served.
      if (value.max_per_week !== null && value.action !== "caution")
        row.fail("max_per_week", `a weekly limit needs the action "caution", not "${value.action}"`);
      const staticAlternatives = value.match.filter((alternative) => !isPersonDependent(alternative));
      const staticMatches = new Set<string>();
      for (const entry of index.values()) {
        if (!selectorMatches(staticAlternatives, entry, facts)) continue;
        if (value.unless && selectorMatches(value.unless, entry, facts)) continue;
        staticMatches.add(entry.food.id);
      }
      foodRules.push({
        id: value.rule_id,
        table,
        where,
        who: value.who,
        match: value.match,
        unless: value.unless,
        action: value.action,
        message: value.message,
        basis: value.basis,
        source: sourceOf(value),
        maxPerWeek: value.max_per_week,
        staticMatches,
        personDependent: value.match.filter((alternative) => isPersonDependent(alternative)),
      });
    }
  }

  const nutrientRules: NutrientRule[] = readRows(dir, SAFETY_FILES.nutrientRules, nutrientRuleSchema(context)).map(
    ({ row, value, where }) => {
      uniqueId(row, "rule_id", value.rule_id);
      return {
        id: value.rule_id,
        where,
        who: value.who,
        nutrient: value.nutrient,
        action: value.action,
        message: value.message,
        basis: value.basis,
        source: sourceOf(value),
      };
    },
  );

  const advice: AdviceRule[] = readRows(dir, SAFETY_FILES.advice, adviceSchema(context)).map(
    ({ row, value, where }) => {
      uniqueId(row, "advice_id", value.advice_id);
      if (value.nutrients.nutrients.length === 0 && !value.nutrients.general)
        row.fail("nutrients", "names no nutrient");
      return {
        id: value.advice_id,
        where,
        topic: value.topic,
        who: value.who,
        nutrients: value.nutrients.nutrients,
        general: value.nutrients.general,
        message: value.message,
        mentions: value.mentions,
        basis: value.basis,
        source: sourceOf(value),
      };
    },
  );

  const noFoodRules: NoFoodRule[] = readRows(dir, SAFETY_FILES.noFoodRules, noFoodRuleSchema(context)).map(
    ({ row, value, where }) => {
      uniqueId(row, "rule_id", value.rule_id);
      return {
        id: value.rule_id,
        where,
        who: value.who,
        basis: value.basis,
        source: sourceOf(value),
        note: value.note,
      };
    },
  );

  const keepTaking: KeepTakingRule[] = readRows(
    dir,
    SAFETY_FILES.keepTaking,
    keepTakingSchema(context, ids.medicineClasses),
  ).map(({ row, value, where }) => {
    uniqueId(row, "rule_id", value.rule_id);
    return {
      id: value.rule_id,
      where,
      who: value.who,
      classes: value.supplements,
      message: value.message,
      basis: value.basis,
      source: sourceOf(value),
    };
  });

  const saltForms = readRows(dir, SAFETY_FILES.saltForms, saltFormSchema).flatMap(({ value }) =>
    value.form.map((form) => ({
      words: words(form),
      name: form,
      nutrient: value.nutrient_column,
      percent: value.elemental_percent,
      labelStates: value.label_states,
      source: sourceOf(value),
    })),
  );

  const proteinPerKg = readRows(dir, SAFETY_FILES.proteinPerKg, proteinPerKgSchema(context)).map(({ row, value }) => {
    uniqueId(row, "rule_id", value.rule_id);
    if (value.g_per_kg_max !== null && value.g_per_kg_max <= value.g_per_kg)
      row.fail("g_per_kg_max", "the top of the range must be above g_per_kg");
    return {
      id: value.rule_id,
      who: value.who,
      gramsPerKg: value.g_per_kg,
      maxGramsPerKg: value.g_per_kg_max,
      source: sourceOf(value),
    };
  });

  return {
    allergens,
    diets,
    conditions,
    medicines,
    keepTaking,
    saltForms,
    proteinPerKg,
    conditionTerms,
    // A misspelling in the data is matched as typed; the words typos are read as are the real names.
    typoWords: typoVocabulary(
      [...conditions.values()]
        .flatMap((item) => item.terms.map((termWords) => ({ words: termWords })))
        .concat(medicines.terms.filter((term) => !term.misspelling)),
    ),
    noFoodRules,
    foodRules,
    nutrientRules,
    advice,
    lifeStageLimits: readLifeStageLimits(dir, base),
    referenceIntakes: readReferenceIntakes(dir, base),
    ...readSettings(dir),
    foodIndex: index,
  };
}

/** Conditions first (a condition term and a medicine term for the same words: the condition, listed first). */
function typedConditionTerms(
  conditions: ReadonlyMap<string, ConditionDefinition>,
  medicines: MedicineVocabulary,
): SafetyRules["conditionTerms"] {
  return indexTerms<TypedConditionValue>([
    ...[...conditions.values()].flatMap((item) =>
      item.terms.map((termWords) => ({ words: termWords, value: { kind: "condition" as const, id: item.id } })),
    ),
    ...medicines.terms.map((term) => ({
      words: term.words,
      value: { kind: "medicine" as const, entries: term.entries },
    })),
  ]);
}

/** The assessment's ticked diets, allergies and conditions must each have a row, so a choice is never silently ignored. */
function checkChoicesHaveIds(
  diets: ReadonlyMap<string, DietDefinition>,
  allergens: ReadonlyMap<string, NamedItem>,
  conditions: ReadonlyMap<string, ConditionDefinition>,
): void {
  const missingCondition = [
    ...Object.entries(CHOICE_CONDITIONS),
    ...KIDNEY_STAGE_CONDITIONS.map((id) => [`kidney stage ${id}`, id] as const),
  ].find(([, id]) => !conditions.has(id));
  if (missingCondition)
    throw new DataFileError(
      `${SAFETY_DIR}/${SAFETY_FILES.conditions}`,
      conditions.size + 2,
      1,
      `no row "${missingCondition[1]}" for the assessment's condition "${missingCondition[0]}"`,
    );
  const missingDiet = dietTypes.find((diet) => diet !== "other" && !diets.has(diet));
  if (missingDiet)
    throw new DataFileError(
      `${SAFETY_DIR}/${SAFETY_FILES.diets}`,
      diets.size + 2,
      1,
      `no row for the assessment's diet "${missingDiet}"`,
    );
  const missingAllergy = allergyOptions.find(
    (allergy) => allergy !== "other" && allergy !== "none" && !allergens.has(allergy),
  );
  if (missingAllergy)
    throw new DataFileError(
      `${SAFETY_DIR}/${SAFETY_FILES.allergens}`,
      allergens.size + 2,
      1,
      `no row for the assessment's allergy "${missingAllergy}"`,
    );
}
