import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { AiError, mapProviderError } from "./errors.ts";

const apiError = (statusCode: number | undefined, body?: unknown, headers?: Record<string, string>, cause?: unknown) =>
  new APICallError({
    message: "provider said no",
    url: "http://x/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    responseBody: body === undefined ? undefined : JSON.stringify(body),
    data: body,
    cause,
  });

describe("provider error mapping (spec section 8)", () => {
  it.each([
    [401, "invalid_api_key", "Invalid API key", false],
    [429, "rate_limit", "Rate limit exceeded", true],
    [500, "server_error", "The OpenAI API had a server error", true],
  ] as const)("maps %i to %s", (status, code, message, retryable) => {
    expect(mapProviderError(apiError(status))).toMatchObject({ code, message, status, retryable });
  });

  it("keeps Retry-After on a 429, in seconds or as an HTTP date (read by shared/retry.ts)", () => {
    expect(mapProviderError(apiError(429, undefined, { "retry-after": "7" }))).toMatchObject({ retryAfterSeconds: 7 });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(mapProviderError(apiError(429, undefined, { "retry-after": inAMinute })).retryAfterSeconds).toBeGreaterThan(
      55,
    );
    expect(mapProviderError(apiError(429, undefined, { "retry-after": "soon" }))).toMatchObject({
      retryAfterSeconds: undefined,
    });
  });

  it("uses the provider's message for other statuses, else the generic text", () => {
    expect(mapProviderError(apiError(400, { error: { message: "Bad model" } }))).toMatchObject({
      code: "api_error",
      message: "Bad model",
      retryable: false,
    });
    expect(mapProviderError(apiError(503))).toMatchObject({
      code: "api_error",
      message: "An error occurred with the OpenAI API",
      retryable: true,
    });
  });

  it("maps failed connections to network_error", () => {
    expect(mapProviderError(apiError(undefined))).toMatchObject({ code: "network_error" });
    expect(mapProviderError(new TypeError("fetch failed"))).toMatchObject({
      code: "network_error",
      message: "Network error - please check your connection",
    });
    expect(mapProviderError(apiError(200, undefined, undefined, new TypeError("terminated")))).toMatchObject({
      code: "network_error",
    });
  });

  it("maps anything else to unexpected, and passes AiErrors through", () => {
    expect(mapProviderError(new Error("boom"))).toMatchObject({
      code: "unexpected",
      message: "An unexpected error occurred",
    });
    const own = new AiError("model_not_configured");
    expect(mapProviderError(own)).toBe(own);
    expect(own.message).toMatch(/model for nutrition is not configured/);
  });
});
