import type { Context } from "hono";
import { chatLimitTexts } from "../../shared/texts/chat.ts";
import type { Database } from "../db/client.ts";
import { apiError } from "../http/errors.ts";
import { hit, type RateLimitRule } from "../http/rate-limit.ts";
import type { ChatStore } from "./store.ts";
import { createUsageLedger, secondsUntilNextDay } from "./usage.ts";

// The chat's limits, all kept in the database so they hold across instances: messages per person per
// minute (a fixed-window counter in rate_limits), messages and model tokens per person per UTC day (the
// usage ledger, chat/usage.ts, which deleting conversations does not lower), and conversations per person
// (a count of their rows, taken under a per-person lock as the row is inserted). Over one, a clear message: 429 with Retry-After, or 409 for
// the number of conversations (waiting does not help; deleting one does).

export interface ChatLimits {
  perMinute: RateLimitRule;
  maxConversations: number;
  /** Messages a day: only `limit` is read (the ledger's day is the UTC day). */
  perDay: RateLimitRule;
  /** Estimated model tokens (prompts, replies, titles) one person may use in a UTC day. */
  dailyTokens: number;
}

export const defaultChatLimits: ChatLimits = {
  perMinute: { name: "chat-minute", limit: 10, windowSeconds: 60 },
  perDay: { name: "chat-day", limit: 200, windowSeconds: 86_400 },
  maxConversations: 100,
  dailyTokens: 200_000,
};

function tooMany(c: Context, seconds: number, message: string): Response {
  c.header("Retry-After", String(seconds));
  return apiError(c, 429, "rate_limited", message);
}

/**
 * Checks (and counts) one message or retry; a Response when a limit is reached, else null. The day's
 * budgets read the usage ledger (chat/usage.ts), which deleting conversations does not lower.
 */
export async function checkMessageLimits(
  c: Context,
  deps: { db: Database; store: ChatStore; limits: ChatLimits; usesModel: boolean },
  userId: string,
): Promise<Response | null> {
  const { db, limits } = deps;
  const ledger = createUsageLedger(db);
  const hoursLeft = (seconds: number) => Math.max(1, Math.round(seconds / 3600));
  if (deps.usesModel && (await ledger.today(userId)).modelTokens >= limits.dailyTokens) {
    const seconds = secondsUntilNextDay();
    return tooMany(c, seconds, chatLimitTexts.tokens(hoursLeft(seconds)));
  }
  // Counted only while the account exists (same statement), so a deleted person leaves no counter behind.
  const minute = await hit(db, limits.perMinute, userId, userId);
  if (minute > 0) return tooMany(c, minute, chatLimitTexts.perMinute(limits.perMinute.limit, minute));
  if ((await ledger.countMessage(userId)).messages > limits.perDay.limit) {
    const seconds = secondsUntilNextDay();
    return tooMany(c, seconds, chatLimitTexts.perDay(limits.perDay.limit, hoursLeft(seconds)));
  }
  return null;
}

/**
 * A new conversation beyond the most a person may keep: 409 without Retry-After, as waiting does not help;
 * the message says what does (deleting a conversation).
 */
export const conversationLimitReached = (c: Context, limits: ChatLimits): Response =>
  apiError(c, 409, "chat_limit", chatLimitTexts.conversations(limits.maxConversations));

/**
 * Refuses early, before a message is counted, when the person already keeps the most conversations. Only
 * a first look: `store.createConversation` decides, atomically, when creates race.
 */
export async function checkConversationLimit(
  c: Context,
  deps: { store: ChatStore; limits: ChatLimits },
  userId: string,
): Promise<Response | null> {
  if ((await deps.store.countConversations(userId)) < deps.limits.maxConversations) return null;
  return conversationLimitReached(c, deps.limits);
}
