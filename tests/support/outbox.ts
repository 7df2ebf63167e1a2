import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";

export interface OutboxMessage {
  file: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, if the message has one. */
  html: string | null;
  /** Every header, by lower-case name (the last one wins when a name repeats). */
  headers: Record<string, string>;
  attachments: { filename: string | null; content: string }[];
}

/** Every message in an outbox folder, oldest first, parsed as a mail client would. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(await readFile(path.join(dir, file)));
      return {
        file,
        to: (email.to ?? []).map((address) => ("address" in address ? (address.address ?? "") : "")),
        subject: email.subject ?? "",
        text: email.text ?? "",
        html: email.html ?? null,
        headers: Object.fromEntries(email.headers.map((header) => [header.key.toLowerCase(), header.value])),
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          content: typeof a.content === "string" ? a.content : new TextDecoder().decode(a.content),
        })),
      };
    }),
  );
}

/** The first http(s) link in a message's text. */
export function firstLink(message: OutboxMessage): string {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in "${message.subject}"`);
  return match[0];
}
