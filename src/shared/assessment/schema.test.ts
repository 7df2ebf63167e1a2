import { describe, expect, it } from "vitest";
import { assessmentMessages as msg } from "../texts/assessment.ts";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { firstInvalidStep, parseAnswers, validateStep } from "./schema.ts";

const messages = (step: 1 | 2 | 3 | 4 | 5, answers: Record<string, unknown>) =>
  validateStep(step, answers).map((e) => e.message);

describe("step 1: personal information", () => {
  it("lists every required message, in field order, and does not check names", () => {
    expect(messages(1, {})).toEqual([
      msg.yearOfBirthRequired,
      msg.genderRequired,
      msg.weightRequired,
      msg.heightRequired,
    ]);
    expect(msg.yearOfBirthRequired).toBe("Year of birth is required");
    expect(msg.genderRequired).toBe("Gender is required");
    expect(msg.weightRequired).toBe("Weight is required");
    expect(msg.heightRequired).toBe("Height is required");
  });

  it("treats empty inputs (empty string, null, NaN) as missing", () => {
    expect(messages(1, { yearOfBirth: "", gender: null, weight: Number.NaN, height: null })).toEqual([
      msg.yearOfBirthRequired,
      msg.genderRequired,
      msg.weightRequired,
      msg.heightRequired,
    ]);
  });

  it("enforces the numeric limits with clear messages", () => {
    const year = new Date().getFullYear();
    const base = { gender: "male", yearOfBirth: 1990, weight: 70, height: 180 };
    expect(messages(1, { ...base, yearOfBirth: 1899 })).toEqual([`Year of birth must be between 1900 and ${year}`]);
    expect(messages(1, { ...base, yearOfBirth: year + 1 })).toEqual([`Year of birth must be between 1900 and ${year}`]);
    expect(messages(1, { ...base, yearOfBirth: 1990.5 })).toEqual([`Year of birth must be between 1900 and ${year}`]);
    expect(messages(1, { ...base, weight: 19.9 })).toEqual(["Weight must be between 20 and 250 kg"]);
    expect(messages(1, { ...base, weight: 250.1 })).toEqual(["Weight must be between 20 and 250 kg"]);
    expect(messages(1, { ...base, height: 99 })).toEqual(["Height must be between 100 and 250 cm"]);
    expect(messages(1, { ...base, height: 251 })).toEqual(["Height must be between 100 and 250 cm"]);
    expect(messages(1, { ...base, yearOfBirth: 1900, weight: 20, height: 100 })).toEqual([]);
    expect(messages(1, { ...base, yearOfBirth: year, weight: 250, height: 250 })).toEqual([]);
  });

  it("accepts numbers sent as strings and rejects an unknown gender", () => {
    expect(messages(1, { gender: "male", yearOfBirth: "1990", weight: "70.5", height: "180" })).toEqual([]);
    expect(messages(1, { gender: "robot", yearOfBirth: 1990, weight: 70, height: 180 })).toEqual([
      msg.invalidChoice("Gender"),
    ]);
  });

  it("keeps names optional but length-limited", () => {
    const base = { gender: "male", yearOfBirth: 1990, weight: 70, height: 180 };
    expect(messages(1, { ...base, firstName: "" })).toEqual([]);
    expect(messages(1, { ...base, firstName: "x".repeat(101) })).toEqual(["First Name must be at most 100 characters"]);
  });
});

describe("step 2: lifestyle and activity", () => {
  it("lists every required message", () => {
    expect(messages(2, {})).toEqual([
      "Lifestyle type is required",
      "Sitting time is required",
      "Exercise frequency is required",
    ]);
  });
  it("does not require activities, but limits the other text", () => {
    const base = { lifestyle: "active", sittingTime: "less_than_3", exerciseFrequency: "5_plus" };
    expect(messages(2, base)).toEqual([]);
    expect(messages(2, { ...base, activities: ["other"], otherActivity: "x".repeat(201) })).toEqual([
      "Other activity must be at most 200 characters",
    ]);
    expect(messages(2, { ...base, activities: ["juggling"] })).toEqual([
      msg.invalidChoice("Which activities do you do?"),
    ]);
  });
});

describe("step 3: dietary habits", () => {
  it("lists every required message", () => {
    expect(messages(3, {})).toEqual([
      "Diet type is required",
      "Vegetables and fruits consumption is required",
      "Meat and fish consumption is required",
      "Dairy consumption is required",
      "Fast food consumption is required",
      "Dietary supplements question is required",
    ]);
  });
});

describe("step 4: health status and goals", () => {
  it("lists every required message", () => {
    expect(messages(4, {})).toEqual([
      "Sleep quality is required",
      "Stress level is required",
      "At least one health goal is required",
    ]);
    expect(messages(4, { sleepQuality: "good", stressLevel: "low", healthGoals: [] })).toEqual([
      "At least one health goal is required",
    ]);
  });
});

describe("step 5: lifestyle factors and environment", () => {
  it("lists every required message; alcohol is optional", () => {
    expect(messages(5, {})).toEqual([
      "Water intake is required",
      "Smoking status is required",
      "Sunlight exposure is required",
      "Travel frequency is required",
    ]);
  });
  it("counts smoking=false as answered; only undefined is missing", () => {
    const base = { waterIntake: "2_plus", sunlightExposure: "30_to_60", travelFrequency: "less_than_1" };
    expect(messages(5, { ...base, smoking: false })).toEqual([]);
    expect(messages(5, { ...base, smoking: true })).toEqual([]);
    expect(messages(5, { ...base })).toEqual(["Smoking status is required"]);
  });
});

describe("whole answers", () => {
  it("accepts a complete answer object and drops unknown keys", () => {
    const result = parseAnswers({ ...completeAnswers, isAdmin: true });
    expect(result.success).toBe(true);
    expect(result).not.toHaveProperty("answers.isAdmin");
    expect(result).toHaveProperty("answers.weight", 62.5);
    expect(firstInvalidStep(completeAnswers)).toBeNull();
  });

  it("names every bad field", () => {
    const result = parseAnswers({ ...completeAnswers, weight: 500, healthGoals: [], smoking: undefined });
    expect(result.success).toBe(false);
    expect(result).toHaveProperty("fields", {
      weight: ["Weight must be between 20 and 250 kg"],
      healthGoals: ["At least one health goal is required"],
      smoking: ["Smoking status is required"],
    });
    expect(firstInvalidStep({ ...completeAnswers, sleepQuality: undefined })).toBe(4);
  });

  it("rejects a non-object", () => {
    const result = parseAnswers("hello");
    expect(result.success).toBe(false);
    expect(result).toHaveProperty("fields", { answers: [expect.any(String)] });
  });
});
