// What the assessment's ticked conditions and supplements mean to the policy: the condition row or medicine
// class each stands for, so a tick box is never silently ignored (load-rules checks every one has its row).
import type { HealthCondition, Supplement } from "../../../../shared/assessment/options.ts";
import { genericId } from "./groups.ts";
import type { MedicineEntry } from "./types.ts";

/** Step 4's tick boxes, as the conditions.csv rows that hold their rules. */
export const CHOICE_CONDITIONS: Readonly<Record<Exclude<HealthCondition, "other" | "none">, string>> = {
  high_blood_pressure: "hypertension",
  cholesterol_issues: "high_cholesterol",
  blood_sugar_problems: "diabetes",
  thyroid_disorders: "thyroid_disorder",
  digestive_issues: "digestive",
};

/**
 * The kidney conditions that say a stage (conditions.csv; a typed eGFR is read as one of the first three): kidney
 * disease without any of them is read with the stricter rules, as a stage not given (decision 027).
 */
export const KIDNEY_STAGE_CONDITIONS = [
  "ckd_early",
  "ckd_stage_3",
  "ckd_advanced",
  "dialysis",
  "kidney_transplant",
] as const;

/** The KDIGO GFR category of a typed eGFR (ml/min/1.73 m2), as the kidney condition row that holds its rules. */
export function kidneyStageOfEgfr(egfr: number): (typeof KIDNEY_STAGE_CONDITIONS)[number] {
  if (egfr >= 60) return "ckd_early"; // G1 (90 or more) and G2 (60-89)
  if (egfr >= 30) return "ckd_stage_3"; // G3a (45-59) and G3b (30-44)
  return "ckd_advanced"; // G4 (15-29) and G5 (under 15)
}

function supplement(generic: string, classId: string): Omit<MedicineEntry, "source"> {
  return { generic, genericId: genericId(generic), classId };
}

/**
 * Step 3's supplement tick boxes, as medicine classes (omega-3 read as fish oil, the usual kind, so its
 * bleeding note reaches people on blood thinners). Probiotics name no class with a food rule.
 */
export const CHOICE_SUPPLEMENTS: Readonly<
  Partial<Record<Exclude<Supplement, "other">, Omit<MedicineEntry, "source">>>
> = {
  vitamin_d: supplement("vitamin D", "vitamin_d_supplement"),
  omega_3: supplement("fish oil", "fish_oil"),
  magnesium: supplement("magnesium", "magnesium_supplement"),
  zinc: supplement("zinc", "zinc_supplement"),
};
