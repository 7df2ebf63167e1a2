// The matrix of people the property tests run over (every diet, ticked and typed; every allergy set, ticked and
// typed; each recognised condition and medicine; age and sex bands; pregnancy), and the invariants on a food
// suggested to one of them, written from the foods' tags and names rather than from the rule tables, so a
// wrong or missing rule row is caught. Shared by the policy's, the assessment text's and the lookup's tests.
import { dietTypes, type Allergy } from "../../../shared/assessment/options.ts";
import type { Food } from "../kb/types.ts";
import { kb, NOW } from "./test-helpers.ts";
import type { Person, PersonInput } from "./types.ts";

export interface Case {
  label: string;
  input: PersonInput;
}

export const DIETS: Case[] = [
  ...dietTypes.map((dietType) => ({ label: `diet ${dietType}`, input: { dietType } })),
  ...[
    "halal",
    "kosher",
    "plant-based",
    "gluten-free (coeliac disease)",
    "dairy-free",
    "lactose free",
    "pescatarian",
    "paleo",
    "low FODMAP",
    "lacto-vegetarian",
    "ovo vegetarian",
    "keto",
    "Mediterranean",
    "flexitarian",
    "vegan and gluten free",
  ].map((otherDietType) => ({
    label: `typed diet "${otherDietType}"`,
    input: { dietType: "other" as const, otherDietType },
  })),
];

export const ALLERGIES: Case[] = [
  ...(
    [[], ["none"], ["lactose"], ["gluten"], ["soy"], ["nuts"], ["nuts", "soy", "gluten", "lactose"]] as Allergy[][]
  ).map((allergies) => ({
    label: `allergies [${allergies.join(",")}]`,
    input: { allergies },
  })),
  ...[
    "sesame seeds",
    "tree nuts",
    "shellfish",
    "prawns",
    "oysters",
    "fish",
    "peanut butter",
    "milk",
    "eggs",
    "wheat",
    "mustard",
    "sulphites",
    "kiwi, mango",
    "seafood and celery",
    "halva",
    "almonds",
    "lupin and offal",
    "meat",
    "legumes",
  ].map((otherAllergy) => ({
    label: `typed allergy "${otherAllergy}"`,
    input: { allergies: ["other"] as Allergy[], otherAllergy },
  })),
];

export const CONDITIONS: Case[] = [
  "",
  "pregnant",
  "breastfeeding",
  "trying to conceive",
  "haemochromatosis",
  "chronic kidney disease",
  "on warfarin",
  "gout",
  "spironolactone",
  "chemotherapy",
  "asthma",
  "not pregnant",
  "pregnant, on warfarin",
  "CKD and gout",
].map((otherHealthCondition) => ({
  label: otherHealthCondition ? `condition "${otherHealthCondition}"` : "no condition",
  input: { otherHealthCondition },
}));

/** Medicines and conditions of decision 020: each with every age, the sex rotating (the food rules do not depend on sex). */
export const MEDICINE_CONDITIONS: Case[] = [
  "phenelzine",
  "simvastatin 40mg",
  "Lipitor",
  "lisinopril, losartan",
  "tacrolimus; felodipine; amiodarone",
  "sirolimus, ivabradine, ranolazine, colchicine, buspirone, sildenafil, rasagiline",
  "kidney stones",
  "coeliac",
  "Hashimoto's",
  "Graves disease; thyroid problems",
  "levothyroxine and carbimazole",
  "PKU",
  "thalassaemia",
  "on dialysis",
  "mycophenolate and immunosuppressants",
  "type 2 diabetes; AF, I take warfarin",
  "isotretinoin; Lokelma; Renvela",
  // Decision 027: kidney disease by stage, a typed eGFR, dialysis and a transplant.
  "CKD stage 2",
  "CKD stage 3b",
  "chronic kidney disease stage 4, eGFR 22",
  "eGFR 12",
  "kidney transplant, tacrolimus",
].map((otherHealthCondition) => ({
  label: otherHealthCondition ? `condition "${otherHealthCondition}"` : "no condition",
  input: { otherHealthCondition },
}));

