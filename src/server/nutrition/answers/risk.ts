import { nutrientName } from "../../../shared/format.ts";
import { asksWhichSupplements } from "../../../shared/assessment/rules.ts";
import { type AssessmentAnswers } from "../../../shared/assessment/schema.ts";
import { riskReasonTexts as why } from "../../../shared/texts/risks.ts";
import { personInputFromAnswers } from "./person-from-answers.ts";
import { keyAreaReasons, withheldFor } from "../policy/nutrient-rules.ts";
import { resolvePerson } from "../policy/person.ts";
import type { Person } from "../policy/types.ts";
import type { SafetyMessage } from "../policy/result-types.ts";
import type { SafetyRules } from "../kb/rules/types.ts";

// Which nutrients a person's answers put at risk, and which foods their diet and allergies exclude. The
// recommendation policy decides the parts that are about safety: whether iron is a key area at all (only for
// those at risk), and which nutrients the person's condition says not to push (those are dropped and carry
// the condition's words instead). Diet patterns come from the policy's reading of the person, so a typed
// "plant-based" counts as vegan here too. The prompt and the offline engine both start from these.

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

/** A nutrient the answers put at stake that the person's condition says not to push (iron with haemochromatosis). */
export interface WithheldNutrient {
  nutrient: RiskNutrient;
  name: string;
  /** Why no foods are suggested, from the policy (sourced). */
  withheld: readonly SafetyMessage[];
}

export interface RiskContext {
  person: Person;
  rules: SafetyRules;
}

/** The supplement each wizard choice stands for, as a nutrient to cover with food (plant ALA for those who eat no fish). */
export function supplementNutrient(supplement: string, person: Person): RiskNutrient | null {
  switch (supplement) {
    case "vitamin_d":
      return "vitamin_d_ug";
    case "omega_3":
      return person.groups.has("eats:no_fish") ? "ala_g" : "epa_plus_dha_g";
    case "magnesium":
      return "magnesium_mg";
    case "zinc":
      return "zinc_mg";
    default:
      return null; // probiotics (fermented foods) and "other" have no nutrient column
  }
}

