import { useCallback, useEffect, useRef, useState } from "react";
import { clampStep, sanitizeDraftAnswers, type DraftAnswers, type StepNumber } from "../../../shared/assessment/index.ts";
import { loadDraft, newIdempotencyKey, saveDraft } from "./api.ts";

// The answers while the person goes: kept in this tab's sessionStorage at every change (so a reload
// or a lost session loses nothing) and on the server shortly after (so another tab or device, or a
// sign-in after the session expired, brings them back to the same step).

export interface DraftState {
  step: StepNumber;
  answers: DraftAnswers;
  /** One key per submission, kept with the draft so a retried or repeated submit is recognised. */
  idempotencyKey: string;
  updatedAt: number;
}

const storageKey = (userId: string) => `foodfirst.assessmentDraft.${userId}`;
const serverSaveDelayMs = 400;

function readLocal(userId: string): DraftState | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<DraftState>;
    return {
      step: clampStep(parsed.step),
      answers: sanitizeDraftAnswers(parsed.answers),
      idempotencyKey: typeof parsed.idempotencyKey === "string" ? parsed.idempotencyKey : newIdempotencyKey(),
      updatedAt: typeof parsed.updatedAt === "number" ? parsed.updatedAt : 0,
    };
  } catch {
    return null; // storage unavailable or unreadable: the server copy still counts
  }
}

function writeLocal(userId: string, state: DraftState) {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or disabled (private mode): the server copy is still saved.
  }
}

function clearLocalDraft(userId: string) {
  try {
    sessionStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function useAssessmentDraft(userId: string) {
  const [state, setState] = useState<DraftState | null>(null);
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; step: number; answers: DraftAnswers } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const local = readLocal(userId);
    loadDraft()
      .catch(() => null)
      .then((server) => {
        if (cancelled) return;
        const serverState: DraftState | null = server
          ? { step: clampStep(server.step), answers: server.answers, idempotencyKey: "", updatedAt: Date.parse(server.updatedAt) }
          : null;
        let chosen: DraftState;
        if (local && (!serverState || local.updatedAt >= serverState.updatedAt)) chosen = local;
        else if (serverState) chosen = { ...serverState, idempotencyKey: local?.idempotencyKey ?? newIdempotencyKey() };
        else chosen = { step: 1, answers: {}, idempotencyKey: newIdempotencyKey(), updatedAt: Date.now() };
        writeLocal(userId, chosen);
        setRestored(Object.keys(chosen.answers).length > 0);
        setState(chosen);
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    // Best effort: the sessionStorage copy already holds these answers.
    saveDraft(job.step, job.answers).catch(() => undefined);
  }, []);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (step: StepNumber, answers: DraftAnswers, options: { immediate?: boolean } = {}) => {
      setState((previous) => {
        if (!previous) return previous;
        const next: DraftState = { ...previous, step, answers, updatedAt: Date.now() };
        writeLocal(userId, next);
        return next;
      });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { timer: setTimeout(flush, options.immediate ? 0 : serverSaveDelayMs), step, answers };
    },
    [userId, flush],
  );

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearLocalDraft(userId);
  }, [userId]);

  return { state, restored, update, clear };
}
