import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, sseResponse as sse } from "../../../tests/support/responses.ts";
import { ApiError } from "./api.ts";
import { followGeneration } from "./generation-stream.ts";

const url = "/api/things/1/stream";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("followGeneration", () => {
  it("reconnects after a drop, 1 s later, and ends with the final event", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        sse([
          { type: "snapshot", status: "generating", text: "", engine: "e", errorCode: null },
          { type: "delta", text: "Hel" },
        ]),
      )
      .mockResolvedValueOnce(
        sse([
          { type: "snapshot", status: "generating", text: "Hello", engine: "e", errorCode: null },
          { type: "done", length: 5 },
        ]),
      );
    vi.stubGlobal("fetch", fetch);
    const events: string[] = [];
    const reconnects = vi.fn();
    const result = followGeneration(
      url,
      { onEvent: (event) => events.push(event.type), onReconnecting: reconnects },
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reconnects).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ type: "done", length: 5 });
    expect(events).toEqual(["snapshot", "delta", "snapshot", "done"]);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([url, url]);
  });

  it("waits 1 s doubling between connections that deliver nothing, and ignores unknown events", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: "internal", message: "busy" } }))
      .mockResolvedValueOnce(json(503, { error: { code: "internal", message: "busy" } }))
      .mockResolvedValueOnce(sse([{ type: "failed", errorCode: "rate_limit" }], "event: other\ndata: {}\n\n"));
    vi.stubGlobal("fetch", fetch);
    const events: string[] = [];
    const result = followGeneration(
      url,
      { onEvent: (event) => events.push(event.type), onReconnecting: () => undefined },
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ type: "failed", errorCode: "rate_limit" });
    expect(events).toEqual(["failed"]);
  });

  it("stops at once on an answer no reconnection changes", async () => {
    const fetch = vi.fn().mockResolvedValue(json(404, { error: { code: "not_found", message: "Not found." } }));
    vi.stubGlobal("fetch", fetch);
    const error = await followGeneration(
      url,
      { onEvent: () => undefined, onReconnecting: () => undefined },
      new AbortController().signal,
    ).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("resolves with nothing when aborted while waiting to reconnect", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn().mockImplementation(async () => sse([{ type: "delta", text: "x" }])),
    );
    const controller = new AbortController();
    const result = followGeneration(
      url,
      { onEvent: () => undefined, onReconnecting: () => controller.abort() },
      controller.signal,
    );
    await expect(result).resolves.toBeUndefined();
  });
});
