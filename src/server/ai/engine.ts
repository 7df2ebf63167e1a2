import type { AppConfig } from "../config.ts";
import { createChatProvider, type ChatProvider, type ChatProviderConfig } from "./provider.ts";

// Which engine writes every generated text (an assessment, a chat reply), chosen here once for every writer from
// the server's AI config, with the engine names stored beside each generated row.

/** The engines that are not a model (a model's engine is its own name). */
export const engineNames = { offline: "offline", notConfigured: "not-configured" } as const;

/** Provider tuning (idle timeout, retries, usage reports); tests shorten the timings. */
export type ProviderTuning = Partial<Omit<ChatProviderConfig, "baseURL" | "apiKey" | "model">>;

export type Engine =
  /** No provider configured: the offline nutrition engine writes. */
  | { kind: "offline"; name: typeof engineNames.offline }
  /** A provider without a model: the spec's "model for nutrition is not configured" error. */
  | { kind: "not-configured"; name: typeof engineNames.notConfigured }
  | { kind: "model"; name: string; provider: ChatProvider };

export function chooseEngine(ai: AppConfig["ai"], tuning: ProviderTuning = {}): Engine {
  if (ai.kind === "offline") return { kind: "offline", name: engineNames.offline };
  if (!ai.model) return { kind: "not-configured", name: engineNames.notConfigured };
  const provider = createChatProvider({ baseURL: ai.baseURL, apiKey: ai.apiKey, model: ai.model, ...tuning });
  return { kind: "model", name: ai.model, provider };
}
