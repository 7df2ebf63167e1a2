import { describe, expect, it } from "vitest";
import { createManualWriter, createMemoryStore, sleep, waitFor } from "../../../tests/support/generation.ts";
import { AiError } from "../ai/errors.ts";
import { createLogger } from "../logger.ts";
import { createGenerationRunner, type GenerationLiveEvent } from "./runner.ts";
import type { GenerationLimits, GenerationTimings } from "./types.ts";

function setup(timings: Partial<GenerationTimings> = {}, limits: Partial<GenerationLimits> = {}) {
  const store = createMemoryStore();
  const writer = createManualWriter();
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line) => void lines.push(line) });
  const runner = createGenerationRunner({ kind: "test", store, writer, logger, timings, limits });
  return { store, writer, runner, lines };
}

describe("the generation runner", () => {
  it("writes in the background, tells listeners each delta, then completes the row and says done", async () => {
    const { store, writer, runner } = setup();
    store.insert("g1");
    runner.start("g1", {});
    const events: GenerationLiveEvent[] = [];
    const subscription = runner.subscribe("g1", (event) => events.push(event));
    expect(subscription?.snapshot).toBe("");
    writer.write("Hello, ");
    writer.write("world.");
    writer.end();
    await runner.drain();
    expect(events).toEqual([
      { type: "delta", text: "Hello, " },
      { type: "delta", text: "world." },
      { type: "done", length: 13 },
    ]);
    expect(store.rows.get("g1")).toMatchObject({ status: "completed", text: "Hello, world.", errorCode: null });
    expect(runner.isLive("g1")).toBe(false);
    expect(runner.subscribe("g1", () => undefined)).toBeNull();
  });

  it("saves the growing text at most once per save interval", async () => {
    const { store, writer, runner } = setup({ saveIntervalMs: 100 });
    store.insert("g1");
    runner.start("g1", {});
    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      writer.write(`w${i} `);
      await sleep(10);
    }
    const elapsed = Date.now() - started;
    writer.end();
    await runner.drain();
    const saves = store.saves.filter((save) => save.id === "g1");
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(saves.length).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 1);
    const gaps = saves.slice(1).map((save, i) => save.at - saves[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(95);
    for (const save of saves) expect(store.rows.get("g1")!.text.startsWith(save.text)).toBe(true);
  });

  it("keeps saying it is alive while no text comes (the heartbeat)", async () => {
    const { store, writer, runner } = setup({ heartbeatMs: 60 });
    store.insert("g1", { updatedAt: new Date(Date.now() - 60_000) });
    runner.start("g1", {});
    writer.write("Thinking");
    await sleep(300);
    expect(store.saves.length).toBeGreaterThanOrEqual(2);
    expect(Date.now() - store.rows.get("g1")!.updatedAt.getTime()).toBeLessThan(200);
    writer.end();
    await runner.drain();
  });

  it("fails with the provider's typed code, or `unexpected` for anything else, and tells listeners", async () => {
    const { store, writer, runner } = setup();
    store.insert("g1");
    store.insert("g2");
    const events: GenerationLiveEvent[] = [];
    runner.start("g1", {});
    runner.subscribe("g1", (event) => events.push(event));
    writer.write("Partial");
    writer.fail(new AiError("rate_limit"));
    await waitFor(() => !runner.isLive("g1"));
    runner.start("g2", {});
    writer.fail(new TypeError("a bug"));
    await runner.drain();
    expect(events).toEqual([
      { type: "delta", text: "Partial" },
      { type: "failed", errorCode: "rate_limit" },
    ]);
    // The partial text is dropped, so a retry starts clean.
    expect(store.rows.get("g1")).toMatchObject({ status: "failed", errorCode: "rate_limit", text: "" });
    expect(store.rows.get("g2")).toMatchObject({ status: "failed", errorCode: "unexpected" });
  });

  it("ignores a second start of a generation already running here", async () => {
    const { store, writer, runner } = setup();
    store.insert("g1");
    runner.start("g1", {});
    runner.start("g1", {});
    writer.write("Once.");
    writer.end();
    await runner.drain();
    expect(store.rows.get("g1")).toMatchObject({ status: "completed", text: "Once." });
  });

  it("drains: waits for running generations, and stops those still running after the limit as interrupted", async () => {
    const { store, writer, runner } = setup();
    store.insert("quick");
    runner.start("quick", {});
    setTimeout(() => {
      writer.write("Done in time.");
      writer.end();
    }, 50);
    await runner.drain(5_000);
    expect(store.rows.get("quick")).toMatchObject({ status: "completed", text: "Done in time." });

    const slow = setup();
    slow.store.insert("hung");
    slow.runner.start("hung", {});
    const events: GenerationLiveEvent[] = [];
    slow.runner.subscribe("hung", (event) => events.push(event));
    slow.writer.write("Half");
    const started = Date.now();
    await slow.runner.drain(100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slow.store.rows.get("hung")).toMatchObject({ status: "failed", errorCode: "interrupted" });
    expect(events.at(-1)).toEqual({ type: "failed", errorCode: "interrupted" });
  });

  it("never rejects, even when the database fails; it logs instead", async () => {
    const { store, writer, runner, lines } = setup({ saveIntervalMs: 0 });
    store.insert("g1");
    const broken = new Error("database unavailable");
    store.saveProgress = () => Promise.reject(broken);
    store.complete = () => Promise.reject(broken);
    store.fail = () => Promise.reject(broken);
    const events: GenerationLiveEvent[] = [];
    runner.start("g1", {});
    runner.subscribe("g1", (event) => events.push(event));
    writer.write("Text");
    writer.end();
    await expect(runner.drain()).resolves.toBeUndefined();
    expect(runner.isLive("g1")).toBe(false);
    expect(events.at(-1)).toEqual({ type: "failed", errorCode: "unexpected" });
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(
      expect.arrayContaining(["saving test progress failed", "test generation failed", "marking test failed failed"]),
    );
  });

  it("stops a text that grows past our length cap as too_long, whatever the provider does", async () => {
    const { store, writer, runner } = setup({}, { maxChars: 20 });
    store.insert("g1");
    runner.start("g1", {});
    const events: GenerationLiveEvent[] = [];
    runner.subscribe("g1", (event) => events.push(event));
    writer.write("0123456789");
    writer.write("0123456789");
    writer.write("one too many");
    await runner.drain();
    expect(events.at(-1)).toEqual({ type: "failed", errorCode: "too_long" });
    expect(store.rows.get("g1")).toMatchObject({ status: "failed", errorCode: "too_long" });
  });

  it("stops a generation that runs past our time cap as too_long", async () => {
    const { store, writer, runner } = setup({}, { maxMs: 50 });
    store.insert("g1");
    runner.start("g1", {});
    writer.write("Still writing...");
    await waitFor(() => store.rows.get("g1")?.status === "failed");
    expect(store.rows.get("g1")).toMatchObject({ status: "failed", errorCode: "too_long" });
  });
});
