import { nutrientName } from "../../shared/format.ts";
import { asksWhichSupplements, type AssessmentAnswers } from "../../shared/assessment/index.ts";

// Which nutrients a person's answers put at risk, and which foods their diet and allergies exclude.
// Pure and knowledge-base free: the prompt and the offline engine both start from these.

/** Knowledge-base nutrient columns this module reasons about. */
export type RiskNutrient =
  | "vitamin_d_ug"
  | "vitamin_b12_ug"
  | "iron_mg"
  | "epa_plus_dha_g"
  | "ala_g"
  | "calcium_mg"
  | "fiber_g"
  | "magnesium_mg"
  | "potassium_mg"
  | "zinc_mg"
  | "protein_g"
  | "vitamin_c_mg"
  | "folate_dfe_ug";

export interface NutrientRisk {
  nutrient: RiskNutrient;
  /** As the assessment names it (shared/texts/nutrients.ts): "Fibre", "Omega-3 (ALA, plant)". */
  name: string;
  /** Why, in words taken from the person's own answers. */
  reasons: string[];
}

/** Whether the person's diet leaves out fish (vegans and vegetarians) — then omega-3 means plant ALA. */
function excludesFish(answers: Pick<AssessmentAnswers, "dietType">): boolean {
  return answers.dietType === "vegan" || answers.dietType === "vegetarian";
}

/** The supplement each wizard choice stands for, as a nutrient to cover with food. */
export function supplementNutrient(
  supplement: string,
  answers: Pick<AssessmentAnswers, "dietType">,
): RiskNutrient | null {
  switch (supplement) {
    case "vitamin_d":
      return "vitamin_d_ug";
    case "omega_3":
      return excludesFish(answers) ? "ala_g" : "epa_plus_dha_g";
    case "magnesium":
      return "magnesium_mg";
    case "zinc":
      return "zinc_mg";
    default:
      return null; // probiotics (fermented foods) and "other" have no nutrient column
  }
}

function age(answers: Pick<AssessmentAnswers, "yearOfBirth">, now: Date): number {
  return now.getFullYear() - answers.yearOfBirth;
}

