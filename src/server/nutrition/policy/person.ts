// resolvePerson: from the answers a screen has (diet, allergies, conditions and medicines, ticked or typed;
// age; sex; pregnancy) to the Person the policy reasons about: recognised diets, allergens and conditions,
// life stage, the groups the rules name, and the typed text we could not match (never silently dropped).
import { safetyTexts } from "../../../shared/texts/safety.ts";
import type { Allergy } from "../../../shared/assessment/options.ts";
import type { FoodTag } from "../kb/types.ts";
import type { EatsFlag, StageFlag } from "../kb/rules/groups.ts";
import { ageBandsFor, ageRange, mayBeAged } from "./life-stage.ts";
import type { MedicineEntry } from "../kb/rules/types.ts";
import {
  contentWords,
  findTerms,
  negatedBefore,
  phrasesContainAll,
  segments,
  words,
  type TermMatch,
} from "../kb/text-match.ts";
import {
  CHOICE_CONDITIONS,
  CHOICE_SUPPLEMENTS,
  KIDNEY_STAGE_CONDITIONS,
  kidneyStageOfEgfr,
} from "../kb/rules/typed-conditions.ts";
import { correctTypos } from "../kb/typos.ts";
import type { GroupOrigin, LifeStage, Person, PersonInput, Recognised, TypedField } from "./types.ts";
import type { NamedItem, SafetyRules } from "../kb/rules/types.ts";

/** The assessment's ticked allergies, as the allergen rows that define them (ids equal the choice values). */
const CHOICE_ALLERGY_LABELS: Readonly<Record<Exclude<Allergy, "other" | "none">, string>> = {
  lactose: safetyTexts.allergyLabel("lactose"),
  gluten: safetyTexts.allergyLabel("gluten"),
  soy: safetyTexts.allergyLabel("soy"),
  nuts: safetyTexts.allergyLabel("nut"),
};

/** What a pregnancy answer means, as the condition row it stands for. */
const PREGNANCY_CONDITIONS = {
  pregnant: "pregnancy",
  breastfeeding: "breastfeeding",
  trying: "trying_to_conceive",
} as const;

type Kind = "diet" | "allergen" | "condition";

function labelOf(kind: Kind, id: string): string {
  const labels =
    kind === "diet"
      ? safetyTexts.labels.diets
      : kind === "allergen"
        ? safetyTexts.labels.allergens
        : safetyTexts.labels.conditions;
  return labels[id] ?? id;
}

// The words of every diet or allergen, as findTerms reads them: listed once per table (kept as long as the rules are),
// not for every person and typed field.
const typedTerms = new WeakMap<ReadonlyMap<string, NamedItem>, { words: readonly string[]; value: string }[]>();

function typedTermsOf(items: ReadonlyMap<string, NamedItem>): { words: readonly string[]; value: string }[] {
  let terms = typedTerms.get(items);
  if (!terms) {
    terms = [...items.values()].flatMap((item) =>
      item.terms.map((termWords) => ({ words: termWords, value: item.id })),
    );
    typedTerms.set(items, terms);
  }
  return terms;
}

class PersonBuilder {
  readonly groups = new Map<string, GroupOrigin>();
  readonly recognised: Record<Kind, Recognised[]> = { diet: [], allergen: [], condition: [] };
  readonly unrecognised: { field: TypedField; text: string }[] = [];
  readonly ignored: { field: TypedField; text: string }[] = [];
  readonly allergyPhrases: string[][] = [];
  readonly medicines: Recognised[] = [];

  private readonly rules: SafetyRules;

  constructor(rules: SafetyRules) {
    this.rules = rules;
  }

  private tables(): Record<Kind, ReadonlyMap<string, NamedItem>> {
    return { diet: this.rules.diets, allergen: this.rules.allergens, condition: this.rules.conditions };
  }

  /** Puts the person in a group (first reason wins) and in every group it implies. */
  addGroup(group: string, origin: GroupOrigin): void {
    if (this.groups.has(group)) return;
    this.groups.set(group, origin);
    const colon = group.indexOf(":");
    const kind = group.slice(0, colon);
    if (kind !== "diet" && kind !== "allergen" && kind !== "condition") return;
    const item = this.tables()[kind].get(group.slice(colon + 1));
    for (const implied of item?.implies ?? []) this.addGroup(implied, origin);
  }

