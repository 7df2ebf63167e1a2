// The safety rules as data: what a rule read from data/nutrients/safety/ can express. The knowledge base
// loads and checks them; the policy applies them.
import type { Food, FoodCategory, FoodTag, NutrientKey } from "../types.ts";
import type { TermIndex } from "../text-match.ts";

/** Where a rule's claim comes from: the source says it (stated), our cautious reading of it (precaution), or our own choice (editorial). */
export type RuleBasis = "stated" | "precaution" | "editorial";

export interface SourceRef {
  label: string;
  /** An https:// address, or a path in this repository for editorial choices (docs/decisions/...). */
  url: string;
}

/** One condition of a food selector; all terms of an alternative must hold. */
export type SelectorTerm =
  | { kind: "tag"; tag: FoodTag }
  | { kind: "category"; category: FoodCategory }
  | { kind: "food"; id: string }
  /** A word or phrase in the food's name, USDA description or aliases (whole words, in order, plurals folded). */
  | { kind: "word"; words: readonly string[] }
  /** USDA describes the food as raw. */
  | { kind: "raw" }
  /** One serving gives at least this % of the Daily Value. */
  | { kind: "dv_at_least"; nutrient: NutrientKey; percent: number }
  /** One serving is above the person's upper limit for the nutrient (depends on the person's life stage). */
  | { kind: "over_ul"; nutrient: NutrientKey };

/** Any alternative matches; an alternative matches when all its terms hold. Written "a+b|c" in the data. */
export type Selector = readonly (readonly SelectorTerm[])[];

/** Any clause applies; a clause applies when the person is in all its groups. Written "a+b|c" in the data. */
export type WhoExpression = readonly (readonly string[])[];

export type FoodRuleAction = "exclude" | "demote" | "caution";
export type FoodRuleTable = "diet" | "allergen" | "condition" | "medicine" | "pregnancy" | "must_cook";

export interface FoodRule {
  id: string;
  table: FoodRuleTable;
  /** file and line, for messages that name the rule's row */
  where: string;
  who: WhoExpression;
  match: Selector;
  unless: Selector | null;
  action: FoodRuleAction;
  /** Key of the message in safetyTexts.messages. */
  message: string;
  basis: RuleBasis;
  source: SourceRef;
  /** Servings a week of the rule's foods together that a plan may serve (cautions only; null: no limit). */
  maxPerWeek: number | null;
  /**
   * Foods matched by the rule's person-independent alternatives (minus `unless`), worked out once at load.
   * Alternatives with an over_ul term depend on the person and are evaluated per person.
   */
  staticMatches: ReadonlySet<string>;
  /** The alternatives evaluated per person (those with an over_ul term); empty when none. */
  personDependent: Selector;
}

export interface NamedItem {
  id: string;
  /** Normalised word sequences that name it in typed text. */
  terms: readonly (readonly string[])[];
  /** Groups a person who has it is also in (e.g. gluten-free implies allergen:gluten). */
  implies: readonly string[];
  source: SourceRef;
  note: string;
}

export interface DietDefinition extends NamedItem {
  /** "partial": the data cannot check the whole diet (low-FODMAP); the person is told so. */
  coverage: "full" | "partial";
}

export interface ConditionDefinition extends NamedItem {
  kind: "condition" | "medicine" | "life_stage";
}

export type NutrientRuleAction = "do_not_push" | "key_area_only_for";

export interface NutrientRule {
  id: string;
  where: string;
  who: WhoExpression;
  /** null: every nutrient ("*" in the data). */
  nutrient: NutrientKey | null;
  action: NutrientRuleAction;
  message: string;
  basis: RuleBasis;
  source: SourceRef;
}

export interface AdviceRule {
  id: string;
  where: string;
  /** Rows of one topic are variants: the first that applies and names no food the person excludes is used. */
  topic: string;
  who: WhoExpression;
  nutrients: readonly NutrientKey[];
  /** Shown with the person's general advice (not tied to one nutrient). */
  general: boolean;
  message: string;
  /** Foods the message names: each selector must still leave the person at least one food. */
  mentions: readonly Selector[];
  basis: RuleBasis;
  source: SourceRef;
}

