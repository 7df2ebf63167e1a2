import { afterEach, describe, expect, it, vi } from "vitest";
import { clientWith, isInvalidated, runMutation } from "../../../../tests/support/query-cache.ts";
import { completeAnswers } from "../../../../tests/support/assessment-fixtures.ts";
import { jsonResponse } from "../../../../tests/support/responses.ts";
import { assessmentKeys } from "./keys.ts";
import { submitAssessmentOptions } from "./submit-assessment.ts";

afterEach(() => vi.unstubAllGlobals());

describe("submitting an assessment", () => {
  it("drops the draft, marks lists and derived data stale, and keeps the new assessment as fresh", async () => {
    const assessment = { id: "new-1", status: "generating", assessmentResults: "", assessmentData: completeAnswers };
    const fetch = vi.fn(async () => jsonResponse(201, { assessment }));
    vi.stubGlobal("fetch", fetch);
    const client = clientWith([
      [assessmentKeys.draft(), { step: 5, answers: {}, updatedAt: "2025-01-01T00:00:00.000Z" }],
      [assessmentKeys.lists(), { assessments: [] }],
      [assessmentKeys.derived("lookup-profile"), { source: "assessment" }],
      [assessmentKeys.detail("old-1"), { id: "old-1" }],
    ]);
    await runMutation(client, submitAssessmentOptions(), { answers: completeAnswers, idempotencyKey: "key-12345678" });
    expect(client.getQueryData(assessmentKeys.draft())).toBeNull();
    expect(isInvalidated(client, assessmentKeys.lists())).toBe(true);
    expect(isInvalidated(client, assessmentKeys.derived("lookup-profile"))).toBe(true);
    expect(isInvalidated(client, assessmentKeys.detail("old-1"))).toBe(false);
    expect(client.getQueryData(assessmentKeys.detail("new-1"))).toEqual(assessment);
    expect(isInvalidated(client, assessmentKeys.detail("new-1"))).toBe(false);
    expect(fetch).toHaveBeenCalledWith(
      "/api/assessments",
      expect.objectContaining({ headers: expect.objectContaining({ "Idempotency-Key": "key-12345678" }) }),
    );
  });
});
