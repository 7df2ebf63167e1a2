import { useState, type FormEvent } from "react";
import { genericTexts } from "../../../shared/texts/common.ts";
import { errorMessage } from "../../lib/api.ts";
import { useCooldown } from "../../lib/cooldown.ts";

export interface AuthMessage {
  kind: "error" | "success";
  text: string;
}

export interface AuthSubmitOptions {
  /** The form's 60 s wait after a failed attempt ("sign-in", "sign-up"); none when omitted. */
  cooldown?: string;
  /** The first problem with the form in field order, or null when it can be sent. */
  validate: () => string | null;
  /** Sends the form; resolves with a success message to show, or nothing (e.g. after moving on). */
  send: () => Promise<string | void>;
  /** The message for a failure that brings none of its own. */
  failure: string;
  /** A message shown before any attempt (e.g. passed on by the previous page). */
  initialMessage?: AuthMessage | null;
}

/**
 * The account forms' submit: refused with "Please wait N seconds" during the cooldown, checked
 * before sending, busy while sending, then a success message or the failure's own message (and,
 * with a cooldown, the wait starts: the server's Retry-After, else 60 s).
 */
export function useAuthSubmit({
  cooldown: cooldownName,
  validate,
  send,
  failure,
  initialMessage = null,
}: AuthSubmitOptions) {
  const cooldown = useCooldown(cooldownName ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<AuthMessage | null>(initialMessage);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wait = cooldown.secondsLeft();
    if (wait > 0) return setMessage({ kind: "error", text: genericTexts.pleaseWait(wait) });
    const problem = validate();
    if (problem) return setMessage({ kind: "error", text: problem });
    setBusy(true);
    setMessage(null);
    try {
      const success = await send();
      cooldown.clear();
      if (success) setMessage({ kind: "success", text: success });
    } catch (error) {
      cooldown.startAfter(error);
      setMessage({ kind: "error", text: errorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, onSubmit };
}
