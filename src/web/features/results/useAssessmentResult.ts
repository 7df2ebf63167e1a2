import { useCallback, useEffect, useRef, useState } from "react";
import type { AssessmentDto, AssessmentStatus, AssessmentStreamEvent } from "../../../shared/assessment/index.ts";
import { ApiError } from "../../lib/api.ts";
import { followAssessment, getAssessment, retryAssessment } from "./api.ts";

export type ResultPhase = "loading" | "streaming" | "completed" | "failed" | "missing";

export interface ResultState {
  phase: ResultPhase;
  text: string;
  assessment: AssessmentDto | null;
  errorCode: string | null;
  /** True while the connection is being re-established (the text keeps what it had). */
  reconnecting: boolean;
  /** True when this page watched the text being written (for the screen-reader announcements). */
  watchedWriting: boolean;
}

const phaseOf = (status: AssessmentStatus): ResultPhase =>
  status === "generating" ? "streaming" : status === "completed" ? "completed" : "failed";

/**
 * One assessment by id: its stored text at once (or the navigation state's text before that), then
 * the text growing as it is written, reconnecting if the connection drops. Deltas are applied at most
 * once per animation frame, so a fast model does not re-render the page for every token.
 */
export function useAssessmentResult(id: string | null, initialText: string | undefined, onUnauthorized?: () => void) {
  const [state, setState] = useState<ResultState>({
    phase: id ? "loading" : "missing",
    text: initialText ?? "",
    assessment: null,
    errorCode: null,
    reconnecting: false,
    watchedWriting: false,
  });
  const [generation, setGeneration] = useState(0);
  const pendingText = useRef("");
  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);
  const frame = useRef<number | null>(null);

  const flushDeltas = useCallback(() => {
    frame.current = null;
    const delta = pendingText.current;
    pendingText.current = "";
    if (delta) setState((s) => ({ ...s, text: s.text + delta }));
  }, []);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const { signal } = controller;

    const onEvent = (event: AssessmentStreamEvent) => {
      if (event.type === "snapshot") {
        pendingText.current = "";
        setState((s) => ({
          ...s,
          phase: phaseOf(event.status),
          text: event.text,
          errorCode: event.errorCode,
          reconnecting: false,
          watchedWriting: s.watchedWriting || event.status === "generating",
        }));
      } else if (event.type === "delta") {
        pendingText.current += event.text;
        frame.current ??= requestAnimationFrame(flushDeltas);
      } else if (event.type === "done") {
        if (frame.current !== null) cancelAnimationFrame(frame.current);
        flushDeltas();
        setState((s) => ({ ...s, phase: "completed", reconnecting: false }));
      } else {
        if (frame.current !== null) cancelAnimationFrame(frame.current);
        pendingText.current = "";
        setState((s) => ({ ...s, phase: "failed", errorCode: event.errorCode, reconnecting: false }));
      }
    };

    async function run() {
      let assessment: AssessmentDto;
      try {
        assessment = await getAssessment(id!, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return onUnauthorizedRef.current?.();
        setState((s) => ({ ...s, phase: error instanceof ApiError && error.status === 404 ? "missing" : "failed", errorCode: "load_failed" }));
        return;
      }
      setState((s) => ({
        ...s,
        assessment,
        phase: phaseOf(assessment.status),
        text: assessment.status === "generating" ? (assessment.assessmentResults || s.text) : assessment.assessmentResults,
        errorCode: assessment.errorCode,
      }));
      if (assessment.status !== "generating") return;

      let finished = false;
      for (let attempt = 0; ; attempt++) {
        if (signal.aborted || finished) break;
        try {
          await followAssessment(
            id!,
            (event) => {
              if (event.type === "done" || event.type === "failed") finished = true;
              onEvent(event);
            },
            signal,
          );
          if (finished) break;
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) {
            setState((s) => ({ ...s, phase: "missing" }));
            return;
          }
        }
        // The connection dropped before the end: say so, wait a little, and pick it up again.
        setState((s) => ({ ...s, reconnecting: true }));
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 10_000)));
      }
      if (signal.aborted) return;
      // The stored text is the reference: it replaces what was streamed (and brings savedAt and the timestamps).
      const final = await getAssessment(id!, signal).catch(() => null);
      if (final && !signal.aborted && final.status !== "generating") {
        setState((s) => ({
          ...s,
          assessment: final,
          phase: phaseOf(final.status),
          text: final.status === "completed" ? final.assessmentResults : s.text,
          errorCode: final.errorCode,
        }));
      }
    }
    void run();
    return () => {
      controller.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      pendingText.current = "";
    };
  }, [id, generation, flushDeltas]);

  const retry = useCallback(async () => {
    if (!id) return;
    await retryAssessment(id);
    setState((s) => ({ ...s, phase: "streaming", text: "", errorCode: null, watchedWriting: true }));
    setGeneration((g) => g + 1);
  }, [id]);

  return { ...state, retry };
}
