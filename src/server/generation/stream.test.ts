import { describe, expect, it } from "vitest";
import {
  createManualWriter,
  createMemoryStore,
  sleep,
  sseBlocks,
  streamingApp,
  textOf,
  waitFor,
} from "../../../tests/support/generation.ts";
import { createLogger } from "../logger.ts";
import { createGenerationPipeline } from "./pipeline.ts";
import type { GenerationTimings } from "./types.ts";

// The stream protocol against a generation running in this process (the runner's events).

function setup(timings: Partial<GenerationTimings> = {}) {
  const store = createMemoryStore();
  const writer = createManualWriter();
  const pipeline = createGenerationPipeline({
    kind: "test",
    store,
    view: (row) => row,
    writer,
    logger: createLogger("silent"),
    timings: { pollIntervalMs: 20, ...timings },
  });
  const app = streamingApp(pipeline, store);
  const open = async (id: string) => {
    const response = await app.request(`/g/${id}`);
    expect(response.status).toBe(200);
    return { response, blocks: sseBlocks(response.body!) };
  };
  return { store, writer, pipeline, app, open };
}

describe("streaming a settled generation", () => {
  it("sends a completed one as a snapshot and done, marked never to be stored", async () => {
    const { store, app } = setup();
    store.insert("g1", { status: "completed", text: "Line one\nline two", engine: "fake-model" });
    const response = await app.request("/g/g1");
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(await response.text()).toBe(
      [
        "event: snapshot",
        'data: {"type":"snapshot","status":"completed","text":"Line one\\nline two","engine":"fake-model","errorCode":null}',
        "",
        "event: done",
        'data: {"type":"done","length":17}',
        "",
        "",
      ].join("\n"),
    );
  });

  it("sends a failed one as a snapshot and failed with its code", async () => {
    const { store, open } = setup();
    store.insert("g1", { status: "failed", errorCode: "invalid_api_key" });
    const { blocks } = await open("g1");
    expect(await blocks.rest()).toEqual([
      { type: "snapshot", status: "failed", text: "", engine: "manual", errorCode: "invalid_api_key" },
      { type: "failed", errorCode: "invalid_api_key" },
    ]);
  });
});

describe("following a generation running here", () => {
  it("sends a snapshot, the deltas as they are written, then done", async () => {
    const { store, writer, pipeline, open } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    writer.write("Before. ");
    await waitFor(() => pipeline.runner.subscribe("g1", () => undefined)?.snapshot === "Before. ");
    const { blocks } = await open("g1");
    expect(await blocks.next()).toEqual({
      type: "snapshot",
      status: "generating",
      text: "Before. ",
      engine: "manual",
      errorCode: null,
    });
    writer.write("One. ");
    expect(await blocks.next()).toEqual({ type: "delta", text: "One. " });
    writer.write("Two.");
    expect(await blocks.next()).toEqual({ type: "delta", text: "Two." });
    writer.end();
    expect(await blocks.next()).toEqual({ type: "done", length: 17 });
    expect(await blocks.next()).toBeNull();
    expect(store.rows.get("g1")).toMatchObject({ status: "completed", text: "Before. One. Two." });
  });

  it("coalesces the deltas that queued while the client was not reading", async () => {
    const { store, writer, pipeline, open } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const { blocks } = await open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot", text: "" });
    const words = Array.from({ length: 50 }, (_, i) => `word${i} `);
    for (const word of words) {
      writer.write(word);
      await sleep(1);
    }
    writer.end();
    await waitFor(() => store.rows.get("g1")?.status === "completed");
    const rest = await blocks.rest();
    const deltas = rest.filter((block) => "type" in block && block.type === "delta");
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    expect(deltas.length).toBeLessThan(10);
    expect(textOf(rest)).toBe(words.join(""));
    expect(rest.at(-1)).toEqual({ type: "done", length: words.join("").length });
  });

  it("sends keep-alive comments while nothing is written", async () => {
    const { store, writer, pipeline, open } = setup({ keepAliveMs: 40 });
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const { blocks } = await open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot" });
    expect(await blocks.next()).toEqual({ comment: "keep-alive" });
    expect(await blocks.next()).toEqual({ comment: "keep-alive" });
    writer.write("Finally.");
    writer.end();
    const rest = await blocks.rest();
    expect(rest.filter((block) => "type" in block)).toEqual([
      { type: "delta", text: "Finally." },
      { type: "done", length: 8 },
    ]);
  });

  it("gives a client that reconnects mid-generation a snapshot of the text so far, then the rest", async () => {
    const { store, writer, pipeline, open } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const first = await open("g1");
    expect(await first.blocks.next()).toMatchObject({ type: "snapshot", text: "" });
    writer.write("One. ");
    expect(await first.blocks.next()).toEqual({ type: "delta", text: "One. " });
    await first.blocks.cancel();
    writer.write("Two. ");
    await waitFor(() => pipeline.runner.subscribe("g1", () => undefined)?.snapshot === "One. Two. ");

    const second = await open("g1");
    expect(await second.blocks.next()).toEqual({
      type: "snapshot",
      status: "generating",
      text: "One. Two. ",
      engine: "manual",
      errorCode: null,
    });
    writer.write("Three.");
    writer.end();
    const rest = await second.blocks.rest();
    expect(rest).toEqual([
      { type: "delta", text: "Three." },
      { type: "done", length: 16 },
    ]);
  });

  it("ends with failed and the code when the generation fails", async () => {
    const { store, writer, pipeline, open } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const { blocks } = await open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot" });
    writer.write("Half");
    writer.fail(new Error("boom"));
    expect(await blocks.rest()).toEqual([
      { type: "delta", text: "Half" },
      { type: "failed", errorCode: "unexpected" },
    ]);
  });

  it("ends with failed/interrupted when the server drains before the generation ends", async () => {
    const { store, pipeline, open } = setup();
    store.insert("g1");
    pipeline.runner.start("g1", {});
    const { blocks } = await open("g1");
    expect(await blocks.next()).toMatchObject({ type: "snapshot" });
    await pipeline.runner.drain(50);
    expect(await blocks.rest()).toEqual([{ type: "failed", errorCode: "interrupted" }]);
    expect(store.rows.get("g1")).toMatchObject({ status: "failed", errorCode: "interrupted" });
  });
});
