import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import type { SourcedNote } from "../../shared/dashboard.ts";
import { sourcedNote } from "./notes.ts";
import { adviceFor, type NutrientAdvice } from "../nutrition/policy/advice.ts";
import { cachedAssessor, withoutCaution, type Assessor } from "../nutrition/policy/exclusions.ts";
import { noFoodSuggestions } from "../nutrition/policy/nutrient-rules.ts";
import { recommendFoods } from "../nutrition/policy/recommend.ts";
import { personInputFromAnswers } from "../nutrition/answers/person-from-answers.ts";
import type { Food, NutrientKey } from "../nutrition/kb/types.ts";
import type { Person } from "../nutrition/policy/types.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import type { RecommendOptions } from "../nutrition/policy/result-types.ts";

// One person as the safety policy sees them, built once per assessment and shared by the dashboard's
// foods, recommendations, meal plan and weekly plan, so every food on the screen passed the same checks.

export interface PersonFoods {
  person: Person;
  policy: Policy;
  assessor: Assessor;
  /**
   * Every knowledge-base food no rule leaves out or ranks last for the person: what the weekly plan may serve, with
   * the cautions it prints and within their weekly limits. Empty under 14 (no food suggestions at all).
   */
  safeFoods: Food[];
  safeIds: ReadonlySet<string>;
  /** The safe foods with no caution at all: what a one-day plan names, as the assessment's sample day does. */
  plainFoods: Food[];
  /** Why no food is suggested at all (under 14), in the policy's words with its source, as the assessment says it; empty otherwise. */
  noFoods: SourcedNote[];
  recommend(nutrient: NutrientKey, options?: RecommendOptions): ReturnType<typeof recommendFoods>;
  /** The policy's standard advice for a nutrient, or with null the person's general advice. */
  advice(nutrient: NutrientKey | null): NutrientAdvice;
  isKeto: boolean;
}

export function personFoods(policy: Policy, answers: DraftAnswers, at: Date): PersonFoods {
  // The same reading of the answers as the assessment's; `at` is when they were given, so ages stay as they were.
  const person = policy.resolvePerson(personInputFromAnswers(answers, at));
  // One assessor for every question about this person: each food is judged once.
  const assessor = cachedAssessor(policy.kb, policy.rules, person);
  const noFoods = noFoodSuggestions(policy.rules, person).map(sourcedNote);
  const safeFoods =
    noFoods.length > 0
      ? []
      : policy.kb.foods.filter((food) => {
          const verdict = assessor.assess(food);
          return verdict.exclusion === null && !verdict.demoted;
        });
  return {
    person,
    policy,
    assessor,
    safeFoods,
    safeIds: new Set(safeFoods.map((food) => food.id)),
    plainFoods: safeFoods.filter((food) => withoutCaution(assessor.assess(food))),
    noFoods,
    recommend: (nutrient, options) => recommendFoods(policy.kb, policy.rules, person, nutrient, options, assessor),
    advice: (nutrient) => adviceFor(policy.kb, policy.rules, person, nutrient, assessor),
    isKeto: person.groups.has("diet:keto"),
  };
}

/** How a sentence names a food: "chia seeds", "mushrooms (portabella, UV-exposed)", "amaranth" (raw or cooked goes unsaid). */
export function foodInSentence(food: Food): string {
  const [head = "", ...rest] = food.name.split(",").map((part) => part.trim());
  const lowered = /^[A-Z][a-z]/.test(head) ? head[0]!.toLowerCase() + head.slice(1) : head;
  const details = rest.filter((part) => !/^(raw|cooked|dried|dry)$/i.test(part));
  return details.length > 0 ? `${lowered} (${details.join(", ")})` : lowered;
}

/** Foods named in one sentence: one per kind ("mushrooms" once), at most `limit`. */
export function foodsInSentence(foods: readonly Food[], limit: number): string[] {
  const heads = new Set<string>();
  const out: string[] = [];
  for (const food of foods) {
    const head = food.name.split(",")[0]!.trim().toLowerCase();
    if (heads.has(head)) continue;
    heads.add(head);
    out.push(foodInSentence(food));
  }
  return out.slice(0, limit);
}
