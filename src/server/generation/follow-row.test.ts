import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  createManualWriter,
  createMemoryStore,
  sleep,
  sseBlocks,
  streamingApp,
  textOf,
  waitFor,
  type MemoryStore,
} from "../../../tests/support/generation.ts";
import { createLogger } from "../logger.ts";
import { createGenerationPipeline } from "./pipeline.ts";
import type { GenerationTimings } from "./types.ts";

// The stream protocol for a generation that does not run in this process: two pipelines on one
// store stand for two server instances on one database (the API suite does it with two apps).

const timings: Partial<GenerationTimings> = {
  saveIntervalMs: 30,
  heartbeatMs: 60,
  staleAfterMs: 300,
  pollIntervalMs: 15,
  keepAliveMs: 10_000,
};

function instance(store: MemoryStore, overrides: Partial<GenerationTimings> = {}) {
  const writer = createManualWriter();
  const pipeline = createGenerationPipeline({
    kind: "test",
    store,
    view: (row) => row,
    writer,
    logger: createLogger("silent"),
    timings: { ...timings, ...overrides },
  });
  const app = streamingApp(pipeline, store);
  const open = async (id: string) => sseBlocks((await app.request(`/g/${id}`)).body!);
  return { writer, pipeline, open };
}

describe("following a generation through its row", () => {
  it("follows one running on another instance: snapshot, deltas as it is saved, done with the full text", async () => {
    const store = createMemoryStore();
    const a = instance(store);
    const b = instance(store);
    store.insert("g1");
    a.pipeline.runner.start("g1", {});
    a.writer.write("Saved before. ");
    await waitFor(() => store.rows.get("g1")!.text === "Saved before. ", 2_000);

    const blocks = await b.open("g1");
    expect(b.pipeline.runner.isLive("g1")).toBe(false);
    expect(await blocks.next()).toEqual({
      type: "snapshot",
      status: "generating",
      text: "Saved before. ",
      engine: "manual",
      errorCode: null,
    });
    for (let i = 0; i < 8; i++) {
      a.writer.write(`part${i} `);
      await sleep(20);
    }
    a.writer.end();
    const rest = await blocks.rest();
    const full = store.rows.get("g1")!.text;
    expect(full).toMatch(/^Saved before\. part0 .*part7 $/);
    expect(rest.filter((block) => "type" in block && block.type === "delta").length).toBeGreaterThanOrEqual(2);
    expect(rest.at(-1)).toEqual({ type: "done", length: full.length });
    expect(
      textOf([
        { type: "snapshot", status: "generating", text: "Saved before. ", engine: "manual", errorCode: null },
        ...rest,
      ]),
    ).toBe(full);
  });

  it("ends with failed when the generation on the other instance fails", async () => {
    const store = createMemoryStore();
    const a = instance(store);
    const b = instance(store);
    store.insert("g1");
    a.pipeline.runner.start("g1", {});
    const blocks = await b.open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot", status: "generating" });
    a.writer.fail(new Error("boom"));
    expect(await blocks.rest()).toEqual([{ type: "failed", errorCode: "unexpected" }]);
  });

  it("sends the rest and done for a generation that finished between reading the row and subscribing", async () => {
    const store = createMemoryStore();
    const a = instance(store);
    // The route read the row while it was still generating; the runner has finished since.
    const readEarlier = store.insert("g1", { text: "Half" });
    store.rows.set("g1", { ...readEarlier, status: "completed", text: "Half and the rest." });
    const app = new Hono().get("/g1", (c) => a.pipeline.stream(c, readEarlier));
    expect(await sseBlocks((await app.request("/g1")).body!).rest()).toEqual([
      { type: "snapshot", status: "generating", text: "Half", engine: "manual", errorCode: null },
      { type: "delta", text: " and the rest." },
      { type: "done", length: 18 },
    ]);
  });

  it("fails a row whose heartbeat stopped (its server went away) while it is followed", async () => {
    const store = createMemoryStore();
    const b = instance(store);
    store.insert("g1", { text: "Half" });
    const started = Date.now();
    const blocks = await b.open("g1");
    expect(await blocks.rest()).toEqual([
      { type: "snapshot", status: "generating", text: "Half", engine: "manual", errorCode: null },
      { type: "failed", errorCode: "interrupted" },
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(store.rows.get("g1")).toMatchObject({ status: "failed", errorCode: "interrupted", text: "" });
  });

  it("fails a row that is already stale before sending anything else", async () => {
    const store = createMemoryStore();
    const b = instance(store);
    store.insert("g1", { text: "Half", updatedAt: new Date(Date.now() - 60_000) });
    const blocks = await b.open("g1");
    expect(await blocks.rest()).toEqual([
      { type: "snapshot", status: "failed", text: "", engine: "manual", errorCode: "interrupted" },
      { type: "failed", errorCode: "interrupted" },
    ]);
  });

  it("does not fail a quiet generation that runs here, whatever its row says", async () => {
    const store = createMemoryStore();
    const a = instance(store, { heartbeatMs: 60_000 });
    store.insert("g1", { updatedAt: new Date(Date.now() - 60_000) });
    a.pipeline.runner.start("g1", {});
    const row = await store.findById("g1");
    expect(await a.pipeline.reconcile(row!)).toMatchObject({ status: "generating" });
    a.writer.end();
    await a.pipeline.runner.drain();
  });

  it("sends keep-alive comments while the row does not change, and stops reading it when the client leaves", async () => {
    const store = createMemoryStore();
    const b = instance(store, { keepAliveMs: 45, staleAfterMs: 60_000 });
    store.insert("g1", { text: "Waiting" });
    const blocks = await b.open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot", text: "Waiting" });
    expect(await blocks.next()).toEqual({ comment: "keep-alive" });
    expect(await blocks.next()).toEqual({ comment: "keep-alive" });
    await blocks.cancel();
    await sleep(50);
    const reads = store.reads;
    await sleep(100);
    expect(store.reads).toBe(reads);
  });
});
