import { Hono, type Context, type MiddlewareHandler } from "hono";
import {
  sendMessageBodySchema,
  type ChatConversationDetailDto,
  type ChatConversationListDto,
  type ChatReplyDto,
  type SentMessageDto,
} from "../../shared/chat.ts";
import { chatLimitTexts } from "../../shared/texts/chat.ts";
import type { GenerationPipeline } from "../generation/index.ts";
import type { Infrastructure } from "../infrastructure.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { currentUser, requireUser, type AppEnv, type AuthVariables } from "../identity/session.ts";
import { apiError, readJson } from "../http/errors.ts";
import { checkConversationLimit, checkMessageLimits, conversationLimitReached, type ChatLimits } from "./limits.ts";
import {
  toConversationDto,
  toMessageDto,
  type ChatConversationRow,
  type ChatMessageRow,
  type ChatStore,
} from "./store.ts";
import { buildTurn } from "./turns.ts";
import { chatPersonFrom } from "./person.ts";
import { ownEngines } from "./engines.ts";
import { cleanTitle, replySafetyCheck, type ChatWriter, type PreparedReply } from "./writer.ts";
import { shortenText } from "../../shared/format.ts";

/** A conversation's title before (or without) the title helper: its first question, on one line. */
const titleFromQuestion = (question: string) => cleanTitle(shortenText(question, 60));

/**
 * /api/chat: a person's conversations with the nutrition assistant. The browser sends one message (and
 * the conversation's id in the path), never a history or a prompt; the server stores the message and the
 * reply row, then writes the reply through the generation pipeline (store-then-stream, as the assessment
 * does). Every query is scoped to the signed-in person: another person's conversation is not found.
 */
export interface ChatRoutesDeps extends Pick<Infrastructure, "db" | "logger"> {
  /** The chat's store, writer, policy and limits, and its generation pipeline (the same kind as the assessment's). */
  chat: { store: ChatStore; writer: ChatWriter; policy: Policy; limits: ChatLimits } & GenerationPipeline<
    PreparedReply,
    ChatMessageRow
  >;
  /** The answers of the person's latest assessment, or null (the assessment's). */
  latestAnswers: (userId: string) => Promise<unknown>;
  /** The guard that requires the person's agreement to storing health-related answers (the account's). */
  consentRequired: MiddlewareHandler<{ Variables: AuthVariables }>;
}

