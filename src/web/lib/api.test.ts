import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../tests/support/responses.ts";
import { api, ApiError } from "./api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The policy itself is src/shared/retry.ts; these check that the client follows it.
describe("retry policy", () => {
  it("retries a GET after a network failure and a 429, three attempts in all", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(
        jsonResponse(429, { error: { code: "rate_limited", message: "wait" } }, { "retry-after": "2" }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    const result = api<{ ok: boolean }>("/api/thing");
    await vi.advanceTimersByTimeAsync(1000); // after the network failure
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2); // Retry-After 2 s is honoured
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("waits out a 503 with Retry-After (the database restarting) and tries again", async () => {
    vi.useFakeTimers();
    const unavailable = { error: { code: "database_unavailable", message: "FoodFirst is briefly unavailable." } };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, unavailable, { "retry-after": "5" }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    const result = api<{ ok: boolean }>("/api/thing");
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it("does not repeat a 503 without Retry-After, nor any other 5xx", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { error: { code: "http_error", message: "down" } }))
      .mockResolvedValueOnce(jsonResponse(500, { error: { code: "internal_error", message: "broken" } }));
    vi.stubGlobal("fetch", fetch);
    await expect(api("/api/thing")).rejects.toMatchObject({ status: 503 });
    await expect(api("/api/thing")).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after the third attempt with the server's error", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockImplementation(async () =>
        jsonResponse(
          429,
          { error: { code: "rate_limited", message: "Please wait 3 seconds before trying again" } },
          { "retry-after": "3" },
        ),
      );
    vi.stubGlobal("fetch", fetch);
    const result = api("/api/thing").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(6000);
    const error = (await result) as ApiError;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.retryAfter).toBe(3);
  });

  it("does not repeat a POST unless told it is safe", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    await expect(api("/api/thing", { method: "POST", body: {} })).rejects.toThrow(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("ApiError", () => {
  it("keeps a known code, and files one outside the shared list under http_error with its message", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(
          jsonResponse(400, { error: { code: "invalid_answers", message: "Bad", fields: { weight: ["Too heavy"] } } }),
        )
        .mockResolvedValueOnce(jsonResponse(400, { error: { code: "some_library_code", message: "Library says no" } })),
    );
    const known = (await api("/api/a", { method: "POST" }).catch((error: unknown) => error)) as ApiError;
    expect(known).toMatchObject({
      status: 400,
      code: "invalid_answers",
      message: "Bad",
      fields: { weight: ["Too heavy"] },
    });
    const unknown = (await api("/api/b", { method: "POST" }).catch((error: unknown) => error)) as ApiError;
    expect(unknown).toMatchObject({ status: 400, code: "http_error", message: "Library says no" });
  });
});
