import { useCallback, useEffect, useRef, useState } from "react";
import { type AssessmentDraftDto } from "../../../shared/assessment/api.ts";
import { clampStep, sanitizeDraftAnswers } from "../../../shared/assessment/draft.ts";
import { type StepNumber } from "../../../shared/assessment/options.ts";
import { type DraftAnswers } from "../../../shared/assessment/schema.ts";
import { newIdempotencyKey } from "../../lib/assessments/submit-assessment.ts";
import { useServerDraft } from "./api/get-draft.ts";
import { useSaveDraft } from "./api/save-draft.ts";

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

/** The newer of this tab's copy and the server's, keeping this tab's idempotency key; else a fresh start. */
function chooseDraft(local: DraftState | null, server: AssessmentDraftDto | null): DraftState {
  const serverState: DraftState | null = server
    ? {
        step: clampStep(server.step),
        answers: server.answers,
        idempotencyKey: "",
        updatedAt: Date.parse(server.updatedAt),
      }
    : null;
  if (local && (!serverState || local.updatedAt >= serverState.updatedAt)) return local;
  if (serverState) return { ...serverState, idempotencyKey: local?.idempotencyKey ?? newIdempotencyKey() };
  return { step: 1, answers: {}, idempotencyKey: newIdempotencyKey(), updatedAt: Date.now() };
}

export function useAssessmentDraft(userId: string) {
  const server = useServerDraft();
  const { mutate: saveDraft } = useSaveDraft();
  const [state, setState] = useState<DraftState | null>(null);
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; step: number; answers: DraftAnswers } | null>(null);

  // Chosen once, as soon as the server has answered for this visit; from then on the wizard leads.
  if (state === null && server.settled) {
    const chosen = chooseDraft(readLocal(userId), server.draft);
    setState(chosen);
    setRestored(Object.keys(chosen.answers).length > 0);
  }

  // This tab's copy follows every change at once.
  useEffect(() => {
    if (state) writeLocal(userId, state);
  }, [userId, state]);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    // Best effort: the sessionStorage copy already holds these answers.
    saveDraft({ step: job.step, answers: job.answers });
  }, [saveDraft]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (step: StepNumber, answers: DraftAnswers, options: { immediate?: boolean } = {}) => {
      setState((previous) => (previous ? { ...previous, step, answers, updatedAt: Date.now() } : previous));
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { timer: setTimeout(flush, options.immediate ? 0 : serverSaveDelayMs), step, answers };
    },
    [flush],
  );

  /**
   * Drops the server save still waiting: a submit carries every answer and ends the server's draft, and a save
   * landing after it would bring the submitted answers back as a draft. This tab's copy keeps them meanwhile.
   */
  const cancelPendingSave = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const clear = useCallback(() => {
    cancelPendingSave();
    clearLocalDraft(userId);
  }, [userId, cancelPendingSave]);

  return { state, restored, update, cancelPendingSave, clear };
}
