import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { dashboardRecommendationTexts } from "../texts/assessment.ts";
import {
  daysWithProduct,
  keyRecommendations,
  nutrientStatuses,
  nutritionBalance,
  overallScore,
  recommendedFoods,
  supplementsReplaced,
} from "./scoring.ts";

describe("overall score", () => {
  it("adds lifestyle, fruit and veg, sleep and stress", () => {
    expect(overallScore({ lifestyle: "active", vegetablesFruitsConsumption: "daily", sleepQuality: "good", stressLevel: "low" })).toBe(100);
    expect(overallScore({ lifestyle: "moderate", vegetablesFruitsConsumption: "3_to_5", sleepQuality: "fair", stressLevel: "medium" })).toBe(70);
    expect(overallScore({ lifestyle: "sedentary", vegetablesFruitsConsumption: "rarely", sleepQuality: "poor", stressLevel: "high" })).toBe(40);
    expect(overallScore({})).toBe(40);
  });
  it("ranks fruit and veg daily above 3_to_5 (decisions.md)", () => {
    const base = { lifestyle: "moderate", sleepQuality: "fair", stressLevel: "medium" } as const;
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "daily" })).toBe(80);
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "3_to_5" })).toBe(70);
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "rarely" })).toBe(60);
  });
});

describe("nutrition balance", () => {
  it("adds diet, fruit and veg and supplements, reading regularly where the spec says yes", () => {
    expect(nutritionBalance({ dietType: "balanced", vegetablesFruitsConsumption: "daily", takesDietarySupplements: "sometimes" })).toBe(100);
    expect(nutritionBalance({ dietType: "mediterranean", vegetablesFruitsConsumption: "3_to_5", takesDietarySupplements: "regularly" })).toBe(75);
    expect(nutritionBalance({ dietType: "vegan", vegetablesFruitsConsumption: "rarely", takesDietarySupplements: "no" })).toBe(50);
  });
});

describe("days with the product", () => {
  it("rounds up whole days since creation", () => {
    const now = new Date("2025-03-10T12:00:00Z");
    expect(daysWithProduct("2025-03-10T12:00:00Z", now)).toBe(0);
    expect(daysWithProduct("2025-03-10T11:00:00Z", now)).toBe(1);
    expect(daysWithProduct(new Date("2025-03-08T13:00:00Z"), now)).toBe(2);
  });
});

describe("supplements replaced", () => {
  it("counts the supplements list", () => {
    expect(supplementsReplaced(completeAnswers)).toBe(1);
    expect(supplementsReplaced({})).toBe(0);
  });
});

describe("nutrient status", () => {
  it("vitamin D is good for 30-60 and more than 60 minutes of sun", () => {
    expect(nutrientStatuses({ sunlightExposure: "30_to_60" })[0]).toMatchObject({ percent: 85, level: "good" });
    expect(nutrientStatuses({ sunlightExposure: "more_than_60" })[0]).toMatchObject({ percent: 85, level: "good" });
    expect(nutrientStatuses({ sunlightExposure: "less_than_30" })[0]).toMatchObject({ percent: 30, level: "low" });
  });
  it("B12, iron and omega-3 are good for daily and 3_to_5 meat or fish", () => {
    for (const meat of ["daily", "3_to_5"] as const) {
      const [, b12, iron, omega] = nutrientStatuses({ meatFishConsumption: meat });
      expect([b12?.percent, iron?.percent, omega?.percent]).toEqual([85, 85, 85]);
    }
    const [, b12, iron, omega] = nutrientStatuses({ meatFishConsumption: "rarely" });
    expect([b12?.level, iron?.level, omega?.level]).toEqual(["medium", "medium", "low"]);
    expect([b12?.percent, iron?.percent, omega?.percent]).toEqual([65, 65, 40]);
  });
});

describe("recommended foods and key recommendations", () => {
  it("follows the spec's conditions", () => {
    expect(recommendedFoods(completeAnswers).map((f) => f.name)).toEqual([
      "Salmon",
      "Mushrooms",
      "Egg yolks",
      "Walnuts",
      "Algae-based supplement",
    ]);
    expect(recommendedFoods(minimalAnswers).map((f) => f.name)).toEqual(["Algae-based supplement"]);
  });
  it("always ends with the light-hearted item", () => {
    expect(keyRecommendations(completeAnswers).at(-1)).toBe(dashboardRecommendationTexts.joke);
    expect(keyRecommendations(minimalAnswers)).toEqual([dashboardRecommendationTexts.highStress, dashboardRecommendationTexts.joke]);
    expect(keyRecommendations({ sunlightExposure: "more_than_60", meatFishConsumption: "daily", stressLevel: "low" })).toEqual([
      dashboardRecommendationTexts.keepGoing,
      dashboardRecommendationTexts.joke,
    ]);
  });
});
