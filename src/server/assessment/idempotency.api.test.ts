import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import type { AssessmentDto } from "../../shared/assessment/api.ts";
import { securityTexts } from "../../shared/texts/security.ts";
import { queryRows } from "../db/client.ts";

const t = await createTestApp();

describe("an Idempotency-Key", () => {
  it("sent again with the same answers returns the first assessment; with other answers it is refused (422)", async () => {
    const client = t.client("198.18.70.1");
    await client.signUp();
    const key = "idempotency-reuse-key-1";
    const first = await client.post("/api/assessments", { answers: completeAnswers }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const { assessment } = (await first.json()) as { assessment: AssessmentDto };

    // The same answers, keys in another order and with what normalisation drops: a true repeat.
    const reordered = Object.fromEntries(Object.entries(completeAnswers).toReversed());
    const repeat = await client.post(
      "/api/assessments",
      { answers: { ...reordered, otherDietType: "ignored unless dietType is other" } },
      { "Idempotency-Key": key },
    );
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as { assessment: AssessmentDto }).assessment.id).toBe(assessment.id);

    const changed = await client.post(
      "/api/assessments",
      { answers: { ...completeAnswers, weight: 63 } },
      { "Idempotency-Key": key },
    );
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({
      error: { code: "idempotency_key_reused", message: securityTexts.idempotencyKeyReused },
    });

    const rows = await queryRows<{ n: number; weight: number }>(
      t.db,
      sql`select count(*)::int as n, max((assessment_data->>'weight')::float) as weight from assessments where idempotency_key = ${key}`,
    );
    expect(rows[0]).toEqual({ n: 1, weight: 62.5 });
  });

  it("belongs to its user: another person may use the same key", async () => {
    const key = "idempotency-reuse-key-2";
    const a = t.client("198.18.70.2");
    const b = t.client("198.18.70.3");
    await a.signUp();
    await b.signUp();
    expect((await a.post("/api/assessments", { answers: completeAnswers }, { "Idempotency-Key": key })).status).toBe(
      201,
    );
    expect(
      (await b.post("/api/assessments", { answers: { ...completeAnswers, weight: 70 } }, { "Idempotency-Key": key }))
        .status,
    ).toBe(201);
  });
});
