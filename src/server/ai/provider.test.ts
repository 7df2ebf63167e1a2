import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { AiError } from "./errors.ts";
import { createChatProvider, type ChatProviderConfig } from "./provider.ts";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const request = { system: "You are a test.", user: "Say hello.", temperature: 0.7, maxOutputTokens: 2048 };

function provider(overrides: Partial<ChatProviderConfig> = {}) {
  return createChatProvider({
    baseURL: fake.baseURL,
    apiKey: "test-key",
    model: "test-model",
    // Long enough for a first token on a loaded machine (300 ms timed out under load); the idle timeout's own test
    // sets its 250 ms.
    idleTimeoutMs: 5_000,
    retryBaseDelayMs: 10,
    maxRetryDelayMs: 2_000,
    ...overrides,
  });
}

async function collect(stream: AsyncIterable<string>): Promise<{ text: string; deltas: number; error?: AiError }> {
  let text = "";
  let deltas = 0;
  try {
    for await (const delta of stream) {
      text += delta;
      deltas++;
    }
    return { text, deltas };
  } catch (error) {
    return { text, deltas, error: error as AiError };
  }
}

describe("chat provider against a fake OpenAI-compatible server", () => {
  it("streams the reply token by token and sends the spec's settings", async () => {
    fake.script({ kind: "text", text: "Eat more lentils and leafy greens.", tokensPerSecond: 200 });
    const result = await collect(provider().stream(request));
    expect(result.error).toBeUndefined();
    expect(result.text).toBe("Eat more lentils and leafy greens.");
    expect(result.deltas).toBe(6);
    const [sent] = fake.chatRequests();
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.headers.authorization).toBe("Bearer test-key");
    expect(sent?.body).toMatchObject({ model: "test-model", stream: true, temperature: 0.7, max_tokens: 2048 });
    expect(sent?.body?.messages).toEqual([
      { role: "system", content: "You are a test." },
      { role: "user", content: "Say hello." },
    ]);
  });

  it("yields the first token before the reply has finished", async () => {
    fake.script({ kind: "text", text: "one two three four five six seven eight nine ten", tokensPerSecond: 20 });
    const started = Date.now();
    let firstAt = 0;
    for await (const _ of provider().stream(request)) {
      firstAt ||= Date.now() - started;
    }
    const total = Date.now() - started;
    expect(firstAt).toBeLessThan(200);
    expect(total).toBeGreaterThan(400);
  });

  it("maps 401 to invalid_api_key without retrying", async () => {
    fake.script({ kind: "error", status: 401, message: "Incorrect API key provided" });
    const { error } = await collect(provider().stream(request));
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: "invalid_api_key", message: "Invalid API key", status: 401 });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("maps 429 to rate_limit with its Retry-After, retrying twice at most", async () => {
    fake.script({ kind: "error", status: 429, retryAfterSeconds: 0 });
    const { error } = await collect(provider().stream(request));
    expect(error).toMatchObject({ code: "rate_limit", message: "Rate limit exceeded", retryAfterSeconds: 0 });
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it("waits the Retry-After seconds before retrying a 429", async () => {
    fake.script({ kind: "error", status: 429, retryAfterSeconds: 1 }, { kind: "text", text: "Recovered." });
    const started = Date.now();
    const result = await collect(provider().stream(request));
    expect(result.text).toBe("Recovered.");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it("gives up at once when Retry-After is longer than it would make a person wait", async () => {
    fake.script({ kind: "error", status: 429, retryAfterSeconds: 120 });
    const { error } = await collect(provider().stream(request));
    expect(error).toMatchObject({ code: "rate_limit", retryAfterSeconds: 120 });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("maps 500 to server_error after 2 retries", async () => {
    fake.script({ kind: "error", status: 500 });
    const { error } = await collect(provider().stream(request));
    expect(error).toMatchObject({ code: "server_error", status: 500 });
    expect(error?.message).toContain("server error");
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it("recovers when a retry succeeds", async () => {
    fake.script(
      { kind: "error", status: 500 },
      { kind: "error", status: 500 },
      { kind: "text", text: "Third time lucky." },
    );
    const result = await collect(provider().stream(request));
    expect(result).toEqual({ text: "Third time lucky.", deltas: 3 });
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it("uses the provider's message for another status, else the generic one", async () => {
    fake.script({ kind: "error", status: 400, message: "Model does not exist" });
    expect((await collect(provider().stream(request))).error).toMatchObject({
      code: "api_error",
      status: 400,
      message: "Model does not exist",
    });
    fake.script({ kind: "error", status: 404, message: "" });
    expect((await collect(provider().stream(request))).error).toMatchObject({
      code: "api_error",
      message: "An error occurred with the OpenAI API",
    });
  });

  it("maps a refused connection to network_error", async () => {
    const closed = await startFakeOpenAI();
    const baseURL = closed.baseURL;
    await closed.close();
    const { error } = await collect(provider({ baseURL, retryBaseDelayMs: 1 }).stream(request));
    expect(error).toMatchObject({ code: "network_error", message: "Network error - please check your connection" });
  });

  it("maps a reply with no content to no_content", async () => {
    fake.script({ kind: "empty" });
    const { error } = await collect(provider().stream(request));
    expect(error).toMatchObject({ code: "no_content" });
    expect(error?.message).toMatch(/no response content/i);
  });

  it("ends the call when no token arrives within the idle timeout", async () => {
    fake.script({ kind: "hang" });
    const started = Date.now();
    const { error } = await collect(provider({ idleTimeoutMs: 250 }).stream(request));
    expect(error).toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("does not retry once text has streamed, and keeps what it yielded", async () => {
    fake.script(
      { kind: "cut", text: "alpha beta gamma delta epsilon", afterTokens: 2 },
      { kind: "text", text: "never asked" },
    );
    const result = await collect(provider().stream(request));
    expect(result.text).toBe("alpha beta ");
    expect(result.error).toMatchObject({ code: "network_error" });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("stops when its caller aborts", async () => {
    fake.script({ kind: "text", text: "a b c d e f g h i j k l m n o p", tokensPerSecond: 20 });
    const controller = new AbortController();
    let text = "";
    let thrown: unknown;
    try {
      for await (const delta of provider().stream(request, controller.signal)) {
        text += delta;
        if (text.length >= 4) controller.abort(new Error("caller went away"));
      }
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).toBe("caller went away");
    expect(text.length).toBeLessThan(12);
  });
});
