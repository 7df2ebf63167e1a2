/** One server-sent event: its `event:` name ("message" when it gave none) and its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

const lineBreak = /\r\n|\r|\n/;

/**
 * Reads a text/event-stream body message by message, as the HTML standard describes: fields split on
 * the first colon (one space after it dropped), comments and keep-alives (lines starting with ":")
 * skipped, a blank line ending a message, a message without data lines not dispatched. Returns when
 * the body ends; an aborted fetch rejects the read, and so the loop.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      let text = buffer + (done ? decoder.decode() : decoder.decode(value, { stream: true }));
      // A "\r" at the end may be the first half of a "\r\n" split across chunks: keep it for the next.
      const heldCr = !done && text.endsWith("\r");
      if (heldCr) text = text.slice(0, -1);
      const lines = text.split(lineBreak);
      // The last piece is a line still being received (at the end, an unfinished message is dropped).
      buffer = done ? "" : (lines.pop() ?? "") + (heldCr ? "\r" : "");
      for (const line of lines) {
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const fieldValue = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = fieldValue;
        else if (field === "data") data.push(fieldValue);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
