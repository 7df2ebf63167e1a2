// The foods a text names that the policy leaves out for the person, or marks with a caution the text does
// not give: how the chat and the assessment check a language model's text after it is written, and how
// the chat's offline engine knows a question names a food the person must not be offered.
//
// A text names a food by the names of our data (heads, aliases and common names: "salmon", "tahini",
// "liver"), a whole group ("fish", "dairy"), or a word a rule that applies to the person names ("swordfish"
// in pregnancy, "honey" for a vegan, "couscous" with a wheat allergy), or a typed allergy's words.
import { normalizeText } from "../kb/text.ts";
import type { Food } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { assessor, ruleVerdict, typedAllergyExclusion, type FoodAssessment } from "./exclusions.ts";
import { foodNameTerms, type FoodTerm } from "./food-names.ts";
import { whoApplies } from "../kb/rules/selectors.ts";
import { findTerms, words } from "../kb/text-match.ts";
import type { Caution, Exclusion } from "./result-types.ts";
import type { FoodRule, SafetyRules } from "../kb/rules/types.ts";
import type { Person } from "./types.ts";

export type NamedFoodConcern = {
  /** The words that named the food, as the text has them (folded: "walnuts", "raw salmon"). */
  named: string;
  /** The name in our data, when the text named foods we have ("walnut"), for callers that answer about them. */
  term: string | null;
} &
  /** `exclusion` is the first of `exclusions`: every rule that leaves the food out, each with its source. */
  (
    | { kind: "excluded"; exclusion: Exclusion; exclusions: readonly Exclusion[] }
    /** Named raw where the rules say to cook it ("raw eggs"). */
    | { kind: "cook"; exclusion: Exclusion; exclusions: readonly Exclusion[] }
    | { kind: "caution"; cautions: readonly Caution[] }
  );

type Named =
  | { kind: "food"; term: FoodTerm }
  | { kind: "rule"; rule: FoodRule }
  | { kind: "typed"; phrase: string }
  | { kind: "not_a_food" };

/** Words before a food's name that mean it is cooked raw or not at all. */
const RAW = new Set(["raw", "uncooked", "undercooked"]);
/** Words before a name that make it another food: "soy milk", "plant-based meat", "vegan cheese", "flax egg". */
const ANOTHER_FOOD_BEFORE = new Set(
  [
    "soy",
    "soya",
    "almond",
    "oat",
    "rice",
    "coconut",
    "plant",
    "based",
    "cashew",
    "hemp",
    "pea",
    "nut",
    "vegan",
    "vegetarian",
    "veggie",
    "mock",
    "faux",
    "imitation",
    "flax",
    "chia",
    "breast",
    "non",
    "free",
  ].map((word) => words(word)[0]!),
);
const NAMES_WITH_OTHER_VERSIONS = new Set(
  [
    "milk",
    "cheese",
    "yogurt",
    "yoghurt",
    "butter",
    "cream",
    "meat",
    "mince",
    "burger",
    "sausage",
    "egg",
    "bacon",
    "mayo",
    "mayonnaise",
    "dairy",
    "fish",
    "seafood",
  ].map((word) => words(word)[0]!),
);
/** Words after a name that say the food is not there: "dairy-free", "egg replacer", "meat alternatives". */
const NOT_THE_FOOD_AFTER = new Set(
  ["free", "alternative", "substitute", "replacer", "replacement", "analogue", "analog"].map((word) => words(word)[0]!),
);
/** Phrases where a food's name is not the food ("up to date", "orange vegetables", "apple cider vinegar"). */
const NOT_A_FOOD = [
  "to date",
  "up to date",
  "out of date",
  "by date",
  "expiry date",
  "expiration date",
  "date of birth",
  "orange vegetable",
  "orange fleshed",
  "orange colored",
  "orange coloured",
  "orange and yellow",
  "yellow and orange",
  "red and orange",
  "orange or yellow",
  "yellow or orange",
  "apple cider vinegar",
  "cider vinegar",
  "wine vinegar",
  "ginger beer",
  "root beer",
  "rum raisin",
].map((phrase) => ({ words: words(phrase), value: { kind: "not_a_food" } as Named }));

