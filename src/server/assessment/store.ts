import { and, desc, eq, getTableColumns, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AssessmentDto, AssessmentSummaryDto } from "../../shared/assessment/api.ts";
import type { AssessmentAnswers, DraftAnswers } from "../../shared/assessment/schema.ts";
import type { Database } from "../db/client.ts";
import { assessmentDrafts, assessments } from "../db/schema.ts";
import type { GenerationState } from "../generation/index.ts";

// Every query the assessment routes and the generation runner make. Ownership is part of each
// query (user id in the WHERE clause), so a row that is not yours is simply not found.

export type AssessmentRow = typeof assessments.$inferSelect;

export function toDto(row: AssessmentRow): AssessmentDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    savedAt: row.savedAt ? row.savedAt.toISOString() : null,
    status: row.status,
    errorCode: row.errorCode,
    engine: row.engine,
    assessmentData: row.assessmentData as AssessmentAnswers,
    assessmentResults: row.assessmentResults,
  };
}

export function toSummaryDto(row: AssessmentRow): AssessmentSummaryDto {
  const { assessmentResults: _text, ...summary } = toDto(row);
  return summary;
}

/** The generation's part of an assessment row: the results text is what is generated. */
export function assessmentGenerationView(row: AssessmentRow): GenerationState {
  return {
    id: row.id,
    status: row.status,
    text: row.assessmentResults,
    engine: row.engine,
    errorCode: row.errorCode,
    updatedAt: row.updatedAt,
  };
}

/**
 * Whether stored answers (read back from jsonb, whose keys come back reordered) are the same as
 * newly normalised ones: compared as JSON with sorted keys, so only a real difference counts.
 */
