// The not-medical-advice note as the last paragraph of every generated assessment text. The writer adds it
// as the text is written (so the stored text, the page, a download and the email all carry it); a download
// or email of an older text without it gets it here; a text that has it never gets it twice.
import { notMedicalAdvice } from "../texts/medical-advice.ts";

/** The closing block: a rule, then the note in italics. */
export const medicalNoteBlock = `---\n\n_${notMedicalAdvice}_\n`;

/** Whether a text already ends with (or anywhere carries) the note. */
export function hasMedicalNote(text: string): boolean {
  return text.includes(notMedicalAdvice);
}

/** What to append to `text` so the note is its final paragraph; empty when it already carries the note. */
export function medicalNoteSuffix(text: string): string {
  if (hasMedicalNote(text)) return "";
  const gap = text === "" || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  return `${gap}${medicalNoteBlock}`;
}

/** The text with the note as its final paragraph (once). */
export function withMedicalNote(text: string): string {
  return `${text}${medicalNoteSuffix(text)}`;
}

/** The downloaded (and emailed) Markdown file: the full text, ending with the not-medical-advice note (once). Here, not
 * with the draft's rules, so the results page does not load the answers' schema. */
export function resultsFileContent(results: string): string {
  return withMedicalNote(`${results.trimEnd()}\n`);
}
