import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { apiRoutes, stateChanging, type ApiRoute } from "../../../tests/support/route-table.ts";
import { createTestApp, uniqueEmail, type TestClient } from "../../../tests/support/test-app.ts";
import { assessmentFields } from "../../shared/assessment/schema.ts";
import { defaultRateLimits, type RateLimits } from "./rate-limit.ts";
import { hasForbiddenCharacters } from "./text-policy.ts";

// No request input may cause a 500. Hostile bodies, query strings and paths, generated from a fixed
// seed (so a failure replays), are sent to every route of the route table; the answer must be < 500,
// and a 400 whenever the body holds a character the database cannot store.

const loose = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as RateLimits;
const t = await createTestApp({ rateLimits: loose });

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261130);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud800y",
  "\u200b\u202e\u{E0041}\u2066",
  "' OR 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "%00",
  "../../../etc/passwd",
  "__proto__",
  "constructor",
  "x".repeat(5_000),
  "🍎".repeat(300),
  "\n\r\t",
  "NaN",
  "1e309",
  "-1",
  "null",
  "[]",
  "a@b.c",
  "vitamin d",
  "other",
  "none",
  "vegan",
  "\\u0000",
  "${7*7}",
  "{{7*7}}",
  "\u2028\u2029",
  "\uffff\ufffe",
  "ＡＢＣ",
  "İı",
  "2026-13-45",
  "00000000-0000-0000-0000-000000000000",
];
const hostileNumbers = [0, -0, 1, -1, 1.5, 3, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 1e21];
const keys = [
  ...assessmentFields,
  "email",
  "password",
  "name",
  "image",
  "token",
  "newPassword",
  "redirectTo",
  "callbackURL",
  "step",
  "answers",
  "supplementName",
  "dosage",
  "dietType",
  "allergies",
  "otherAllergy",
  "rememberMe",
  "emailVerified",
  "id",
  "userId",
  "__proto__",
  "constructor",
  "x\u0000",
];
const rawBodies = [
  "",
  "null",
  "0",
  '"text"',
  "[]",
  "[1,2]",
  "true",
  "{",
  '{"a":',
  "}",
  '{"a":1}}',
  "\ufeff{}",
  '{"__proto__":{"isAdmin":true}}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  '{"step":123456789012345678901234567890,"answers":{"weight":1e400,"height":-1e400}}',
  '{"a":"\\ud800"}',
  '{"email":"\\u0000"}',
  `{"answers":${'{"a":'.repeat(100)}1${"}".repeat(100)}}`,
];
const idempotencyKeys = ["", "short", "x".repeat(200), "key with spaces 12345", "a;b=c,d\"e'f<g>h"];
const pathSegments = [
  "%00",
  "%",
  "%zz",
  "%ED%A0%80",
  "%2e%2e",
  "..",
  "a%2Fb",
  "' or 1=1",
  "x".repeat(3_000),
  "%F0%9F%8D%8E",
  "00000000-0000-0000-0000-000000000000",
];

function randomValue(depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 4 : 6));
  if (kind === 0) return pick(hostileStrings);
  if (kind === 1) return pick(hostileNumbers);
  if (kind === 2) return random() < 0.5;
  if (kind === 3) return null;
  if (kind === 4) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
  return randomObject(depth + 1);
}

