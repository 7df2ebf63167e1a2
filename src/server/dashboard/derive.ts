import { type DraftAnswers } from "../../shared/assessment/schema.ts";
import { dashboardFigures, nutrientStatuses, type StatusContext } from "../../shared/assessment/scoring.ts";
import type { DashboardFactors, DashboardLatest } from "../../shared/dashboard.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { dashboardFoods } from "./foods.ts";
import { personFoods, type PersonFoods } from "./person.ts";
import { mealPlanOf } from "./plan.ts";
import { dashboardRecommendations } from "./recommendations.ts";

// Everything the dashboard shows about one completed assessment that depends only on it (its answers and
// text): computed once per assessment version and kept by the service, since the screen is read often.

export type DerivedLatest = Omit<DashboardLatest, "id" | "completedAt" | "daysWithFoodFirst">;

function factorsOf(answers: DraftAnswers): Partial<DashboardFactors> {
  const { lifestyle, sleepQuality, stressLevel, dietType, otherDietType, allergies, otherAllergy } = answers;
  return { lifestyle, sleepQuality, stressLevel, dietType, otherDietType, allergies, otherAllergy };
}

export function deriveLatest(policy: Policy, answers: DraftAnswers, text: string, completedAt: Date): DerivedLatest {
  const figures = dashboardFigures(answers);
  const who = personFoods(policy, answers, completedAt);
  const foods = dashboardFoods(answers, who);
  return {
    factors: factorsOf(answers),
    overallScore: figures.overallScore,
    nutritionBalance: figures.nutritionBalance,
    supplementsReplaced: figures.supplementsReplaced,
    keyRecommendations: dashboardRecommendations(answers, who),
    nutrientStatuses: nutrientStatuses(answers, statusContext(who)),
    foods: foods.foods,
    foodNotes: foods.notes,
    // The same day the offline assessment writes as its sample day (decision 022), with its figures.
    mealPlan: mealPlanOf(answers, who),
  };
}

/** The person as the policy read them (typed diets and conditions included), for the nutrient status bars. */
function statusContext({ person }: PersonFoods): StatusContext {
  return {
    eatsMeat: !person.groups.has("eats:no_meat"),
    eatsFish: !person.groups.has("eats:no_fish"),
    pregnant: person.groups.has("stage:pregnant"),
    over50: person.groups.has("stage:age_51_plus"),
  };
}
