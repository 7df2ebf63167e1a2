// Texts of the clinical rules added beside the further medicine classes' own lines (decision 020): potassium- and
// phosphorus-rich foods with a binder, the nutrients not pushed with an oral retinoid or a binder, and
// rilpivirine with a meal.
// data/nutrients/safety/*.csv name them by key; merged into safetyTexts (safety.ts) so the loader checks each.

/** Messages of these rules, by the key the data uses. */
export const clinicalMoreMessages: Record<string, string> = {
  // Cautions shown with a food
  caution_potassium_binder:
    "Has a fair amount of potassium: you take a medicine for high potassium, so check it against the limit your kidney or heart team gave you.",
  // Why no food is suggested for a nutrient
  withheld_vitamin_a_retinoid:
    "Your retinoid medicine is a form of vitamin A: we don't suggest foods to raise vitamin A, and don't take vitamin A supplements with it.",
  withheld_potassium_binder:
    "You take a medicine for high potassium: your kidney or heart team sets how much potassium you eat, so we don't suggest foods to raise it.",
  withheld_phosphorus_binder:
    "You take a phosphate binder: your kidney team sets how much phosphate you eat, so we don't suggest foods to raise it.",
  // Advice
  advice_rilpivirine: "Take rilpivirine with a meal: it needs food to be absorbed properly.",
};
