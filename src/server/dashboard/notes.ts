import type { SourcedNote } from "../../shared/dashboard.ts";
import type { SafetyMessage } from "../nutrition/policy/result-types.ts";

// The dashboard's and the weekly plan's cautions and advice lines: the policy's words with the source its rule
// names, so every surface can show the source (issue 20).

/** A policy message as the dashboard and the weekly plan show it: its words and its rule's source. */
export const sourcedNote = (message: SafetyMessage): SourcedNote => ({
  text: message.message,
  source: { label: message.source.label, url: message.source.url },
});

/** Our own line (typed text not checked, under 14): no rule, so no source. */
export const ownNote = (text: string): SourcedNote => ({ text, source: null });

/** Notes in order, each text once (the first source it came with). */
export class NoteList {
  private readonly notes = new Map<string, SourcedNote>();
  add(note: SourcedNote): void {
    if (!this.notes.has(note.text)) this.notes.set(note.text, note);
  }
  list(): SourcedNote[] {
    return [...this.notes.values()];
  }
}
