import { Hono } from "hono";
import type { GenerationStreamEvent } from "../../src/shared/generation.ts";
import type {
  GenerationPipeline,
  GenerationState,
  GenerationStore,
  GenerationRows,
  GenerationWriter,
} from "../../src/server/generation/index.ts";

// Test doubles for the generation pipeline: a store in memory (with the same only-while-generating
// rules as the real ones), a writer the test feeds by hand, and a reader for the raw event stream.

export type MemoryStore = GenerationStore &
  Omit<GenerationRows<GenerationState>, "view"> & {
    rows: Map<string, GenerationState>;
    /** Every saveProgress call, in order. */
    saves: { id: string; text: string; at: number }[];
    /** How many times a row was read (to see a follower stop). */
    reads: number;
    insert(id: string, fields?: Partial<GenerationState>): GenerationState;
  };

export function createMemoryStore(): MemoryStore {
  const rows = new Map<string, GenerationState>();
  const update = (
    id: string,
    fields: Partial<GenerationState>,
    when = (row: GenerationState) => row.status === "generating",
  ) => {
    const row = rows.get(id);
    if (!row || !when(row)) return false;
    rows.set(id, { ...row, ...fields, updatedAt: new Date() });
    return true;
  };
  const store: MemoryStore = {
    rows,
    saves: [],
    reads: 0,
    insert(id, fields = {}) {
      const row: GenerationState = {
        id,
        status: "generating",
        text: "",
        engine: "manual",
        errorCode: null,
        updatedAt: new Date(),
        ...fields,
      };
      rows.set(id, row);
      return row;
    },
    async saveProgress(id, text) {
      store.saves.push({ id, text, at: Date.now() });
      return update(id, { text });
    },
    async complete(id, text) {
      update(id, { text, status: "completed", errorCode: null });
    },
    async fail(id, errorCode) {
      update(id, { status: "failed", errorCode, text: "" });
    },
    async stop(id, text) {
      update(id, { status: "stopped", text });
    },
    async findById(id) {
      store.reads += 1;
      const row = rows.get(id);
      return row ? { ...row } : null;
    },
    async failIfStale(id, staleBefore) {
      return update(
        id,
        { status: "failed", errorCode: "interrupted", text: "" },
        (row) => row.status === "generating" && row.updatedAt < staleBefore,
      );
    },
  };
  return store;
}

/** A writer whose text the test writes: `write` a chunk, `end`, or `fail` with an error. Aborts like a real one. */
export function createManualWriter(): GenerationWriter<unknown> & {
  write(text: string): void;
  end(): void;
  fail(error: Error): void;
} {
  const end = Symbol("end");
  const items: (string | Error | typeof end)[] = [];
  let notify: (() => void) | null = null;
  const put = (item: (typeof items)[number]) => {
    items.push(item);
    notify?.();
  };
  return {
    engine: "manual",
    write: (text) => put(text),
    end: () => put(end),
    fail: (error) => put(error),
    async *stream(_input, options) {
      const signal = options?.signal;
      for (;;) {
        while (items.length === 0) {
          if (signal?.aborted) throw signal.reason;
          await new Promise<void>((resolve) => {
            notify = resolve;
            signal?.addEventListener("abort", () => resolve(), { once: true });
          });
          notify = null;
        }
        const item = items.shift();
        if (item === end) return;
        if (item instanceof Error) throw item;
        if (item !== undefined) yield item;
      }
    },
  };
}

/** A tiny app that streams the memory store's rows as the assessment route does: GET /g/:id. */
export function streamingApp(pipeline: GenerationPipeline<unknown, GenerationState>, store: MemoryStore) {
  return new Hono().get("/g/:id", async (c) => {
    const row = await store.findById(c.req.param("id"));
    return row ? pipeline.stream(c, row) : c.notFound();
  });
}

/** One block of the raw stream: an event, or a comment (keep-alive). */
export type SseBlock = { comment: string } | GenerationStreamEvent;

/** Reads a text/event-stream block by block, comments included, checking that each event's name is its type. */
export function sseBlocks(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const parse = (block: string): SseBlock => {
    if (block.startsWith(":")) return { comment: block.slice(1).trim() };
    const name = /^event: (.*)$/m.exec(block)?.[1];
    const data = block
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => line.slice(6))
      .join("\n");
    const event = JSON.parse(data) as GenerationStreamEvent;
    if (name !== event.type) throw new Error(`event name ${name} for a ${event.type}`);
    return event;
  };
  return {
    /** The next block, or null at the end of the stream. */
    async next(): Promise<SseBlock | null> {
      for (;;) {
        const boundary = buffer.indexOf("\n\n");
        if (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          return parse(block);
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** Every block until the stream ends. */
    async rest(): Promise<SseBlock[]> {
      const blocks: SseBlock[] = [];
      for (let block = await this.next(); block; block = await this.next()) blocks.push(block);
      return blocks;
    },
    /** The client goes away. */
    cancel: () => reader.cancel(),
  };
}

/** The text a client ends up with after a snapshot and deltas. */
export function textOf(blocks: SseBlock[]): string {
  let text = "";
  for (const block of blocks) {
    if ("type" in block && block.type === "snapshot") text = block.text;
    if ("type" in block && block.type === "delta") text += block.text;
  }
  return text;
}

export const waitFor = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
