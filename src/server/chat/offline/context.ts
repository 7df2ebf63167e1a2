import type { LookupFilter, LookupMatch } from "../../../shared/lookup.ts";
import type { PersonAnswers } from "../../nutrition/answers/person-from-answers.ts";
import type { Food } from "../../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../../nutrition/policy/policy.ts";
import type { Assessor, FoodAssessment } from "../../nutrition/policy/exclusions.ts";
import type { SafetyRules } from "../../nutrition/kb/rules/types.ts";
import type { ChatPerson } from "../person.ts";

/**
 * The lookup's answer for a supplement (Supplements vs Whole Foods: its foods for the person, the notes on what food
 * can and cannot replace), or null when the name matches none. The lookup feature's, handed in by app.ts.
 */
export type SupplementLookup = (
  query: string,
  profile: PersonAnswers,
  profileSource: LookupFilter["source"],
) => LookupMatch | null;

/** What the offline engine answers from: the knowledge base, the policy, and the lookup's answer for a supplement. */
export interface OfflineTools {
  kb: KnowledgeBase;
  policy: Policy;
  lookupSupplement: SupplementLookup;
}

/** What every offline answer reads: the knowledge base, the policy bound to the person, and the person. */
export interface OfflineContext {
  kb: KnowledgeBase;
  lookupSupplement: SupplementLookup;
  policy: ReturnType<Policy["forPerson"]>;
  /** What the rules say about one food for this person (left out and why, cautions). */
  assess: (food: Food) => FoodAssessment;
  /** The same verdicts with the person's upper limits, as the meal planner reads them. */
  assessor: Assessor;
  rules: SafetyRules;
  chat: ChatPerson;
}

/** An answer, and whether it gives health guidance (then the not-medical-advice note follows it). */
export interface OfflineAnswer {
  text: string;
  guidance: boolean;
}
