import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { personInputFromAnswers } from "../nutrition/answers/person-from-answers.ts";
import { policy } from "../nutrition/policy/test-helpers.ts";
import { profileFromAnswers } from "./routes.ts";

// The lookup's profile from the latest assessment: the supplements taken too, so the rules that combine a supplement
// with a medicine or condition (fish oil or vitamin E on warfarin) apply in the lookup as in the assessment.
describe("the lookup's profile from the latest assessment", () => {
  const onWarfarin = { ...completeAnswers, healthConditions: ["other"], otherHealthCondition: "on warfarin" };
  const groupsOf = (answers: unknown) => [
    ...policy.resolvePerson(personInputFromAnswers(profileFromAnswers(answers)!)).groups.keys(),
  ];

  it("carries the supplements the person said they take, ticked and typed", () => {
    const profile = profileFromAnswers({
      ...onWarfarin,
      takesDietarySupplements: "regularly",
      supplements: ["omega_3", "other"],
      otherSupplement: " fish oil 3 g ",
    });
    expect(profile).toMatchObject({ supplements: ["omega_3", "other"], otherSupplement: "fish oil 3 g" });
  });

  it("carries none when the person said they take none", () => {
    const profile = profileFromAnswers({
      ...onWarfarin,
      takesDietarySupplements: "no",
      supplements: ["omega_3"],
      otherSupplement: "fish oil",
    });
    expect(profile).toMatchObject({ supplements: [], otherSupplement: null });
  });

  it("puts the person in the groups the supplement rules name, as the assessment does", () => {
    const without = groupsOf({ ...onWarfarin, takesDietarySupplements: "no" });
    const withFishOil = groupsOf({
      ...onWarfarin,
      takesDietarySupplements: "regularly",
      supplements: ["other"],
      otherSupplement: "fish oil",
    });
    expect(withFishOil.filter((group) => !without.includes(group)).length).toBeGreaterThan(0);
  });
});
