import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { assessmentSections } from "../../src/shared/texts/assessment.ts";

/**
 * A small fake OpenAI-compatible server on loopback: POST /v1/chat/completions, streaming (SSE) or not.
 * Each request takes the next scripted reply (the last one repeats). It records every request it received.
 * Non-streamed requests (the chat's title helper) take their replies from a queue of their own, when one is
 * scripted (`scriptCompletions`, or `completions` in POST /__script), so a title never takes a streamed reply.
 *
 * Tests in this process use `startFakeOpenAI()`; a separate app process can be pointed at it with
 * OPENAI_BASE_URL=<url>, and tests can script it over HTTP: POST /__script with `{ replies: FakeReply[] }`,
 * GET /__requests, POST /__reset. Run standalone: `node tests/support/fake-openai.ts [--port N]`.
 */

export type FakeReply =
  /** Streams `text` (split into word tokens) at `tokensPerSecond`, after `firstTokenDelayMs`. */
  | { kind: "text"; text: string; tokensPerSecond?: number; firstTokenDelayMs?: number }
  /** Streams the first `afterTokens` tokens of `text`, then cuts the connection. */
  | { kind: "cut"; text: string; afterTokens: number; tokensPerSecond?: number }
  /** Sends 200 and the stream headers, then nothing (until the client gives up). */
  | { kind: "hang" }
  /** An error status with an OpenAI-style body; 429 may carry Retry-After (seconds). */
  | { kind: "error"; status: number; message?: string; code?: string; retryAfterSeconds?: number }
  /** A well-formed reply with no content at all. */
  | { kind: "empty" };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatCompletionRequest | null;
  receivedAt: number;
}

