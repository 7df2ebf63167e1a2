import type { GenerationStreamEvent } from "../../src/shared/generation.ts";

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** Generation events in the wire format (`event:` name, JSON `data:`), after `prefix` (e.g. a comment). */
export function sseText(events: GenerationStreamEvent[], prefix = ""): string {
  return prefix + events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join("");
}

/** A finished text/event-stream answer carrying these events. */
export function sseResponse(events: GenerationStreamEvent[], prefix = ""): Response {
  return new Response(sseText(events, prefix), { status: 200, headers: { "content-type": "text/event-stream" } });
}

/** A text/event-stream answer the test writes into: the events of one `send` arrive as one chunk. */
export function controllableEventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    send: (...events: GenerationStreamEvent[]) => controller.enqueue(encoder.encode(sseText(events))),
    close: () => controller.close(),
  };
}
