import { afterAll, describe, expect, it } from "vitest";
import { assessmentApi } from "../../../tests/support/assessment-api.ts";
import { chatApi } from "../../../tests/support/chat-api.ts";
import { scriptedAssessment, startFakeOpenAI } from "../../../tests/support/fake-openai.ts";
import { createTestApp, TestClient } from "../../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";

// /metrics: who may read it, and that it says what an operator alerts on (README "Runbook").

const t = await createTestApp({
  trustedProxies: ["10.0.0.2"],
  rateLimits: { newsletter: { name: "newsletter", limit: 1, windowSeconds: 60 } },
});
const token = "metrics-token-0123456789";

/** Another instance on the same database, with METRICS_ALLOW, METRICS_TOKEN, a pool and Node's own metrics. */
function instance(options: { allow: string[]; token?: string; ai?: "fake" }, fakeBaseURL?: string) {
  const { config, mailer, kb, db } = t.deps;
  const ai =
    options.ai === "fake" && fakeBaseURL
      ? { kind: "provider" as const, baseURL: fakeBaseURL, apiKey: "k", model: "fake-model" }
      : config.ai;
  return createApp({
    config: { ...config, ai, trustedProxies: ["10.0.0.2"], metrics: { allow: options.allow, token: options.token } },
    db,
    mailer,
    kb,
    rateLimits: t.deps.rateLimits,
    logger: createLogger("silent"),
    metrics: { processMetrics: true, poolStats: () => ({ total: 4, idle: 3, waiting: 0, max: 10 }) },
  });
}