export interface ChatCompletionRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  baseURL: string;
  /** Origin without /v1 (for the /__ control endpoints). */
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the reply queue. */
  script(...replies: FakeReply[]): void;
  /** Replaces the queue of non-streamed replies (the chat's title helper); empty means they share the main queue. */
  scriptCompletions(...replies: FakeReply[]): void;
  /** Streamed chat-completion requests only (the replies, not the title helper's calls). */
  streamedRequests(): RecordedRequest[];
  /** Chat-completion requests only. */
  chatRequests(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

/** Splits a reply into word-sized tokens (word plus its following whitespace), like a model streams. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

/**
 * A deterministic Markdown reply of about `tokens` tokens, with the seven parts. Its foods suit the test
 * people (a vegetarian with a nut allergy, or no assessment), so the safety check adds nothing to it.
 */
export function scriptedAssessment(tokens: number): string {
  const parts = assessmentSections.map((section) => `## ${section}`);
  const words = "Lentils spinach tofu oats chickpeas yogurt beans broccoli eggs berries seeds greens".split(" ");
  const perPart = Math.max(1, Math.floor(tokens / parts.length) - 3);
  const out: string[] = [];
  for (const [p, heading] of parts.entries()) {
    out.push(heading, "\n\n");
    const sentence: string[] = [];
    for (let i = 0; i < perPart; i++) sentence.push(words[(i + p) % words.length] ?? "food");
    out.push(sentence.join(" "), ".\n\n");
  }
  return out.join("");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAI(options: { port?: number; replies?: FakeReply[] } = {}): Promise<FakeOpenAI> {
  let queue: FakeReply[] = options.replies ?? [{ kind: "text", text: "Hello from the fake model." }];
  let completionQueue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();

  const nextReply = (): FakeReply => (queue.length > 1 ? queue.shift()! : queue[0]!);
  const nextCompletion = (): FakeReply =>
    completionQueue.length === 0
      ? nextReply()
      : completionQueue.length > 1
        ? completionQueue.shift()!
        : completionQueue[0]!;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://localhost");

    if (url.pathname.startsWith("/__")) return control(url.pathname, raw, res);

    let body: ChatCompletionRequest | null = null;
    try {
      body = raw ? (JSON.parse(raw) as ChatCompletionRequest) : null;
    } catch {
      body = null;
    }
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body, receivedAt: Date.now() });

    if (req.method !== "POST" || !url.pathname.endsWith("/chat/completions")) {
      return json(res, 404, {
        error: { message: `No route ${req.method} ${url.pathname}`, type: "invalid_request_error" },
      });
    }
    open.add(res);
    res.on("close", () => open.delete(res));
    await respond(res, body?.stream === true ? nextReply() : nextCompletion(), body);
  });

  function control(path: string, raw: string, res: ServerResponse) {
    if (path === "/__script") {
      const parsed = JSON.parse(raw || "{}") as { replies?: FakeReply[]; completions?: FakeReply[] };
      if (parsed.replies?.length) queue = parsed.replies;
      if (parsed.completions) completionQueue = parsed.completions;
      return json(res, 200, { ok: true });
    }
    if (path === "/__requests") return json(res, 200, { requests: requests.map(({ headers: _h, ...r }) => r) });
    if (path === "/__reset") {
      requests.length = 0;
      return json(res, 200, { ok: true });
    }
    return json(res, 404, { error: { message: "unknown control path" } });
  }

  async function respond(res: ServerResponse, reply: FakeReply, body: ChatCompletionRequest | null) {
    const model = body?.model ?? "fake-model";
    const stream = body?.stream === true;
    switch (reply.kind) {
      case "error": {
        const headers: Record<string, string> = {};
        if (reply.retryAfterSeconds !== undefined) headers["retry-after"] = String(reply.retryAfterSeconds);
        return json(
          res,
          reply.status,
          {
            error: {
              message: reply.message ?? `Fake error ${reply.status}`,
              type: "fake_error",
              code: reply.code ?? null,
            },
          },
          headers,
        );
      }
      case "hang":
        startStream(res);
        return; // never writes; the client (or close()) ends it
      case "empty":
        if (!stream) return json(res, 200, completion(model, null));
        startStream(res);
        writeChunk(res, model, { role: "assistant" });
        writeChunk(res, model, {}, "stop");
        res.end("data: [DONE]\n\n");
        return;
      case "text":
      case "cut": {
        const tokens = tokenize(reply.text);
        if (!stream) {
          if (reply.kind === "cut") return res.destroy();
          return json(res, 200, completion(model, reply.text));
        }
        startStream(res);
        writeChunk(res, model, { role: "assistant", content: "" });
        if (reply.kind === "text" && reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
        const limit = reply.kind === "cut" ? Math.min(reply.afterTokens, tokens.length) : tokens.length;
        const rate = reply.tokensPerSecond ?? 0;
        const started = Date.now();
        let sent = 0;
        while (sent < limit) {
          if (res.destroyed || res.writableEnded) return;
          const due = rate > 0 ? Math.min(limit, Math.floor(((Date.now() - started) / 1000) * rate) + 1) : limit;
          while (sent < due) writeChunk(res, model, { content: tokens[sent++] });
          if (sent < limit) await sleep(Math.max(1, Math.min(50, 1000 / rate)));
        }
        if (reply.kind === "cut") {
          await sleep(20);
          res.destroy(); // no [DONE], no end of the chunked body
          return;
        }
        writeChunk(res, model, {}, "stop");
        // Asked for with stream_options.include_usage, as OpenAI does: a last chunk with no choices.
        if ((body?.stream_options as { include_usage?: boolean } | undefined)?.include_usage)
          writeUsage(res, model, tokens.length);
        res.end("data: [DONE]\n\n");
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    baseURL: `${origin}/v1`,
    origin,
    requests,
    script(...replies) {
      if (replies.length > 0) queue = replies;
    },
    scriptCompletions(...replies) {
      completionQueue = replies;
    },
    chatRequests: () => requests.filter((r) => r.path.endsWith("/chat/completions")),
    streamedRequests: () => requests.filter((r) => r.path.endsWith("/chat/completions") && r.body?.stream === true),
    reset() {
      requests.length = 0;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let chunkId = 0;
function startStream(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.flushHeaders();
}

function writeChunk(
  res: ServerResponse,
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
) {
  const chunk = {
    id: `chatcmpl-fake-${++chunkId}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  res.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

/** The usage a fake call reports: 10 prompt tokens, one completion token per word token. */
function writeUsage(res: ServerResponse, model: string, completionTokens: number) {
  const usage = { prompt_tokens: 10, completion_tokens: completionTokens, total_tokens: 10 + completionTokens };
  const chunk = {
    id: `chatcmpl-fake-${++chunkId}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [],
    usage,
  };
  res.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

function completion(model: string, content: string | null) {
  return {
    id: `chatcmpl-fake-${++chunkId}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: content ? tokenize(content).length : 0, total_tokens: 10 },
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Standalone: `node tests/support/fake-openai.ts [--port 4010]` prints its base URL. */
if (import.meta.main) {
  const portArg = process.argv.indexOf("--port");
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;
  const fake = await startFakeOpenAI({ port });
  process.stdout.write(`${fake.baseURL}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
