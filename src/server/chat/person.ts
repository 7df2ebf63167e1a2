import { parseAnswers, type AssessmentAnswers, type DraftAnswers } from "../../shared/assessment/schema.ts";
import { dashboardFigures, nutrientStatusLevelLabel } from "../../shared/assessment/scoring.ts";
import { assessmentOptionLabels } from "../../shared/texts/assessment.ts";
import { notCheckedLines } from "../nutrition/policy/recommend.ts";
import type { DietProfile, NutrientKey } from "../nutrition/kb/types.ts";
import { planNutrients } from "../nutrition/meals/person-plan.ts";
import type { Person, PersonInput } from "../nutrition/policy/types.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import type { SafetyRules } from "../nutrition/kb/rules/types.ts";
import { personInputFromAnswers } from "../nutrition/answers/person-from-answers.ts";
import { nutrientsAtRisk } from "../nutrition/answers/risk.ts";
import { fenceFreeText } from "../ai/fence.ts";

// Who is asking: the person's latest assessment read as the policy's Person (so every food the chat
// names is safe for their diet, allergies and conditions), the diet profile the lookup reads, and the
// facts a model is given (diet, allergies, goals, nutrients at risk, scores). No assessment: an unknown
// person, for whom the policy keeps its cautions.

export interface PersonFacts {
  diet: string;
  allergies: string[];
  conditions: string[];
  goals: string[];
  /** Typed text (diet, allergy, condition) as the person wrote it: data, fenced in the prompt. */
  typed: { field: string; text: string }[];
  overallScore: number;
  nutritionBalance: number;
  nutrientStatuses: { name: string; percent: number; level: string }[];
  atRisk: { name: string; reasons: string[] }[];
  /** Typed texts the food rules could not match, said plainly. */
  notChecked: string[];
  /** The same lines for a model's prompt: the typed text in them fenced as data. */
  notCheckedForModel: string[];
}

export interface ChatPerson {
  person: Person;
  /** What the person was resolved from, so a question can add what it says ("I'm pregnant, ..."). */
  input: PersonInput;
  /** The supplements the assessment says they take, as knowledge-base ids ("replace my supplement"). */
  supplementIds: string[];
  profile: DietProfile;
  /** The latest answers (none: an empty draft), for the meal planner's energy need. */
  answers: DraftAnswers;
  /** The nutrients the answers put at risk that a plan may favour (the assessment's sample day reads the same). */
  keyNutrients: NutrientKey[];
  /** Null when the person has not taken the assessment. */
  facts: PersonFacts | null;
}

const labelsOf = <K extends string>(
  values: readonly K[] | undefined,
  labels: Record<K, string>,
  skip: readonly string[] = ["none", "other"],
) => (values ?? []).filter((value) => !skip.includes(value)).map((value) => labels[value]);

function factsOf(answers: AssessmentAnswers, person: Person, rules: SafetyRules, now: Date): PersonFacts {
  const figures = dashboardFigures(answers);
  const typed = [
    { field: "otherDietType", text: answers.dietType === "other" ? answers.otherDietType : undefined },
    { field: "otherAllergy", text: answers.allergies?.includes("other") ? answers.otherAllergy : undefined },
    {
      field: "otherHealthCondition",
      text: answers.healthConditions?.includes("other") ? answers.otherHealthCondition : undefined,
    },
    { field: "otherHealthGoal", text: answers.healthGoals?.includes("other") ? answers.otherHealthGoal : undefined },
  ].filter(
    (entry): entry is { field: string; text: string } => typeof entry.text === "string" && entry.text.trim() !== "",
  );
  return {
    diet: assessmentOptionLabels.dietType[answers.dietType],
    allergies: labelsOf(answers.allergies, assessmentOptionLabels.allergies),
    conditions: labelsOf(answers.healthConditions, assessmentOptionLabels.healthConditions),
    goals: labelsOf(answers.healthGoals, assessmentOptionLabels.healthGoals),
    typed,
    overallScore: figures.overallScore,
    nutritionBalance: figures.nutritionBalance,
    nutrientStatuses: figures.nutrientStatuses.map((status) => ({
      name: status.name,
      percent: status.percent,
      level: nutrientStatusLevelLabel(status.level),
    })),
    atRisk: nutrientsAtRisk(answers, now, rules).map((risk) => ({ name: risk.name, reasons: risk.reasons })),
    notChecked: notCheckedLines(person),
    notCheckedForModel: notCheckedLines(person, fenceFreeText),
  };
}

/** The person as the chat knows them, from their latest stored answers (anything unreadable counts as none). */
export function chatPersonFrom(policy: Policy, storedAnswers: unknown, now = new Date()): ChatPerson {
  const parsed = storedAnswers === null || storedAnswers === undefined ? null : parseAnswers(storedAnswers);
  if (!parsed?.success)
    return {
      person: policy.resolvePerson({ now }),
      input: { now },
      supplementIds: [],
      profile: {},
      answers: {},
      keyNutrients: [],
      facts: null,
    };
  const answers = parsed.answers;
  const input = personInputFromAnswers(answers, now);
  const person = policy.resolvePerson(input);
  const profile: DietProfile = {
    dietType: answers.dietType,
    ...(answers.otherDietType ? { otherDietType: answers.otherDietType } : {}),
    allergies: answers.allergies,
    ...(answers.otherAllergy ? { otherAllergy: answers.otherAllergy } : {}),
  };
  const supplementIds = (answers.supplements ?? []).flatMap((id) =>
    id === "omega_3" ? ["fish_oil"] : id === "other" ? [] : [id],
  );
  const keyNutrients = planNutrients(policy.rules, person, nutrientsAtRisk(answers, now, policy.rules));
  return {
    person,
    input,
    supplementIds,
    profile,
    answers,
    keyNutrients,
    facts: factsOf(answers, person, policy.rules, now),
  };
}
