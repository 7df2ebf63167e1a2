// The generation pipeline every streamed text uses: a runner detached from requests (saves as it
// goes, heartbeat, drain), the stale rule, and the stream protocol (live or through the database).
export { createGenerationPipeline, type GenerationPipeline, type GenerationPipelineOptions } from "./pipeline.ts";
export { createGenerationRunner, type GenerationRunner, type GenerationLiveEvent } from "./runner.ts";
export { createReconcile, isStale } from "./reconcile.ts";
export { createGenerationStream, type GenerationStream } from "./stream.ts";
export {
  defaultGenerationTimings,
  resolveTimings,
  type GenerationErrorCode,
  type GenerationObserver,
  type GenerationRows,
  type GenerationState,
  type GenerationStore,
  type GenerationTimings,
  type GenerationWriter,
} from "./types.ts";
