import type { AssessmentAnswers } from "../../src/shared/assessment/schema.ts";

/** A complete, valid answer object (a vegetarian with a nut allergy). */
export const completeAnswers: AssessmentAnswers = {
  firstName: "Ada",
  lastName: "Lovelace",
  yearOfBirth: 1985,
  gender: "female",
  weight: 62.5,
  height: 168,
  lifestyle: "moderate",
  sittingTime: "3_to_6",
  exerciseFrequency: "3_to_4",
  activities: ["running", "other"],
  otherActivity: "Climbing",
  dietType: "vegetarian",
  allergies: ["nuts"],
  vegetablesFruitsConsumption: "daily",
  meatFishConsumption: "rarely",
  dairyConsumption: "3_to_5",
  fastFoodConsumption: "never",
  takesDietarySupplements: "sometimes",
  supplements: ["vitamin_d"],
  healthConditions: ["none"],
  sleepQuality: "fair",
  stressLevel: "medium",
  healthGoals: ["increase_energy"],
  waterIntake: "1_to_2",
  alcoholConsumption: "rarely",
  smoking: false,
  sunlightExposure: "less_than_30",
  travelFrequency: "2_to_4",
};

/** The same person, every required field answered and nothing optional. */
export const minimalAnswers: AssessmentAnswers = {
  yearOfBirth: 1970,
  gender: "male",
  weight: 80,
  height: 180,
  lifestyle: "sedentary",
  sittingTime: "more_than_6",
  exerciseFrequency: "never",
  activities: [],
  dietType: "balanced",
  allergies: [],
  vegetablesFruitsConsumption: "rarely",
  meatFishConsumption: "daily",
  dairyConsumption: "daily",
  fastFoodConsumption: "3_plus",
  takesDietarySupplements: "no",
  supplements: [],
  healthConditions: [],
  sleepQuality: "poor",
  stressLevel: "high",
  healthGoals: ["lose_weight"],
  waterIntake: "less_than_1",
  smoking: true,
  sunlightExposure: "more_than_60",
  travelFrequency: "more_than_4",
};

/**
 * The two people issue 22's closing note describes a day for (on top of `completeAnswers`, a vegetarian woman with
 * no allergy or condition): the planner's energy tests and `scripts/plan-figures.ts` read the same answers.
 */
export const referencePlanPeople = {
  pregnantVegetarian: {
    healthConditions: ["other"],
    otherHealthCondition: "24 weeks pregnant",
    yearOfBirth: 1994,
    weight: 68,
    height: 165,
  },
  manOnWarfarin: {
    dietType: "balanced",
    gender: "male",
    yearOfBirth: 1958,
    weight: 82,
    height: 176,
    lifestyle: "sedentary",
    exerciseFrequency: "never",
    healthConditions: ["other"],
    otherHealthCondition: "on warfarin",
  },
} satisfies Record<string, Partial<AssessmentAnswers>>;