async function scrape(client: TestClient, headers: Record<string, string> = {}) {
  const response = await client.get("/metrics", headers);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("who may read /metrics", () => {
  const b = instance({ allow: ["127.0.0.1", "::1", "192.0.2.0/24"], token });

  it("answers loopback (the default) and the configured networks", async () => {
    expect((await scrape(t.client("127.0.0.1"))).status).toBe(200);
    expect((await scrape(new TestClient(b.app, "::1"))).status).toBe(200);
    expect((await scrape(new TestClient(b.app, "192.0.2.77"))).status).toBe(200);
  });

  it("refuses any other address, and a request relayed from outside by the trusted proxy", async () => {
    expect((await scrape(t.client("203.0.113.9"))).status).toBe(403);
    expect((await scrape(new TestClient(b.app, "198.51.100.1"))).status).toBe(403);
    // The proxy's own address is not what counts: the client it relays for is.
    const viaProxy = await scrape(new TestClient(b.app, "10.0.0.2"), { "x-forwarded-for": "203.0.113.9" });
    expect(viaProxy.status).toBe(403);
    expect(viaProxy.text).not.toContain("foodfirst_");
  });

  it("opens with the bearer token from anywhere, and only with the exact token", async () => {
    const outside = new TestClient(b.app, "203.0.113.9");
    expect((await scrape(outside, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await scrape(outside, { authorization: `Bearer ${token}x` })).status).toBe(403);
    expect((await scrape(outside, { authorization: token })).status).toBe(403);
    // No token configured: a bearer header opens nothing.
    expect((await scrape(t.client("203.0.113.9"), { authorization: "Bearer " })).status).toBe(403);
  });
});

const fake = await startFakeOpenAI();
afterAll(() => fake.close());

describe("what /metrics says", () => {
  const b = instance({ allow: ["127.0.0.1"] }, undefined);
  const withModel = instance({ allow: ["127.0.0.1"], ai: "fake" }, fake.baseURL);

  it("counts requests by route pattern and status class, and 429 refusals, in Prometheus text format", async () => {
    const api = assessmentApi({
      ...t,
      app: b.app,
      client: (ip = "203.0.113.10") => new TestClient(b.app, ip, t.confirmationLinks),
    });
    const person = await api.signedIn();
    const created = await api.submitOk(person);
    await api.settled(person, created.id);
    await person.post("/api/newsletter", { email: "metrics-1@example.com" });
    await person.post("/api/newsletter", { email: "metrics-2@example.com" });
    const { status, type, text } = await scrape(new TestClient(b.app, "127.0.0.1"));
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toMatch(
      /foodfirst_http_requests_total\{method="GET",route="\/api\/assessments\/:id",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /foodfirst_http_request_duration_seconds_bucket\{le="0\.4",method="POST",route="\/api\/assessments",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(/foodfirst_rate_limit_refusals_total\{route="\/api\/newsletter"\} 1/);
    // Never a concrete path: the assessment's id is in no label.
    expect(text).not.toContain(created.id);
  });

  it("counts generations by engine and outcome, the tokens the model reported, and open streams", async () => {
    fake.script({ kind: "text", text: scriptedAssessment(60), tokensPerSecond: 200 });
    const api = assessmentApi(
      {
        ...t,
        app: withModel.app,
        client: (ip = "203.0.113.10") => new TestClient(withModel.app, ip, t.confirmationLinks),
      },
      { ipPrefix: "198.19" },
    );
    const person = await api.signedIn();
    const created = await api.submitOk(person);
    const stream = await api.streamEvents(person, created.id);
    const during = (await scrape(new TestClient(withModel.app, "127.0.0.1"))).text;
    expect(during).toMatch(/foodfirst_active_streams\{kind="assessment"\} 1/);
    await stream.text();
    await api.settled(person, created.id);
    const { text } = await scrape(new TestClient(withModel.app, "127.0.0.1"));
    expect(text).toMatch(/foodfirst_active_streams\{kind="assessment"\} 0/);
    expect(text).toMatch(/foodfirst_generations_started_total\{kind="assessment",engine="fake-model"\} 1/);
    expect(text).toMatch(/foodfirst_generations_completed_total\{kind="assessment",engine="fake-model"\} 1/);
    expect(text).toMatch(/foodfirst_model_tokens_total\{kind="assessment",engine="fake-model",type="input"\} 10/);
    expect(text).toMatch(/foodfirst_model_tokens_total\{kind="assessment",engine="fake-model",type="output"\} [1-9]/);

    fake.script({ kind: "error", status: 401, message: "bad key" });
    const failing = await api.submitOk(person);
    await api.settled(person, failing.id);
    expect((await scrape(new TestClient(withModel.app, "127.0.0.1"))).text).toMatch(
      /foodfirst_generations_failed_total\{kind="assessment",engine="fake-model",code="[a-z_]+"\} 1/,
    );
  });

  it("counts the chat's tokens apart from the assessment's: its replies and its title helper", async () => {
    fake.scriptCompletions({ kind: "text", text: "Vitamin D" });
    fake.script({ kind: "text", text: "Eggs and mushrooms." });
    const chat = chatApi(
      {
        ...t,
        app: withModel.app,
        client: (ip = "203.0.113.11") => new TestClient(withModel.app, ip, t.confirmationLinks),
      },
      { ipPrefix: "198.20" },
    );
    const person = await chat.signedIn();
    const sent = await chat.send(person, "Where do I get vitamin D?");
    await chat.settled(person, sent.conversation.id, sent.reply.id);
    // The title helper's call may end a moment after the reply.
    await expect
      .poll(async () => (await chat.conversation(person, sent.conversation.id)).conversation.title, { timeout: 5_000 })
      .toBe("Vitamin D");
    const { text } = await scrape(new TestClient(withModel.app, "127.0.0.1"));
    // 10 prompt tokens per call (the fake's): the reply's and the title's.
    expect(text).toMatch(/foodfirst_model_tokens_total\{kind="chat answer",engine="fake-model",type="input"\} 20/);
    expect(text).toMatch(/foodfirst_model_tokens_total\{kind="chat answer",engine="fake-model",type="output"\} [1-9]/);
    // What was asked, as an intent label: never the question or the person.
    expect(text).toMatch(/foodfirst_chat_intents_total\{intent="food_sources"\} 1/);
    expect(text).not.toContain("Where do I get");
  });

  it("shows the database pool and Node's event-loop lag", async () => {
    const { text } = await scrape(new TestClient(b.app, "127.0.0.1"));
    expect(text).toContain('foodfirst_db_pool_connections{state="total"} 4');
    expect(text).toContain('foodfirst_db_pool_connections{state="waiting"} 0');
    expect(text).toContain('foodfirst_db_pool_connections{state="max"} 10');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });
});
