import { useEffect, useRef, useState } from "react";
import type { GenerationStatus, GenerationStreamEvent } from "../../shared/generation.ts";
import type { ApiError } from "./api.ts";
import { followGeneration, type FinalGenerationEvent } from "./generation-stream.ts";

export interface GenerationStreamState {
  /** "idle" before any url, "connecting" until the first snapshot, then the generation's own status. */
  status: "idle" | "connecting" | GenerationStatus;
  /** The text so far: the snapshot's, then each delta appended (at most once per animation frame). */
  text: string;
  engine: string | null;
  errorCode: string | null;
  /** True while a dropped connection is being re-established (the text keeps what it had). */
  reconnecting: boolean;
  /** True once this stream showed the text being written (a snapshot while generating). */
  sawWriting: boolean;
  /** An answer that ended following for good (e.g. 404: no such generation; 401: signed out). */
  error: ApiError | null;
}

export interface GenerationStreamOptions {
  /** A new value follows the same address again from the start (e.g. after a retry). */
  restartKey?: string | number;
  /** Called once with the final event (done or failed), e.g. to refetch what was stored. */
  onFinish?: (event: FinalGenerationEvent) => void;
}

type KeyedState = GenerationStreamState & { key: string | null };

const streamKey = (url: string | null, restartKey: string | number | undefined) =>
  url === null ? null : `${restartKey ?? ""} ${url}`;

/** Nothing followed yet. */
export const idleGenerationStream: GenerationStreamState = {
  status: "idle",
  text: "",
  engine: null,
  errorCode: null,
  reconnecting: false,
  sawWriting: false,
  error: null,
};

const startState = (key: string | null): KeyedState => ({
  ...idleGenerationStream,
  key,
  status: key === null ? "idle" : "connecting",
});

/**
 * Follows one streamed generation (an assessment now, each chat answer next) while `url` is set:
 * the snapshot, the deltas and the end, reconnecting after a drop (see followGeneration). Deltas are
 * applied at most once per animation frame, so a fast model does not re-render for every token.
 * A new url or restartKey starts over; a null url stops following and keeps what was shown.
 */
export function useGenerationStream(url: string | null, options: GenerationStreamOptions = {}): GenerationStreamState {
  const { restartKey, onFinish } = options;
  const key = streamKey(url, restartKey);
  const [keyed, setKeyed] = useState<KeyedState>(() => startState(key));
  // A new address or restart: start from nothing (adjusted while rendering, before anything is shown).
  let current = keyed;
  if (key !== null && keyed.key !== key) {
    current = startState(key);
    setKeyed(current);
  }

  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const ownKey = streamKey(url, restartKey);
    let pending = "";
    let frame: number | null = null;
    // Only into this stream's state: a late event of the previous address must not leak into the next.
    const update = (change: (state: KeyedState) => Partial<KeyedState>) =>
      setKeyed((state) => (state.key === ownKey ? { ...state, ...change(state) } : state));
    const flush = () => {
      frame = null;
      const delta = pending;
      pending = "";
      if (delta) update((state) => ({ text: state.text + delta }));
    };
    const dropFrame = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    };
    const onEvent = (event: GenerationStreamEvent) => {
      if (event.type === "snapshot") {
        dropFrame();
        pending = "";
        update((state) => ({
          status: event.status,
          text: event.text,
          engine: event.engine,
          errorCode: event.errorCode,
          reconnecting: false,
          sawWriting: state.sawWriting || event.status === "generating",
        }));
      } else if (event.type === "delta") {
        pending += event.text;
        frame ??= requestAnimationFrame(flush);
      } else if (event.type === "done" || event.type === "stopped") {
        dropFrame();
        flush();
        update(() => ({ status: event.type === "done" ? "completed" : "stopped", reconnecting: false }));
      } else {
        dropFrame();
        pending = "";
        update(() => ({ status: "failed", errorCode: event.errorCode, reconnecting: false }));
      }
    };
    followGeneration(
      url,
      { onEvent, onReconnecting: () => update(() => ({ reconnecting: true })) },
      controller.signal,
    ).then(
      (final) => {
        if (final && !controller.signal.aborted) onFinishRef.current?.(final);
      },
      (error: ApiError) => {
        if (!controller.signal.aborted) update(() => ({ error, reconnecting: false }));
      },
    );
    return () => {
      controller.abort();
      dropFrame();
      pending = "";
    };
  }, [url, restartKey]);

  const { key: _key, ...state } = current;
  return state;
}
