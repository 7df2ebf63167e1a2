import { describe, expect, it } from "vitest";
import { createManualWriter, createMemoryStore, sleep } from "../../../tests/support/generation.ts";
import { createLogger } from "../logger.ts";
import { createReconcile } from "./reconcile.ts";
import { createGenerationRunner } from "./runner.ts";
import { defaultGenerationTimings, type GenerationState } from "./types.ts";

// The numbers behind "a generation whose server died is failed and retryable within 30 s, and a slow
// but live one never is" (decision 014).

describe("generation timings", () => {
  it("heartbeat 5 s and stale after 20 s: a dead server's generation fails within 30 s of its last save", () => {
    const { heartbeatMs, staleAfterMs, pollIntervalMs } = defaultGenerationTimings;
    expect(heartbeatMs).toBe(5_000);
    expect(staleAfterMs).toBe(20_000);
    // A follower reads the row every poll, so it sees the stale row at most one poll after the limit.
    expect(staleAfterMs + pollIntervalMs).toBeLessThanOrEqual(30_000);
    // A live generation saves at least every two heartbeats (see below); the limit leaves room for a
    // slow save and a few seconds of clock difference between instances on top of that.
    expect(staleAfterMs).toBeGreaterThanOrEqual(2 * heartbeatMs + 5_000);
  });

  it("a live generation with no new text saves at least every two heartbeats", async () => {
    const heartbeatMs = 100;
    const store = createMemoryStore();
    const writer = createManualWriter();
    const runner = createGenerationRunner({
      kind: "test",
      store,
      writer,
      logger: createLogger("silent"),
      timings: { heartbeatMs, saveIntervalMs: 1 },
    });
    store.insert("g1");
    runner.start("g1", {});
    // A first word (saved at once), then silence, as while a provider is thinking.
    writer.write("Thinking");
    await sleep(heartbeatMs * 10);
    writer.end();
    await runner.drain();
    const times = store.saves.map((save) => save.at);
    expect(times.length).toBeGreaterThanOrEqual(5);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    // Timers may fire late on a busy machine: the margin is for that, not for the rule.
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * heartbeatMs + 80);
  });

  it("another instance fails a row once its heartbeat is older than the limit, and not before, and counts it once", async () => {
    const store = createMemoryStore();
    let abandoned = 0;
    const reconcile = createReconcile({
      rows: { ...store, view: (row: GenerationState) => row },
      isLive: () => false,
      staleAfterMs: defaultGenerationTimings.staleAfterMs,
      onAbandoned: () => abandoned++,
    });
    const seconds = (s: number) => new Date(Date.now() - s * 1000);
    store.insert("fresh", { updatedAt: seconds(19) });
    store.insert("stale", { updatedAt: seconds(21) });
    expect((await reconcile(store.rows.get("fresh")!)).status).toBe("generating");
    expect(abandoned).toBe(0);
    const stale = store.rows.get("stale")!;
    expect(await reconcile(stale)).toMatchObject({ status: "failed", errorCode: "interrupted" });
    // A second reader of the same old row (another request racing) does not count it again.
    expect(await reconcile(stale)).toMatchObject({ status: "failed" });
    expect(abandoned).toBe(1);
  });
});
