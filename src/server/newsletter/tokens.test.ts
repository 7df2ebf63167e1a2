import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./tokens.ts";

const secret = "a-test-secret-a-test-secret-0123456789";

describe("unsubscribe tokens", () => {
  it("name the subscriber they were made for", () => {
    const id = randomUUID();
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, id))).toBe(id);
  });

  it("cannot be moved to another subscriber", () => {
    const [, mac] = unsubscribeToken(secret, randomUUID()).split(".");
    expect(readUnsubscribeToken(secret, `${randomUUID()}.${mac}`)).toBeNull();
  });

  it("are refused when made with another secret, altered or malformed", () => {
    const id = randomUUID();
    const token = unsubscribeToken(secret, id);
    const flip = (at: number) => token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    // The last character's two unused bits: the same bytes once decoded, but not the token that was sent.
    const last = token.at(-1) ?? "A";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBytes = token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    for (const bad of [
      unsubscribeToken("another-secret-another-secret-0123456789", id),
      flip(token.length - 10),
      flip(token.length - 1),
      sameBytes,
      `${id}.`,
      id,
      `${id}.${"A".repeat(43)}`,
      `${token}.extra`,
      "",
      `${id.toUpperCase()}.${token.split(".")[1]}`,
    ]) {
      expect(readUnsubscribeToken(secret, bad), bad).toBeNull();
    }
  });

  it("carry 256 bits of MAC, so they cannot be guessed", () => {
    const mac = unsubscribeToken(secret, randomUUID()).split(".")[1] ?? "";
    expect(Buffer.from(mac, "base64url")).toHaveLength(32);
    // Two subscribers' tokens share nothing but the format.
    expect(unsubscribeToken(secret, randomUUID()).split(".")[1]).not.toBe(mac);
  });
});