export const AGES: Case[] = [
  { label: "age unknown", input: {} },
  ...[10, 16, 30, 45, 55, 68, 80].map((age) => ({ label: `age ${age}`, input: { age } })),
  { label: "born 2007 (18 or 19)", input: { yearOfBirth: 2007 } },
];
export const SEXES: Case[] = (["female", "male", "prefer_not_to_say", null] as const).map((sex) => ({
  label: `sex ${sex ?? "unknown"}`,
  input: { sex },
}));
export const PREGNANCY: Case[] = ([null, "pregnant", "breastfeeding", "trying"] as const).map((pregnancy) => ({
  label: `pregnancy ${pregnancy ?? "not said"}`,
  input: { pregnancy },
}));

export function combine(...cases: Case[]): Case {
  return {
    label: cases.map((c) => c.label).join(" / "),
    input: Object.assign({ now: NOW }, ...cases.map((c) => c.input)),
  };
}

export const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Every diet with every allergy set; conditions, ages, sexes and pregnancy rotate. */
export const dietMatrix: Case[] = DIETS.flatMap((diet, d) =>
  ALLERGIES.map((allergy, a) =>
    combine(diet, allergy, pick(CONDITIONS, d + a), pick(AGES, d * 3 + a), pick(SEXES, a), pick(PREGNANCY, d + 2 * a)),
  ),
);
/**
 * Every condition with every age and sex, and every pregnancy answer with every age and sex; the remaining
 * dimensions rotate, so each diet and allergy set meets many conditions and life stages too.
 */
export const lifeMatrix: Case[] = [
  ...CONDITIONS.flatMap((condition, c) =>
    AGES.flatMap((age, g) =>
      SEXES.map((sex, s) =>
        combine(
          pick(DIETS, c + g + s),
          pick(ALLERGIES, c * 5 + g + s),
          condition,
          age,
          sex,
          pick(PREGNANCY, c + g + s),
        ),
      ),
    ),
  ),
  ...MEDICINE_CONDITIONS.flatMap((condition, c) =>
    AGES.map((age, g) =>
      combine(
        pick(DIETS, c + g),
        pick(ALLERGIES, c * 3 + g),
        condition,
        age,
        pick(SEXES, c + g),
        pick(PREGNANCY, c + g),
      ),
    ),
  ),
  ...PREGNANCY.flatMap((pregnancy, p) =>
    AGES.flatMap((age, g) =>
      SEXES.map((sex, s) =>
        combine(
          pick(DIETS, p * 7 + g + s),
          pick(ALLERGIES, p + g * 3 + s),
          pick(CONDITIONS, p + g + s),
          age,
          sex,
          pregnancy,
        ),
      ),
    ),
  ),
];

export const lower = (food: Food) => `${food.name} ${food.usdaDescription} ${food.aliases.join(" ")}`.toLowerCase();
export const has = (food: Food, ...tags: string[]) => tags.some((tag) => food.tags.includes(tag as never));

/**
 * The invariants on one recommended food, written from the foods' tags and names rather than from the rule
 * tables, so a wrong or missing rule row is caught. Each returns the failed invariant's name, or null.
 */
