import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Unsubscribe tokens: `<subscriber id>.<HMAC-SHA256 of the id under the server secret>`. Only the
 * server can make one (the secret never leaves it), one token names exactly one subscriber row, so
 * it cannot be moved to another address, and nothing needs storing. The purpose label keeps these
 * MACs apart from any other use of the same secret.
 */
const purpose = "foodfirst:newsletter-unsubscribe:v1";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A SHA-256 MAC in base64url: 43 characters. */
const macPattern = /^[A-Za-z0-9_-]{43}$/;

function mac(secret: string, subscriberId: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\n${subscriberId}`).digest();
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${mac(secret, subscriberId).toString("base64url")}`;
}

/** The subscriber id a token was made for, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || !uuidPattern.test(id) || !macPattern.test(given)) return null;
  // The canonical text is compared, not the decoded bytes: the last base64url character carries two
  // unused bits, and a token with them changed must not count as the same token.
  const expected = Buffer.from(mac(secret, id).toString("base64url"));
  const actual = Buffer.from(given);
  // Compared in constant time, so the answer's timing says nothing about how close a guess was.
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
