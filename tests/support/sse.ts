// The API tests read streams with the browser's own reader, so both follow one parser.
export { readSse, type SseMessage as SseEvent } from "../../src/web/lib/sse.ts";
