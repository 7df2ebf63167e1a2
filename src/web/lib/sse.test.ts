import { describe, expect, it } from "vitest";
import { readSse, type SseMessage } from "./sse.ts";

/** A body that delivers these chunks one by one, exactly as split. */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of readSse(stream)) messages.push(message);
  return messages;
}

describe("readSse", () => {
  it("reads named events, joins data lines, and skips comments and keep-alives", async () => {
    const messages = await read(body('event: delta\ndata: {"text":"a"}\n\n: keep-alive\n\ndata: one\ndata:two\n\n'));
    expect(messages).toEqual([
      { event: "delta", data: '{"text":"a"}' },
      { event: "message", data: "one\ntwo" },
    ]);
  });

  it("puts events split anywhere across chunks back together, \\r\\n included", async () => {
    const text = 'event: snapshot\r\ndata: {"text":"é"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const whole = await read(body(text));
    // Every split point, including inside the two-byte "é" and between "\r" and "\n".
    for (let at = 1; at < bytes.length; at++) {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, at));
          controller.enqueue(bytes.slice(at));
          controller.close();
        },
      });
      expect(await read(stream)).toEqual(whole);
    }
    expect(whole).toEqual([
      { event: "snapshot", data: '{"text":"é"}' },
      { event: "done", data: "{}" },
    ]);
  });

  it("dispatches nothing for a message without data, nor for one the stream cut short", async () => {
    expect(await read(body('event: ping\n\nevent: delta\ndata: {"text":"lost"}'))).toEqual([]);
  });
});
