import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client.ts";
import { AccountGoneError } from "../http/errors.ts";

// The usage ledger (db/schema.ts usageLedger, decision 025): messages and model tokens per person per UTC day.
// Deleting conversations, messages or replies never gives anything back; deleting the account removes it.

export interface DayUsage {
  messages: number;
  modelTokens: number;
}

const today = sql`(now() at time zone 'utc')::date`;

/** Seconds until the ledger's day ends (UTC midnight), when the day's budgets start again. */
export function secondsUntilNextDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function createUsageLedger(db: Database) {
  return {
    /** What the person used today (zero when they have no row yet). */
    async today(userId: string): Promise<DayUsage> {
      const rows = await queryRows<{ messages: number; model_tokens: number }>(
        db,
        sql`select messages, model_tokens from usage_ledger where user_id = ${userId} and day = ${today}`,
      );
      return { messages: Number(rows[0]?.messages ?? 0), modelTokens: Number(rows[0]?.model_tokens ?? 0) };
    },

    /**
     * Counts one message for today and returns the day's usage with it. Only while the person's users row
     * exists, in the same statement: a deleted account leaves no row (AccountGoneError, answered 401).
     */
    async countMessage(userId: string): Promise<DayUsage> {
      const rows = await queryRows<{ messages: number; model_tokens: number }>(
        db,
        sql`insert into usage_ledger (user_id, day, messages) select id, ${today}, 1 from users where id = ${userId}
            on conflict (user_id, day) do update set messages = usage_ledger.messages + 1
            returning messages, model_tokens`,
      );
      if (!rows[0]) throw new AccountGoneError();
      return { messages: Number(rows[0].messages), modelTokens: Number(rows[0].model_tokens) };
    },
  };
}

export type UsageLedger = ReturnType<typeof createUsageLedger>;
