import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { controllableEventStream } from "../../../tests/support/responses.ts";
import type { GenerationStreamEvent } from "../../shared/generation.ts";
import { useGenerationStream, type GenerationStreamOptions } from "./use-generation-stream.ts";

const url = "/api/things/1/stream";

/** Streams the test writes into, one per request. */
let streams: Array<ReturnType<typeof controllableEventStream>> = [];

beforeEach(() => {
  streams = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const stream = controllableEventStream();
      streams.push(stream);
      return stream.response();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const snapshot = (text: string): GenerationStreamEvent => ({
  type: "snapshot",
  status: "generating",
  text,
  engine: "offline",
  errorCode: null,
});

function follow(initial: { url: string | null; options?: GenerationStreamOptions }) {
  let renders = 0;
  const hook = renderHook(
    ({ url: address, options }: { url: string | null; options?: GenerationStreamOptions }) => {
      renders += 1;
      return useGenerationStream(address, options);
    },
    { initialProps: initial },
  );
  return { ...hook, renders: () => renders };
}

describe("useGenerationStream", () => {
  it("shows the snapshot, applies the deltas at most once per animation frame, and ends with done", async () => {
    const onFinish = vi.fn();
    const { result, renders } = follow({ url, options: { onFinish } });
    expect(result.current).toMatchObject({ status: "connecting", text: "", sawWriting: false });
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => streams[0]?.send(snapshot("Eat ")));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: "generating", text: "Eat ", sawWriting: true, engine: "offline" }),
    );

    // Deltas wait for the next animation frame, however many connections' reads they span.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const before = renders();
    await act(async () => streams[0]?.send({ type: "delta", text: "lentils" }));
    await act(async () => streams[0]?.send({ type: "delta", text: " and" }, { type: "delta", text: " oats." }));
    expect(result.current.text).toBe("Eat ");
    expect(frames).toHaveLength(1);
    expect(renders()).toBe(before);
    act(() => frames[0]?.(performance.now()));
    expect(result.current.text).toBe("Eat lentils and oats.");
    expect(renders() - before).toBe(1);
    raf.mockRestore();

    await act(async () => streams[0]?.send({ type: "done", length: 21 }));
    await waitFor(() => expect(result.current.status).toBe("completed"));
    expect(onFinish).toHaveBeenCalledWith({ type: "done", length: 21 });
  });

  it("keeps what it showed when the address goes away, and starts over on a new restart key", async () => {
    const { result, rerender } = follow({ url });
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => streams[0]?.send(snapshot("Old text"), { type: "failed", errorCode: "rate_limit" }));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: "failed", errorCode: "rate_limit", text: "Old text" }),
    );

    rerender({ url: null });
    expect(result.current).toMatchObject({ status: "failed", text: "Old text" });

    rerender({ url, options: { restartKey: 1 } });
    expect(result.current).toMatchObject({ status: "connecting", text: "", errorCode: null, sawWriting: false });
    await waitFor(() => expect(streams).toHaveLength(2));
    await act(async () => streams[1]?.send(snapshot("New")));
    await waitFor(() => expect(result.current.text).toBe("New"));
  });

  it("ends with stopped, keeping the text it had (a chat reply ended early)", async () => {
    const onFinish = vi.fn();
    const { result } = follow({ url, options: { onFinish } });
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () =>
      streams[0]?.send(snapshot("Lentils, "), { type: "delta", text: "oats" }, { type: "stopped", length: 13 }),
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: "stopped", text: "Lentils, oats" }));
    expect(onFinish).toHaveBeenCalledWith({ type: "stopped", length: 13 });
  });

  it("says it is reconnecting when the connection drops before the end", async () => {
    const { result } = follow({ url });
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]?.send(snapshot("Half"));
      streams[0]?.close();
    });
    await waitFor(() => expect(result.current.reconnecting).toBe(true));
    expect(result.current.text).toBe("Half");
  });
});
