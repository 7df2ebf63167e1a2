import { randomUUID } from "node:crypto";
import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";

// What people do on FoodFirst, as requests: shared by the cluster test's background traffic and by
// `npm run load`. Adding a kind of request is one entry here (chat messages, which need a
// conversation of each person's own, are added by the load run).

export interface RequestKind {
  name: string;
  /** Reads and writes have different latency budgets. */
  write: boolean;
  /** Needs a signed-in person's session cookie. */
  signedIn: boolean;
  method: "GET" | "POST" | "PUT";
  path: string;
  /** A fresh body for each request (n counts this kind's requests); none for GET. */
  body?: (n: number) => unknown;
  headers?: (n: number) => Record<string, string>;
  /** The row a 2xx answer promises, counted in the database after the run: table and what identifies ours. */
  stored?: "assessments" | "drafts" | "newsletter" | "chat messages";
}

/** A run's unique prefix, so rows it wrote can be told from any other run's. */
export const runId = randomUUID().slice(0, 8);

export function workloadKinds(assetPath: string): RequestKind[] {
  return [
    { name: "home page", write: false, signedIn: false, method: "GET", path: "/" },
    { name: "blog page", write: false, signedIn: false, method: "GET", path: "/blog" },
    { name: "static asset", write: false, signedIn: false, method: "GET", path: assetPath },
    { name: "session", write: false, signedIn: true, method: "GET", path: "/api/auth/get-session" },
    { name: "assessment list", write: false, signedIn: true, method: "GET", path: "/api/assessments" },
    { name: "dashboard", write: false, signedIn: true, method: "GET", path: "/api/dashboard" },
    {
      name: "lookup",
      write: false,
      signedIn: true,
      method: "POST",
      path: "/api/lookup",
      body: () => ({ supplementName: "Vitamin C", dosage: "500 mg" }),
    },
    {
      name: "draft save",
      write: true,
      signedIn: true,
      method: "PUT",
      path: "/api/assessments/draft",
      body: (n) => ({ step: 2, answers: { ...completeAnswers, otherHealthCondition: `draft ${n}` } }),
      stored: "drafts",
    },
    {
      name: "newsletter",
      write: true,
      signedIn: false,
      method: "POST",
      path: "/api/newsletter",
      body: (n) => ({ email: `load-${runId}-${n}-${randomUUID().slice(0, 6)}@example.com` }),
      // Sign-ups come from many visitors, each from their own address (the per-address limit is 10 per 10 min).
      headers: (n) => ({ "x-forwarded-for": visitorAddress(n) }),
      stored: "newsletter",
    },
    {
      name: "assessment submit",
      write: true,
      signedIn: true,
      method: "POST",
      path: "/api/assessments",
      body: () => ({ answers: completeAnswers }),
      headers: (n) => ({ "Idempotency-Key": `load-${runId}-${n}-${randomUUID()}` }),
      stored: "assessments",
    },
  ];
}

/** A distinct client address for the n-th visitor (100.64.0.0/10, shared address space: never routed here). */
export function visitorAddress(n: number): string {
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The newest article's path, from the blog's list. */
export async function newestArticlePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = /href="(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no article link in /blog");
  return match[1];
}

/** The first hashed script the built index.html loads: a real static asset. */
export async function firstAssetPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const match = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error("no /assets/*.js in the home page");
  return match[1];
}
