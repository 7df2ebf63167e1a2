// Life stage: the DRI age bands a person may be in, and the Tolerable Upper Intake Levels that apply to
// them (adult limits from upper_limits.csv, with the age-band and pregnancy differences of
// safety/life_stage_upper_limits.csv).
import { formatQuantity } from "../../../shared/format.ts";
import type { KnowledgeBase } from "../kb/knowledge-base.ts";
import type { NutrientKey, UpperLimit, UpperLimitScope } from "../kb/types.ts";
import type { AgeBand, LifeStageLimit, SafetyRules, SourceRef } from "../kb/rules/types.ts";
import type { LifeStage, PersonInput } from "./types.ts";

/** Youngest and oldest the person can be: an exact age, or a year of birth (which leaves the birthday open). */
export function ageRange(input: Pick<PersonInput, "age" | "yearOfBirth" | "now">): { min: number; max: number } | null {
  if (typeof input.age === "number" && Number.isFinite(input.age) && input.age >= 0) {
    const age = Math.floor(input.age);
    return { min: age, max: age };
  }
  if (typeof input.yearOfBirth === "number" && Number.isInteger(input.yearOfBirth)) {
    const year = (input.now ?? new Date()).getFullYear();
    const max = year - input.yearOfBirth;
    if (max < 0) return null;
    return { min: Math.max(0, max - 1), max };
  }
  return null;
}

const BAND_BOUNDS: readonly [AgeBand, number, number][] = [
  ["under_1", 0, 0],
  ["1_3", 1, 3],
  ["4_8", 4, 8],
  ["9_13", 9, 13],
  ["14_18", 14, 18],
  ["19_50", 19, 50],
  ["51_70", 51, 70],
  ["71_plus", 71, Number.POSITIVE_INFINITY],
];

/**
 * The DRI bands an age range touches. Unknown age is read as an adult of any age: limits are then the lowest
 * adult ones (calcium 2,000 mg from 51, phosphorus 3,000 mg from 71), and nothing for under-18s applies.
 */
export function ageBandsFor(range: { min: number; max: number } | null): AgeBand[] {
  if (!range) return ["19_50", "51_70", "71_plus"];
  return BAND_BOUNDS.filter(([, low, high]) => range.max >= low && range.min <= high).map(([band]) => band);
}

/** The ages of a DRI band: 14-18 is { from: 14, to: 18 }, 71+ is { from: 71, to: null }. */
export function bandAges(band: AgeBand): { from: number; to: number | null } {
  const [, from, to] = BAND_BOUNDS.find(([name]) => name === band)!;
  return { from, to: Number.isFinite(to) ? to : null };
}

/** Whether any age in the range falls in [low, high]. */
export function mayBeAged(stage: LifeStage, low: number, high: number): boolean {
  if (!stage.age) return false;
  return stage.age.max >= low && stage.age.min <= high;
}

export interface PersonLimit {
  nutrient: NutrientKey;
  /** In the nutrient column's unit. */
  value: number;
  appliesTo: UpperLimitScope;
  kind: UpperLimit["kind"];
  /** "2,800 µg RAE". */
  limitText: string;
  /** The limit is the 14-18 years one (lower than the adult one). */
  teen: boolean;
  /** The life-stage row the limit comes from (age band, pregnancy); null when it is the adult limit of upper_limits.csv. */
  lifeStage: Pick<LifeStageLimit, "ageBand" | "state"> | null;
  source: SourceRef;
}

function overrideFor(
  limits: readonly LifeStageLimit[],
  nutrient: NutrientKey,
  band: AgeBand,
  state: LifeStage["reproductive"],
): LifeStageLimit | undefined {
  const candidates = limits.filter((limit) => limit.nutrient === nutrient);
  const exact = (ageBand: LifeStageLimit["ageBand"], s: LifeStageLimit["state"]) =>
    candidates.find((limit) => limit.ageBand === ageBand && limit.state === s);
  return (state ? exact(band, state) : undefined) ?? exact(band, "any") ?? (state ? exact("any", state) : undefined);
}

const CHILD_BANDS: ReadonlySet<AgeBand> = new Set(["under_1", "1_3", "4_8", "9_13"]);

/**
 * The upper limits for this person: for each nutrient, the lowest limit over the age bands they may be in,
 * with the pregnancy or lactation value where the DRI tables give one. Children have their own bands' limits
 * (decision 020); a nutrient the tables give no child limit for falls back to the 14-18 one.
 */
export function personUpperLimits(
  kb: KnowledgeBase,
  rules: SafetyRules,
  stage: LifeStage,
): Map<NutrientKey, PersonLimit> {
  const bands = stage.ageBands;
  const result = new Map<NutrientKey, PersonLimit>();
  for (const [nutrient, adult] of kb.upperLimits) {
    let best: PersonLimit | null = null;
    for (const band of bands) {
      const override =
        overrideFor(rules.lifeStageLimits, nutrient, band, stage.reproductive) ??
        (CHILD_BANDS.has(band) ? overrideFor(rules.lifeStageLimits, nutrient, "14_18", stage.reproductive) : undefined);
      const value = override?.value ?? adult.value;
      if (best && best.value <= value) continue;
      const unit = kb.nutrients.get(nutrient)?.unit ?? "";
      best = {
        nutrient,
        value,
        appliesTo: adult.appliesTo,
        kind: adult.kind,
        limitText: formatQuantity(value, unit),
        teen: override?.ageBand === "14_18",
        lifeStage: override ? { ageBand: override.ageBand, state: override.state } : null,
        source: override?.source ?? { label: `NIH ODS fact sheet (${adult.statedAs})`, url: adult.source },
      };
    }
    if (best) result.set(nutrient, best);
  }
  return result;
}
