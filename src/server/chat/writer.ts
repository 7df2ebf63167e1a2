import { chatSafetyTexts, type ChatSafetyTopic } from "../../shared/texts/offline-chat.ts";
import type { AppConfig } from "../config.ts";
import { AiError } from "../ai/errors.ts";
import {
  chatConversation,
  chatGenerationSettings,
  chatSystemPrompt,
  chatTitleMessage,
  chatTitleSettings,
  chatTitleSystemPrompt,
} from "./prompts.ts";
import type { ChatTurnMessage } from "../ai/provider.ts";
import { chooseEngine, type ProviderTuning } from "../ai/engine.ts";
import type { GenerationWriter } from "../generation/index.ts";
import type { Person } from "../nutrition/policy/types.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { ownEngines } from "./engines.ts";
import { namedIn } from "./entities.ts";
import { knowledgeRows } from "./kb-rows.ts";
import type { OfflineTools } from "./offline/context.ts";
import { answerOffline } from "./offline/engine.ts";
import { chatPersonFrom, type ChatPerson } from "./person.ts";
import { estimateTokens } from "./store.ts";
import { shortenText } from "../../shared/format.ts";

// Who answers a chat message, prepared before the reply row is written (so the row knows its engine and
// whether it gives guidance) and then streamed by the generation pipeline: a safety pointer when the
// question needs a professional, the offline engine with no provider, or the model with the prompt the
// server builds. The title of a conversation comes from the spec's short helper, or the first question.

export interface ChatTurn {
  question: string;
  /** The conversation's earlier completed turns, oldest first. */
  history: readonly ChatTurnMessage[];
  chat: ChatPerson;
  safety: ChatSafetyTopic | null;
  /** The offline engine already said, in this conversation, that it is the offline engine. */
  noticeGiven: boolean;
}

/** What the runner writes from: a known text (offline, safety), or a model call for a person (whose answer is then checked). */
export type PreparedReply =
  | { kind: "text"; text: string }
  | { kind: "model"; system: string; messages: ChatTurnMessage[]; person: Person };

export interface PreparedTurn {
  engine: string;
  /** The answer gives health guidance: the not-medical-advice note follows it. */
  disclaimer: boolean;
  /** Estimated tokens of the prompt (0 without a model). */
  promptTokens: number;
  reply: PreparedReply;
}

export interface ChatWriter extends GenerationWriter<PreparedReply> {
  /** "offline" without a provider, else "model" (what the screen's footer says). */
  readonly kind: "offline" | "model";
  prepare(turn: ChatTurn): PreparedTurn;
  /** A title from the short helper; null without a model (the first question is the title then). */
  title(question: string, signal?: AbortSignal): Promise<{ title: string; tokens: number } | null>;
}

export interface ChatWriterOptions extends OfflineTools {
  /** Provider tuning (idle timeout, retries, token usage), mainly for tests. */
  provider?: ProviderTuning;
  /** Each question's intent as the offline engine read it ("unknown" included), for counts without personal data. */
  onIntent?: (intent: string) => void;
}

/** Engines whose replies are our own texts (offline answers, safety pointers), not a model's. */
const ownTextEngines: ReadonlySet<string> = new Set(Object.values(ownEngines));

/**
 * The safety check after a model's reply, kept with it so a reload shows it: the foods it names that the
 * person's diet, allergies or conditions rule out, or without their cautions. Empty for our own texts.
 */
export function replySafetyCheck(policy: Policy, engine: string | null, person: Person, text: string): string {
  return engine === null || ownTextEngines.has(engine) ? "" : policy.safetyCheck(person, text);
}

/**
 * The offline engine's answer to the question, given to the model as grounding (what it is asking, our figures,
 * the policy's rules for the person, their sources): none when the engine does not know the question. Typed
 * text the rules could not match is left out of it (the prompt fences the person's own words elsewhere).
 */
export function groundingFor(
  tools: OfflineTools,
  turn: Pick<ChatTurn, "question" | "chat" | "history">,
): { intent: string; text: string } | null {
  const chat = turn.chat.facts ? { ...turn.chat, facts: { ...turn.chat.facts, notChecked: [] } } : turn.chat;
  const previousQuestion = turn.history.filter((message) => message.role === "user").at(-1)?.content ?? null;
  const answer = answerOffline(tools, { question: turn.question, chat, noticeGiven: true, previousQuestion });
  return answer.intent === "unknown" ? null : { intent: answer.intent, text: answer.text };
}