const ORDER: readonly RiskNutrient[] = [
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

/** "Iron needs rise in pregnancy." -> "iron needs rise in pregnancy", to join with the other reasons. */
function asFragment(message: string): string {
  const text = message.replace(/\.$/, "");
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Every reason the answers give, by nutrient, before the policy's do-not-push rules. */
function reasonsFromAnswers(answers: AssessmentAnswers, { person, rules }: RiskContext): Map<RiskNutrient, string[]> {
  const found = new Map<RiskNutrient, string[]>();
  const add = (nutrient: RiskNutrient, reason: string) => {
    const reasons = found.get(nutrient) ?? [];
    if (!reasons.includes(reason)) reasons.push(reason);
    found.set(nutrient, reasons);
  };
  const has = (group: string) => person.groups.has(group);
  const plantBased = has("eats:plant_based");
  const noMeat = has("eats:no_meat");
  const noFish = has("eats:no_fish");
  const rarelyMeat = answers.meatFishConsumption === "rarely";
  const conditions = answers.healthConditions ?? [];
  const goals = answers.healthGoals ?? [];
  const supplements = asksWhichSupplements(answers.takesDietarySupplements) ? (answers.supplements ?? []) : [];

  if (answers.sunlightExposure === "less_than_30") add("vitamin_d_ug", why.lowSun);
  if (plantBased) add("vitamin_b12_ug", has("diet:vegan") ? why.veganB12 : why.plantBasedB12);
  else if (noMeat && noFish)
    add("vitamin_b12_ug", answers.dairyConsumption === "rarely" ? why.vegetarianLittleDairyB12 : why.vegetarianB12);
  else if (rarelyMeat) add("vitamin_b12_ug", why.rarelyMeat);
  // Iron is a key area only for those at risk (women who menstruate, pregnancy, no or little meat): the policy says who, and why.
  for (const reason of keyAreaReasons(rules, person, "iron_mg")) add("iron_mg", asFragment(reason.message));
  if (noFish) add("ala_g", why.noFish);
  else if (rarelyMeat) add("epa_plus_dha_g", why.rarelyFish);
  if (answers.dairyConsumption === "rarely") add("calcium_mg", why.rarelyDairy);
  if (has("allergen:lactose")) add("calcium_mg", why.lactose);
  if (plantBased || has("allergen:milk")) add("calcium_mg", has("diet:vegan") ? why.veganNoDairy : why.noDairy);
  if (answers.vegetablesFruitsConsumption === "rarely") {
    for (const nutrient of ["fiber_g", "vitamin_c_mg", "folate_dfe_ug", "potassium_mg"] as const)
      add(nutrient, why.rarelyVegetables);
  }
  if (has("diet:keto")) add("fiber_g", why.keto);
  if (answers.fastFoodConsumption === "3_plus") add("fiber_g", why.fastFood);
  if (conditions.includes("digestive_issues") || goals.includes("improve_digestion")) add("fiber_g", why.digestion);
  if (answers.stressLevel === "high") add("magnesium_mg", why.highStress);
  if (answers.sleepQuality === "poor") add("magnesium_mg", why.poorSleep);
  if (conditions.includes("blood_sugar_problems")) add("magnesium_mg", why.bloodSugar);
  if (conditions.includes("high_blood_pressure")) add("potassium_mg", why.bloodPressure);
  if (plantBased) add("zinc_mg", why.plantZinc);
  if (goals.includes("improve_immunity")) {
    add("zinc_mg", why.immunity);
    add("vitamin_c_mg", why.immunity);
  }
  if (goals.includes("support_muscle")) add("protein_g", why.muscle);
  if (answers.exerciseFrequency === "5_plus" || answers.lifestyle === "active") add("protein_g", why.active);
  if (answers.smoking) add("vitamin_c_mg", why.smoker);
  for (const supplement of supplements) {
    const nutrient = supplementNutrient(supplement, person);
    if (nutrient) add(nutrient, why.takesSupplement);
  }
  return found;
}

/**
 * Nutrients at risk, most important first, each once with every reason that applies; and the nutrients the
 * answers put at stake that the person's condition withholds (dropped from the risks, with the policy's words).
 */
export function nutrientsAtStake(
  answers: AssessmentAnswers,
  context: RiskContext,
): { risks: NutrientRisk[]; withheld: WithheldNutrient[] } {
  const found = reasonsFromAnswers(answers, context);
  const risks: NutrientRisk[] = [];
  const withheld: WithheldNutrient[] = [];
  for (const nutrient of ORDER) {
    const reasons = found.get(nutrient);
    if (!reasons) continue;
    const name = nutrientName(nutrient, "advice");
    const rules = withheldFor(context.rules, context.person, nutrient);
    if (rules.length > 0) withheld.push({ nutrient, name, withheld: rules });
    else risks.push({ nutrient, name, reasons });
  }
  return { risks, withheld };
}

/**
 * Nutrients at risk for the person the answers describe (resolved with the given safety rules), without
 * those their condition withholds: for screens that have only the answers (the dashboard, the chat).
 */
export function nutrientsAtRisk(answers: AssessmentAnswers, now: Date, rules: SafetyRules): NutrientRisk[] {
  const person = resolvePerson(rules, personInputFromAnswers(answers, now));
  return nutrientsAtStake(answers, { person, rules }).risks;
}

/** What the person's diet and allergies exclude, in words (for the prompt and the engine's own checks). */
export function dietaryExclusions(
  answers: Pick<AssessmentAnswers, "dietType" | "allergies" | "otherAllergy">,
): string[] {
  const out: string[] = [];
  if (answers.dietType === "vegan")
    out.push("all animal foods (meat, poultry, fish, seafood, eggs, dairy, honey) because the person is vegan");
  if (answers.dietType === "vegetarian") out.push("meat, poultry, fish and seafood because the person is vegetarian");
  if (answers.dietType === "keto")
    out.push("grains, legumes, starchy vegetables, sugary and dried fruit because the person follows a keto diet");
  const allergies = answers.allergies ?? [];
  if (allergies.includes("lactose")) out.push("milk and lactose-containing dairy (lactose intolerance)");
  if (allergies.includes("gluten"))
    out.push(
      "wheat, barley, rye, spelt, bulgur and foods made from them, and oats unless certified gluten-free (gluten)",
    );
  if (allergies.includes("soy"))
    out.push("soy and soy foods: soybeans, edamame, tofu, tempeh, miso, natto, soy sauce (soy allergy)");
  if (allergies.includes("nuts")) out.push("tree nuts, peanuts and nut butters (nut allergy)");
  if (allergies.includes("other") && answers.otherAllergy)
    out.push("anything containing the allergen the person named in otherAllergy");
  return out;
}