export const FOOD_INVARIANTS: { name: string; applies: (p: Person) => boolean; violated: (food: Food) => boolean }[] = [
  {
    name: "vegan eats no animal food",
    applies: (p) => p.groups.has("diet:vegan"),
    violated: (f) => has(f, "animal", "may_contain_milk", "may_contain_fish", "may_contain_shellfish"),
  },
  {
    name: "vegetarian eats no meat, fish or shellfish",
    applies: (p) => p.groups.has("diet:vegetarian"),
    violated: (f) => has(f, "meat", "organ_meat", "fish", "shellfish", "may_contain_fish"),
  },
  {
    name: "pescatarian eats no meat",
    applies: (p) => p.groups.has("diet:pescatarian"),
    violated: (f) => has(f, "meat", "organ_meat"),
  },
  {
    name: "halal and kosher eat no pork",
    applies: (p) => p.groups.has("diet:halal") || p.groups.has("diet:kosher"),
    violated: (f) => /\bpork\b/.test(lower(f)),
  },
  {
    name: "kosher eats no shellfish or catfish",
    applies: (p) => p.groups.has("diet:kosher"),
    violated: (f) => has(f, "shellfish") || /catfish/.test(lower(f)),
  },
  {
    name: "keto eats no grains, legumes, sugary fruit or sugar",
    applies: (p) => p.groups.has("diet:keto"),
    violated: (f) => has(f, "grain", "legume", "high_sugar_fruit", "starchy_vegetable", "added_sugar"),
  },
  {
    name: "paleo eats no grains, legumes or dairy",
    applies: (p) => p.groups.has("diet:paleo"),
    violated: (f) => has(f, "grain", "legume", "dairy"),
  },
  {
    name: "gluten-free eats no wheat, barley, rye or oats",
    applies: (p) => p.groups.has("allergen:gluten"),
    violated: (f) => has(f, "gluten", "may_contain_gluten") || /\b(wheat|barley|rye|spelt|bulgur)\b/.test(lower(f)),
  },
  {
    name: "wheat allergy eats no wheat",
    applies: (p) => p.groups.has("allergen:wheat"),
    violated: (f) => /\b(wheat|spelt|bulgur)\b/.test(lower(f)) || has(f, "may_contain_gluten"),
  },
  {
    name: "dairy-free or milk allergy eats no dairy",
    applies: (p) => p.groups.has("allergen:milk"),
    violated: (f) => has(f, "dairy", "may_contain_milk"),
  },
  {
    name: "lactose intolerance eats only lactose-free dairy",
    applies: (p) => p.groups.has("allergen:lactose"),
    violated: (f) => has(f, "dairy") && !has(f, "lactose_free"),
  },
  {
    name: "tree nut allergy eats no tree nuts",
    applies: (p) => p.groups.has("allergen:tree_nut"),
    violated: (f) => has(f, "tree_nut", "may_contain_tree_nut") || f.usdaDescription.toLowerCase().startsWith("nuts,"),
  },
  {
    name: "peanut allergy eats no peanuts",
    applies: (p) => p.groups.has("allergen:peanut"),
    violated: (f) => has(f, "peanut", "may_contain_peanut") || /peanut/.test(lower(f)),
  },
  {
    name: "sesame allergy eats no sesame or tahini",
    applies: (p) => p.groups.has("allergen:sesame"),
    violated: (f) => /sesame|tahini|halva/.test(lower(f)),
  },
  {
    name: "soy allergy eats no soy",
    applies: (p) => p.groups.has("allergen:soy"),
    violated: (f) => has(f, "soy", "may_contain_soy") || /\bsoy|tofu|tempeh|miso|natto|edamame/.test(lower(f)),
  },
  { name: "egg allergy eats no egg", applies: (p) => p.groups.has("allergen:egg"), violated: (f) => has(f, "egg") },
  {
    name: "fish allergy eats no fish",
    applies: (p) => p.groups.has("allergen:fish"),
    violated: (f) => has(f, "fish", "may_contain_fish"),
  },
  {
    name: "shellfish allergy eats no shellfish",
    applies: (p) => p.groups.has("allergen:shellfish"),
    violated: (f) => has(f, "shellfish", "may_contain_shellfish"),
  },
  {
    name: "crustacean allergy eats no crustaceans",
    applies: (p) => p.groups.has("allergen:crustacean"),
    violated: (f) => /crustacean|shrimp|prawn|crab|lobster/.test(lower(f)),
  },
  {
    name: "mollusc allergy eats no molluscs",
    applies: (p) => p.groups.has("allergen:mollusc"),
    violated: (f) => /mollusk/.test(lower(f)),
  },
  {
    name: "mustard allergy eats no mustard",
    applies: (p) => p.groups.has("allergen:mustard"),
    violated: (f) => /mustard/.test(lower(f)),
  },
  {
    name: "sulphite sensitivity eats nothing sulphured",
    applies: (p) => p.groups.has("allergen:sulphites"),
    violated: (f) => /sulfured|sulphured/.test(lower(f)),
  },
  {
    name: "pregnancy, possible pregnancy and under-18s get no liver or preformed-vitamin-A-dense food",
    applies: (p) =>
      ["stage:pregnant", "stage:possible_pregnancy", "stage:under_18"].some((group) => p.groups.has(group)),
    violated: (f) =>
      /liver|p[aâ]t[eé]\b/.test(lower(f)) ||
      (has(f, "animal") && ((f.nutrients.vitamin_a_rae_ug ?? 0) * f.servingG) / 100 > 2800),
  },
  {
    name: "pregnancy and breastfeeding get no high-mercury fish",
    applies: (p) =>
      ["stage:pregnant", "stage:possible_pregnancy", "stage:lactating"].some((group) => p.groups.has(group)),
    violated: (f) => /shark|swordfish|marlin|king mackerel|tilefish|bigeye|orange roughy/.test(lower(f)),
  },
  {
    name: "gout gets no organ meat",
    applies: (p) => p.groups.has("condition:gout"),
    violated: (f) => has(f, "organ_meat"),
  },
  {
    name: "an MAOI gets no aged cheese or fermented food (tyramine)",
    applies: (p) => p.groups.has("medicine:maoi"),
    violated: (f) => /cheddar|parmesan|gouda|swiss cheese|natto|miso|tempeh|sauerkraut|kimchi/.test(lower(f)),
  },
  {
    name: "simvastatin, felodipine, amiodarone or a transplant medicine gets no grapefruit",
    applies: (p) =>
      ["generic:simvastatin", "generic:felodipine", "generic:amiodarone", "medicine:calcineurin_inhibitor"].some(
        (group) => p.groups.has(group),
      ),
    violated: (f) => /grapefruit|pomelo/.test(lower(f)),
  },
  {
    name: "calcium oxalate kidney stones get no high-oxalate food",
    applies: (p) => p.groups.has("condition:kidney_stones"),
    violated: (f) => /spinach|rhubarb|\bbeet|chard|peanut|chocolate|sweet potato/.test(lower(f)),
  },
  {
    name: "a meat allergy gets no meat",
    applies: (p) => p.groups.has("allergen:meat"),
    violated: (f) => has(f, "meat", "organ_meat"),
  },
  {
    name: "a legume allergy gets no legumes",
    applies: (p) => p.groups.has("allergen:legume"),
    violated: (f) => has(f, "legume") || f.category === "legumes",
  },
  {
    name: "kidney disease at stage 4-5, on dialysis or of a stage not given gets no food with 5% DV or more of potassium",
    applies: (p) =>
      ["condition:ckd_advanced", "condition:dialysis", "stage:ckd_stage_unknown"].some((group) => p.groups.has(group)),
    violated: (f) =>
      ((f.nutrients.potassium_mg ?? 0) * f.servingG) / 100 >= 0.05 * kb.nutrients.get("potassium_mg")!.dailyValue!,
  },
  {
    name: "no raw food that must be cooked (morels, wild mushrooms, eggs, fish, shellfish, meat)",
    applies: () => true,
    violated: (f) => {
      const raw = /\braw\b/.test(f.usdaDescription.toLowerCase());
      return raw && (/morel|chanterelle/.test(lower(f)) || has(f, "egg", "fish", "shellfish", "meat", "organ_meat"));
    },
  },
  {
    name: "ivabradine, ranolazine, colchicine, buspirone, a PDE5 inhibitor or an mTOR inhibitor gets no grapefruit",
    applies: (p) =>
      [
        "medicine:ivabradine",
        "medicine:ranolazine",
        "medicine:colchicine",
        "medicine:anxiolytic_other",
        "medicine:pde5_inhibitor",
        "medicine:mtor_inhibitor",
      ].some((group) => p.groups.has(group)),
    violated: (f) => /grapefruit|pomelo/.test(lower(f)),
  },
];
