import { afterEach, describe, expect, it, vi } from "vitest";
import { clientWith, isInvalidated, runMutation } from "../../../../../tests/support/query-cache.ts";
import { jsonResponse } from "../../../../../tests/support/responses.ts";
import { assessmentKeys } from "../../../lib/assessments/keys.ts";
import { emailAssessmentOptions } from "./email-assessment.ts";
import { retryAssessmentOptions } from "./retry-assessment.ts";
import { saveAssessmentOptions } from "./save-assessment.ts";

const answer = (body: unknown) => vi.fn(async () => jsonResponse(200, body));
const cached = () =>
  clientWith([
    [assessmentKeys.lists(), { assessments: [] }],
    [assessmentKeys.detail("a1"), { id: "a1", status: "completed" }],
    [assessmentKeys.detail("a2"), { id: "a2", status: "completed" }],
  ]);

afterEach(() => vi.unstubAllGlobals());

describe("the results page's mutations", () => {
  it("save marks the assessment and the lists stale, nothing else", async () => {
    vi.stubGlobal("fetch", answer({ assessment: { id: "a1" } }));
    const client = cached();
    await runMutation(client, saveAssessmentOptions(), "a1");
    expect(isInvalidated(client, assessmentKeys.lists())).toBe(true);
    expect(isInvalidated(client, assessmentKeys.detail("a1"))).toBe(true);
    expect(isInvalidated(client, assessmentKeys.detail("a2"))).toBe(false);
  });

  it("retry replaces the cached assessment with the one being written again, and marks the lists stale", async () => {
    const restarted = { id: "a1", status: "generating", assessmentResults: "" };
    vi.stubGlobal("fetch", answer({ assessment: restarted }));
    const client = cached();
    await runMutation(client, retryAssessmentOptions(), "a1");
    expect(client.getQueryData(assessmentKeys.detail("a1"))).toEqual(restarted);
    expect(isInvalidated(client, assessmentKeys.lists())).toBe(true);
  });

  it("email changes nothing cached", async () => {
    vi.stubGlobal("fetch", answer({ status: "sent" }));
    const client = cached();
    await runMutation(client, emailAssessmentOptions(), "a1");
    expect(isInvalidated(client, assessmentKeys.lists())).toBe(false);
    expect(isInvalidated(client, assessmentKeys.detail("a1"))).toBe(false);
  });
});
