import { describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";

// PUT/GET/DELETE /api/assessments/draft: the wizard's answers while the person goes.

const t = await createTestApp();
const { signedIn } = assessmentApi(t);

describe("drafts", () => {
  it("keeps one draft per user, loosely validated", async () => {
    const client = await signedIn();
    expect(await (await client.get("/api/assessments/draft")).json()).toEqual({ draft: null });
    const saved = await client.put("/api/assessments/draft", {
      step: 2,
      answers: {
        firstName: "Ada",
        weight: 61,
        smoking: false,
        allergies: ["nuts", "nuts"],
        isAdmin: true,
        gender: { evil: 1 },
      },
    });
    expect(saved.status).toBe(200);
    const body = (await (await client.get("/api/assessments/draft")).json()) as {
      draft: { step: number; answers: unknown };
    };
    expect(body.draft.step).toBe(2);
    expect(body.draft.answers).toEqual({ firstName: "Ada", weight: 61, smoking: false, allergies: ["nuts"] });
    expect((await client.put("/api/assessments/draft", { step: 9, answers: {} })).status).toBe(400);
    const other = await signedIn();
    expect(await (await other.get("/api/assessments/draft")).json()).toEqual({ draft: null });
    expect((await client.request("DELETE", "/api/assessments/draft")).status).toBe(204);
    expect(await (await client.get("/api/assessments/draft")).json()).toEqual({ draft: null });
  });
});
