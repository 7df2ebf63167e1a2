import type { Food } from "../../nutrition/kb/types.ts";
import type { KnowledgeBase } from "../../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../../nutrition/policy/policy.ts";
import type { Assessor, FoodAssessment } from "../../nutrition/policy/exclusions.ts";
import type { SafetyRules } from "../../nutrition/kb/rules/types.ts";
import type { ChatPerson } from "../person.ts";

/** What every offline answer reads: the knowledge base, the policy bound to the person, and the person. */
export interface OfflineContext {
  kb: KnowledgeBase;
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
