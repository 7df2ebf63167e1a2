import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import { deriveLatest } from "./derive.ts";
import { AT, policy } from "./test-people.ts";

// The dashboard's nutrient status bars read as the policy reads the person: supplements, diet and life stage.

const statusOf = (answers: DraftAnswers, nutrient: string) => {
  const status = deriveLatest(policy, answers, "", AT).nutrientStatuses.find((item) => item.nutrient === nutrient)!;
  return `${status.name} ${status.percent}% ${status.level}`;
};

describe("the dashboard's nutrient status", () => {
  const base = {
    ...completeAnswers,
    dietType: "balanced",
    allergies: ["none"],
    healthConditions: ["none"],
    sunlightExposure: "less_than_30",
    meatFishConsumption: "daily",
  } as DraftAnswers;

  it("shows someone who takes vitamin D no low vitamin D, whatever their sunlight", () => {
    expect(statusOf({ ...base, takesDietarySupplements: "no", supplements: [] }, "vitamin_d")).toBe(
      "Vitamin D 30% low",
    );
    expect(statusOf({ ...base, takesDietarySupplements: "regularly", supplements: ["vitamin_d"] }, "vitamin_d")).toBe(
      "Vitamin D 85% good",
    );
  });

  it("reads a typed diet and a typed pregnancy as the policy does", () => {
    expect(statusOf({ ...base, dietType: "other", otherDietType: "pescatarian" }, "iron")).toBe("Iron 65% medium");
    expect(statusOf({ ...base, dietType: "other", otherDietType: "pescatarian" }, "omega_3")).toBe("Omega-3 85% good");
    expect(
      statusOf(
        {
          ...base,
          gender: "female",
          yearOfBirth: 1995,
          healthConditions: ["other"],
          otherHealthCondition: "24 weeks pregnant",
        },
        "iron",
      ),
    ).toBe("Iron 65% medium");
  });

  it("counts B12 from food as medium after 50 without a B12 supplement", () => {
    expect(statusOf({ ...base, yearOfBirth: 1950 }, "vitamin_b12")).toBe("Vitamin B12 65% medium");
    expect(statusOf({ ...base, yearOfBirth: 1990 }, "vitamin_b12")).toBe("Vitamin B12 85% good");
  });
});