  addItem(kind: Kind, id: string, origin: GroupOrigin, text?: string): void {
    const list = this.recognised[kind];
    if (!list.some((item) => item.id === id)) {
      list.push({
        id,
        label: labelOf(kind, id),
        via: origin.via === "text" ? "text" : "choice",
        ...(text ? { text } : {}),
      });
    }
    this.addGroup(`${kind}:${id}`, origin);
  }

  /** Reads a typed diet or allergy part by part; a part that names nothing known is kept as unrecognised. */
  readTyped(
    kind: "diet" | "allergen",
    field: TypedField,
    text: string | null | undefined,
    onPart?: (part: string, leftover: readonly string[]) => void,
  ): void {
    const terms = typedTermsOf(this.tables()[kind]);
    this.readParts(
      field,
      text,
      (partWords) => findTerms(partWords, terms),
      (match, part, term) => {
        // A typed allergy is named as such ("other allergy"), as the lookup's filter line counts it.
        const label = kind === "allergen" ? safetyTexts.typedAllergyLabel : labelOf(kind, match.value);
        this.addItem(kind, match.value, { label, via: "text", field, term }, part);
        return true;
      },
      onPart,
    );
  }

  /**
   * Reads typed conditions and medicines together ("type 2 diabetes; AF, I take warfarin 3mg"): misspelt words
   * are read as the known word they are closest to, and a condition or medicine after a negation ("not
   * pregnant", "stopped warfarin") does not apply.
   */
  readConditions(
    field: TypedField,
    text: string | null | undefined,
    options: { listAsCondition: boolean } = { listAsCondition: true },
  ): void {
    const rules = this.rules;
    this.readParts(
      field,
      text,
      (partWords) => findTerms(correctTypos(partWords, rules.typoWords), rules.conditionTerms),
      (match, part, term, partWords) => {
        if (negatedBefore(partWords, match.start)) return false;
        if (match.value.kind === "condition") {
          this.addItem(
            "condition",
            match.value.id,
            { label: labelOf("condition", match.value.id), via: "text", field, term },
            part,
          );
          return true;
        }
        for (const entry of match.value.entries)
          this.addMedicine(entry, { via: "text", field, term }, part, options.listAsCondition);
        return true;
      },
    );
  }

  addMedicine(
    entry: Omit<MedicineEntry, "source">,
    origin: Omit<GroupOrigin, "label">,
    text: string | undefined,
    listAsCondition: boolean,
  ): void {
    const medicineClass = this.rules.medicines.classes.get(entry.classId);
    const label = safetyTexts.medicineLabel(entry.generic, medicineClass?.label ?? entry.classId);
    const recognised: Recognised = {
      id: entry.genericId,
      label,
      via: origin.via === "text" ? "text" : "choice",
      ...(text ? { text } : {}),
      medicine: { generic: entry.generic, classId: entry.classId },
    };
    if (!this.medicines.some((item) => item.id === entry.genericId)) this.medicines.push(recognised);
    if (listAsCondition && !this.recognised.condition.some((item) => item.id === entry.genericId))
      this.recognised.condition.push(recognised);
    this.addGroup(`medicine:${entry.classId}`, { ...origin, label });
    this.addGroup(`generic:${entry.genericId}`, { ...origin, label });
  }

  /**
   * A typed eGFR ("eGFR 22", "GFR of 40 ml/min") is read as its KDIGO stage's kidney row (decision 027); the word
   * itself is a term of the kidney disease row, so the part is never "not matched".
   */
  readEgfr(field: TypedField, text: string | null | undefined): void {
    for (const part of segments(text)) {
      const found = /\be?gfr\b[^0-9]{0,20}?(\d{1,3}(?:\.\d+)?)/i.exec(part);
      if (!found || negatedBefore(words(part), words(part.slice(0, found.index)).length)) continue;
      const id = kidneyStageOfEgfr(Number(found[1]));
      this.addItem("condition", id, { label: labelOf("condition", id), via: "text", field, term: found[0] }, part);
      // The stage says it: "kidney disease" read from the same part's "eGFR" is not listed beside it.
      const plain = this.recognised.condition.findIndex((item) => item.id === "ckd" && item.text === part);
      if (plain >= 0) this.recognised.condition.splice(plain, 1);
    }
  }

