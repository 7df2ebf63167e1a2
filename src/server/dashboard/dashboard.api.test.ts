import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { completeAnswers, minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { queryRows } from "../db/client.ts";
import { nutritionBalance, overallScore } from "../../shared/assessment/scoring.ts";
import type { DashboardDto } from "../../shared/dashboard.ts";
import { HISTORY_LIMIT } from "./service.ts";
import { safetyTexts } from "../../shared/texts/safety.ts";

// GET /api/dashboard and /api/dashboard/weekly-plan: only the signed-in person's rows, the states of the newest
// assessment, the history, foods through the safety policy, and the download's headers and content.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const t = await createTestApp({
  ai: { kind: "provider", baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" },
});
const { signedIn, submitOk, settled } = assessmentApi(t, { ipPrefix: "198.19" });

const planText = [
  "## Summary",
  "",
  "Doing well.",
  "",
  "## Sample One-Day Meal Plan",
  "",
  "- **Breakfast:** Oatmeal with blueberries",
  "- **Lunch:** Lentil soup and a green salad",
  "- **Dinner:** Tofu stir-fry with brown rice",
  "",
  "## Follow-Up Recommendations",
  "",
  "Retake in six weeks.",
].join("\n");

async function dashboardOf(client: Awaited<ReturnType<typeof signedIn>>): Promise<DashboardDto> {
  const response = await client.get("/api/dashboard");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as DashboardDto;
}

