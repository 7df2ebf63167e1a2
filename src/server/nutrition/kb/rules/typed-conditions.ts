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
