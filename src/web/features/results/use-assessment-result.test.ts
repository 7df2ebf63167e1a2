import { describe, expect, it } from "vitest";
import { assessmentDto as stored } from "../../../../tests/support/assessment-dto.ts";
import { ApiError } from "../../lib/api.ts";
import { idleGenerationStream, type GenerationStreamState } from "../../lib/use-generation-stream.ts";
import { resultState } from "./use-assessment-result.ts";

const stream = (overrides: Partial<GenerationStreamState> = {}): GenerationStreamState => ({
  ...idleGenerationStream,
  status: "connecting",
  ...overrides,
});

const base = { loadError: null, fallbackText: "From the wizard", retried: false };

describe("what the results page shows", () => {
  it("shows the navigation state's text while loading, and keeps loading on a 401 (the sign-in takes over)", () => {
    expect(resultState({ ...base, assessment: undefined, stream: stream({ status: "idle" }) })).toMatchObject({
      phase: "loading",
      text: "From the wizard",
    });
    const unauthorized = new ApiError(401, "unauthorized", "Please sign in");
    expect(
      resultState({ ...base, assessment: undefined, loadError: unauthorized, stream: stream({ status: "idle" }) })
        .phase,
    ).toBe("loading");
    const missing = new ApiError(404, "not_found", "Not found.");
    expect(
      resultState({ ...base, assessment: undefined, loadError: missing, stream: stream({ status: "idle" }) }).phase,
    ).toBe("missing");
  });

  it("follows the stream while the stored one is being written, and shows its end before the stored text is fetched again", () => {
    const generating = stored();
    expect(resultState({ ...base, assessment: generating, stream: stream() })).toMatchObject({
      phase: "streaming",
      text: "From the wizard",
    });
    const writing = stream({ status: "generating", text: "## Summary", sawWriting: true, reconnecting: true });
    expect(resultState({ ...base, assessment: generating, stream: writing })).toMatchObject({
      phase: "streaming",
      text: "## Summary",
      reconnecting: true,
      watchedWriting: true,
    });
    const done = stream({ status: "completed", text: "## Summary\n\nDone.", sawWriting: true });
    expect(resultState({ ...base, assessment: generating, stream: done })).toMatchObject({
      phase: "completed",
      text: "## Summary\n\nDone.",
    });
    // Fetched again: the stored text is the reference.
    const completed = stored({ status: "completed", assessmentResults: "## Summary\n\nDone!" });
    expect(resultState({ ...base, assessment: completed, stream: done })).toMatchObject({
      phase: "completed",
      text: "## Summary\n\nDone!",
      watchedWriting: true,
    });
  });

  it("says the assessment is missing when its stream is gone, and failed when it failed", () => {
    const gone = stream({ error: new ApiError(404, "not_found", "Not found.") });
    expect(resultState({ ...base, assessment: stored(), stream: gone }).phase).toBe("missing");
    const failed = stored({ status: "failed", errorCode: "rate_limit" });
    expect(resultState({ ...base, assessment: failed, stream: stream({ status: "idle" }) })).toMatchObject({
      phase: "failed",
      errorCode: "rate_limit",
    });
  });
});