export const AGE_BANDS = ["under_1", "1_3", "4_8", "9_13", "14_18", "19_50", "51_70", "71_plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export type ReproductiveState = "pregnant" | "lactating";

export interface LifeStageLimit {
  nutrient: NutrientKey;
  ageBand: AgeBand | "any";
  state: ReproductiveState | "any";
  /** In the nutrient column's unit. */
  value: number;
  where: string;
  source: SourceRef;
}

export interface PolicySettings {
  /** Servings of one food a day above which "servings to match" says the food cannot match the dose. */
  maxServingsPerDay: number;
  /** A food is recommended for a nutrient only if one serving gives at least this % of the Daily Value. */
  minPercentDvToRecommend: number;
  /** For a nutrient without a Daily Value: at least this % of its reference intake (reference_intakes.csv). */
  minPercentReferenceToRecommend: number;
  /** A dose at least this many times the Daily Value is called far above daily needs. */
  highDoseMultipleOfDv: number;
  /** What happens to a food one serving of which is above an upper limit. */
  foodAboveUlAction: "demote" | "exclude";
}

/** The indexed foods the rules were checked against (kb.foods), for name matching and derived groups. */
export interface FoodIndexEntry {
  food: Food;
  /** Normalised words of the name, USDA description and each alias. */
  phrases: readonly (readonly string[])[];
  raw: boolean;
}

// The medicine vocabulary (medicine_classes.csv, medicines.csv), read by medicines.ts.

export interface MedicineClass {
  id: string;
  /** Shown to people: "statin", "ACE inhibitor". */
  label: string;
  /** "rules": the rule tables name it; "none": its source gives no food interaction (the row says so, sourced). */
  interaction: string;
  source: SourceRef;
}

/** One medicine a typed term names. */
export interface MedicineEntry {
  generic: string;
  /** The generic as a group id (generic:<id>). */
  genericId: string;
  classId: string;
  source: SourceRef;
}

export interface MedicineTerm {
  words: readonly string[];
  /** Every row of the term is a misspelling ("warfrin"): matched as typed, never a target for typo correction. */
  misspelling: boolean;
  /** Every row of the term is a brand or product name ("Questran"): reached by one typo edit at most. */
  brand: boolean;
  /** Usually one; a term two rows map differently (aspirin) names both. */
  entries: readonly MedicineEntry[];
}

export interface MedicineVocabulary {
  classes: ReadonlyMap<string, MedicineClass>;
  terms: readonly MedicineTerm[];
  generics: ReadonlySet<string>;
}

/** What a term of typed condition text names: a condition (conditions.csv) or medicines (medicines.csv). */
export type TypedConditionValue =
  | { kind: "condition"; id: string }
  | { kind: "medicine"; entries: readonly MedicineEntry[] };

/** A condition or medicine class the sources name no food rule for (no_food_rule.csv): said, not silent. */
export interface NoFoodRule {
  id: string;
  where: string;
  who: WhoExpression;
  basis: RuleBasis;
  source: SourceRef;
  note: string;
}

/** A supplement that is standard or prescribed for people in a group (keep_taking.csv): "keep taking it", and why. */
export interface KeepTakingRule {
  id: string;
  where: string;
  who: WhoExpression;
  /** Medicine classes (medicine_classes.csv) the rule keeps. */
  classes: readonly string[];
  message: string;
  basis: RuleBasis;
  source: SourceRef;
}

/** A salt form of a mineral (salt_forms.csv): a typed "ferrous sulfate 200 mg" is read as its elemental share. */
export interface SaltForm {
  words: readonly string[];
  /** As written in the table, as said to the person ("ferrous sulfate"; the words are singular: "ferrou"). */
  name: string;
  nutrient: NutrientKey;
  /** Elemental mineral, % of the compound's weight. */
  percent: number;
  /**
   * What a typed weight is read as for the upper-limit check: the compound's ("ferrous sulfate 200 mg" = 65 mg iron),
   * or the mineral's, as supplement labels give it (magnesium, zinc: NIH ODS), the compound reading said beside it.
   */
  labelStates: "compound" | "mineral";
  source: SourceRef;
}

/** Protein a day per kg of body weight for a group (protein_per_kg.csv); the first row that applies is used. */
export interface ProteinRule {
  id: string;
  who: WhoExpression;
  gramsPerKg: number;
  /** The top of the source's range (1.2 of "1.0-1.2"), or null for one figure. */
  maxGramsPerKg: number | null;
  source: SourceRef;
}

export interface SafetyRules {
  allergens: ReadonlyMap<string, NamedItem>;
  diets: ReadonlyMap<string, DietDefinition>;
  conditions: ReadonlyMap<string, ConditionDefinition>;
  /** The medicine vocabulary: classes, and the typed terms that name a generic of a class. */
  medicines: MedicineVocabulary;
  /** Every term read in typed condition or medicine text (conditions and medicines together). */
  conditionTerms: TermIndex<TypedConditionValue>;
  /** The words a misspelt word of typed condition text may be read as. */
  /** The words typos are corrected to, each with the most edits that may reach it (one for a brand). */
  typoWords: ReadonlyMap<string, number>;
  noFoodRules: readonly NoFoodRule[];
  keepTaking: readonly KeepTakingRule[];
  saltForms: readonly SaltForm[];
  proteinPerKg: readonly ProteinRule[];
  /** In evaluation order: diet, allergen, condition, pregnancy, must_cook; file order within each. */
  foodRules: readonly FoodRule[];
  nutrientRules: readonly NutrientRule[];
  advice: readonly AdviceRule[];
  lifeStageLimits: readonly LifeStageLimit[];
  /** Reference daily amounts for nutrients without an FDA Daily Value (ALA, EPA + DHA). */
  referenceIntakes: ReadonlyMap<NutrientKey, { amount: number; source: SourceRef }>;
  settings: PolicySettings;
  settingsSources: Readonly<Record<keyof PolicySettings, SourceRef>>;
  foodIndex: ReadonlyMap<string, FoodIndexEntry>;
}
