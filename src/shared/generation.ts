// The wire format of every text the server writes in the background and streams as it grows (the
// assessment now, the nutrition chat's answers next), shared by the server's stream and the
// browser's reader. Event names and JSON fields are a contract with browsers already loaded: keep them.

// `stopped`: ended early on request (the chat's Stop), keeping the text written so far. A generation
// whose feature has no Stop (the assessment) never reaches it.
export const generationStatuses = ["generating", "completed", "failed", "stopped"] as const;
export type GenerationStatus = (typeof generationStatuses)[number];

/** Events of the text/event-stream that carries one generation while it is written. */
export type GenerationStreamEvent =
  /** First event: the text written so far and the current status (so a reconnect loses nothing). */
  | { type: "snapshot"; status: GenerationStatus; text: string; engine: string | null; errorCode: string | null }
  /** More text, appended to what came before. */
  | { type: "delta"; text: string }
  /** The text is complete (the full length lets the client check it missed nothing). */
  | { type: "done"; length: number }
  /** Generation failed; whatever it was generated from is kept, so a retry is possible. */
  | { type: "failed"; errorCode: string }
  /** Ended early on request; the text sent so far (this many characters) is kept as it is. */
  | { type: "stopped"; length: number };

/** The SSE `event:` names, one per event type; a reader ignores any other. */
export const generationStreamEventNames = [
  "snapshot",
  "delta",
  "done",
  "failed",
  "stopped",
] as const satisfies readonly GenerationStreamEvent["type"][];
