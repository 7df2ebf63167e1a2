import type { Context } from "hono";
import { chatLimitTexts } from "../../shared/texts/chat.ts";
import type { Database } from "../db/client.ts";
import { apiError } from "../http/errors.ts";
import { hit, type RateLimitRule } from "../http/rate-limit.ts";
import type { ChatStore } from "./store.ts";

// The chat's limits, all kept in the database so they hold across instances: messages per person per
// minute and per day (fixed-window counters in rate_limits), conversations per person (a count of their
// rows, taken under a per-person lock as the row is inserted), and model tokens per person per day (a sum
// over their messages of the last 24 hours). Over one, a clear message: 429 with Retry-After, or 409 for
// the number of conversations (waiting does not help; deleting one does).

export interface ChatLimits {
  perMinute: RateLimitRule;
  perDay: RateLimitRule;
  maxConversations: number;
  /** Estimated model tokens (prompts, replies, titles) one person may use in 24 hours. */
  dailyTokens: number;
}

export const defaultChatLimits: ChatLimits = {
  perMinute: { name: "chat-minute", limit: 10, windowSeconds: 60 },
  perDay: { name: "chat-day", limit: 200, windowSeconds: 86_400 },
  maxConversations: 100,
  dailyTokens: 200_000,
};

const DAY_MS = 86_400_000;

function tooMany(c: Context, seconds: number, message: string): Response {
  c.header("Retry-After", String(seconds));
  return apiError(c, 429, "rate_limited", message);
}

/** Checks (and counts) one message or retry; a Response when a limit is reached, else null. */
export async function checkMessageLimits(
  c: Context,
  deps: { db: Database; store: ChatStore; limits: ChatLimits; usesModel: boolean },
  userId: string,
): Promise<Response | null> {
  const { db, store, limits } = deps;
  if (deps.usesModel) {
    const since = new Date(Date.now() - DAY_MS);
    const used = await store.tokensSince(userId, since);
    if (used.tokens >= limits.dailyTokens) {
      const seconds = Math.max(1, Math.ceil(((used.oldest?.getTime() ?? Date.now()) + DAY_MS - Date.now()) / 1000));
      return tooMany(c, seconds, chatLimitTexts.tokens(Math.max(1, Math.round(seconds / 3600))));
    }
  }
  const minute = await hit(db, limits.perMinute, userId);
  if (minute > 0) return tooMany(c, minute, chatLimitTexts.perMinute(limits.perMinute.limit, minute));
  const day = await hit(db, limits.perDay, userId);
  if (day > 0) return tooMany(c, day, chatLimitTexts.perDay(limits.perDay.limit, Math.max(1, Math.round(day / 3600))));
  return null;
}

/**
 * A new conversation beyond the most a person may keep: 409 without Retry-After, as waiting does not help;
 * the message says what does (deleting a conversation).
 */
export const conversationLimitReached = (c: Context, limits: ChatLimits): Response => apiError(c, 409, "chat_limit", chatLimitTexts.conversations(limits.maxConversations));

/**
 * Refuses early, before a message is counted, when the person already keeps the most conversations. Only
 * a first look: `store.createConversation` decides, atomically, when creates race.
 */
export async function checkConversationLimit(c: Context, deps: { store: ChatStore; limits: ChatLimits }, userId: string): Promise<Response | null> {
  if ((await deps.store.countConversations(userId)) < deps.limits.maxConversations) return null;
  return conversationLimitReached(c, deps.limits);
}
