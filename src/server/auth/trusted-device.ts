import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from "node:crypto";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";

// Device cookies (OWASP's "Slow down online guessing attacks with device cookies"): a browser that has
// signed in to an account, or reset its password, gets a signed cookie naming that account. Its sign-in
// attempts are then counted on their own, so someone who guesses at the account from elsewhere (and
// locks it for everyone else) cannot lock its owner out of the devices they already use.

export const trustedDeviceCookie = "foodfirst.trusted_device";
const maxAgeSeconds = 60 * 60 * 24 * 365;

export interface TrustedDevices {
  /** The device's id when the request carries a valid cookie issued for this account (`subject`), else null. */
  deviceFor(c: Context, subject: string): string | null;
  /** A Set-Cookie value that trusts this browser for the account (a new device id, or the same one renewed). */
  trust(subject: string, deviceId?: string | null): string;
}

/**
 * The cookie is Hono's signed cookie (`<value>.<base64 HMAC-SHA256 of value>`, URL-encoded), made and checked
 * with Node's synchronous HMAC on a key imported once, instead of Hono's WebCrypto import and sign at every
 * sign-in (decision 029): the same bytes, so cookies already issued stay valid.
 */
export function signCookieValue(key: KeyObject, value: string): string {
  return `${value}.${createHmac("sha256", key).update(value).digest("base64")}`;
}

/** The signed value, or null when the signature is missing or not this key's. */
export function verifiedCookieValue(key: KeyObject, signed: string): string | null {
  const at = signed.lastIndexOf(".");
  if (at < 0) return null;
  const value = signed.slice(0, at);
  const given = Buffer.from(signed.slice(at + 1));
  const expected = Buffer.from(createHmac("sha256", key).update(value).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

export function createTrustedDevices(secret: string, secure: boolean): TrustedDevices {
  const key = createSecretKey(Buffer.from(secret));
  return {
    deviceFor(c, subject) {
      const signed = getCookie(c, trustedDeviceCookie);
      const value = signed === undefined ? null : verifiedCookieValue(key, signed);
      if (value === null) return null;
      const [forSubject, deviceId] = value.split(".");
      return forSubject === subject && deviceId ? deviceId : null;
    },
    trust(subject, deviceId) {
      const id = deviceId ?? randomBytes(16).toString("base64url");
      return generateCookie(trustedDeviceCookie, signCookieValue(key, `${subject}.${id}`), {
        path: "/api/auth",
        httpOnly: true,
        secure,
        sameSite: "Strict",
        maxAge: maxAgeSeconds,
      });
    },
  };
}
