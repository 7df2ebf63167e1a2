import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";
import type { ChatConversationDto, ChatMessageDto } from "../../shared/chat.ts";
import type { Database } from "../db/client.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import type { GenerationState } from "../generation/index.ts";
import { ownEngines } from "./engines.ts";

// Every query the chat routes and its generation pipeline make. Ownership is part of each query (the
// user id in the WHERE clause), so another person's conversation or message is simply not found.

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Engines that cost no model tokens. */
const tokenFreeEngines = [ownEngines.offline, ownEngines.safety];

export const toConversationDto = (row: ChatConversationRow): ChatConversationDto => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessageDto = (row: ChatMessageRow): ChatMessageDto => ({
  id: row.id,
  role: row.role,
  text: row.text,
  status: row.status,
  errorCode: row.errorCode,
  engine: row.engine,
  disclaimer: row.disclaimer,
  createdAt: row.createdAt.toISOString(),
});

/** The generation's part of a reply row. */
export function chatGenerationView(row: ChatMessageRow): GenerationState {
  return {
    id: row.id,
    status: row.status,
    text: row.text,
    engine: row.engine,
    errorCode: row.errorCode,
    updatedAt: row.updatedAt,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => uuidPattern.test(value);

/** A unique index refused the row (the one-reply-at-a-time index); drivers wrap the database error. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * The first key of the per-person advisory lock around creating a conversation (the bytes of "Chat"); the
 * second is a hash of the person's id. Two-key locks never meet the migrations' one-key lock.
 */
const conversationLockSpace = 0x43686174;

/** Model tokens a text costs, estimated (about four characters a token in English). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export interface NewTurn {
  userId: string;
  conversationId: string;
  question: string;
  engine: string;
  disclaimer: boolean;
  /** Estimated tokens of the prompt sent for this reply (0 for the offline engine). */
  promptTokens: number;
}

export function createChatStore(db: Database) {
  /** A reply's output tokens are added when it ends, for a model only. */
  const withOutputTokens = (text: string) =>
    sql`case when ${chatMessages.engine} in (${sql.join(
      tokenFreeEngines.map((engine) => sql`${engine}`),
      sql`, `,
    )}) then ${chatMessages.tokens} else ${chatMessages.tokens} + ${estimateTokens(text)} end`;
  const whileGenerating = (id: string) => and(eq(chatMessages.id, id), eq(chatMessages.status, "generating"));
  /** How many conversations the person keeps (`executor`: a transaction to count inside). */
  async function countConversations(userId: string, executor: Pick<Database, "select"> = db): Promise<number> {
    const rows = await executor
      .select({ n: count() })
      .from(chatConversations)
      .where(eq(chatConversations.userId, userId));
    return Number(rows[0]?.n ?? 0);
  }

  return {
    async listConversations(userId: string, limit: number): Promise<ChatConversationRow[]> {
      return db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.userId, userId))
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
        .limit(limit);
    },

    countConversations,

    /**
     * A new conversation, unless the person already keeps `max` (null then). Counted and inserted in one
     * transaction holding a lock on the person (a transaction-level advisory lock, released at its end), so
     * creates at once, on any instance, count one after another and never pass the limit.
     */
    async createConversation(userId: string, title: string, max: number): Promise<ChatConversationRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${conversationLockSpace}, hashtext(${userId}))`);
        if ((await countConversations(userId, tx)) >= max) return null;
        const rows = await tx.insert(chatConversations).values({ userId, title }).returning();
        return rows[0]!;
      });
    },

    async findConversation(userId: string, id: string): Promise<ChatConversationRow | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
      return rows[0] ?? null;
    },

    async setTitle(userId: string, id: string, title: string): Promise<void> {
      await db
        .update(chatConversations)
        .set({ title })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
    },

    /** Deletes a conversation and (by cascade) its messages; false when it is not the person's. */
    async deleteConversation(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    /** A conversation's messages, oldest first (the caller has checked the conversation is the person's). */
    async listMessages(userId: string, conversationId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId)))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
    },

    async findMessage(userId: string, conversationId: string, id: string): Promise<ChatMessageRow | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.id, id),
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.userId, userId),
          ),
        );
      return rows[0] ?? null;
    },

    /**
     * The person's message and the reply to be written (status generating), together. Null when a reply
     * is already being written in the conversation (the unique index says so, whatever instance wrote it).
     */
    async insertTurn(turn: NewTurn): Promise<{ message: ChatMessageRow; reply: ChatMessageRow } | null> {
      const asked = new Date();
      // The reply sorts after the question even within one transaction (where now() is one instant).
      const answered = new Date(asked.getTime() + 1);
      try {
        return await db.transaction(async (tx) => {
          const [message] = await tx
            .insert(chatMessages)
            .values({
              conversationId: turn.conversationId,
              userId: turn.userId,
              role: "user",
              text: turn.question,
              status: "completed",
              createdAt: asked,
              updatedAt: asked,
            })
            .returning();
          const [reply] = await tx
            .insert(chatMessages)
            .values({
              conversationId: turn.conversationId,
              userId: turn.userId,
              role: "assistant",
              status: "generating",
              engine: turn.engine,
              disclaimer: turn.disclaimer,
              tokens: turn.promptTokens,
              createdAt: answered,
              updatedAt: answered,
            })
            .returning();
          await tx
            .update(chatConversations)
            .set({ updatedAt: answered })
            .where(eq(chatConversations.id, turn.conversationId));
          return { message: message!, reply: reply! };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Failed -> generating again (same row), for a retry; null when it is not failed or not the person's. */
    async restart(
      userId: string,
      id: string,
      input: { engine: string; disclaimer: boolean; promptTokens: number },
    ): Promise<ChatMessageRow | null> {
      try {
        const rows = await db
          .update(chatMessages)
          .set({
            status: "generating",
            errorCode: null,
            text: "",
            engine: input.engine,
            disclaimer: input.disclaimer,
            tokens: sql`${chatMessages.tokens} + ${input.promptTokens}`,
            updatedAt: new Date(),
          })
          .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.status, "failed")))
          .returning();
        return rows[0] ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Adds the title helper's tokens to the person's first message. */
    async addTokens(id: string, tokens: number): Promise<void> {
      await db
        .update(chatMessages)
        .set({ tokens: sql`${chatMessages.tokens} + ${tokens}` })
        .where(eq(chatMessages.id, id));
    },

    // ---- The generation pipeline's writes and reads (GenerationStore & GenerationRows) ----

    async findById(id: string): Promise<ChatMessageRow | null> {
      const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return rows[0] ?? null;
    },

    /** False once the reply is no longer generating (stopped through another instance): the runner ends it. */
    async saveProgress(id: string, text: string): Promise<boolean> {
      const rows = await db
        .update(chatMessages)
        .set({ text, updatedAt: new Date() })
        .where(whileGenerating(id))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async complete(id: string, text: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ text, status: "completed", errorCode: null, tokens: withOutputTokens(text), updatedAt: new Date() })
        .where(whileGenerating(id));
    },

    /** Keeps the question; the partial text is dropped, so a failed reply is never shown as an answer. */
    async fail(id: string, errorCode: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ status: "failed", errorCode, text: "", updatedAt: new Date() })
        .where(whileGenerating(id));
    },

    /** Stop: what was written is kept, marked as stopped. */
    async stop(id: string, text: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ text, status: "stopped", tokens: withOutputTokens(text), updatedAt: new Date() })
        .where(whileGenerating(id));
    },

    /**
     * A Stop for a reply written by another instance: its last saved text is kept (that instance then ends it),
     * with `closing`'s words after it (the safety check of a model's reply). The row is locked meanwhile, so no
     * save of the other instance comes between the text read and the text stored.
     */
    async stopStored(
      userId: string,
      id: string,
      closing: (text: string) => string = () => "",
    ): Promise<ChatMessageRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(chatMessages)
          .where(and(whileGenerating(id), eq(chatMessages.userId, userId)))
          .for("update");
        if (!row) return null;
        const text = row.text + closing(row.text);
        const rows = await tx
          .update(chatMessages)
          .set({ text, status: "stopped", tokens: withOutputTokens(""), updatedAt: new Date() })
          .where(eq(chatMessages.id, id))
          .returning();
        return rows[0] ?? null;
      });
    },

    async failIfStale(id: string, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(chatMessages)
        .set({ status: "failed", errorCode: "interrupted", text: "", updatedAt: new Date() })
        .where(and(whileGenerating(id), lt(chatMessages.updatedAt, staleBefore)))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