  /** Reads the typed supplement text for supplements with rules (fish oil, St John's wort, iron...); the rest is the dose reader's. */
  readSupplements(text: string | null | undefined): void {
    for (const part of segments(text)) {
      const partWords = correctTypos(words(part), this.rules.typoWords);
      for (const match of findTerms(partWords, this.rules.conditionTerms)) {
        if (match.value.kind !== "medicine" || negatedBefore(partWords, match.start)) continue;
        const term = partWords.slice(match.start, match.start + match.length).join(" ");
        for (const entry of match.value.entries)
          this.addMedicine(entry, { via: "text", field: "medication", term }, part, false);
      }
    }
  }

  private readParts<T>(
    field: TypedField,
    text: string | null | undefined,
    find: (partWords: string[]) => TermMatch<T>[],
    apply: (match: TermMatch<T>, part: string, term: string, partWords: readonly string[]) => boolean,
    onPart?: (part: string, leftover: readonly string[]) => void,
  ): void {
    for (const part of segments(text)) {
      const partWords = words(part);
      const found = find(partWords);
      const covered = new Set(
        found.flatMap((match) => Array.from({ length: match.length }, (_, i) => match.start + i)),
      );
      onPart?.(part, contentWords(partWords.filter((_, index) => !covered.has(index)).join(" ")));
      let applied = 0;
      for (const match of found) {
        const term = partWords.slice(match.start, match.start + match.length).join(" ");
        if (apply(match, part, term, partWords)) applied++;
      }
      if (applied > 0) continue;
      if (found.length > 0) this.ignored.push({ field, text: part });
      else if (contentWords(part).length > 0) this.unrecognised.push({ field, text: part });
    }
  }
}

function lifeStageOf(input: PersonInput, groups: ReadonlyMap<string, GroupOrigin>): LifeStage {
  const age = ageRange(input);
  const pregnant = groups.has("stage:pregnant");
  return {
    age,
    ageBands: ageBandsFor(age),
    sex: input.sex ?? null,
    reproductive: pregnant ? "pregnant" : groups.has("stage:lactating") ? "lactating" : null,
    possiblePregnancy: !pregnant && groups.has("stage:possible_pregnancy"),
  };
}

/** Life-stage flags from age, sex and pregnancy (pregnancy flags come from the condition rows' implies). */
function stageFlags(stage: LifeStage, groups: ReadonlyMap<string, GroupOrigin>): StageFlag[] {
  const flags: StageFlag[] = [];
  const female = stage.sex === "female";
  const maybeFemale = stage.sex !== "male";
  // Unknown age: an adult whose age we do not know, so possibly of childbearing and menstruating age too.
  const maybeFertileAge = stage.age ? mayBeAged(stage, 14, 50) : true;
  if (stage.age && stage.age.max < 1) flags.push("under_1");
  if (stage.age && stage.age.min < 14) flags.push("under_14");
  if (stage.age && stage.age.min < 19) flags.push("under_18");
  if (stage.age && stage.age.max >= 51) flags.push("age_51_plus");
  if (stage.age && stage.age.max >= 65) flags.push("age_65_plus");
  if (stage.age && stage.age.max >= 71) flags.push("age_71_plus");
  const pregnantOrTrying = groups.has("stage:pregnant") || groups.has("stage:possible_pregnancy");
  if (maybeFemale && maybeFertileAge && !pregnantOrTrying) flags.push("childbearing_potential");
  if (female && maybeFertileAge && !groups.has("stage:pregnant")) flags.push("menstruating");
  if (groups.has("condition:ckd") && !KIDNEY_STAGE_CONDITIONS.some((id) => groups.has(`condition:${id}`)))
    flags.push("ckd_stage_unknown");
  return flags;
}

/** Eating patterns from what the person's diets and allergies leave out (so typed diets count too). */
function eatsFlags(
  rules: SafetyRules,
  groups: ReadonlyMap<string, GroupOrigin>,
  allergyPhrases: readonly (readonly string[])[],
  rarelyMeat: boolean,
): EatsFlag[] {
  const excluded = new Set<string>();
  for (const rule of rules.foodRules) {
    if ((rule.table !== "diet" && rule.table !== "allergen") || rule.action !== "exclude") continue;
    if (!rule.who.some((clause) => clause.every((group) => groups.has(group)))) continue;
    for (const id of rule.staticMatches) excluded.add(id);
  }
  for (const entry of rules.foodIndex.values()) {
    if (allergyPhrases.some((phrase) => phrasesContainAll(entry.phrases, phrase))) excluded.add(entry.food.id);
  }
  const all = (tag: FoodTag) =>
    [...rules.foodIndex.values()].every((entry) => !entry.food.tags.includes(tag) || excluded.has(entry.food.id));
  const flags: EatsFlag[] = [];
  if (all("fish")) flags.push("no_fish");
  if (all("meat")) flags.push("no_meat");
  if (all("animal")) flags.push("plant_based");
  if (rarelyMeat) flags.push("rarely_meat");
  return flags;
}

