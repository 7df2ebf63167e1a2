/** Input limits of the lookup, shared by the server schema and the page (kept apart from zod so the page stays light). */
export const lookupLimits = {
  nameMaxLength: 100,
  dosageMaxLength: 60,
  otherAllergyMaxLength: 200,
  suggestionsMax: 8,
  /**
   * Most servings of one food a day counted as a realistic way to match a dose or reach the Daily Value: about
   * what the Dietary Guidelines ask of a whole food group (3 cups of dairy), and beyond it one food crowds out the rest.
   */
  maxServingsPerDay: 3,
} as const;
