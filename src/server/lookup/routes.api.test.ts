import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { createTestApp, uniqueEmail } from "../../../tests/support/test-app.ts";
import type { LookupMatch, LookupNoMatch, LookupProfileResponse, SuggestionsResponse } from "../../shared/lookup.ts";
import { lookupTexts } from "../../shared/texts/lookup.ts";
import { assessments, users } from "../db/schema.ts";

const t = await createTestApp();

let clients = 0;
/** A new signed-in person, each from their own address (sign-up is rate-limited per address). */
async function signedIn() {
  clients += 1;
  const client = t.client(`198.51.100.${clients}`);
  const { email } = await client.signUp(uniqueEmail("lookup"));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error("no user row");
  return { client, userId: user.id };
}

async function addAssessment(userId: string, answers: object, createdAt: Date) {
  await t.db.insert(assessments).values({
    userId,
    assessmentData: answers,
    status: "completed",
    idempotencyKey: `key-${createdAt.getTime()}-${Math.random()}`,
    createdAt,
    completedAt: createdAt,
  });
}

describe("lookup API", () => {
  it("refuses every endpoint to someone not signed in", async () => {
    const anonymous = t.client();
    for (const response of [
      await anonymous.post("/api/lookup", { supplementName: "Vitamin D" }),
      await anonymous.get("/api/lookup/suggestions?q=vit"),
      await anonymous.get("/api/lookup/profile"),
    ]) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  it("answers bad input with a 400 and a clear message", async () => {
    const { client } = await signedIn();
    const cases: [unknown, string, string][] = [
      [{}, "supplementName", lookupTexts.errors.nameRequired],
      [{ supplementName: "   " }, "supplementName", lookupTexts.errors.nameRequired],
      [{ supplementName: 42 }, "supplementName", lookupTexts.errors.nameRequired],
      [{ supplementName: "x".repeat(101) }, "supplementName", lookupTexts.errors.nameTooLong],
      [{ supplementName: "Vitamin D", dietType: "carnivore" }, "dietType", lookupTexts.errors.dietInvalid],
      [{ supplementName: "Vitamin D", allergies: ["shellfish"] }, "allergies.0", lookupTexts.errors.allergyInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post("/api/lookup", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()).error;
      expect(error.message).toBe(message);
      expect(error.fields[field]).toEqual([message]);
    }
    const badJson = await client.request("POST", "/api/lookup", "{not json", { "content-type": "application/json" });
    expect(badJson.status).toBe(400);
  });

  it("answers a dose it cannot read with a 400 naming the Dosage field", async () => {
    const { client } = await signedIn();
    const response = await client.post("/api/lookup", { supplementName: "Vitamin D", dosage: "lots" });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe("invalid_dosage");
    expect(error.message).toMatch(/couldn't find an amount in "lots"/);
    expect(error.fields).toEqual({ dosage: [error.message] });
  });

  it("answers an implausible dose with 'did you mean' on the Dosage field, and flags a dose above the UL", async () => {
    const { client } = await signedIn();
    const response = await client.post("/api/lookup", { supplementName: "Vitamin D", dosage: "500 mg" });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe("invalid_dosage");
    expect(error.message).toMatch(/Did you mean "500 IU" \(12\.5 µg\) or "500 mcg" \(20,000 IU\)\?/);
    expect(error.fields).toEqual({ dosage: [error.message] });

    const vitaminE = (await (
      await client.post("/api/lookup", { supplementName: "Vitamin E", dosage: "1500 IU dl-alpha" })
    ).json()) as LookupMatch;
    expect(vitaminE.upperLimitCautions[0]).toMatchObject({
      dose: 1500,
      unit: "IU",
      limit: expect.stringMatching(/^1,100 IU of synthetic vitamin E/),
    });
  });

  it("looks Vitamin D 1000 IU up in the knowledge base", async () => {
    const { client } = await signedIn();
    const response = await client.post("/api/lookup", { supplementName: "Vitamin D", dosage: "1000 IU" });
    expect(response.status).toBe(200);
    const result = (await response.json()) as LookupMatch;
    expect(result).toMatchObject({
      status: "match",
      supplementName: "Vitamin D",
      comparison: "dose",
      effectivenessRating: 4.5,
    });
    expect(result.dose?.amounts[0]).toMatchObject({ key: "vitamin_d_ug", amount: 25, unit: "µg" });
    expect(result.foodAlternatives).toHaveLength(3);
    for (const food of result.foodAlternatives) {
      expect(food.servingsToMatch).toBeGreaterThan(0);
      expect(food.nutrients[0]?.key).toBe("vitamin_d_ug");
    }
    expect(result.filter).toMatchObject({ source: "none", dietType: null, allergies: [], excluded: [] });
  });

  it("fills diet and allergies from the latest assessment, and lets the request override them", async () => {
    const { client, userId } = await signedIn();
    await addAssessment(
      userId,
      { ...completeAnswers, dietType: "balanced", allergies: ["none"] },
      new Date("2025-01-01T10:00:00Z"),
    );
    await addAssessment(userId, completeAnswers, new Date("2025-03-01T10:00:00Z")); // vegetarian, nut allergy

    const profile = (await (await client.get("/api/lookup/profile")).json()) as LookupProfileResponse;
    expect(profile).toEqual({ dietType: "vegetarian", allergies: ["nuts"], otherAllergy: "", source: "assessment" });

    const fromAssessment = (await (
      await client.post("/api/lookup", { supplementName: "fish oil" })
    ).json()) as LookupMatch;
    expect(fromAssessment.filter).toMatchObject({ source: "assessment", dietType: "vegetarian", allergies: ["nuts"] });
    expect(fromAssessment.foodAlternatives.length).toBeGreaterThan(0);
    for (const food of fromAssessment.foodAlternatives) {
      expect(["fish", "shellfish", "meat", "organ_meat"]).not.toContain(food.category);
      expect(food.foodName).not.toMatch(/walnut|almond|peanut|pecan|hazelnut/i);
    }

    const overridden = (await (
      await client.post("/api/lookup", { supplementName: "fish oil", dietType: "balanced", allergies: [] })
    ).json()) as LookupMatch;
    expect(overridden.filter).toMatchObject({ source: "request", dietType: "balanced", allergies: [] });
    expect(overridden.foodAlternatives.some((food) => food.category === "fish")).toBe(true);
  });

  it("applies what the latest assessment says beyond diet and allergies (pregnancy, haemochromatosis), even when the form sends the diet", async () => {
    const { client, userId } = await signedIn();
    await addAssessment(
      userId,
      {
        ...completeAnswers,
        dietType: "balanced",
        allergies: [],
        healthConditions: ["other"],
        otherHealthCondition: "pregnant, haemochromatosis",
      },
      new Date(),
    );
    const profile = (await (await client.get("/api/lookup/profile")).json()) as LookupProfileResponse;
    expect(profile).toEqual({ dietType: "balanced", allergies: [], otherAllergy: "", source: "assessment" });

    const fishOil = (await (
      await client.post("/api/lookup", { supplementName: "fish oil", dietType: "balanced", allergies: [] })
    ).json()) as LookupMatch;
    expect(fishOil.notes).toContainEqual({
      kind: "person",
      text: lookupTexts.checkedAgainstAssessment(["pregnancy", "haemochromatosis"]),
    });
    expect(fishOil.foodAlternatives[0]?.caution).toMatch(/no more than 2 portions of oily fish a week/);
    const vitaminA = (await (await client.post("/api/lookup", { supplementName: "vitamin A" })).json()) as LookupMatch;
    expect(vitaminA.foodAlternatives.some((food) => /liver/i.test(food.foodName))).toBe(false);
    const iron = (await (
      await client.post("/api/lookup", { supplementName: "iron", dosage: "18 mg" })
    ).json()) as LookupMatch;
    expect(iron.foodAlternatives).toEqual([]);
    expect(iron.notes.map((note) => note.text)).toContain(
      "With haemochromatosis your body stores too much iron, so we don't suggest foods to raise it.",
    );
  });

  it("checks a dose against the upper limit for the age in the latest assessment (zinc 34 mg at 14-18 years)", async () => {
    const { client, userId } = await signedIn();
    const zinc = async () =>
      (await (await client.post("/api/lookup", { supplementName: "zinc", dosage: "38 mg" })).json()) as LookupMatch;
    await addAssessment(userId, { ...completeAnswers, yearOfBirth: 1985 }, new Date("2025-01-01T10:00:00Z"));
    expect((await zinc()).upperLimitCautions).toEqual([]);

    await addAssessment(userId, { ...completeAnswers, yearOfBirth: new Date().getFullYear() - 16 }, new Date());
    const teen = await zinc();
    expect(teen.upperLimitCautions).toEqual([
      expect.objectContaining({ dose: 38, limit: "34 mg at 14-18 years", adultLimit: false }),
    ]);
    expect(teen.notes).toContainEqual({ kind: "dose", text: lookupTexts.doseAboveUlNotMatched("zinc") });
  });

  it("never reads another person's assessment", async () => {
    const owner = await signedIn();
    await addAssessment(owner.userId, { ...completeAnswers, dietType: "vegan" }, new Date());
    const other = await signedIn();
    const profile = (await (await other.client.get("/api/lookup/profile")).json()) as LookupProfileResponse;
    expect(profile).toEqual({ dietType: null, allergies: [], otherAllergy: "", source: "none" });
  });

  it("reports no match with suggestions", async () => {
    const { client } = await signedIn();
    const result = (await (await client.post("/api/lookup", { supplementName: "xyz" })).json()) as LookupNoMatch;
    expect(result).toMatchObject({ status: "no_match", query: "xyz", suggestionsAreClose: false });
    expect(result.suggestions.length).toBeGreaterThan(0);
  });

  it("suggests supplement names for autocomplete, tolerant of typos", async () => {
    const { client } = await signedIn();
    const response = await client.get("/api/lookup/suggestions?q=magnesum");
    expect(response.status).toBe(200);
    const body = (await response.json()) as SuggestionsResponse;
    expect(body.suggestions[0]).toEqual({ id: "magnesium", name: "Magnesium" });
    const empty = (await (await client.get("/api/lookup/suggestions")).json()) as SuggestionsResponse;
    expect(empty.suggestions).toEqual([]);
    const tooLong = await client.get(`/api/lookup/suggestions?q=${"a".repeat(101)}`);
    expect(tooLong.status).toBe(400);
  });
});
