// Types of the recommendation policy: the person it reasons about and what it returns (the rules it applies
// are data: rule-types.ts).
import type { Allergy, DietType, Gender, HealthCondition, Supplement } from "../../../shared/assessment/options.ts";
import type { AgeBand, ReproductiveState } from "../kb/rules/types.ts";

// The person

export type PregnancyStatus = "pregnant" | "breastfeeding" | "trying" | "no";

/** What the policy needs to know about a person; every field is optional (unknown). */
export interface PersonInput {
  dietType?: DietType | null;
  otherDietType?: string | null;
  /** Diets by their id in diets.csv, for screens that name one directly (the blog's top-sources tables). */
  dietIds?: readonly string[] | null;
  allergies?: readonly Allergy[] | null;
  otherAllergy?: string | null;
  healthConditions?: readonly HealthCondition[] | null;
  /** Typed conditions, which may name medicines too ("on warfarin"). */
  otherHealthCondition?: string | null;
  /** Typed medicines, where a screen asks for them separately. */
  medications?: string | null;
  /** Ticked supplements (the assessment's step 3) and the typed supplement text: read as medicine classes. */
  supplements?: readonly Supplement[] | null;
  otherSupplement?: string | null;
  /** Exact age in years, when known; otherwise yearOfBirth (with `now`). */
  age?: number | null;
  yearOfBirth?: number | null;
  now?: Date;
  sex?: Gender | null;
  pregnancy?: PregnancyStatus | null;
  /** The person eats meat or fish rarely (the assessment's meatFishConsumption "rarely"). */
  eatsMeatRarely?: boolean | null;
}

export type TypedField = "diet" | "allergy" | "condition" | "medication";

/** Why a person is in a group: the choice or typed text that put them there. */
export interface GroupOrigin {
  /** Shown to people: "vegan", "nut allergy", "halal", "pregnancy". */
  label: string;
  via: "choice" | "text" | "derived";
  field: TypedField | "life_stage" | "diet_pattern";
  /** The typed words matched (normalised), for typed allergies: "sesame seed". */
  term?: string;
}

export interface Recognised {
  id: string;
  label: string;
  via: "choice" | "text";
  /** The typed text it was read from. */
  text?: string;
  /** For a medicine or supplement: its generic name and class. */
  medicine?: { generic: string; classId: string };
}

export interface LifeStage {
  /** Youngest and oldest the person can be (a year of birth leaves a year open); null when unknown. */
  age: { min: number; max: number } | null;
  /** DRI age bands the person may be in (several when the year of birth straddles a boundary; adult bands when unknown). */
  ageBands: readonly AgeBand[];
  sex: Gender | null;
  reproductive: ReproductiveState | null;
  possiblePregnancy: boolean;
}

export interface Person {
  diets: readonly Recognised[];
  allergens: readonly Recognised[];
  /** Conditions, life stages and the medicines named in the condition text (those carry `medicine`). */
  conditions: readonly Recognised[];
  /** Medicines and supplements the person takes: from the condition or medicine text and the supplement answers. */
  medicines: readonly Recognised[];
  lifeStage: LifeStage;
  /** Every group the person is in ("diet:vegan", "allergen:sesame", "stage:pregnant", "eats:no_fish"...), with why. */
  groups: ReadonlyMap<string, GroupOrigin>;
  /** Typed texts we could not match to any rule: the text must say so and never claim foods fit them. */
  unrecognised: readonly { field: TypedField; text: string }[];
  /** Typed texts read as not applying ("not pregnant", "no longer on warfarin"). */
  ignored: readonly { field: TypedField; text: string }[];
  /** Typed allergy phrases (content words), also matched against food names as a safety net. */
  allergyPhrases: readonly (readonly string[])[];
  /** Diets the data can only partly check (low-FODMAP). */
  partialDiets: readonly Recognised[];
}
