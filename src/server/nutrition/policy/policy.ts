// The recommendation policy: the ONE place that decides which foods and amounts FoodFirst suggests to a
// person. The assessment (offline engine and the facts given to a model), the supplement lookup, the
// dashboard, the weekly plan and the chat call it, and nothing else decides what is safe.
//
// Usage (the knowledge base carries its checked safety rules as kb.safety):
//
//   const kb = loadKnowledgeBase();
//   const policy = createPolicy(kb);
//   const person = policy.resolvePerson({
//     dietType, otherDietType, allergies, otherAllergy, healthConditions, otherHealthCondition,
//     yearOfBirth, sex: gender, eatsMeatRarely: meatFishConsumption === "rarely",
//   });
//   // For many calls about one person, policy.forPerson(person) offers the same three functions without the
//   // person argument, remembering what the rules say about each food.
//   policy.recommendFoods(person, "iron_mg", { limit: 3 });   // safe foods, amounts, %DV, cautions, reasons
//   policy.adviceFor(person, "iron_mg");                       // advice lines, key area or not, withheld
//   policy.adviceFor(person, null);                            // the person's general advice lines
//   policy.servingsToMatchSafely(person, food, "iron_mg", 18); // servings a day, or why food cannot match
//   policy.forPerson(person).assessFood(food);                 // left out (why), ranked last, cautions
//   policy.safetyCheck(person, text);                          // after a model's text: the foods it names that
//                                                              // the person must leave out, or without their cautions
//   person.unrecognised;                                       // typed text we could not match: say so
//   safetyTexts.notMedicalAdvice;                              // goes into every generated text
//
// Every function is pure over (kb, rules, person): nothing is cached between calls and no module holds state.
// The rules are data in data/nutrients/safety/ (see its README section and docs/decisions/006).
import type { SafetyCheckSubject } from "../../../shared/texts/safety-check.ts";
import type { Food, NutrientKey } from "../kb/types.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import { adviceFor } from "./advice.ts";
import { cachedAssessor } from "./exclusions.ts";
import { foodConcernsNamedIn } from "./named-foods.ts";
import { resolvePerson } from "./person.ts";
import { recommendFoods } from "./recommend.ts";
import { safetyCheckSuffix } from "./safety-check.ts";
import { servingsToMatchSafely } from "./servings.ts";
import type { PersonInput, Person } from "./types.ts";
import type { RecommendOptions } from "./result-types.ts";
import type { SafetyRules } from "../kb/rules/types.ts";
import { keepTakingReason, standardSupplements, supplementClassesIn } from "./keep-taking.ts";
import { proteinNeed, proteinNeedPerKg, proteinPerKg, sleepHours } from "./protein.ts";

/** The policy bound to one knowledge base and its rules (kb.safety unless others are given, e.g. in tests). */
export function createPolicy(kb: KnowledgeBase, rules: SafetyRules = kb.safety) {
  return {
    kb,
    rules,
    resolvePerson: (input: PersonInput) => resolvePerson(rules, input),
    recommendFoods: (person: Person, nutrient: NutrientKey, options?: RecommendOptions) =>
      recommendFoods(kb, rules, person, nutrient, options),
    servingsToMatchSafely: (person: Person, food: Food, nutrient: NutrientKey, dose: number) =>
      servingsToMatchSafely(kb, rules, person, food, nutrient, dose),
    adviceFor: (person: Person, nutrient: NutrientKey | null) => adviceFor(kb, rules, person, nutrient),
    /** The foods a text names that the person must leave out, or whose cautions it does not give. */
    foodConcernsIn: (person: Person, text: string) => foodConcernsNamedIn(kb, rules, person, text),
    /**
     * What to add after a language model's text (a chat answer, a written assessment) so it says plainly which
     * foods it names the person must leave out or take care with; empty when it names none.
     */
    safetyCheck: (person: Person, text: string, subject?: SafetyCheckSubject) =>
      safetyCheckSuffix(text, foodConcernsNamedIn(kb, rules, person, text), subject),
    /**
     * The policy for one person, remembering what the rules say about each food: for screens that ask about
     * many nutrients, foods or doses for the same person (the assessment, a weekly plan, a lookup page).
     */
    forPerson: (person: Person) => {
      const personAssessor = cachedAssessor(kb, rules, person);
      return {
        person,
        /** The person's upper limits by life stage (age band, pregnancy): the ones every dose and food is checked against. */
        upperLimits: personAssessor.limits,
        recommendFoods: (nutrient: NutrientKey, options?: RecommendOptions) =>
          recommendFoods(kb, rules, person, nutrient, options, personAssessor),
        servingsToMatchSafely: (food: Food, nutrient: NutrientKey, dose: number) =>
          servingsToMatchSafely(kb, rules, person, food, nutrient, dose, personAssessor),
        adviceFor: (nutrient: NutrientKey | null) => adviceFor(kb, rules, person, nutrient, personAssessor),
        /**
         * For a supplement the person takes (typed text, or medicine class ids): why to keep taking it (standard or
         * prescribed for them), or null. A screen never says food may replace a supplement this returns a reason for.
         */
        keepTaking: (supplement: string | readonly string[]) =>
          keepTakingReason(
            rules,
            person,
            typeof supplement === "string" ? supplementClassesIn(rules, supplement) : supplement,
          ),
        /** Supplements advised for the person whatever they take (folic acid in pregnancy, B12 on a plant-based diet...). */
        standardSupplements: () => standardSupplements(rules, person),
        /** Grams of protein a day per kg of body weight for the person's life stage, with its source. */
        proteinPerKg: () => proteinPerKg(rules, person),
        /**
         * The protein line for the person's weight ("about 56 g of protein a day (0.8 g per kg)"), with its source: the
         * one every screen shows; null under 14, without a weight, or where protein is not pushed and no row gives a figure.
         */
        proteinNeed: (weightKg: number | null | undefined) => proteinNeed(rules, person, weightKg),
        /** The same line per kg, for a person whose weight is not known; null where `proteinNeed` gives none. */
        proteinNeedPerKg: () => proteinNeedPerKg(rules, person),
        /** Hours of sleep recommended for the person's age, with its source (CDC). */
        sleepHours: () => sleepHours(person),
        /** What the rules say about one food for this person: left out (why), ranked last, cautions. */
        assessFood: (food: Food) => personAssessor.assess(food),
        foodConcernsIn: (text: string) => foodConcernsNamedIn(kb, rules, person, text, personAssessor.assess),
        safetyCheck: (text: string, subject?: SafetyCheckSubject) =>
          safetyCheckSuffix(text, foodConcernsNamedIn(kb, rules, person, text, personAssessor.assess), subject),
      };
    },
  };
}

export type Policy = ReturnType<typeof createPolicy>;
/** The policy bound to one person (createPolicy(kb).forPerson(person)). */
export type PersonPolicy = ReturnType<Policy["forPerson"]>;