describe("GET /api/dashboard", () => {
  it("answers 401 to a signed-out visitor, for the screen and the download", async () => {
    const visitor = t.client();
    expect((await visitor.get("/api/dashboard")).status).toBe(401);
    expect((await visitor.get("/api/dashboard/weekly-plan")).status).toBe(401);
  });

  it("is empty for a person with no assessment, and the plan is not found", async () => {
    const client = await signedIn();
    expect(await dashboardOf(client)).toEqual({ latest: null, pending: null, history: [] });
    expect((await client.get("/api/dashboard/weekly-plan")).status).toBe(404);
  });

  it("shows the latest figures and every completed assessment newest first; days count from the first", async () => {
    fake.script({ kind: "text", text: planText });
    const client = await signedIn();
    const first = await submitOk(client, minimalAnswers);
    const second = await submitOk(client, completeAnswers);
    await settled(client, first.id);
    await settled(client, second.id);
    const body = await dashboardOf(client);
    expect(body.pending).toBeNull();
    expect(body.history).toEqual([
      {
        id: second.id,
        completedAt: second.completedAt,
        overallScore: overallScore(completeAnswers),
        nutritionBalance: nutritionBalance(completeAnswers),
      },
      {
        id: first.id,
        completedAt: first.completedAt,
        overallScore: overallScore(minimalAnswers),
        nutritionBalance: nutritionBalance(minimalAnswers),
      },
    ]);
    expect(body.latest).toMatchObject({
      id: second.id,
      overallScore: overallScore(completeAnswers),
      nutritionBalance: nutritionBalance(completeAnswers),
      supplementsReplaced: 1,
      daysWithFoodFirst: 1,
      factors: {
        lifestyle: "moderate",
        sleepQuality: "fair",
        stressLevel: "medium",
        dietType: "vegetarian",
        allergies: ["nuts"],
      },
      // A day of the meal library for the person (decision 022), with its figures.
      mealPlan: {
        source: "meals",
        totals: expect.stringMatching(/^About [\d,]+ kcal, \d+ g protein and \d+ g fibre for the day\.$/),
      },
    });
    // The person takes vitamin D (completeAnswers), so its status is good (decision 023).
    expect(body.latest?.nutrientStatuses.map((status) => status.level)).toEqual(["good", "medium", "medium", "low"]);
    expect(body.latest?.keyRecommendations.length).toBeGreaterThan(1);

    // Days count from the FIRST completed assessment, not the latest: a retake does not reset them.
    await queryRows(
      t.db,
      sql`update assessments set created_at = now() - interval '10 days 1 hour' where id = ${first.id}`,
    );
    const later = await dashboardOf(client);
    expect(later.latest).toMatchObject({ id: second.id, daysWithFoodFirst: 11 });
  });

  it("never shows another person's data", async () => {
    fake.script({ kind: "text", text: planText });
    const owner = await signedIn();
    const created = await submitOk(owner);
    await settled(owner, created.id);
    const stranger = await signedIn();
    const theirs = await dashboardOf(stranger);
    expect(theirs).toEqual({ latest: null, pending: null, history: [] });
    expect(JSON.stringify(theirs)).not.toContain(created.id);
    expect((await stranger.get("/api/dashboard/weekly-plan")).status).toBe(404);
    const mine = await submitOk(stranger, minimalAnswers);
    await settled(stranger, mine.id);
    const after = await dashboardOf(stranger);
    expect(after.history.map((entry) => entry.id)).toEqual([mine.id]);
    expect(after.latest?.id).toBe(mine.id);
  });

  it("gives a person whose only assessment failed its state and id, not 'no data'", async () => {
    fake.script({ kind: "error", status: 401, message: "Incorrect API key provided" });
    const client = await signedIn();
    const created = await submitOk(client);
    await settled(client, created.id);
    const body = await dashboardOf(client);
    expect(body).toEqual({
      latest: null,
      pending: { id: created.id, status: "failed", errorCode: "invalid_api_key", completedAt: created.completedAt },
      history: [],
    });
  });

  it("says an assessment is still being written, beside the figures of the previous one", async () => {
    fake.script({ kind: "text", text: planText });
    const client = await signedIn();
    const done = await submitOk(client);
    await settled(client, done.id);
    fake.script({ kind: "hang" });
    const writing = await submitOk(client, minimalAnswers);
    const body = await dashboardOf(client);
    expect(body.pending).toMatchObject({ id: writing.id, status: "generating" });
    expect(body.latest?.id).toBe(done.id);
    expect(body.history.map((entry) => entry.id)).toEqual([done.id]);
  });

  it(`lists the newest ${HISTORY_LIMIT} completed assessments, however many failed ones are among them`, async () => {
    fake.script({ kind: "text", text: planText });
    const client = await signedIn();
    const done = await submitOk(client, minimalAnswers);
    await settled(client, done.id);
    // Older completed ones, with failed ones between them and the newest: the failed ones take no place.
    const copies = (status: string, hours: string) => sql`
      insert into assessments (user_id, created_at, completed_at, assessment_data, status, error_code, idempotency_key)
      select user_id, now() - make_interval(hours => i), now() - make_interval(hours => i), assessment_data, ${status},
        ${status === "failed" ? "server_error" : null}, ${status} || '-' || i
      from assessments, generate_series(${sql.raw(hours)}) as i where id = ${done.id}`;
    await queryRows(t.db, copies("completed", `10, ${HISTORY_LIMIT + 19}`));
    await queryRows(t.db, copies("failed", "1, 5"));
    const body = await dashboardOf(client);
    expect(body.history).toHaveLength(HISTORY_LIMIT);
    expect(body.history[0]?.id).toBe(done.id);
    expect(body.pending).toBeNull();

    // The newest failed: shown as pending beside the figures, and still a full history.
    await queryRows(
      t.db,
      sql`update assessments set created_at = now() + interval '1 minute' where idempotency_key = 'failed-1' and user_id = (select user_id from assessments where id = ${done.id})`,
    );
    const after = await dashboardOf(client);
    expect(after.pending).toMatchObject({ status: "failed", errorCode: "server_error" });
    expect(after.latest?.id).toBe(done.id);
    expect(after.history).toHaveLength(HISTORY_LIMIT);
    expect(after.history[0]?.id).toBe(done.id);
  });

  it("gives a vegan with a nut allergy no salmon, eggs or walnuts, and builds the plan when the text's names what they exclude", async () => {
    fake.script({ kind: "text", text: planText.replace("Oatmeal with blueberries", "Scrambled eggs with salmon") });
    const client = await signedIn();
    const created = await submitOk(client, { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] });
    await settled(client, created.id);
    const latest = (await dashboardOf(client)).latest!;
    const names = latest.foods.map((food) => food.name.toLowerCase()).join(" | ");
    expect(names).not.toMatch(/salmon|egg|walnut/);
    expect(latest.foods.filter((food) => food.replaces).map((food) => food.replaces)).toEqual(
      expect.arrayContaining(["Salmon", "Walnuts"]),
    );
    expect(latest.mealPlan.source).toBe("meals");
    expect(JSON.stringify(latest.mealPlan.meals).toLowerCase()).not.toMatch(
      /salmon|egg|walnut|milk|yogurt|cheese|chicken|beef/,
    );
  });
});

describe("GET /api/dashboard/weekly-plan", () => {
  it("downloads a seven-day Markdown plan with its name, the same every time", async () => {
    fake.script({ kind: "text", text: planText });
    const client = await signedIn();
    const created = await submitOk(client, { ...completeAnswers, dietType: "vegan", allergies: ["nuts"] });
    await settled(client, created.id);
    const response = await client.get("/api/dashboard/weekly-plan");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="FoodFirst-Weekly-Plan.md"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
      expect(text).toMatch(new RegExp(`^${day}$`, "m"));
    for (const meal of ["Breakfast", "Lunch", "Dinner", "Snack"])
      expect(text.match(new RegExp(`\\*\\*${meal}:\\*\\*`, "g"))).toHaveLength(7);
    expect(text).toContain(safetyTexts.notMedicalAdvice);
    // Salmon and walnuts are named only as what a food replaces.
    expect(text).toContain("(instead of salmon)");
    expect(text.toLowerCase().replace(/\(instead of [a-z ]+\)/g, "")).not.toMatch(
      /salmon|egg|walnut|milk,|yogurt|cheese/,
    );
    expect(await (await client.get("/api/dashboard/weekly-plan")).text()).toBe(text);
  });
});
