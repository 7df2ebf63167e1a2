import { readSse } from "../../src/web/lib/sse.ts";
import type { GenerationStreamEvent } from "../../src/shared/generation.ts";
import { waitForConfirmationLink } from "../../tests/support/outbox.ts";

// A person's browser as the cluster test drives it through nginx: its cookies, the app's Origin on
// writes, and its own client address (sent as X-Forwarded-For, which nginx believes from loopback in
// the test, as it would from a balancer in front; see nginx-config.ts `realIpFrom`).

export interface Answer {
  status: number;
  headers: Headers;
  /** Which instance answered (nginx's X-Upstream in the test's configuration). */
  upstream: string;
  body: unknown;
  ms: number;
}

let personCounter = 0;

export class Person {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  readonly ip: string;
  email = "";
  /** The X-Request-Id of every answer this person got, in order. */
  readonly requestIds: string[] = [];

  constructor(base: string, ip?: string) {
    personCounter += 1;
    this.base = base;
    this.ip = ip ?? `198.51.${Math.floor(personCounter / 250) % 250}.${(personCounter % 250) + 1}`;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      origin: this.base,
      "x-forwarded-for": this.ip,
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
      ...extra,
    };
  }

  keepCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; its own base URL (an instance directly) when given. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
    base = this.base,
  ): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: this.headers({ ...(body !== undefined ? { "content-type": "application/json" } : {}), ...extra }),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    this.keepCookies(response);
    this.requestIds.push(response.headers.get("x-request-id") ?? "");
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a page, an asset)
    }
    return {
      status: response.status,
      headers: response.headers,
      upstream: response.headers.get("x-upstream") ?? "",
      body: parsed,
      ms: performance.now() - started,
    };
  }

  /**
   * Signs up, then opens the emailed confirmation link, which signs this person in (decision 024): the
   * instances run in production mode with no SMTP, so the mail is in one of their `outboxes`.
   */
  async signUp(outboxes: string[]): Promise<void> {
    this.email = `cluster.${Date.now().toString(36)}.${personCounter}@example.com`;
    const answer = await this.request("POST", "/api/auth/sign-up/email", {
      email: this.email,
      password: "correct horse battery",
      name: "",
    });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    const link = new URL(await waitForConfirmationLink(outboxes, this.email));
    // Not followed: the session cookie comes on the redirect itself.
    const confirmed = await fetch(`${this.base}${link.pathname}${link.search}`, {
      headers: this.headers(),
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    this.keepCookies(confirmed);
    if (confirmed.status !== 302 || this.cookies.size === 0)
      throw new Error(`confirming the sign-up failed: ${confirmed.status}`);
    // As the sign-up page does once the box is ticked: no assessment is stored without this agreement.
    const consent = await this.request("POST", "/api/account/consent", {});
    if (consent.status !== 200) throw new Error(`consent failed: ${consent.status} ${JSON.stringify(consent.body)}`);
  }
}

export interface OpenStream {
  upstream: string;
  /** Each event with the time it arrived (ms since the stream opened). */
  events: { at: number; event: GenerationStreamEvent }[];
  /** Resolves when the stream ends (finished, or cut), with how it ended. */
  ended: Promise<"ended" | "cut">;
  close(): void;
}

/** Opens /api/assessments/:id/stream through nginx and records every event as it arrives. */
export async function openStream(person: Person, id: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${person.base}/api/assessments/${id}/stream`, {
    headers: person.headers(),
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const opened = performance.now();
  const events: OpenStream["events"] = [];
  const ended = (async (): Promise<"ended" | "cut"> => {
    try {
      for await (const message of readSse(response.body!)) {
        events.push({ at: performance.now() - opened, event: JSON.parse(message.data) as GenerationStreamEvent });
      }
      return "ended";
    } catch {
      return "cut";
    }
  })();
  return { upstream: response.headers.get("x-upstream") ?? "", events, ended, close: () => controller.abort() };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` gives a value, or throws after `timeoutMs`. */
export async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}
