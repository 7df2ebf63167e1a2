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
import { apiError, readJson, readQuery } from "../http/errors.ts";
import { lookupSupplement, searchSupplements, supplementShortName } from "../nutrition/index.ts";

/** The diet fields of a stored assessment, read leniently: anything unexpected is ignored, never an error. */
const storedProfileSchema = z.object({
  dietType: z.enum(dietTypes).optional().catch(undefined),
  allergies: z.array(z.enum(allergyOptions)).optional().catch(undefined),
  otherAllergy: z.string().max(lookupLimits.otherAllergyMaxLength).optional().catch(undefined),
});

/** The diet and allergies of a stored assessment's answers, or null when there are none. */
export function profileFromAnswers(answers: unknown): LookupProfile | null {
  if (answers === null) return null;
  const parsed = storedProfileSchema.safeParse(answers);
  if (!parsed.success) return null;
  const allergies = (parsed.data.allergies ?? []).filter((allergy) => allergy !== "none");
  return {
    dietType: parsed.data.dietType ?? null,
    allergies,
    otherAllergy: allergies.includes("other") ? (parsed.data.otherAllergy ?? "").trim() : "",
  };
}

/**
 * /api/lookup (signed in): POST / looks a supplement up; GET /suggestions?q= feeds the autocomplete;
 * GET /profile gives the diet and allergies the form starts with (from the latest assessment).
 */
export function lookupRoutes({ kb, assessments }: AppDeps) {
  const latestProfile = async (userId: string) => profileFromAnswers(await assessments.store.latestAnswers(userId));

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
      const profile = await latestProfile(currentUser(c).id);
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
      const stored = fromRequest ? null : await latestProfile(currentUser(c).id);
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
