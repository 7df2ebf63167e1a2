import { desc, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { allergyOptions, dietTypes } from "../../shared/assessment/options.ts";
import {
  lookupLimits,
  lookupRequestSchema,
  suggestionsQuerySchema,
  type LookupProfile,
  type LookupProfileResponse,
  type SuggestionsResponse,
} from "../../shared/lookup.ts";
import type { AppDeps } from "../app.ts";
import { currentUser, requireUser, type AppEnv } from "../auth/session.ts";
import { assessments } from "../db/schema.ts";
import type { Database } from "../db/client.ts";
import { apiError, readJson, readQuery } from "../http/errors.ts";
import { getKnowledgeBase, lookupSupplement, searchSupplements, supplementShortName, type KnowledgeBase } from "../nutrition/index.ts";

/** The diet fields of a stored assessment, read leniently: anything unexpected is ignored, never an error. */
const storedProfileSchema = z.object({
  dietType: z.enum(dietTypes).optional().catch(undefined),
  allergies: z.array(z.enum(allergyOptions)).optional().catch(undefined),
  otherAllergy: z.string().max(lookupLimits.otherAllergyMaxLength).optional().catch(undefined),
});

/** The diet and allergies of the person's latest assessment, or null when there is none. */
export async function latestAssessmentProfile(db: Database, userId: string): Promise<LookupProfile | null> {
  const rows = await db
    .select({ data: assessments.assessmentData })
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const parsed = storedProfileSchema.safeParse(row.data);
  if (!parsed.success) return null;
  const allergies = (parsed.data.allergies ?? []).filter((allergy) => allergy !== "none");
  return {
    dietType: parsed.data.dietType ?? null,
    allergies,
    otherAllergy: allergies.includes("other") ? (parsed.data.otherAllergy ?? "").trim() : "",
  };
}

export interface LookupRoutesOptions {
  knowledgeBase?: KnowledgeBase;
}

/**
 * /api/lookup (signed in): POST / looks a supplement up; GET /suggestions?q= feeds the autocomplete;
 * GET /profile gives the diet and allergies the form starts with (from the latest assessment).
 */
export function lookupRoutes({ db }: AppDeps, options: LookupRoutesOptions = {}) {
  const kb = options.knowledgeBase ?? getKnowledgeBase();

  return new Hono<AppEnv>()
    .use("*", requireUser)
    .get("/suggestions", (c: Context<AppEnv>) => {
      const query = readQuery(c, suggestionsQuerySchema);
      if (!query.ok) return query.response;
      const body: SuggestionsResponse = {
        suggestions: searchSupplements(kb, query.data.q, lookupLimits.suggestionsMax).map(({ supplement }) => ({
          id: supplement.id,
          name: supplementShortName(supplement),
        })),
      };
      return c.json(body);
    })
    .get("/profile", async (c) => {
      const profile = await latestAssessmentProfile(db, currentUser(c).id);
      const body: LookupProfileResponse = profile
        ? { ...profile, source: "assessment" }
        : { dietType: null, allergies: [], otherAllergy: "", source: "none" };
      return c.json(body);
    })
    .post("/", async (c) => {
      const body = await readJson(c, lookupRequestSchema);
      if (!body.ok) return body.response;
      const request = body.data;
      const fromRequest = request.dietType !== undefined || request.allergies !== undefined;
      const stored = fromRequest ? null : await latestAssessmentProfile(db, currentUser(c).id);
      const profile = fromRequest
        ? { dietType: request.dietType, allergies: request.allergies ?? [], otherAllergy: request.otherAllergy }
        : { dietType: stored?.dietType ?? undefined, allergies: stored?.allergies ?? [], otherAllergy: stored?.otherAllergy };
      const outcome = lookupSupplement(kb, {
        query: request.supplementName,
        dosage: request.dosage,
        profile,
        profileSource: fromRequest ? "request" : stored ? "assessment" : "none",
      });
      if (!outcome.ok) return apiError(c, 400, "invalid_dosage", outcome.message, { [outcome.field]: [outcome.message] });
      return c.json(outcome.result);
    });
}
