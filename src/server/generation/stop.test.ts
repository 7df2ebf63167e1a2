import { describe, expect, it } from "vitest";
import {
  createManualWriter,
  createMemoryStore,
  sseBlocks,
  streamingApp,
  textOf,
  waitFor,
} from "../../../tests/support/generation.ts";
import { createLogger } from "../logger.ts";
import { createGenerationPipeline } from "./pipeline.ts";
import type { GenerationLiveEvent } from "./runner.ts";
import type { GenerationState } from "./types.ts";

// Stop: a generation ended early on request keeps the text written so far, as `stopped` (the chat's Stop
// button); a store without `stop` (the assessment's) cannot be stopped; a row stopped through another
// instance ends the generation here too, and its followers get what was stored. A writer's closing words
// (the safety check of a model's text) end the text whether it completes or is stopped.

function setup(options: { withStop?: boolean } = {}) {
  const store = createMemoryStore();
  if (options.withStop === false) delete store.stop;
  const writer = createManualWriter();
  const logger = createLogger("silent");
  const pipeline = createGenerationPipeline<unknown, GenerationState>({
    kind: "test",
    store,
    view: (row) => row,
    writer,
    logger,
    timings: { saveIntervalMs: 20, heartbeatMs: 60, pollIntervalMs: 20 },
  });
  return { store, writer, pipeline, app: streamingApp(pipeline, store) };
}

describe("stopping a generation", () => {
  it("keeps the text so far as stopped, tells listeners, and a stream of the row ends with stopped", async () => {
    const { store, writer, pipeline, app } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const events: GenerationLiveEvent[] = [];
    pipeline.runner.subscribe("g1", (event) => events.push(event));
    writer.write("Lentils, ");
    writer.write("spinach");
    await waitFor(() => events.length === 2);
    expect(await pipeline.runner.stop("g1")).toBe(true);
    expect(events.at(-1)).toEqual({ type: "stopped", length: 16 });
    expect(store.rows.get("g1")).toMatchObject({ status: "stopped", text: "Lentils, spinach" });
    expect(pipeline.runner.isLive("g1")).toBe(false);
    // Writing more after the stop changes nothing.
    writer.write(" and more");
    expect(store.rows.get("g1")?.text).toBe("Lentils, spinach");

    const response = await app.request("/g/g1");
    const blocks = await sseBlocks(response.body!).rest();
    expect(blocks).toEqual([
      { type: "snapshot", status: "stopped", text: "Lentils, spinach", engine: "manual", errorCode: null },
      { type: "stopped", length: 16 },
    ]);
  });

  it("a follower watching live gets the deltas, then stopped", async () => {
    const { store, writer, pipeline, app } = setup();
    store.insert("g2");
    pipeline.runner.start("g2", {});
    const response = await app.request("/g/g2");
    const reader = sseBlocks(response.body!);
    const seen = [await reader.next()];
    expect(seen[0]).toMatchObject({ type: "snapshot", status: "generating" });
    writer.write("Oats ");
    writer.write("and beans");
    while (textOf(seen.filter((block) => block !== null)) !== "Oats and beans") seen.push(await reader.next());
    await pipeline.runner.stop("g2");
    expect(await reader.rest()).toEqual([{ type: "stopped", length: 14 }]);
  });

  it("is refused where the store has no stop (the assessment's), and for a generation not running here", async () => {
    const { store, writer, pipeline } = setup({ withStop: false });
    store.insert("g3");
    pipeline.runner.start("g3", {});
    expect(await pipeline.runner.stop("g3")).toBe(false);
    expect(await pipeline.runner.stop("nowhere")).toBe(false);
    writer.write("Still written.");
    writer.end();
    await pipeline.runner.drain();
    expect(store.rows.get("g3")).toMatchObject({ status: "completed", text: "Still written." });
  });

  it("a row stopped through another instance ends the generation here, and its followers get the stored text", async () => {
    const { store, writer, pipeline, app } = setup();
    store.insert("g4");
    pipeline.runner.start("g4", {});
    writer.write("Saved part. ");
    await waitFor(() => store.rows.get("g4")?.text === "Saved part. ");
    const response = await app.request("/g/g4");
    const reader = sseBlocks(response.body!);
    expect(await reader.next()).toMatchObject({ type: "snapshot", text: "Saved part. " });
    // Another instance's Stop: the row is settled with what it had stored.
    store.rows.set("g4", { ...store.rows.get("g4")!, status: "stopped", updatedAt: new Date() });
    writer.write("Not kept.");
    const blocks = await reader.rest();
    expect(blocks.at(-1)).toEqual({ type: "stopped", length: 12 });
    expect(textOf(blocks)).toBe("Saved part. ");
    await waitFor(() => !pipeline.runner.isLive("g4"));
    expect(store.rows.get("g4")).toMatchObject({ status: "stopped", text: "Saved part. " });
  });

  it("ends the text with the writer's closing words, stored and sent last, when it completes or is stopped", async () => {
    const { store, writer, pipeline } = setup();
    writer.closing = (_input, text) => (text.includes("liver") ? "\n\nChecked: liver." : "");
    store.insert("g5");
    pipeline.runner.start("g5", {});
    const events: GenerationLiveEvent[] = [];
    pipeline.runner.subscribe("g5", (event) => events.push(event));
    writer.write("Beef liver");
    await waitFor(() => events.length === 1);
    await pipeline.runner.stop("g5");
    expect(events).toEqual([
      { type: "delta", text: "Beef liver" },
      { type: "delta", text: "\n\nChecked: liver." },
      { type: "stopped", length: "Beef liver\n\nChecked: liver.".length },
    ]);
    expect(store.rows.get("g5")).toMatchObject({ status: "stopped", text: "Beef liver\n\nChecked: liver." });

    for (const [id, text, stored] of [
      ["g6", "Lentils.", "Lentils."],
      ["g7", "Pork liver.", "Pork liver.\n\nChecked: liver."],
    ] as const) {
      store.insert(id);
      pipeline.runner.start(id, {});
      writer.write(text);
      writer.end();
      await pipeline.runner.drain();
      expect(store.rows.get(id)).toMatchObject({ status: "completed", text: stored });
    }
  });
});