/** Nutrients at risk, most important first, each once with every reason that applies. */
export function nutrientsAtRisk(answers: AssessmentAnswers, now: Date = new Date()): NutrientRisk[] {
  const found = new Map<RiskNutrient, string[]>();
  const add = (nutrient: RiskNutrient, reason: string) => {
    const reasons = found.get(nutrient) ?? [];
    if (!reasons.includes(reason)) reasons.push(reason);
    found.set(nutrient, reasons);
  };
  const rarelyMeat = answers.meatFishConsumption === "rarely";
  const omega: RiskNutrient = excludesFish(answers) ? "ala_g" : "epa_plus_dha_g";
  const conditions = answers.healthConditions ?? [];
  const goals = answers.healthGoals ?? [];
  const supplements = asksWhichSupplements(answers.takesDietarySupplements) ? (answers.supplements ?? []) : [];

  if (answers.sunlightExposure === "less_than_30") add("vitamin_d_ug", "less than 30 minutes of sunlight a day");
  if (answers.dietType === "vegan") add("vitamin_b12_ug", "a vegan diet has no natural vitamin B12 sources");
  else if (answers.dietType === "vegetarian")
    add(
      "vitamin_b12_ug",
      answers.dairyConsumption === "rarely" ? "a vegetarian diet with little dairy" : "a vegetarian diet has fewer vitamin B12 sources",
    );
  else if (rarelyMeat) add("vitamin_b12_ug", "meat and fish rarely on the plate");
  if (rarelyMeat || answers.dietType === "vegan" || answers.dietType === "vegetarian")
    add("iron_mg", answers.dietType === "vegan" || answers.dietType === "vegetarian" ? "plant iron is absorbed less well" : "meat and fish rarely on the plate");
  if (answers.gender === "female" && age(answers, now) < 51) add("iron_mg", "higher iron needs for women before menopause");
  if (rarelyMeat || excludesFish(answers)) add(omega, excludesFish(answers) ? "no fish in the diet" : "fish rarely on the plate");
  if (answers.dairyConsumption === "rarely") add("calcium_mg", "dairy rarely on the plate");
  if ((answers.allergies ?? []).includes("lactose")) add("calcium_mg", "lactose intolerance");
  if (answers.dietType === "vegan") add("calcium_mg", "a vegan diet has no dairy");
  if (answers.vegetablesFruitsConsumption === "rarely") {
    add("fiber_g", "vegetables and fruit rarely on the plate");
    add("vitamin_c_mg", "vegetables and fruit rarely on the plate");
    add("folate_dfe_ug", "vegetables and fruit rarely on the plate");
    add("potassium_mg", "vegetables and fruit rarely on the plate");
  }
  if (answers.dietType === "keto") add("fiber_g", "a keto diet leaves out most grains, legumes and fruit");
  if (answers.fastFoodConsumption === "3_plus") add("fiber_g", "fast food three or more times a week");
  if (conditions.includes("digestive_issues") || goals.includes("improve_digestion")) add("fiber_g", "your digestion goal");
  if (answers.stressLevel === "high") add("magnesium_mg", "high stress");
  if (answers.sleepQuality === "poor") add("magnesium_mg", "poor sleep");
  if (conditions.includes("blood_sugar_problems")) add("magnesium_mg", "blood sugar problems");
  if (conditions.includes("high_blood_pressure")) add("potassium_mg", "high blood pressure");
  if (answers.dietType === "vegan") add("zinc_mg", "plant zinc is absorbed less well");
  if (goals.includes("improve_immunity")) {
    add("zinc_mg", "your immunity goal");
    add("vitamin_c_mg", "your immunity goal");
  }
  if (goals.includes("support_muscle")) add("protein_g", "your muscle goal");
  if (answers.exerciseFrequency === "5_plus" || answers.lifestyle === "active") add("protein_g", "a very active week");
  if (answers.smoking) add("vitamin_c_mg", "smokers need more vitamin C");
  for (const supplement of supplements) {
    const nutrient = supplementNutrient(supplement, answers);
    if (nutrient) add(nutrient, "you take it as a supplement now");
  }

  const order: RiskNutrient[] = [
    "vitamin_d_ug",
    "vitamin_b12_ug",
    "epa_plus_dha_g",
    "ala_g",
    "iron_mg",
    "calcium_mg",
    "magnesium_mg",
    "fiber_g",
    "protein_g",
    "zinc_mg",
    "potassium_mg",
    "vitamin_c_mg",
    "folate_dfe_ug",
  ];
  return order
    .filter((nutrient) => found.has(nutrient))
    .map((nutrient) => ({ nutrient, name: nutrientName(nutrient, "advice"), reasons: found.get(nutrient)! }));
}

/** What the person's diet and allergies exclude, in words (for the prompt and the engine's own checks). */
export function dietaryExclusions(answers: Pick<AssessmentAnswers, "dietType" | "allergies" | "otherAllergy">): string[] {
  const out: string[] = [];
  if (answers.dietType === "vegan")
    out.push("all animal foods (meat, poultry, fish, seafood, eggs, dairy, honey) because the person is vegan");
  if (answers.dietType === "vegetarian") out.push("meat, poultry, fish and seafood because the person is vegetarian");
  if (answers.dietType === "keto")
    out.push("grains, legumes, starchy vegetables, sugary and dried fruit because the person follows a keto diet");
  const allergies = answers.allergies ?? [];
  if (allergies.includes("lactose")) out.push("milk and lactose-containing dairy (lactose intolerance)");
  if (allergies.includes("gluten"))
    out.push("wheat, barley, rye, spelt, bulgur and foods made from them, and oats unless certified gluten-free (gluten)");
  if (allergies.includes("soy")) out.push("soy and soy foods: soybeans, edamame, tofu, tempeh, miso, natto, soy sauce (soy allergy)");
  if (allergies.includes("nuts")) out.push("tree nuts, peanuts and nut butters (nut allergy)");
  if (allergies.includes("other") && answers.otherAllergy) out.push("anything containing the allergen the person named in otherAllergy");
  return out;
}
