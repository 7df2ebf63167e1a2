// The one table of nutrient names people see, keyed by the knowledge base's nutrient column
// (data/nutrients/daily_values.csv). A test checks it against the knowledge base, so the lookup's
// cards, the assessment and the dose messages cannot drift apart.
//
// - `label`: on cards, in lists and as the lookup's nutrient ("Vitamin D", "EPA + DHA (omega-3)").
//   It is daily_values.csv's name, except that people see "EPA (omega-3)" for the chemists' "EPA (20:5 n-3)".
// - `advice`: where the assessment names a nutrient to work on, when it differs from the label
//   ("Fibre", "Omega-3 (ALA, plant)").
// - `short`: mid-sentence in dose messages, when it differs from the label with its first letter
//   lowered ("fiber", "EPA + DHA").

export interface NutrientNames {
  label: string;
  advice?: string;
  short?: string;
}

export const nutrientNames = {
  protein_g: { label: "Protein" },
  fiber_g: { label: "Dietary fiber", advice: "Fibre", short: "fiber" },
  vitamin_a_rae_ug: { label: "Vitamin A" },
  vitamin_c_mg: { label: "Vitamin C" },
  vitamin_d_ug: { label: "Vitamin D" },
  vitamin_e_mg: { label: "Vitamin E" },
  vitamin_k_ug: { label: "Vitamin K" },
  // The food column is MK-4 only, but a K2 dose (MK-7 too) is shown under this name: "K2" is true of both.
  vitamin_k2_mk4_ug: { label: "Vitamin K2", short: "vitamin K2" },
  thiamin_mg: { label: "Thiamin" },
  riboflavin_mg: { label: "Riboflavin" },
  niacin_mg: { label: "Niacin" },
  vitamin_b6_mg: { label: "Vitamin B6" },
  folate_dfe_ug: { label: "Folate" },
  vitamin_b12_ug: { label: "Vitamin B12" },
  pantothenic_acid_mg: { label: "Pantothenic acid" },
  calcium_mg: { label: "Calcium" },
  iron_mg: { label: "Iron" },
  magnesium_mg: { label: "Magnesium" },
  phosphorus_mg: { label: "Phosphorus" },
  potassium_mg: { label: "Potassium" },
  zinc_mg: { label: "Zinc" },
  selenium_ug: { label: "Selenium" },
  copper_mg: { label: "Copper" },
  manganese_mg: { label: "Manganese" },
  iodine_ug: { label: "Iodine" },
  choline_mg: { label: "Choline" },
  epa_g: { label: "EPA (omega-3)", short: "EPA" },
  dha_g: { label: "DHA (omega-3)", short: "DHA" },
  ala_g: { label: "ALA (plant omega-3)", advice: "Omega-3 (ALA, plant)", short: "ALA" },
  epa_plus_dha_g: { label: "EPA + DHA (omega-3)", advice: "Omega-3 (EPA and DHA)", short: "EPA + DHA" },
  biotin_ug: { label: "Biotin" },
} as const satisfies Record<string, NutrientNames>;

/** A knowledge-base nutrient column that has a name for people. */
export type NamedNutrient = keyof typeof nutrientNames;