/** The single-word-sequence alternatives of a rule's selector ("word:swordfish"), which a text can name. */
function phrasesOf(rule: FoodRule): (readonly string[])[] {
  if (rule.unless) return [];
  return rule.match.flatMap((alternative) =>
    alternative.length === 1 && alternative[0]!.kind === "word" ? [alternative[0]!.words] : [],
  );
}

/** Every name the text may use for a food, for this person: our foods and groups first, then rule words and typed allergies. */
function namesFor(kb: KnowledgeBase, rules: SafetyRules, person: Person): { words: readonly string[]; value: Named }[] {
  const ruleNames = rules.foodRules
    // Must-cook rules are about raw foods; a name in a text says nothing of how it is cooked (our foods' raw rows are checked apart).
    .filter((rule) => rule.table !== "must_cook" && whoApplies(rule.who, person.groups))
    .flatMap((rule) => phrasesOf(rule).map((phrase) => ({ words: phrase, value: { kind: "rule", rule } as Named })));
  const typed = person.allergyPhrases.map((phrase) => ({
    words: phrase,
    value: { kind: "typed", phrase: phrase.join(" ") } as Named,
  }));
  const foods = foodNames(kb).map((entry) => ({ words: entry.words, value: entry.value as Named }));
  return [...NOT_A_FOOD, ...foods, ...ruleNames, ...typed];
}

/** Our foods' and groups' names. */
function foodNames(kb: KnowledgeBase): { words: readonly string[]; value: { kind: "food"; term: FoodTerm } }[] {
  return foodNameTerms(kb, { groups: true }).map((entry) => ({
    words: entry.words,
    value: { kind: "food" as const, term: entry.value },
  }));
}

/** Each rule's message once (two rules, or a rule and a food, may say the same). */
function uniqueBy<T extends { ruleId: string }>(items: readonly T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => other.ruleId === item.ruleId) === index);
}

/** The rules for the person (not must-cook ones) one of whose words is `phrase`, the matched rule first. */
function rulesNaming(rules: SafetyRules, person: Person, phrase: readonly string[], matched: FoodRule): FoodRule[] {
  const same = (ruleWords: readonly string[]) =>
    ruleWords.length === phrase.length && ruleWords.every((word, index) => word === phrase[index]);
  const others = rules.foodRules.filter(
    (rule) =>
      rule !== matched &&
      rule.table !== "must_cook" &&
      whoApplies(rule.who, person.groups) &&
      phrasesOf(rule).some(same),
  );
  return [matched, ...others];
}

/** The cautions every food of `foods` has (by rule), in the first one's words. */
function sharedCautions(assessments: readonly FoodAssessment[]): Caution[] {
  const [first, ...rest] = assessments;
  if (!first) return [];
  return first.cautions.filter((caution) =>
    rest.every((other) => other.cautions.some((candidate) => candidate.ruleId === caution.ruleId)),
  );
}

/** What the rules say of one of our names: every food it names left out, named raw and to be cooked, or cautions. */
function judgeFoods(
  foods: readonly Food[],
  group: boolean,
  raw: boolean,
  assess: (food: Food) => FoodAssessment,
  rules: SafetyRules,
) {
  const assessments = foods.map(assess);
  if (raw) {
    const rawOnes = assessments.filter((assessment) => rules.foodIndex.get(assessment.food.id)?.raw);
    const named = rawOnes.length > 0 ? rawOnes : assessments;
    const firsts = named.map((assessment) => assessment.exclusion);
    if (firsts.every((exclusion) => exclusion !== null)) {
      const exclusion = firsts.find((candidate) => candidate.origin !== "food_safety") ?? firsts[0]!;
      const all = named.find((assessment) => assessment.exclusion === exclusion)!.exclusions;
      const exclusions = exclusion.origin === "food_safety" ? all : all.filter((item) => item.origin !== "food_safety");
      return {
        kind: exclusion.origin === "food_safety" ? ("cook" as const) : ("excluded" as const),
        exclusion,
        exclusions,
      };
    }
  }
  // A row left out only because it is raw stands for the food cooked (egg yolks, morels).
  const eatable = assessments.filter(
    (assessment) => assessment.exclusion === null || assessment.exclusion.origin === "food_safety",
  );
  if (eatable.length === 0)
    return {
      kind: "excluded" as const,
      exclusion: assessments[0]!.exclusion!,
      exclusions: assessments[0]!.exclusions.filter((item, index) => index === 0 || item.origin !== "food_safety"),
    };
  if (group) return null;
  const allowed = eatable.filter((assessment) => assessment.exclusion === null);
  const cautions = sharedCautions(allowed.length > 0 ? allowed : eatable);
  return cautions.length > 0 ? { kind: "caution" as const, cautions } : null;
}

