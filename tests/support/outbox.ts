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

/** The parsed messages already seen, by file path: a script signing up hundreds reads each file once. */
const seen = new Map<string, { to: string[]; link: string | undefined }>();

/**
 * The sign-up confirmation link emailed to `email`, from any of these outbox folders (one per instance
 * of a cluster), waiting up to `timeoutMs` for it to be written. Works in production mode, which prints
 * no link (decision 024).
 */
export async function waitForConfirmationLink(dirs: string[], email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const dir of dirs) {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
      for (const file of files) {
        const full = path.join(dir, file);
        if (!seen.has(full)) {
          const message = await PostalMime.parse(await readFile(full));
          const to = (message.to ?? []).map((address) =>
            ("address" in address ? (address.address ?? "") : "").toLowerCase(),
          );
          const link = (message.text ?? "").match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
          // A file still being written parses without its recipient: read it again on the next pass.
          if (to.length > 0 && message.text) seen.set(full, { to, link });
        }
      }
    }
    const found = [...seen.entries()]
      .filter(
        ([file, entry]) =>
          dirs.some((dir) => file.startsWith(dir + path.sep)) && entry.link && entry.to.includes(email.toLowerCase()),
      )
      .pop();
    if (found) return found[1].link!;
    if (Date.now() > deadline) throw new Error(`no confirmation link reached ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
