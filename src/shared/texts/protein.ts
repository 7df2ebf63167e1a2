// The protein line every screen gives (the written assessment, the dashboard, the weekly plan): grams a day for the
// person's weight from the policy's grams per kg (data/nutrients/safety/protein_per_kg.csv), one wording.

/** "0.8" or "1.0-1.2" (g per kg); "56" or "70-84" (g a day). */
export const proteinTexts = {
  need: (weight: string, grams: string, perKg: string) =>
    `For your weight of ${weight} kg, about ${grams} g of protein a day (${perKg} g per kg) covers the basic need; spreading it over your meals helps energy and fullness.`,
  /** Without a weight: the figure per kg, for the person to work out. */
  needPerKg: (perKg: string) =>
    `About ${perKg} g of protein a day for each kg of your body weight covers the basic need; spreading it over your meals helps energy and fullness.`,
};