function randomObject(depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--)
    Object.defineProperty(out, pick(keys), {
      value: randomValue(depth),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return out;
}

const knownEmail = uniqueEmail("fuzz-known");
const bases: Record<string, () => Record<string, unknown>> = {
  "/api/auth/sign-in/email": () => ({ email: knownEmail, password: "not-the-password" }),
  "/api/auth/sign-up/email": () => ({ email: uniqueEmail("fuzz"), password: "fuzzy-but-long-enough", name: "" }),
  "/api/auth/request-password-reset": () => ({ email: knownEmail, redirectTo: "/update-password" }),
  "/api/auth/reset-password": () => ({ token: "not-a-token", newPassword: "fuzzy-but-long-enough" }),
  "/api/newsletter": () => ({ email: uniqueEmail("fuzz") }),
  "/api/assessments/draft": () => ({ step: 3, answers: { ...completeAnswers } }),
  "/api/assessments": () => ({ answers: { ...completeAnswers } }),
  "/api/lookup": () => ({
    supplementName: "vitamin d",
    dosage: "1000 IU",
    dietType: "vegan",
    allergies: ["nuts"],
    otherAllergy: "",
  }),
};

/** A body for the route: raw malformed text, its usual body with a few fields made hostile, or a random object. */
function hostileBody(route: ApiRoute): string {
  const roll = random();
  if (roll < 0.15) return pick(rawBodies);
  if (roll < 0.6) {
    const body = bases[route.pattern]?.() ?? {};
    const target = "answers" in body && random() < 0.6 ? (body.answers as Record<string, unknown>) : body;
    for (let i = 1 + Math.floor(random() * 3); i > 0; i--)
      target[random() < 0.7 && Object.keys(target).length > 0 ? pick(Object.keys(target)) : pick(keys)] = randomValue();
    return JSON.stringify(body);
  }
  return JSON.stringify(randomObject());
}

/** A lone surrogate has no UTF-8 form; its would-be bytes are among pathSegments ("%ED%A0%80"). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

function holdsForbidden(text: string): boolean {
  try {
    const found: boolean[] = [];
    JSON.parse(text, (key, value: unknown) => {
      if (hasForbiddenCharacters(key) || (typeof value === "string" && hasForbiddenCharacters(value))) found.push(true);
      return value;
    });
    return found.length > 0;
  } catch {
    return false;
  }
}

describe("no request input causes a 500", () => {
  it("over every route of the route table", { timeout: 240_000 }, async () => {
    const people: TestClient[] = [];
    for (let i = 0; i < 4; i++) {
      people.push(t.client(`198.18.50.${i + 1}`));
      await people[i]!.signUp(i === 0 ? knownEmail : undefined);
    }
    const created = await people[0]!.post(
      "/api/assessments",
      { answers: completeAnswers },
      { "Idempotency-Key": "fuzz-seed-assessment" },
    );
    const { assessment } = (await created.json()) as { assessment: { id: string } };
    const routes = apiRoutes(t.app, { id: assessment.id, resetToken: "fuzz-token" });
    const failures: string[] = [];
    let sent = 0;

    for (const route of routes) {
      const cases = stateChanging(route) ? 60 : 30;
      for (let i = 0; i < cases; i++) {
        // Submits are limited per person per hour: spread them over several people.
        const client = route.pattern.startsWith("/api/auth/")
          ? t.client(`198.18.51.${i + 1}`)
          : people[(sent >> 4) % people.length]!;
        let path = route.path;
        let body: string | undefined;
        const headers: Record<string, string> = {
          "Idempotency-Key": random() < 0.5 ? `fuzz-key-${sent}` : pick(idempotencyKeys),
        };
        if (stateChanging(route)) body = hostileBody(route);
        if (route.pattern.includes(":id") || route.pattern === "/api/*")
          path = route.pattern.replace(":id", pick(pathSegments)).replace("*", pick(pathSegments));
        if (route.method === "GET" && random() < 0.7)
          path += `?q=${encode(pick(hostileStrings))}&limit=${encode(String(randomValue()))}&${pick(pathSegments)}=${pick(pathSegments)}`;
        sent += 1;
        const response = await client.request(route.method, path, body, headers);
        const text = await response.text();
        if (response.status >= 500)
          failures.push(
            `${route.method} ${path.slice(0, 120)} ${body?.slice(0, 160) ?? ""} -> ${response.status} ${text.slice(0, 200)}`,
          );
        else if (body !== undefined && holdsForbidden(body) && response.status !== 400) {
          failures.push(`${route.method} ${path.slice(0, 120)} ${body.slice(0, 160)} -> ${response.status}, not 400`);
        }
      }
    }
    await t.deps.assessments.runner.drain();
    expect(sent).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  });
});