export function chatRoutes(deps: ChatRoutesDeps) {
  const { db, logger } = deps;
  const { store, writer, runner, reconcile, stream, limits, policy } = deps.chat;
  const conversationNotFound = (c: Context) => apiError(c, 404, "not_found", chatLimitTexts.conversationNotFound);
  const messageNotFound = (c: Context) => apiError(c, 404, "not_found", chatLimitTexts.messageNotFound);
  const limitDeps = { db, store, limits, usesModel: writer.kind === "model" };

  /** The conversation's messages, each reply read through the stale rule. */
  const messagesOf = async (userId: string, conversationId: string) =>
    Promise.all((await store.listMessages(userId, conversationId)).map(reconcile));

  /** Stores the question and its reply row and starts writing the reply; null when a reply is already being written. */
  async function send(
    userId: string,
    conversation: ChatConversationRow,
    question: string,
    earlier: ChatMessageRow[],
  ): Promise<SentMessageDto | null> {
    const turn = await buildTurn({ latestAnswers: deps.latestAnswers, policy }, userId, question, earlier);
    const prepared = writer.prepare(turn);
    const stored = await store.insertTurn({
      userId,
      conversationId: conversation.id,
      question,
      engine: prepared.engine,
      disclaimer: prepared.disclaimer,
      promptTokens: prepared.promptTokens,
    });
    if (!stored) return null;
    runner.start(stored.reply.id, prepared.reply);
    return {
      conversation: toConversationDto({ ...conversation, updatedAt: stored.reply.createdAt }),
      message: toMessageDto(stored.message),
      reply: toMessageDto(stored.reply),
    };
  }
  // Questions about one's health are health data: asked and stored only with the person's agreement (decision 017).
  const consented = deps.consentRequired;
  const inProgress = (c: Context) => apiError(c, 409, "reply_in_progress", chatLimitTexts.replyInProgress);

  /**
   * The short title helper, once the reply's first words are out (so it never delays them); the first
   * question stays the title if it fails.
   */
  function nameLater(
    userId: string,
    conversationId: string,
    firstMessageId: string,
    replyId: string,
    question: string,
  ) {
    // A reply that fails before any words keeps the first question as the title: no second call to a failing provider.
    const subscription = runner.subscribe(replyId, (event) => {
      subscription?.unsubscribe();
      if (event.type !== "failed") name();
    });
    if (!subscription) name();
    function name() {
      void writer
        .title(question)
        .then(async (named) => {
          if (!named) return;
          await store.setTitle(userId, conversationId, named.title);
          await store.addTokens(firstMessageId, named.tokens);
        })
        .catch((error: unknown) => logger.warn({ err: error, conversationId }, "chat title helper failed"));
    }
  }

  return new Hono<AppEnv>()
    .use(requireUser)

    .get("/conversations", async (c) => {
      const rows = await store.listConversations(currentUser(c).id, 100);
      const body: ChatConversationListDto = { conversations: rows.map(toConversationDto), engine: writer.kind };
      return c.json(body);
    })

    .post("/conversations", consented, async (c) => {
      const userId = currentUser(c).id;
      const body = await readJson(c, sendMessageBodySchema);
      if (!body.ok) return body.response;
      const refused =
        (await checkConversationLimit(c, { store, limits }, userId)) ??
        (await checkMessageLimits(c, limitDeps, userId));
      if (refused) return refused;
      const conversation = await store.createConversation(
        userId,
        titleFromQuestion(body.data.message),
        limits.maxConversations,
      );
      if (!conversation) return conversationLimitReached(c, limits);
      const sent = await send(userId, conversation, body.data.message, []);
      if (!sent) return inProgress(c);
      if (sent.reply.engine !== ownEngines.safety)
        nameLater(userId, conversation.id, sent.message.id, sent.reply.id, body.data.message);
      return c.json(sent, 201);
    })

    .get("/conversations/:id", async (c) => {
      const userId = currentUser(c).id;
      const conversation = await store.findConversation(userId, c.req.param("id"));
      if (!conversation) return conversationNotFound(c);
      const body: ChatConversationDetailDto = {
        conversation: toConversationDto(conversation),
        messages: (await messagesOf(userId, conversation.id)).map(toMessageDto),
      };
      return c.json(body);
    })

    .delete("/conversations/:id", async (c) => {
      const userId = currentUser(c).id;
      const conversation = await store.findConversation(userId, c.req.param("id"));
      if (!conversation) return conversationNotFound(c);
      // A reply still being written here is stopped first, so nothing is written after the delete.
      for (const row of await store.listMessages(userId, conversation.id))
        if (row.status === "generating") await runner.stop(row.id);
      await store.deleteConversation(userId, conversation.id);
      return c.body(null, 204);
    })

    .post("/conversations/:id/messages", consented, async (c) => {
      const userId = currentUser(c).id;
      const conversation = await store.findConversation(userId, c.req.param("id"));
      if (!conversation) return conversationNotFound(c);
      const body = await readJson(c, sendMessageBodySchema);
      if (!body.ok) return body.response;
      const earlier = await messagesOf(userId, conversation.id);
      if (earlier.some((row) => row.status === "generating")) return inProgress(c);
      const refused = await checkMessageLimits(c, limitDeps, userId);
      if (refused) return refused;
      const sent = await send(userId, conversation, body.data.message, earlier);
      return sent ? c.json(sent, 201) : inProgress(c);
    })

    .get("/conversations/:id/messages/:messageId/stream", async (c) => {
      const userId = currentUser(c).id;
      const reply = await store.findMessage(userId, c.req.param("id"), c.req.param("messageId"));
      if (!reply || reply.role !== "assistant") return messageNotFound(c);
      return stream(c, reply);
    })

    .post("/conversations/:id/messages/:messageId/stop", async (c) => {
      const userId = currentUser(c).id;
      const reply = await store.findMessage(userId, c.req.param("id"), c.req.param("messageId"));
      if (!reply || reply.role !== "assistant") return messageNotFound(c);
      // Written here: the runner stores what it has; written by another instance: its last saved text is kept.
      // Either way a model's reply ends with its safety check.
      if (reply.status === "generating" && !(await runner.stop(reply.id))) {
        const { person } = chatPersonFrom(policy, await deps.latestAnswers(userId));
        await store.stopStored(userId, reply.id, (text) => replySafetyCheck(policy, reply.engine, person, text));
      }
      const current = await store.findMessage(userId, reply.conversationId, reply.id);
      const body: ChatReplyDto = { reply: toMessageDto(current ?? reply) };
      return c.json(body);
    })

    .post("/conversations/:id/messages/:messageId/retry", consented, async (c) => {
      const userId = currentUser(c).id;
      const conversationId = c.req.param("id");
      const found = await store.findMessage(userId, conversationId, c.req.param("messageId"));
      if (!found || found.role !== "assistant") return messageNotFound(c);
      const reply = await reconcile(found);
      // Already being written again, or answered (a double click, another tab): nothing to restart.
      if (reply.status === "generating" || reply.status === "completed")
        return c.json({ reply: toMessageDto(reply) } satisfies ChatReplyDto);
      const messages = await messagesOf(userId, conversationId);
      const at = messages.findIndex((row) => row.id === reply.id);
      const question = messages[at - 1];
      // Only the conversation's last reply, a failed one, is written again: later turns would lose their order.
      if (reply.status !== "failed" || at !== messages.length - 1 || question?.role !== "user")
        return apiError(c, 409, "not_retryable", chatLimitTexts.notRetryable);
      const refused = await checkMessageLimits(c, limitDeps, userId);
      if (refused) return refused;
      const prepared = writer.prepare(
        await buildTurn(
          { latestAnswers: deps.latestAnswers, policy },
          userId,
          question.text,
          messages.slice(0, at - 1),
        ),
      );
      const restarted = await store.restart(userId, reply.id, prepared);
      if (!restarted)
        return c.json({
          reply: toMessageDto((await store.findMessage(userId, conversationId, reply.id)) ?? reply),
        } satisfies ChatReplyDto);
      runner.start(restarted.id, prepared.reply);
      return c.json({ reply: toMessageDto(restarted) } satisfies ChatReplyDto, 202);
    });
}