export function sameAnswers(stored: unknown, answers: AssessmentAnswers): boolean {
  return canonicalJson(stored) === canonicalJson(answers);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => uuidPattern.test(value);

export function createAssessmentStore(db: Database) {
  // The two lists (the assessments list, the dashboard: the most frequent signed-in reads), prepared
  // once: no query building per request, and the database plans each once per connection.
  const { assessmentResults: _text, ...summaryColumns } = getTableColumns(assessments);
  const listOwnedQuery = db
    .select(summaryColumns)
    .from(assessments)
    .where(eq(assessments.userId, sql.placeholder("userId")))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(sql.placeholder("limit"))
    .prepare("assessments_list_owned");
  const newest = alias(assessments, "newest");
  const listForDashboardQuery = db
    .select({
      id: assessments.id,
      status: assessments.status,
      errorCode: assessments.errorCode,
      createdAt: assessments.createdAt,
      completedAt: assessments.completedAt,
      updatedAt: assessments.updatedAt,
      assessmentData: assessments.assessmentData,
      firstCompletedAt:
        sql<Date | null>`min(${assessments.createdAt}) filter (where ${assessments.status} = 'completed') over ()`.mapWith(
          assessments.createdAt,
        ),
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.userId, sql.placeholder("userId")),
        // Completed rows only, before the limit, so failed or generating ones cannot crowd the history out;
        // and the newest row whatever its status (one index probe), which the dashboard shows as pending.
        or(
          eq(assessments.status, "completed"),
          eq(
            assessments.id,
            db
              .select({ id: newest.id })
              .from(newest)
              .where(eq(newest.userId, sql.placeholder("userId")))
              .orderBy(desc(newest.createdAt), desc(newest.id))
              .limit(1),
          ),
        ),
      ),
    )
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(sql.placeholder("limit"))
    .prepare("assessments_list_for_dashboard");
  return {
    /**
     * Stores the answers (status generating, completed_at now) unless this user already used this
     * idempotency key; the unique index decides, so concurrent repeats cannot make two rows.
     */
    async insertOnce(input: { userId: string; idempotencyKey: string; answers: AssessmentAnswers; engine: string }) {
      const inserted = await db
        .insert(assessments)
        .values({
          userId: input.userId,
          idempotencyKey: input.idempotencyKey,
          assessmentData: input.answers,
          status: "generating",
          engine: input.engine,
          completedAt: new Date(),
        })
        .onConflictDoNothing({ target: [assessments.userId, assessments.idempotencyKey] })
        .returning();
      if (inserted[0]) return { row: inserted[0], created: true as const };
      const existing = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.userId, input.userId), eq(assessments.idempotencyKey, input.idempotencyKey)));
      if (!existing[0]) throw new Error("idempotent insert found neither a new nor an existing row");
      return { row: existing[0], created: false as const };
    },

    async findOwned(userId: string, id: string): Promise<AssessmentRow | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<AssessmentRow | null> {
      const rows = await db.select().from(assessments).where(eq(assessments.id, id));
      return rows[0] ?? null;
    },

    /**
     * The person's latest assessments for the list, without their texts: the list shows summaries,
     * and the texts are most of a row's bytes (decision 012). `assessmentResults` is "" in these rows.
     */
    async listOwned(userId: string, limit: number): Promise<AssessmentRow[]> {
      const rows = await listOwnedQuery.execute({ userId, limit });
      return rows.map((row) => ({ ...row, assessmentResults: "" }));
    },

    /**
     * The dashboard's one read: the person's newest assessment whatever its status, then their completed ones,
     * newest first and at most `limit` completed, without their (long) texts; each with when their first completed
     * assessment was made (a window over all their completed rows, so the limit cannot hide it). Served by the
     * (user_id, created_at desc) index.
     */
    async listForDashboard(userId: string, limit: number) {
      // One row more than the cap: the newest may be a failed or generating one, which is not history.
      const rows = await listForDashboardQuery.execute({ userId, limit: limit + 1 });
      return rows[0]?.status === "completed" ? rows.slice(0, limit) : rows;
    },

    /** The answers of the person's latest assessment (any status), or null when there is none. */
    async latestAnswers(userId: string): Promise<unknown> {
      const rows = await db
        .select({ data: assessments.assessmentData })
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.createdAt), desc(assessments.id))
        .limit(1);
      return rows[0]?.data ?? null;
    },

    /** Text so far, while generating; also a heartbeat that says the generation is alive. */
    async saveProgress(id: string, text: string) {
      await db
        .update(assessments)
        .set({ assessmentResults: text, updatedAt: new Date() })
        .where(and(eq(assessments.id, id), eq(assessments.status, "generating")));
    },

    async complete(id: string, text: string) {
      await db
        .update(assessments)
        .set({ assessmentResults: text, status: "completed", errorCode: null, updatedAt: new Date() })
        .where(and(eq(assessments.id, id), eq(assessments.status, "generating")));
    },

    /** Keeps the answers; the partial text is dropped so a retry starts clean. */
    async fail(id: string, errorCode: string) {
      await db
        .update(assessments)
        .set({ status: "failed", errorCode, assessmentResults: "", updatedAt: new Date() })
        .where(and(eq(assessments.id, id), eq(assessments.status, "generating")));
    },

    /** Failed -> generating, for a retry; null when the row is not failed (or not yours). */
    async restart(userId: string, id: string, engine: string): Promise<AssessmentRow | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .update(assessments)
        .set({ status: "generating", errorCode: null, assessmentResults: "", engine, updatedAt: new Date() })
        .where(and(eq(assessments.id, id), eq(assessments.userId, userId), eq(assessments.status, "failed")))
        .returning();
      return rows[0] ?? null;
    },

    /** A generation that stopped sending heartbeats (its server went away) becomes failed/interrupted. */
    async failIfStale(id: string, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(assessments)
        .set({ status: "failed", errorCode: "interrupted", assessmentResults: "", updatedAt: new Date() })
        .where(
          and(eq(assessments.id, id), eq(assessments.status, "generating"), lt(assessments.updatedAt, staleBefore)),
        )
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** Marks saved once; saving again keeps the first time. */
    async markSaved(userId: string, id: string): Promise<AssessmentRow | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .update(assessments)
        .set({ savedAt: sql`coalesce(${assessments.savedAt}, now())` })
        .where(and(eq(assessments.id, id), eq(assessments.userId, userId), eq(assessments.status, "completed")))
        .returning();
      return rows[0] ?? null;
    },

    async getDraft(userId: string) {
      const rows = await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.userId, userId));
      return rows[0] ?? null;
    },

    async saveDraft(userId: string, step: number, answers: DraftAnswers) {
      const now = new Date();
      const rows = await db
        .insert(assessmentDrafts)
        .values({ userId, step, answers, updatedAt: now })
        .onConflictDoUpdate({ target: assessmentDrafts.userId, set: { step, answers, updatedAt: now } })
        .returning();
      return rows[0]!;
    },

    async deleteDraft(userId: string) {
      await db.delete(assessmentDrafts).where(eq(assessmentDrafts.userId, userId));
    },
  };
}

export type AssessmentStore = ReturnType<typeof createAssessmentStore>;
