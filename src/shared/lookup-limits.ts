/** Input limits of the lookup, shared by the server schema and the page (kept apart from zod so the page stays light). */
export const lookupLimits = {
  nameMaxLength: 100,
  dosageMaxLength: 60,
  otherAllergyMaxLength: 200,
  suggestionsMax: 8,
} as const;
