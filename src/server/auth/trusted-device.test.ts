import { Hono } from "hono";
import { generateSignedCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { createTrustedDevices, trustedDeviceCookie } from "./trusted-device.ts";

const secret = "test-secret-test-secret-test-secret-0123";
const subject = "0123456789abcdef0123456789abcdef";
const options = {
  path: "/api/auth",
  httpOnly: true,
  secure: true,
  sameSite: "Strict",
  maxAge: 60 * 60 * 24 * 365,
} as const;

/** What deviceFor reads from a request carrying this Cookie header. */
async function deviceSeen(cookie: string, forSubject = subject): Promise<string> {
  const devices = createTrustedDevices(secret, true);
  const app = new Hono().get("/", (c) => c.text(String(devices.deviceFor(c, forSubject))));
  return (await app.request("/", { headers: { cookie } })).text();
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("device cookies", () => {
  it("are the bytes Hono's signed cookie gives, so cookies issued before stay valid", async () => {
    const ours = createTrustedDevices(secret, true).trust(subject, "device-1");
    expect(ours).toBe(await generateSignedCookie(trustedDeviceCookie, `${subject}.device-1`, secret, options));
    const issuedByHono = await generateSignedCookie(trustedDeviceCookie, `${subject}.device-2`, secret, options);
    expect(await deviceSeen(cookiePair(issuedByHono))).toBe("device-2");
  });

  it("name the device only for the account they were issued for, and never when altered or signed with another key", async () => {
    const pair = cookiePair(createTrustedDevices(secret, true).trust(subject, "device-3"));
    expect(await deviceSeen(`other=1; ${pair}`)).toBe("device-3");
    expect(await deviceSeen(pair, "fedcba9876543210fedcba9876543210")).toBe("null");
    expect(await deviceSeen(pair.replace("device-3", "device-4"))).toBe("null");
    expect(await deviceSeen(cookiePair(createTrustedDevices(`${secret}x`, true).trust(subject, "device-3")))).toBe(
      "null",
    );
    expect(await deviceSeen(`${trustedDeviceCookie}=${subject}.device-3`)).toBe("null");
    expect(await deviceSeen("")).toBe("null");
  });

  it("give each new browser its own id", () => {
    const devices = createTrustedDevices(secret, false);
    expect(cookiePair(devices.trust(subject))).not.toBe(cookiePair(devices.trust(subject)));
  });
});
