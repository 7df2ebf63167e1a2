import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { generateSignedCookie, getSignedCookie } from "hono/cookie";

// Device cookies (OWASP's "Slow down online guessing attacks with device cookies"): a browser that has
// signed in to an account, or reset its password, gets a signed cookie naming that account. Its sign-in
// attempts are then counted on their own, so someone who guesses at the account from elsewhere (and
// locks it for everyone else) cannot lock its owner out of the devices they already use.

export const trustedDeviceCookie = "foodfirst.trusted_device";
const maxAgeSeconds = 60 * 60 * 24 * 365;

export interface TrustedDevices {
  /** The device's id when the request carries a valid cookie issued for this account (`subject`), else null. */
  deviceFor(c: Context, subject: string): Promise<string | null>;
  /** A Set-Cookie value that trusts this browser for the account (a new device id, or the same one renewed). */
  trust(subject: string, deviceId?: string | null): Promise<string>;
}

export function createTrustedDevices(secret: string, secure: boolean): TrustedDevices {
  return {
    async deviceFor(c, subject) {
      const value = await getSignedCookie(c, secret, trustedDeviceCookie);
      if (typeof value !== "string") return null;
      const [forSubject, deviceId] = value.split(".");
      return forSubject === subject && deviceId ? deviceId : null;
    },
    trust(subject, deviceId) {
      const id = deviceId ?? randomBytes(16).toString("base64url");
      return generateSignedCookie(trustedDeviceCookie, `${subject}.${id}`, secret, {
        path: "/api/auth",
        httpOnly: true,
        secure,
        sameSite: "Strict",
        maxAge: maxAgeSeconds,
      });
    },
  };
}
