// The numeric tables of the policy: upper limits by life stage, reference intakes, and settings.
import type { NutrientKey } from "../types.ts";
import { DataFileError } from "../csv.ts";
import { SAFETY_DIR, SAFETY_FILES, readRows, sourceOf, type Base } from "./read-table.ts";
import { lifeStageLimitSchema, referenceIntakeSchema, settingSchema, settingValues } from "./rule-schemas.ts";
import type { LifeStageLimit, PolicySettings, SafetyRules, SourceRef } from "./types.ts";

export function readLifeStageLimits(dir: string, base: Base): LifeStageLimit[] {
  const seen = new Set<string>();
  return readRows(dir, SAFETY_FILES.lifeStageLimits, lifeStageLimitSchema).map(({ row, value, where }) => {
    const nutrient: NutrientKey = value.nutrient_column;
    if (!base.upperLimits.has(nutrient))
      row.fail("nutrient_column", `"${nutrient}" has no adult upper limit in upper_limits.csv`);
    const key = `${nutrient}/${value.age_band}/${value.state}`;
    if (seen.has(key))
      row.fail("nutrient_column", `${nutrient} for ${value.age_band} / ${value.state} appears more than once`);
    seen.add(key);
    return {
      nutrient,
      ageBand: value.age_band,
      state: value.state,
      value: value.ul_in_column_units,
      where,
      source: sourceOf(value),
    };
  });
}

export function readReferenceIntakes(dir: string, base: Base): Map<NutrientKey, { amount: number; source: SourceRef }> {
  const result = new Map<NutrientKey, { amount: number; source: SourceRef }>();
  for (const { row, value } of readRows(dir, SAFETY_FILES.referenceIntakes, referenceIntakeSchema)) {
    const nutrient: NutrientKey = value.nutrient_column;
    if (result.has(nutrient)) row.fail("nutrient_column", `"${nutrient}" appears more than once`);
    if (base.nutrients.get(nutrient)?.dailyValue != null)
      row.fail("nutrient_column", `"${nutrient}" has an FDA Daily Value: use that`);
    result.set(nutrient, { amount: value.amount_in_column_units, source: sourceOf(value) });
  }
  return result;
}

const SETTING_NAMES = {
  max_servings_per_day: "maxServingsPerDay",
  min_percent_dv_to_recommend: "minPercentDvToRecommend",
  min_percent_reference_to_recommend: "minPercentReferenceToRecommend",
  high_dose_multiple_of_dv: "highDoseMultipleOfDv",
  food_above_ul_action: "foodAboveUlAction",
} as const satisfies Record<keyof typeof settingValues, keyof PolicySettings>;

export function readSettings(dir: string): Pick<SafetyRules, "settings" | "settingsSources"> {
  const rows = readRows(dir, SAFETY_FILES.settings, settingSchema);
  const settings: Partial<Record<keyof PolicySettings, unknown>> = {};
  const sources: Partial<Record<keyof PolicySettings, SourceRef>> = {};
  for (const { row, value } of rows) {
    const name = SETTING_NAMES[value.key];
    if (name in settings) row.fail("key", `"${value.key}" appears more than once`);
    const parsed = settingValues[value.key].safeParse(value.value);
    if (!parsed.success) row.fail("value", parsed.error.issues[0]!.message);
    settings[name] = parsed.data;
    sources[name] = sourceOf(value);
  }
  const missing = Object.keys(SETTING_NAMES).filter(
    (key) => !(SETTING_NAMES[key as keyof typeof SETTING_NAMES] in settings),
  );
  if (missing.length > 0)
    throw new DataFileError(
      `${SAFETY_DIR}/${SAFETY_FILES.settings}`,
      rows.length + 2,
      1,
      `no row for ${missing.join(", ")}`,
    );
  return {
    settings: settings as unknown as PolicySettings,
    settingsSources: sources as Record<keyof PolicySettings, SourceRef>,
  };
}
