import { type DraftAnswers } from "../../shared/assessment/schema.ts";
import { daysWithProduct, nutritionBalance, overallScore } from "../../shared/assessment/scoring.ts";
import type { DashboardDto, DashboardPending } from "../../shared/dashboard.ts";
import type { assessments } from "../db/schema.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { deriveLatest, type DerivedLatest } from "./derive.ts";
import { personFoods } from "./person.ts";
import { weeklyPlanMarkdown } from "./weekly-plan.ts";

// The dashboard's reads. The screen is the most frequent signed-in read, so it is one indexed query
// (store.listForDashboard); what depends only on the latest completed assessment (foods, plan, wording) is
// computed once per assessment version and kept in a small bounded cache owned by this service (built once in
// createApp, so each app, and each test, has its own). A new assessment or a finished text has a new key.

/**
 * The history's cap: the newest 100 COMPLETED assessments (failed and generating ones are filtered out in the
 * query, before its limit, so they never take a place). Far more than anyone takes, and a bound on one read.
 */
export const HISTORY_LIMIT = 100;
const CACHE_SIZE = 500;

type AssessmentRow = typeof assessments.$inferSelect;
/** A row of the dashboard's one list: no text; with when the person's first completed assessment was made. */
type ListedRow = Pick<
  AssessmentRow,
  "id" | "status" | "errorCode" | "createdAt" | "completedAt" | "updatedAt" | "assessmentData"
> & {
  firstCompletedAt: Date | null;
};

/** What the dashboard reads of a person's assessments (the assessment feature's store gives it). */
export interface DashboardAssessments {
  /** The newest assessment whatever its status, then the completed ones, newest first, at most `limit` completed. */
  listForDashboard(userId: string, limit: number): Promise<ListedRow[]>;
  findOwned(userId: string, id: string): Promise<AssessmentRow | null>;
  /** The generation's stale rule: a generating row whose server went away is seen as failed. */
  reconcile(row: AssessmentRow): Promise<AssessmentRow>;
}

export interface DashboardServiceDeps {
  policy: Policy;
  assessments: DashboardAssessments;
}

export function createDashboardService({ policy, assessments: store }: DashboardServiceDeps) {
  const cache = new Map<string, DerivedLatest>();

  async function derived(userId: string, row: ListedRow): Promise<DerivedLatest> {
    const key = `${row.id}:${row.updatedAt.getTime()}`;
    const hit = cache.get(key);
    if (hit) {
      // Least recently used goes first: re-inserting keeps the entries in use order.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const full = await store.findOwned(userId, row.id);
    const value = deriveLatest(
      policy,
      row.assessmentData as DraftAnswers,
      full?.assessmentResults ?? "",
      row.completedAt,
    );
    cache.set(key, value);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return value;
  }

  /** The newest assessment when it is not completed, as the stale rule sees it now. */
  async function pendingOf(userId: string, newest: ListedRow | undefined): Promise<DashboardPending | null> {
    if (!newest || newest.status === "completed") return null;
    // A generating row whose server went away is failed (and retryable) wherever it is seen.
    const seen =
      newest.status === "generating"
        ? await store.findOwned(userId, newest.id).then((full) => (full ? store.reconcile(full) : null))
        : null;
    const { status, errorCode } = seen ?? newest;
    return status === "completed"
      ? null
      : { id: newest.id, status, errorCode, completedAt: newest.completedAt.toISOString() };
  }

  return {
    async read(userId: string, now: Date = new Date()): Promise<DashboardDto> {
      const rows = await store.listForDashboard(userId, HISTORY_LIMIT);
      const completed = rows.filter((row) => row.status === "completed");
      const latestRow = completed[0];
      const first = rows[0]?.firstCompletedAt ?? completed.at(-1)?.createdAt ?? null;
      const latest = latestRow
        ? {
            id: latestRow.id,
            completedAt: latestRow.completedAt.toISOString(),
            daysWithFoodFirst: daysWithProduct(first ?? latestRow.createdAt, now),
            ...(await derived(userId, latestRow)),
          }
        : null;
      return {
        latest,
        pending: await pendingOf(userId, rows[0]),
        history: completed.map((row) => ({
          id: row.id,
          completedAt: row.completedAt.toISOString(),
          overallScore: overallScore(row.assessmentData as DraftAnswers),
          nutritionBalance: nutritionBalance(row.assessmentData as DraftAnswers),
        })),
      };
    },

    /** The seven-day plan from the latest completed assessment, or null when there is none. */
    async weeklyPlan(userId: string): Promise<string | null> {
      const rows = await store.listForDashboard(userId, HISTORY_LIMIT);
      const latest = rows.find((row) => row.status === "completed");
      if (!latest) return null;
      const answers = latest.assessmentData as DraftAnswers;
      return weeklyPlanMarkdown({
        answers,
        completedAt: latest.completedAt,
        who: personFoods(policy, answers, latest.completedAt),
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
