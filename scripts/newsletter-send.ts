// `npm run newsletter:send -- <article slug> [--resend-in-doubt]`: asks the running server to send an article to every
// active subscriber, shows its progress and the sent / skipped / failed report. The server does the
// sending because only it may open the embedded database (decision 016); this command only needs the
// same environment as `npm start` (PORT, DATA_DIR) and to run as the user that owns DATA_DIR, whose
// admin-token file authorises it. Subscribers a previous run stopped while sending to are "in doubt"
// and not resent, unless `--resend-in-doubt` is given (texts.usage). Exit code: 0 when every subscriber
// was handled (in doubt included), 1 when some emails failed or the run stopped (run it again: nobody
// gets an article twice), 2 when it could not run at all.
import { readFileSync } from "node:fs";
import path from "node:path";
import { adminTokenFile } from "../src/server/config.ts";
import { parseEnvOrFail } from "../src/server/env.ts";
import {
  adminTokenHeader,
  newsletterSendPath,
  parseNewsletterSendArgs,
  type NewsletterSendEvent,
} from "../src/shared/newsletter.ts";
import { newsletterSendTexts as texts } from "../src/shared/texts/newsletter.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const request = parseNewsletterSendArgs(process.argv.slice(2)) ?? fail(texts.usage);

const env = parseEnvOrFail(process.env, fail);

const tokenFile = path.join(path.resolve(env.DATA_DIR), adminTokenFile);
let token: string;
try {
  token = readFileSync(tokenFile, "utf8").trim();
} catch {
  fail(texts.noToken(tokenFile));
}

// Always this machine's loopback: the route answers nothing else.
const url = `http://127.0.0.1:${env.PORT}${newsletterSendPath}`;
let response: Response;
try {
  response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", [adminTokenHeader]: token },
    body: JSON.stringify(request),
  });
} catch {
  fail(texts.notRunning(`http://127.0.0.1:${env.PORT}`));
}
if (!response.ok || !response.body) {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  fail(texts.refused(response.status, body?.error?.message ?? response.statusText));
}

let exitCode = 2;
let buffered = "";
const decoder = new TextDecoder();
for await (const chunk of response.body) {
  buffered += decoder.decode(chunk as Uint8Array, { stream: true });
  let newline: number;
  while ((newline = buffered.indexOf("\n")) >= 0) {
    const line = buffered.slice(0, newline).trim();
    buffered = buffered.slice(newline + 1);
    if (line) exitCode = show(JSON.parse(line) as NewsletterSendEvent) ?? exitCode;
  }
}
if (exitCode === 2) fail(texts.cutOff);
process.exit(exitCode);

/** Prints one event; the final report decides the exit code. */
function show(event: NewsletterSendEvent): number | undefined {
  switch (event.type) {
    case "start":
      process.stdout.write(`${texts.start(event.article.title, event.total)}\n`);
      return undefined;
    case "progress":
      process.stdout.write(`${texts.progress(event.done, event.total, texts.outcomes[event.outcome], event.email)}\n`);
      return undefined;
    case "stopped":
      process.stdout.write(`${texts.stopped(event.remaining)}\n`);
      return 1;
    case "done": {
      const { sent, skipped, inDoubt, failed } = event.report;
      process.stdout.write(`${texts.report(sent, skipped, failed)}\n`);
      if (inDoubt > 0) process.stdout.write(`${texts.inDoubt(inDoubt, request.slug)}\n`);
      if (failed > 0) process.stdout.write(`${texts.retryHint}\n`);
      return failed > 0 || exitCode === 1 ? 1 : 0;
    }
  }
}
