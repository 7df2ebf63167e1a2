import type { AssessmentAnswers } from "./assessment/schema.ts";
import type { NutrientStatus } from "./assessment/scoring.ts";

// GET /api/dashboard and GET /api/dashboard/weekly-plan: what the server computes from the signed-in
// person's stored assessments, and the browser shows (spec section 2 "Dashboard", with decisions.md's fixes).

/** What one serving (or the stated amount) of a food supplies of one nutrient, from the knowledge base. */
export interface DashboardNutrientAmount {
  /** Nutrient name for people ("Vitamin D", "EPA + DHA (omega-3)"). */
  name: string;
  amount: number;
  unit: string;
  /** Share of the FDA Daily Value; null for nutrients without one (ALA, EPA + DHA). */
  percentDv: number | null;
}

/** A caution or advice line of the policy's, with the source its rule names (null for our own lines). */
export interface SourcedNote {
  text: string;
  source: { label: string; url: string } | null;
}

/** One recommended food: the spec's own, or the food the safety policy chose in its place. */
export interface DashboardFood {
  name: string;
  /** "150 g", "2 eggs (100 g)", "1 oz, 28.4 g". */
  amount: string;
  supplies: DashboardNutrientAmount[];
  /** The spec's food this one replaces ("Salmon"), or null when it is the spec's food itself. */
  replaces: string | null;
  /** Why the spec's food was replaced, in the policy's words ("vegan: animal food"). */
  replacedBecause: string | null;
  /** The policy's cautions that come with this food, each with its source. */
  cautions: SourcedNote[];
  /** The spec's one non-food item (an algae-based omega-3), kept as the secondary option it is. */
  isSupplement: boolean;
}

export type DashboardMeal = "breakfast" | "lunch" | "dinner" | "snack";

/** One meal of the day: a meal of our library, with how much of it and the cautions of its ingredients. */
export interface DashboardPlannedMeal {
  slot: DashboardMeal;
  /** "Overnight oats with blueberries and walnuts (1.5 servings, 5 min)". */
  text: string;
  cautions: SourcedNote[];
}

export interface DashboardMealPlan {
  /** "meals": a day from the meal library that suits the person; "none": no plan (under 14: no food suggestions at all). */
  source: "meals" | "none";
  meals: DashboardPlannedMeal[];
  /** The day's energy, protein and fibre (or, for someone who gets no calorie figures, why there are none); null for "none". */
  totals: string | null;
  /** The energy need the portions are sized to, and its source, or why there is none; null for "none". */
  need: string | null;
  /** What the day gives of the person's key nutrients; null when it gives none of them. */
  supplies: string | null;
  /** Why there is no plan (source "none"), in the policy's words with its source, as the assessment says it; empty otherwise. */
  notes: SourcedNote[];
}

/**
 * One key recommendation: the sentence (our own words, or under 14 the policy's rule with its source), then each caution
 * of the foods it names, with its source.
 */
export interface DashboardRecommendation {
  text: string;
  source: SourcedNote["source"];
  cautions: SourcedNote[];
}

/** The lifestyle answers the dashboard shows (labelled in the browser with the wizard's own labels). */
export type DashboardFactors = Pick<
  AssessmentAnswers,
  "lifestyle" | "sleepQuality" | "stressLevel" | "dietType" | "otherDietType" | "allergies" | "otherAllergy"
>;

export interface DashboardLatest {
  id: string;
  completedAt: string;
  factors: Partial<DashboardFactors>;
  overallScore: number;
  nutritionBalance: number;
  /** Days since the person's first completed assessment, rounded up (at least 1). */
  daysWithFoodFirst: number;
  supplementsReplaced: number;
  keyRecommendations: DashboardRecommendation[];
  nutrientStatuses: NutrientStatus[];
  foods: DashboardFood[];
  /**
   * The policy's standard advice for the person (as the assessment gives it), advice where no food suits them,
   * nutrients their condition says not to push, and typed text the foods could not be checked against; under 14,
   * why no food is suggested.
   */
  foodNotes: SourcedNote[];
  mealPlan: DashboardMealPlan;
}

export interface DashboardHistoryEntry {
  id: string;
  completedAt: string;
  overallScore: number;
  nutritionBalance: number;
}

/** The newest assessment when it is not completed: the screen says what is happening and links to it. */
export interface DashboardPending {
  id: string;
  status: "generating" | "failed";
  errorCode: string | null;
  completedAt: string;
}

export interface DashboardDto {
  /** The latest completed assessment's figures; null when there is none. */
  latest: DashboardLatest | null;
  pending: DashboardPending | null;
  /** Every completed assessment, newest first. */
  history: DashboardHistoryEntry[];
}

export const weeklyPlanPath = "/api/dashboard/weekly-plan";
