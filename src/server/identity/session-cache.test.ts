import { describe, expect, it } from "vitest";
import { cookieValue, createSessionCache, sessionTokenDigest } from "./session-cache.ts";

const expiresAt = new Date(Date.UTC(2030, 0, 1));

function cacheAt(start = 1_000_000, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = createSessionCache<{ id: string }>({ ttlMs: 3_000, ...options, now: () => clock.now });
  return { cache, clock };
}

describe("session cache", () => {
  it("answers for a verified cookie until ttl has passed, then asks again", () => {
    const { cache, clock } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    expect(cache.get("tok-a.sig")?.user).toEqual({ id: "a" });
    clock.now += 2_999;
    expect(cache.get("tok-a.sig")?.user.id).toBe("a");
    clock.now += 1;
    expect(cache.get("tok-a.sig")).toBeUndefined();
  });

  it("never keeps a session past its own expiry", () => {
    const { cache, clock } = cacheAt();
    cache.remember(
      "tok-a.sig",
      { user: { id: "a" }, token: "tok-a", expiresAt: new Date(clock.now + 500) },
      cache.epoch(),
    );
    clock.now += 500;
    expect(cache.get("tok-a.sig")).toBeUndefined();
  });

  it("answers only for the exact cookie value it verified", () => {
    const { cache } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    expect(cache.get("tok-a.sig2")).toBeUndefined();
    expect(cache.get("tok-a")).toBeUndefined();
    expect(cache.get("tok-b.sig")).toBeUndefined();
  });

  it("forgets a deleted session at once", () => {
    const { cache } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    cache.remember("tok-b.sig", { user: { id: "b" }, token: "tok-b", expiresAt }, cache.epoch());
    cache.forget("tok-a");
    expect(cache.get("tok-a.sig")).toBeUndefined();
    expect(cache.get("tok-b.sig")?.user.id).toBe("b");
  });

  it("forgets a session another instance deleted, named by its token's digest only", () => {
    const { cache } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    cache.remember("tok-b.sig", { user: { id: "b" }, token: "tok-b", expiresAt }, cache.epoch());
    expect(sessionTokenDigest("tok-a")).not.toContain("tok-a");
    cache.forgetDigest(sessionTokenDigest("tok-a"));
    expect(cache.get("tok-a.sig")).toBeUndefined();
    expect(cache.get("tok-b.sig")?.user.id).toBe("b");
  });

  it("forgets everything when revocations may have been missed, including a check under way", () => {
    const { cache } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    const since = cache.epoch();
    cache.forgetAll();
    cache.remember("tok-b.sig", { user: { id: "b" }, token: "tok-b", expiresAt }, since);
    expect(cache.get("tok-a.sig")).toBeUndefined();
    expect(cache.get("tok-b.sig")).toBeUndefined();
  });

  it("does not store a check that was under way while a session was deleted", () => {
    const { cache } = cacheAt();
    const since = cache.epoch();
    cache.forget("tok-a"); // sign-out lands while the library is still reading the session
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, since);
    expect(cache.get("tok-a.sig")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest", () => {
    const { cache } = cacheAt(1_000_000, { maxEntries: 2 });
    for (const name of ["a", "b", "c"])
      cache.remember(`tok-${name}.sig`, { user: { id: name }, token: `tok-${name}`, expiresAt }, cache.epoch());
    expect(cache.size()).toBe(2);
    expect(cache.get("tok-a.sig")).toBeUndefined();
    expect(cache.get("tok-c.sig")?.user.id).toBe("c");
  });

  it("hands out a frozen user, so no route can change what the next request sees", () => {
    const { cache } = cacheAt();
    cache.remember("tok-a.sig", { user: { id: "a" }, token: "tok-a", expiresAt }, cache.epoch());
    expect(Object.isFrozen(cache.get("tok-a.sig")?.user)).toBe(true);
  });
});

describe("cookieValue", () => {
  const name = "better-auth.session_token";
  it("finds the cookie among others", () => {
    expect(cookieValue(`a=1; ${name}=tok.sig%3D; b=2`, name)).toBe("tok.sig%3D");
    expect(cookieValue(`${name}=tok.sig`, name)).toBe("tok.sig");
  });

  it("is undefined when absent, and ignores names that only end with it", () => {
    expect(cookieValue(undefined, name)).toBeUndefined();
    expect(cookieValue("a=1", name)).toBeUndefined();
    expect(cookieValue(`__Secure-${name}=x; other${name}=y`, name)).toBeUndefined();
  });

  it("is null when the cookie is sent twice, so the library decides", () => {
    expect(cookieValue(`${name}=one; ${name}=two`, name)).toBeNull();
  });
});
