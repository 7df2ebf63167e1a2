import { relations, sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ---- Accounts (the shape Better Auth expects; snake_case columns) ----

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /**
   * When the person agreed to FoodFirst storing their health-related answers (sign-up, the wizard or
   * the account page); null until then, and an assessment cannot be started without it.
   */
  healthDataConsentAt: timestamp("health_data_consent_at", { withTimezone: true }),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/**
 * The accounts' relations, for the auth library's joins (identity/auth.ts, `advanced.database.joins`): a sign-in
 * reads the user with their accounts, and a session check the session with its user, in one query each instead
 * of two (decision 029). Relations are Drizzle's alone: no migration.
 */
export const usersRelations = relations(users, ({ many }) => ({ accounts: many(accounts), sessions: many(sessions) }));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// ---- Product tables ----

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased; the unique index makes concurrent duplicates impossible. */
  email: text("email").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The spec's "active"; unsubscribing deletes the row, so the list holds only people who want it. */
  status: text("status").notNull().default("active"),
});

/**
 * One row per article per subscriber, claimed before the email goes out: the primary key makes a
 * second send impossible, even for two runs at once, and a re-run after a crash skips every row
 * (decision 016). "sending" rows whose run stopped are "in doubt" and not sent again (at most once),
 * unless the operator asks for it (`--resend-in-doubt`).
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    articleSlug: text("article_slug").notNull(),
    status: text("status").$type<"sending" | "sent">().notNull().default("sending"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.articleSlug] })],
);

export const assessmentStatuses = ["generating", "completed", "failed"] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the person finished answering (set at submit, before any text is generated). */
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    assessmentData: jsonb("assessment_data").notNull(),
    assessmentResults: text("assessment_results").notNull().default(""),
    status: text("status").$type<AssessmentStatus>().notNull().default("generating"),
    errorCode: text("error_code"),
    /** Which engine wrote the text: "offline" or the provider's model name. */
    engine: text("engine"),
    idempotencyKey: text("idempotency_key").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assessments_user_idempotency_key").on(table.userId, table.idempotencyKey),
    index("assessments_user_created_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/** The wizard's answers while the person goes, one row per user; cleared at submit. */
export const assessmentDrafts = pgTable("assessment_drafts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  step: integer("step").notNull().default(1),
  answers: jsonb("answers").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Nutrition chat (src/server/chat/) ----

/** One conversation of a person with the nutrition assistant; deleted with the person. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first question at first; the short title helper's answer when a model is configured. */
    title: text("title").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last message was written (the list's order). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_conversations_user_updated_idx").on(table.userId, table.updatedAt.desc())],
);

export const chatMessageRoles = ["user", "assistant"] as const;
export type ChatMessageRole = (typeof chatMessageRoles)[number];
export const chatMessageStatuses = ["generating", "completed", "failed", "stopped"] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

/**
 * The person's messages and the assistant's replies. A reply is written by the generation pipeline (status
 * generating -> completed / failed / stopped, its text saved as it grows); a failed one keeps the question.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** The owner, in every query, and for the per-person daily token sum. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<ChatMessageRole>().notNull(),
    text: text("text").notNull().default(""),
    status: text("status").$type<ChatMessageStatus>().notNull().default("completed"),
    errorCode: text("error_code"),
    /** "offline", "safety" or the model's name (replies only). */
    engine: text("engine"),
    /** The reply gives health guidance: the UI shows the not-medical-advice note after it. */
    disclaimer: boolean("disclaimer").notNull().default(false),
    /** Model tokens this message cost, estimated (prompt and reply; the title helper's on the first question). */
    tokens: integer("tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The generation's heartbeat while generating. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_conversation_created_idx").on(table.conversationId, table.createdAt),
    index("chat_messages_user_created_idx").on(table.userId, table.createdAt),
    // One reply at a time per conversation: the database, not a read-then-write, refuses a second.
    uniqueIndex("chat_messages_one_generating_idx")
      .on(table.conversationId)
      .where(sql`status = 'generating'`),
  ],
);

/**
 * What each person used of the chat, per UTC day: messages sent and estimated model tokens (prompts, replies,
 * titles). Deleting conversations or messages never lowers it (the daily budgets read it, chat/usage.ts);
 * deleting the account removes the person's rows. Tokens are added by a trigger on chat_messages (migration
 * 0003), so every place that charges a message's tokens charges the ledger too.
 */
export const usageLedger = pgTable(
  "usage_ledger",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
    modelTokens: integer("model_tokens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Fixed-window counters shared by every server instance (see http/rate-limit.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  count: integer("count").notNull().default(0),
});