/**
 * The foods `text` names that the policy leaves out for the person, or whose cautions the text does not
 * already give, each once, in the order the text names them.
 */
export function foodConcernsNamedIn(
  kb: KnowledgeBase,
  rules: SafetyRules,
  person: Person,
  text: string,
  assess: (food: Food) => FoodAssessment = assessor(kb, rules, person).assess,
): NamedFoodConcern[] {
  const folded = normalizeText(text);
  const surface = folded.split(" ");
  const textWords = words(text);
  const concerns: NamedFoodConcern[] = [];
  const seen = new Set<string>();
  for (const match of findTerms(textWords, namesFor(kb, rules, person))) {
    const named = match.value;
    if (named.kind === "not_a_food") continue;
    const before = textWords[match.start - 1];
    const after = textWords[match.start + match.length];
    const last = textWords[match.start + match.length - 1]!;
    if (
      (before !== undefined && ANOTHER_FOOD_BEFORE.has(before) && NAMES_WITH_OTHER_VERSIONS.has(last)) ||
      (after !== undefined && NOT_THE_FOOD_AFTER.has(after))
    )
      continue;
    const raw = (before !== undefined && RAW.has(before)) || after === "raw";
    const key = `${raw ? "raw " : ""}${textWords.slice(match.start, match.start + match.length).join(" ")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const from = raw && before !== undefined && RAW.has(before) ? match.start - 1 : match.start;
    const label = surface.slice(from, match.start + match.length).join(" ");
    if (named.kind === "typed") {
      const exclusion = typedAllergyExclusion(named.phrase);
      concerns.push({ named: label, term: null, kind: "excluded", exclusion, exclusions: [exclusion] });
      continue;
    }
    if (named.kind === "rule") {
      // Every rule for the person that names these words ("pâté" in pregnancy: the liver rule and the pâté rule).
      const phrase = textWords.slice(match.start, match.start + match.length);
      const verdicts = rulesNaming(rules, person, phrase, named.rule).map((rule) => ruleVerdict(rule, person));
      // A food of ours inside the words ("salmon" in "smoked salmon", "oyster" in "raw oyster") keeps its own rules.
      const inner = findTerms(phrase, foodNames(kb)).flatMap((found) => {
        const innerRaw = found.start > 0 && RAW.has(phrase[found.start - 1]!);
        const judgedInner = judgeFoods(found.value.term.foods, found.value.term.group, innerRaw, assess, rules);
        return judgedInner ? [judgedInner] : [];
      });
      for (const judgedInner of inner)
        verdicts.push(
          ...(judgedInner.kind === "caution"
            ? judgedInner.cautions.map((caution) => ({ caution }))
            : judgedInner.exclusions
                .filter((item) => item.origin !== "food_safety")
                .map((exclusion) => ({ exclusion }))),
        );
      const exclusions = uniqueBy(verdicts.flatMap((verdict) => ("exclusion" in verdict ? [verdict.exclusion] : [])));
      if (exclusions.length > 0) {
        concerns.push({ named: label, term: null, kind: "excluded", exclusion: exclusions[0]!, exclusions });
        continue;
      }
      const untold = uniqueBy(verdicts.flatMap((verdict) => ("caution" in verdict ? [verdict.caution] : []))).filter(
        (caution) => !folded.includes(normalizeText(caution.message)),
      );
      if (untold.length > 0) concerns.push({ named: label, term: null, kind: "caution", cautions: untold });
      continue;
    }
    const judged = judgeFoods(named.term.foods, named.term.group, raw, assess, rules);
    if (!judged) continue;
    const term = named.term.group ? null : named.term.term;
    if (judged.kind !== "caution") {
      concerns.push({
        named: label,
        term,
        kind: judged.kind,
        exclusion: judged.exclusion,
        exclusions: judged.exclusions,
      });
      continue;
    }
    const untold = judged.cautions.filter((caution) => !folded.includes(normalizeText(caution.message)));
    if (untold.length > 0) concerns.push({ named: label, term, kind: "caution", cautions: untold });
  }
  return concerns;
}
