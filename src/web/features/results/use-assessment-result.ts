import { useCallback, useEffect, useRef, useState } from "react";
import type { AssessmentDto } from "../../../shared/assessment/api.ts";
import type { GenerationStatus } from "../../../shared/generation.ts";
import { ApiError } from "../../lib/api.ts";
import type { GenerationStreamState } from "../../lib/use-generation-stream.ts";
import { useAssessmentStream } from "./api/follow-assessment.ts";
import { useAssessment } from "./api/get-assessment.ts";
import { useRetryAssessment } from "./api/retry-assessment.ts";

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

// An assessment is never stopped (it has no Stop); a stream's status is any generation's, so "stopped" reads as failed.
const phaseOf = (status: GenerationStatus): ResultPhase =>
  status === "generating" ? "streaming" : status === "completed" ? "completed" : "failed";

const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

interface Sources {
  assessment: AssessmentDto | undefined;
  loadError: unknown;
  stream: GenerationStreamState;
  /** The text to show before the stored one is known (the navigation state's, until a retry). */
  fallbackText: string;
  retried: boolean;
}

/**
 * What the page shows, from the stored assessment and its stream: the stored text while nothing
 * is being written; while it is, the stream's text and status (its end shows at once, before the
 * stored text is fetched again to replace it).
 */
export function resultState({ assessment, loadError, stream, fallbackText, retried }: Sources): ResultState {
  const watchedWriting = retried || stream.sawWriting;
  const base = { assessment: assessment ?? null, reconnecting: false, watchedWriting };
  if (!assessment) {
    // A 401 stays "loading": the session check sends the person to sign in and back.
    if (!loadError || hasStatus(loadError, 401))
      return { ...base, phase: "loading", text: fallbackText, errorCode: null };
    return {
      ...base,
      phase: hasStatus(loadError, 404) ? "missing" : "failed",
      text: fallbackText,
      errorCode: "load_failed",
    };
  }
  if (assessment.status !== "generating") {
    return {
      ...base,
      phase: phaseOf(assessment.status),
      text: assessment.assessmentResults,
      errorCode: assessment.errorCode,
    };
  }
  if (stream.error && !hasStatus(stream.error, 401)) {
    return {
      ...base,
      phase: hasStatus(stream.error, 404) ? "missing" : "failed",
      text: stream.text,
      errorCode: "load_failed",
    };
  }
  if (stream.status === "connecting" || stream.status === "idle") {
    const text = assessment.assessmentResults || fallbackText;
    return { ...base, phase: "streaming", text, errorCode: null, reconnecting: stream.reconnecting };
  }
  return {
    ...base,
    phase: phaseOf(stream.status),
    text: stream.text,
    errorCode: stream.errorCode,
    reconnecting: stream.reconnecting,
  };
}

/**
 * One assessment by id: its stored text at once (or the navigation state's text before that), then
 * the text growing as it is written, reconnecting if the connection drops; retry writes a failed
 * one again from its stored answers.
 */
export function useAssessmentResult(id: string, initialText: string | undefined, onUnauthorized?: () => void) {
  const query = useAssessment(id);
  const retryMutation = useRetryAssessment();
  const [retries, setRetries] = useState(0);
  const stream = useAssessmentStream(id, query.data?.status === "generating", retries);

  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);
  const unauthorized = hasStatus(query.error, 401) || hasStatus(stream.error, 401);
  useEffect(() => {
    if (unauthorized) onUnauthorizedRef.current?.();
  }, [unauthorized]);

  const { mutateAsync } = retryMutation;
  const retry = useCallback(async () => {
    await mutateAsync(id);
    setRetries((n) => n + 1);
  }, [mutateAsync, id]);

  const state = resultState({
    assessment: query.data,
    loadError: query.error,
    stream,
    fallbackText: retries > 0 ? "" : (initialText ?? ""),
    retried: retries > 0,
  });
  return { ...state, retrying: retryMutation.isPending, retry };
}
