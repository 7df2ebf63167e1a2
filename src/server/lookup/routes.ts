import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  allergyOptions,
  assessmentLimits,
  consumptionFrequencies,
  dietTypes,
  genders,
  healthConditionOptions,
  supplementOptions,
  supplementUsages,
} from "../../shared/assessment/options.ts";
import { asksWhichSupplements } from "../../shared/assessment/rules.ts";
import {
  lookupLimits,
  lookupRequestSchema,
  suggestionsQuerySchema,
  type LookupProfile,
  type LookupProfileResponse,
  type SuggestionsResponse,
} from "../../shared/lookup.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import { currentUser, requireUser, type AppEnv } from "../identity/session.ts";
import { apiError, readJson, readQuery } from "../http/errors.ts";
import { lookupSupplement } from "./lookup.ts";
import { searchSupplements, supplementShortName } from "../nutrition/kb/search.ts";
import type { PersonAnswers } from "../nutrition/answers/person-from-answers.ts";

const storedText = z.string().max(assessmentLimits.otherTextMaxLength).optional().catch(undefined);

/** The fields of a stored assessment the recommendation policy reads, leniently: anything unexpected is ignored, never an error. */
const storedProfileSchema = z.object({
  dietType: z.enum(dietTypes).optional().catch(undefined),
  otherDietType: storedText,
  allergies: z.array(z.enum(allergyOptions)).optional().catch(undefined),
  otherAllergy: z.string().max(lookupLimits.otherAllergyMaxLength).optional().catch(undefined),
  healthConditions: z.array(z.enum(healthConditionOptions)).optional().catch(undefined),
  otherHealthCondition: storedText,
  yearOfBirth: z.number().int().optional().catch(undefined),
  gender: z.enum(genders).optional().catch(undefined),
  meatFishConsumption: z.enum(consumptionFrequencies).optional().catch(undefined),
  takesDietarySupplements: z.enum(supplementUsages).optional().catch(undefined),
  supplements: z.array(z.enum(supplementOptions)).optional().catch(undefined),
  otherSupplement: storedText,
});

/** The form's part of the profile (diet and allergies) and what only the assessment tells the policy. */
export type AssessmentProfile = LookupProfile & Omit<PersonAnswers, keyof LookupProfile>;

/**
 * The diet and allergies of a stored assessment's answers, with its typed diet, conditions (ticked and typed, which
 * may name medicines or pregnancy), year of birth, sex, how often meat or fish is eaten and the supplements taken (for
 * the rules that combine them with a medicine or condition: vitamin E on warfarin); null when there are none.
 */
export function profileFromAnswers(answers: unknown): AssessmentProfile | null {
  if (answers === null) return null;
  const parsed = storedProfileSchema.safeParse(answers);
  if (!parsed.success) return null;
  const { data } = parsed;
  const allergies = (data.allergies ?? []).filter((allergy) => allergy !== "none");
  const conditions = data.healthConditions ?? [];
  return {
    dietType: data.dietType ?? null,
    allergies,
    otherAllergy: allergies.includes("other") ? (data.otherAllergy ?? "").trim() : "",
    otherDietType: data.dietType === "other" ? (data.otherDietType?.trim() ?? null) : null,
    healthConditions: conditions,
    otherHealthCondition: conditions.includes("other") ? (data.otherHealthCondition?.trim() ?? null) : null,
    yearOfBirth: data.yearOfBirth ?? null,
    gender: data.gender ?? null,
    meatFishConsumption: data.meatFishConsumption ?? null,
    ...supplementsTaken(data),
  };
}

/** The supplements ticked and typed, as the assessment asked them (only when the person said they take some). */
function supplementsTaken(
  data: z.infer<typeof storedProfileSchema>,
): Pick<PersonAnswers, "supplements" | "otherSupplement"> {
  const supplements = asksWhichSupplements(data.takesDietarySupplements) ? (data.supplements ?? []) : [];
  return {
    supplements,
    otherSupplement: supplements.includes("other") ? (data.otherSupplement?.trim() ?? null) : null,
  };
}

/**
 * The person a lookup is for. The form's diet and allergies win when the request sends them; what the form does not
 * ask (conditions and their typed text, year of birth, sex) always comes from the latest assessment, so pregnancy,
 * warfarin or kidney rules apply to every lookup of someone who told us; a typed diet too while "Other" stays chosen.
 */
function lookupPerson(
  request: { dietType?: LookupProfile["dietType"]; allergies?: LookupProfile["allergies"]; otherAllergy?: string },
  stored: AssessmentProfile | null,
  fromRequest: boolean,
): PersonAnswers {
  if (!fromRequest) return stored ?? {};
  return {
    healthConditions: stored?.healthConditions ?? [],
    otherHealthCondition: stored?.otherHealthCondition ?? null,
    yearOfBirth: stored?.yearOfBirth ?? null,
    gender: stored?.gender ?? null,
    meatFishConsumption: stored?.meatFishConsumption ?? null,
    supplements: stored?.supplements ?? null,
    otherSupplement: stored?.otherSupplement ?? null,
    dietType: request.dietType ?? null,
    otherDietType: request.dietType === "other" && stored?.dietType === "other" ? (stored.otherDietType ?? null) : null,
    allergies: request.allergies ?? [],
    otherAllergy: request.otherAllergy ?? null,
  };
}

/**
 * /api/lookup (signed in): POST / looks a supplement up; GET /suggestions?q= feeds the autocomplete;
 * GET /profile gives the diet and allergies the form starts with (from the latest assessment).
 */
export interface LookupRoutesDeps {
  kb: KnowledgeBase;
  /** The answers of the person's latest assessment, or null (the assessment's): the profile the form starts with. */
  latestAnswers: (userId: string) => Promise<unknown>;
}

export function lookupRoutes({ kb, latestAnswers }: LookupRoutesDeps) {
  const latestProfile = async (userId: string) => profileFromAnswers(await latestAnswers(userId));

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
      // Only what the form shows: the rest of the profile stays on the server.
      const body: LookupProfileResponse = profile
        ? {
            dietType: profile.dietType,
            allergies: profile.allergies,
            otherAllergy: profile.otherAllergy,
            source: "assessment",
          }
        : { dietType: null, allergies: [], otherAllergy: "", source: "none" };
      return c.json(body);
    })
    .post("/", async (c) => {
      const body = await readJson(c, lookupRequestSchema);
      if (!body.ok) return body.response;
      const request = body.data;
      const fromRequest = request.dietType !== undefined || request.allergies !== undefined;
      const stored = await latestProfile(currentUser(c).id);
      const outcome = lookupSupplement(kb, {
        query: request.supplementName,
        dosage: request.dosage,
        profile: lookupPerson(request, stored, fromRequest),
        profileSource: fromRequest ? "request" : stored ? "assessment" : "none",
      });
      if (!outcome.ok)
        return apiError(c, 400, "invalid_dosage", outcome.message, { [outcome.field]: [outcome.message] });
      return c.json(outcome.result);
    });
}
