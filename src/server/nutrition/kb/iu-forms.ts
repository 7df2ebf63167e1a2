// International Units by form. An IU is a unit of activity, not of mass, so what it converts to depends on the
// form: vitamin E from natural (d-alpha) or synthetic (dl-alpha) tocopherol, vitamin A as retinol or as
// beta-carotene. Vitamin D is the same for D2 and D3. The upper limit differs by form as well: the vitamin E
// UL (1,000 mg of any form of supplemental alpha-tocopherol) is 1,500 IU natural but only 1,100 IU synthetic,
// because the UL counts every stereoisomer of synthetic vitamin E while 1 IU = 0.45 mg counts only the active
// ones; beta-carotene has no UL. Figures as the NIH ODS fact sheets state them (URL per form).
import type { NutrientKey } from "./types.ts";

export type IuNutrient = "vitamin_d_ug" | "vitamin_a_rae_ug" | "vitamin_e_mg";
export type IuFormId = "vitamin_d" | "retinol" | "beta_carotene" | "natural_e" | "synthetic_e";

export interface IuForm {
  id: IuFormId;
  nutrient: IuNutrient;
  /** The nutrient column's units (µg, µg RAE, mg alpha-tocopherol) per IU of this form. */
  perIu: number;
  /** The adult UL in IU of this form; null when the nutrient's UL does not apply to it (beta-carotene). */
  ulIu: number | null;
  /** Used to convert an IU dose whose form is not stated (the supplement's usual form). */
  assumedWhenUnstated: boolean;
  /** How labels and people name the form; compared word by word after normalizeFormText. */
  words: readonly string[];
  source: string;
}

const ODS_D = "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/";
const ODS_A = "https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/";
const ODS_E = "https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/";

export const IU_FORMS: readonly IuForm[] = [
  // 1 IU = 0.025 µg for D2 and D3 alike; UL 100 µg = 4,000 IU.
  {
    id: "vitamin_d",
    nutrient: "vitamin_d_ug",
    perIu: 0.025,
    ulIu: 4000,
    assumedWhenUnstated: true,
    words: ["d3", "d2", "vitamin d3", "vitamin d2", "cholecalciferol", "ergocalciferol"],
    source: ODS_D,
  },
  // 1 IU retinol = 0.3 µg RAE; UL 3,000 µg RAE of preformed vitamin A = 10,000 IU.
  {
    id: "retinol",
    nutrient: "vitamin_a_rae_ug",
    perIu: 0.3,
    ulIu: 10000,
    assumedWhenUnstated: true,
    words: [
      "retinol",
      "retinyl palmitate",
      "retinyl acetate",
      "retinyl ester",
      "retinyl esters",
      "preformed",
      "preformed vitamin a",
    ],
    source: ODS_A,
  },
  // 1 IU beta-carotene from dietary supplements = 0.15 µg RAE; the UL is for preformed vitamin A only.
  {
    id: "beta_carotene",
    nutrient: "vitamin_a_rae_ug",
    perIu: 0.15,
    ulIu: null,
    assumedWhenUnstated: false,
    words: ["beta carotene", "betacarotene", "b carotene", "provitamin a"],
    source: ODS_A,
  },
  // 1 IU natural (d-alpha, RRR) = 0.67 mg alpha-tocopherol; UL 1,500 IU.
  {
    id: "natural_e",
    nutrient: "vitamin_e_mg",
    perIu: 0.67,
    ulIu: 1500,
    assumedWhenUnstated: true,
    words: [
      "natural",
      "natural source",
      "d alpha",
      "d alpha tocopherol",
      "d alpha tocopheryl",
      "d alpha tocopheryl acetate",
      "d alpha tocopheryl succinate",
      "rrr",
      "rrr alpha",
      "rrr alpha tocopherol",
    ],
    source: ODS_E,
  },
  // 1 IU synthetic (dl-alpha, all-rac) = 0.45 mg alpha-tocopherol; UL 1,100 IU.
  {
    id: "synthetic_e",
    nutrient: "vitamin_e_mg",
    perIu: 0.45,
    ulIu: 1100,
    assumedWhenUnstated: false,
    words: [
      "synthetic",
      "dl",
      "dl alpha",
      "dl alpha tocopherol",
      "dl alpha tocopheryl",
      "dl alpha tocopheryl acetate",
      "all rac",
      "all rac alpha",
      "all rac alpha tocopherol",
    ],
    source: ODS_E,
  },
];

/** Lower case, Greek letters spelled out, every run of other characters one space: "dl-α-Tocopherol" -> "dl alpha tocopherol". */
export function normalizeFormText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replaceAll("β", "beta")
    .replaceAll("α", "alpha")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function isIuNutrient(nutrient: NutrientKey): nutrient is IuNutrient {
  return IU_FORMS.some((form) => form.nutrient === nutrient);
}

export function iuFormsOf(nutrient: NutrientKey): IuForm[] {
  return IU_FORMS.filter((form) => form.nutrient === nutrient);
}

export function iuForm(id: IuFormId): IuForm {
  const form = IU_FORMS.find((candidate) => candidate.id === id);
  if (!form) throw new Error(`no IU form ${id}`);
  return form;
}

/** The form converted to when a dose does not say which. */
export function assumedForm(nutrient: IuNutrient): IuForm {
  const form = IU_FORMS.find((candidate) => candidate.nutrient === nutrient && candidate.assumedWhenUnstated);
  if (!form) throw new Error(`no assumed IU form for ${nutrient}`);
  return form;
}

/** Whether the nutrient's upper limit, counted in IU, differs between its forms (vitamin E). */
export function ulDependsOnForm(nutrient: NutrientKey): boolean {
  return iuFormsOf(nutrient).filter((form) => form.ulIu !== null).length > 1;
}

/** The form a whole phrase names ("dl-alpha", "(synthetic)", "beta-carotene"), or null. */
export function iuFormOfPhrase(phrase: string): IuForm | null {
  const text = normalizeFormText(phrase.replace(/^(as|of)\s+/i, ""));
  return IU_FORMS.find((form) => form.words.includes(text)) ?? null;
}

/**
 * The form of `nutrient` named anywhere in a text such as the supplement name people typed ("Vitamin E
 * (dl-alpha tocopherol)"): the form, "mixed" when two different forms are named, or null.
 */
export function iuFormNamedIn(text: string, nutrient: NutrientKey): IuForm | "mixed" | null {
  const padded = ` ${normalizeFormText(text)} `;
  const named = iuFormsOf(nutrient).filter((form) => form.words.some((word) => padded.includes(` ${word} `)));
  if (named.length > 1) return "mixed";
  return named[0] ?? null;
}
