// The groups a person can be in, as the rules' "who" cells and "implies" cells name them:
// diet:<id>, allergen:<id>, condition:<id> (ids from the safety tables), stage:<flag> (life stage, worked
// out from age, sex and pregnancy), eats:<flag> (eating pattern, worked out from what the person excludes),
// medicine:<class> and generic:<name> (a medicine or supplement the person takes, from medicines.csv and
// medicine_classes.csv), and everyone.

/** Life-stage flags resolvePerson works out. */
export const STAGE_FLAGS = [
  "pregnant",
  "lactating",
  "possible_pregnancy",
  /** Female (or sex not stated), 14-50, not pregnant or trying: liver gets a caution. */
  "childbearing_potential",
  /** Female, 14-50, not pregnant: iron is a key area. */
  "menstruating",
  /** Under 1 year old: no honey (infant botulism). */
  "under_1",
  "under_14",
  "under_18",
  "age_51_plus",
  "age_65_plus",
  "age_71_plus",
  /** Kidney disease typed without a stage, eGFR, dialysis or transplant: the stricter kidney rules (decision 027). */
  "ckd_stage_unknown",
] as const;
export type StageFlag = (typeof STAGE_FLAGS)[number];

/** Eating-pattern flags: what the person's diets and allergies leave out, or what they told us. */
export const EATS_FLAGS = ["no_fish", "no_meat", "plant_based", "rarely_meat"] as const;
export type EatsFlag = (typeof EATS_FLAGS)[number];

export interface KnownIds {
  diets: ReadonlySet<string>;
  allergens: ReadonlySet<string>;
  conditions: ReadonlySet<string>;
  medicineClasses: ReadonlySet<string>;
  /** Generic names as group ids: "generic:simvastatin". */
  generics: ReadonlySet<string>;
}

/** A generic name as a group id: "Co-amoxiclav" -> "co_amoxiclav". */
export function genericId(generic: string): string {
  return generic
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/** Why a group name is not known (for a located data error), or null when it is. */
export function groupProblem(group: string, ids: KnownIds): string | null {
  if (group === "everyone") return null;
  const colon = group.indexOf(":");
  const kind = group.slice(0, colon);
  const id = group.slice(colon + 1);
  const known: Record<string, ReadonlySet<string> | readonly string[]> = {
    diet: ids.diets,
    allergen: ids.allergens,
    condition: ids.conditions,
    stage: STAGE_FLAGS,
    eats: EATS_FLAGS,
    medicine: ids.medicineClasses,
    generic: ids.generics,
  };
  const values = colon > 0 ? known[kind] : undefined;
  if (!values)
    return `unknown group "${group}" (expected everyone, diet:, allergen:, condition:, medicine:, generic:, stage: or eats:)`;
  const has = values instanceof Set ? values.has(id) : (values as readonly string[]).includes(id);
  return has ? null : `unknown ${kind} "${id}" in "${group}"`;
}