/** A known text, sent paragraph by paragraph so it streams like a model's. */
async function* chunksOf(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of text.split(/(?<=\n\n)/)) {
    if (signal?.aborted) throw signal.reason;
    if (piece) yield piece;
  }
}

/** A title as one plain line: no quotes, Markdown or trailing full stop, at most 80 characters. */
export function cleanTitle(raw: string): string {
  const line = raw
    .replace(/[\r\n]+/g, " ")
    .replace(/[*_`#<>"“”]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.:;]+$/, "");
  return shortenText(line, 80);
}

export function createChatWriter(ai: AppConfig["ai"], options: ChatWriterOptions): ChatWriter {
  const { kb, policy, lookupSupplement } = options;
  const tools: OfflineTools = { kb, policy, lookupSupplement };
  const safetyTurn = (topic: ChatSafetyTopic): PreparedTurn => ({
    engine: ownEngines.safety,
    disclaimer: true,
    promptTokens: 0,
    reply: { kind: "text", text: chatSafetyTexts[topic] },
  });

  const engine = chooseEngine(ai, options.provider);
  if (engine.kind !== "model") {
    const offline = engine.kind === "offline";
    // The first answer fills per-knowledge-base caches (names, rules, search, ~40 ms): done a moment after
    // the start, so that neither the start nor someone's first reply waits for it.
    if (offline)
      setTimeout(
        () =>
          answerOffline(tools, {
            question: "How can I replace my vitamin D supplement?",
            chat: chatPersonFrom(policy, null),
            noticeGiven: true,
          }),
        1000,
      ).unref();
    return {
      engine: offline ? ownEngines.offline : ownEngines.notConfigured,
      // A provider without a model is still a model setup: the footer says so, and replies say it is not configured.
      kind: offline ? "offline" : "model",
      prepare(turn) {
        if (turn.safety) return safetyTurn(turn.safety);
        if (!offline)
          return {
            engine: ownEngines.notConfigured,
            disclaimer: false,
            promptTokens: 0,
            reply: { kind: "model", system: "", messages: [], person: turn.chat.person },
          };
        const previousQuestion = turn.history.filter((message) => message.role === "user").at(-1)?.content ?? null;
        const answer = answerOffline(tools, {
          question: turn.question,
          chat: turn.chat,
          noticeGiven: turn.noticeGiven,
          previousQuestion,
        });
        options.onIntent?.(answer.intent);
        return {
          engine: ownEngines.offline,
          disclaimer: answer.guidance,
          promptTokens: 0,
          reply: { kind: "text", text: answer.text },
        };
      },
      stream(reply, streamOptions) {
        // A base URL without a model: the spec's "model for nutrition is not configured" error.
        if (reply.kind === "model") throw new AiError("model_not_configured");
        return chunksOf(reply.text, streamOptions?.signal);
      },
      title: async () => null,
    };
  }

  const { provider } = engine;
  return {
    engine: engine.name,
    kind: "model",
    prepare(turn) {
      if (turn.safety) return safetyTurn(turn.safety);
      const grounding = groundingFor(tools, turn);
      options.onIntent?.(grounding?.intent ?? "unknown");
      const system = chatSystemPrompt(
        turn.chat.facts,
        knowledgeRows(kb, policy, turn.chat, namedIn(kb, turn.question)),
        grounding,
      );
      const messages = chatConversation(turn.history, turn.question);
      const promptTokens =
        estimateTokens(system) + messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);
      return {
        engine: provider.model,
        disclaimer: true,
        promptTokens,
        reply: { kind: "model", system, messages, person: turn.chat.person },
      };
    },
    stream(reply, streamOptions) {
      if (reply.kind === "text") return chunksOf(reply.text, streamOptions?.signal);
      return provider.stream(
        { system: reply.system, messages: reply.messages, ...chatGenerationSettings },
        streamOptions?.signal,
      );
    },
    // The model was told which foods suit the person; its answer is checked, completed or stopped.
    closing: (reply, text) => (reply.kind === "model" ? policy.safetyCheck(reply.person, text) : ""),
    async title(question, signal) {
      const message = chatTitleMessage(question);
      const text = await provider.complete(
        { system: chatTitleSystemPrompt, messages: [{ role: "user", content: message }], ...chatTitleSettings },
        signal,
      );
      const title = cleanTitle(text);
      return title
        ? { title, tokens: estimateTokens(chatTitleSystemPrompt) + estimateTokens(message) + estimateTokens(text) }
        : null;
    },
  };
}