/**
 * Resolves a person from whatever a screen knows. Ticked choices are read as they are; typed texts are split
 * into parts and matched to the rules' names ("sesame seeds" -> sesame, "gluten-free (coeliac)" -> gluten-free,
 * "on warfarin" -> warfarin). An explicit "none" wins over a leftover typed text (the form clears it anyway);
 * otherwise typed text is always read, because leaving out more foods is the safe error.
 */
export function resolvePerson(rules: SafetyRules, input: PersonInput): Person {
  const builder = new PersonBuilder(rules);

  if (input.dietType && input.dietType !== "other" && rules.diets.has(input.dietType)) {
    builder.addItem("diet", input.dietType, { label: labelOf("diet", input.dietType), via: "choice", field: "diet" });
  }
  for (const id of input.dietIds ?? []) {
    if (rules.diets.has(id)) builder.addItem("diet", id, { label: labelOf("diet", id), via: "choice", field: "diet" });
  }
  builder.readTyped("diet", "diet", input.otherDietType);

  const allergies = input.allergies ?? [];
  for (const allergy of allergies) {
    if (allergy === "other" || allergy === "none") continue;
    builder.addItem("allergen", allergy, { label: CHOICE_ALLERGY_LABELS[allergy], via: "choice", field: "allergy" });
  }
  if (!allergies.includes("none")) {
    // Words the allergen names do not cover ("kiwi", "oyster mushrooms") are also matched against food names,
    // so a food the rules do not know is still left out; a plain "oysters" does not reach oyster mushrooms.
    builder.readTyped("allergen", "allergy", input.otherAllergy, (part, leftover) => {
      const phrase = contentWords(part);
      if (leftover.length > 0 && phrase.length > 0) builder.allergyPhrases.push(phrase);
    });
  }

  if (input.pregnancy && input.pregnancy !== "no") {
    const id = PREGNANCY_CONDITIONS[input.pregnancy];
    builder.addItem("condition", id, { label: labelOf("condition", id), via: "choice", field: "condition" });
  }
  const ticked = input.healthConditions ?? [];
  for (const choice of ticked) {
    const id = choice === "other" || choice === "none" ? undefined : CHOICE_CONDITIONS[choice];
    if (id && rules.conditions.has(id))
      builder.addItem("condition", id, { label: labelOf("condition", id), via: "choice", field: "condition" });
  }
  if (!ticked.includes("none")) {
    builder.readConditions("condition", input.otherHealthCondition);
    builder.readEgfr("condition", input.otherHealthCondition);
  }
  builder.readConditions("medication", input.medications);
  for (const choice of input.supplements ?? []) {
    const entry = choice === "other" ? undefined : CHOICE_SUPPLEMENTS[choice];
    if (entry && rules.medicines.classes.has(entry.classId))
      builder.addMedicine(entry, { via: "choice", field: "medication" }, undefined, false);
  }
  // Supplements we cannot name are not a food question: the dose reader says what it could not read.
  builder.readSupplements(input.otherSupplement);

  const lifeStage = lifeStageOf(input, builder.groups);
  for (const flag of stageFlags(lifeStage, builder.groups)) {
    builder.addGroup(`stage:${flag}`, {
      label: safetyTexts.labels.derived[`stage:${flag}`] ?? flag.replace(/_/g, " "),
      via: "derived",
      field: "life_stage",
    });
  }
  for (const flag of eatsFlags(rules, builder.groups, builder.allergyPhrases, input.eatsMeatRarely === true)) {
    builder.addGroup(`eats:${flag}`, { label: flag.replace(/_/g, " "), via: "derived", field: "diet_pattern" });
  }

  return {
    diets: builder.recognised.diet,
    allergens: builder.recognised.allergen,
    conditions: builder.recognised.condition,
    medicines: builder.medicines,
    lifeStage,
    groups: builder.groups,
    unrecognised: builder.unrecognised,
    ignored: builder.ignored,
    allergyPhrases: builder.allergyPhrases,
    partialDiets: builder.recognised.diet.filter((diet) => rules.diets.get(diet.id)?.coverage === "partial"),
  };
}
