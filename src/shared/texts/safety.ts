// Texts of the nutrition safety policy (src/server/nutrition/policy): the labels of recognised diets,
// allergens and conditions, the message of every safety rule (data/nutrients/safety/*.csv names them by key;
// the loader checks every key exists here), and the sentences built around foods, doses and typed text.
// Shared so the assessment, lookup, dashboard, plan and chat, and their tests, show the same words.
import { formatAmount, formatList, formatPercent, formatServingCount, lowerFirst } from "../format.ts";
import { clinicalConditionLabels, clinicalMessages, medicineLabel } from "./safety-clinical.ts";
import { clinicalMoreMessages } from "./safety-clinical-more.ts";
import { pregnancyMessages } from "./safety-pregnancy.ts";
import { kidneyConditionLabels, kidneyMessages } from "./safety-kidney.ts";
import { notMedicalAdvice } from "./medical-advice.ts";

/** Names of the diets, allergens and conditions the rules recognise, as shown in sentences. */
const labels = {
  diets: {
    balanced: "balanced",
    mediterranean: "Mediterranean",
    vegetarian: "vegetarian",
    lacto_vegetarian: "lacto-vegetarian",
    ovo_vegetarian: "ovo-vegetarian",
    vegan: "vegan",
    pescatarian: "pescatarian",
    keto: "keto",
    paleo: "paleo",
    halal: "halal",
    kosher: "kosher",
    gluten_free: "gluten-free",
    dairy_free: "dairy-free",
    lactose_free: "lactose-free",
    low_fodmap: "low-FODMAP",
  } as Record<string, string>,
  allergens: {
    milk: "milk",
    lactose: "lactose",
    egg: "egg",
    fish: "fish",
    shellfish: "shellfish",
    seafood: "seafood",
    crustacean: "crustacean shellfish",
    mollusc: "molluscs",
    tree_nut: "tree nuts",
    peanut: "peanuts",
    nuts: "nuts",
    sesame: "sesame",
    wheat: "wheat",
    gluten: "gluten",
    soy: "soy",
    mustard: "mustard",
    celery: "celery",
    lupin: "lupin",
    sulphites: "sulphites",
    meat: "meat",
    organ_meat: "organ meat",
    legume: "legumes",
  } as Record<string, string>,
  conditions: {
    pregnancy: "pregnancy",
    breastfeeding: "breastfeeding",
    trying_to_conceive: "trying to conceive",
    haemochromatosis: "haemochromatosis",
    ckd: "kidney disease",
    anticoagulant_vka: "warfarin (a vitamin K antagonist)",
    gout: "gout",
    potassium_sparing: "a potassium-sparing medicine",
    weakened_immunity: "a weakened immune system",
    ...clinicalConditionLabels,
    ...kidneyConditionLabels,
  } as Record<string, string>,
  /** Life stages and eating patterns the policy works out itself. */
  derived: {
    "stage:under_18": "under 18",
    "stage:childbearing_potential": "could become pregnant",
    "stage:under_1": "under 1 year",
    "stage:ckd_stage_unknown": "kidney disease",
  } as Record<string, string>,
};

/**
 * Every rule's message, by the key the data uses. `reason_*` are short reasons a food is left out (after
 * "vegan: ..."), `caution_*` sentences shown with a food, `withheld_*` why no food is suggested for a nutrient,
 * `key_*` why a nutrient is a key area, `advice_*` standard advice lines.
 */
const messages: Record<string, string> = {
  // Reasons a food is left out
  reason_animal_food: "animal food",
  reason_meat: "meat",
  reason_organ_meat: "organ meat",
  reason_fish: "fish",
  reason_shellfish: "shellfish",
  reason_egg: "egg",
  reason_dairy: "dairy",
  reason_often_made_with_fish: "often made with fish (check the label)",
  reason_often_made_with_shellfish: "often made with shellfish (check the label)",
  reason_may_contain_milk: "may contain milk (check the label)",
  reason_contains_milk: "contains milk",
  reason_dairy_with_lactose: "dairy with lactose",
  reason_crustacean: "crustacean shellfish",
  reason_mollusc: "mollusc",
  reason_tree_nut: "tree nut",
  reason_may_contain_nuts: "may contain nuts (check the label)",
  reason_peanut: "peanut",
  reason_may_contain_peanuts: "may contain peanuts (check the label)",
  reason_sesame: "sesame",
  reason_wheat: "wheat",
  reason_may_contain_wheat: "may contain wheat (check the label)",
  reason_contains_gluten: "contains gluten",
  reason_may_contain_gluten: "may contain gluten (check the label)",
  reason_soy: "soy",
  reason_may_contain_soy: "may contain soy (check the label)",
  reason_mustard: "mustard plant",
  reason_celery: "celery",
  reason_lupin: "lupin",
  reason_sulphites: "sulphites",
  reason_grain: "grain",
  reason_legume: "legume",
  reason_high_sugar_fruit: "high-sugar fruit",
  reason_starchy_vegetable: "starchy vegetable",
  reason_contains_sugar: "contains sugar",
  reason_pork: "pork",
  reason_not_kosher_seafood: "shellfish are not kosher",
  reason_not_kosher_fish: "fish without fins and scales are not kosher",
  reason_high_fodmap: "high in FODMAPs",
  reason_raw_shellfish_haemochromatosis: "raw shellfish (infection risk with haemochromatosis)",
  reason_potassium_ckd: "high in potassium",
  reason_phosphorus_ckd: "high in phosphorus",
  reason_high_purine: "very high in purines",
  reason_liver_pregnancy: "liver: too much vitamin A in pregnancy",
  reason_liver_possible_pregnancy: "liver: too much vitamin A if you could be pregnant",
  reason_liver_under_18: "liver: above the vitamin A limit for under-18s",
  reason_fish_liver_oil_pregnancy: "fish liver oil: too much vitamin A in pregnancy",
  reason_high_mercury_fish: "high in mercury",
  reason_cured_fish_pregnancy: "cured or cold-smoked fish (Listeria risk in pregnancy)",
  reason_pate_pregnancy: "pâté (Listeria risk in pregnancy)",
  reason_mould_ripened_cheese:
    "mould-ripened or soft blue cheese (Listeria risk in pregnancy unless cooked until steaming hot)",
  reason_cook_morels: "raw morels are toxic: cook them",
  reason_cook_wild_mushrooms: "raw wild mushrooms: cook them",
  reason_cook_eggs: "raw egg: cook eggs until yolk and white are firm",
  reason_cook_fish: "raw fish or shellfish: we suggest it cooked",
  reason_cook_meat: "raw meat: cook it",
  reason_cook_kidney_beans: "raw kidney beans are toxic: boil them",
  reason_cook_flour: "raw flour: never eat it uncooked",
  reason_raw_sprouts: "raw sprouts (food poisoning risk)",

  // Cautions shown with a food
  caution_halal_meat: "Choose halal meat: we cannot tell from the data how it was slaughtered.",
  caution_kosher_meat: "Choose kosher-certified meat: we cannot tell from the data whether it is kosher.",
  caution_high_in_iron: "High in iron: with haemochromatosis, keep it occasional and ask your doctor.",
  caution_phosphorus_ckd: "Has a fair amount of phosphorus: check it against the limit your kidney team gave you.",
  caution_vitamin_k_steady: "Rich in vitamin K: on warfarin, keep how much you eat steady from week to week.",
  caution_purines: "High in purines: with gout, keep portions small and not every day.",
  caution_potassium_medicine:
    "Has a fair amount of potassium: your medicine can raise blood potassium, so ask your doctor.",
  caution_pasteurised_cheese: "Only if made with pasteurised milk (Listeria).",
  caution_liver_childbearing:
    "If you are or could become pregnant, don't eat liver: its vitamin A can harm an unborn baby.",
  caution_limit_tuna: "Pregnant or trying: no more than 2 tuna steaks or 4 medium cans of tuna a week (mercury).",
  caution_limit_oily_fish: "Pregnant, trying or breastfeeding: no more than 2 portions of oily fish a week.",

  // Why no food is suggested for a nutrient
  withheld_iron_haemochromatosis:
    "With haemochromatosis your body stores too much iron, so we don't suggest foods to raise it.",
  withheld_potassium_ckd:
    "With kidney disease, potassium is often limited: your kidney team sets how much, so we don't suggest foods to raise it.",
  withheld_phosphorus_ckd:
    "With kidney disease, phosphorus is usually limited: your kidney team sets how much, so we don't suggest foods to raise it.",
  withheld_protein_ckd:
    "With kidney disease, the right amount of protein depends on your stage and treatment: your kidney team sets it.",
  withheld_vitamin_k:
    "On warfarin, keep your vitamin K steady rather than raising it, so we don't suggest foods to add more.",
  withheld_potassium_medicine:
    "Your medicine can raise the potassium in your blood, so we don't suggest foods to raise it.",
  withheld_child:
    "FoodFirst's food suggestions are for people aged 14 and over; for a child, please ask their doctor or a dietitian.",

  // Why a nutrient is a key area
  key_iron_menstruating: "Iron needs are higher for women who menstruate.",
  key_iron_pregnancy: "Iron needs rise in pregnancy.",
  key_iron_plant: "Iron from plants is absorbed less well than iron from meat and fish.",
  key_iron_rarely_meat: "Meat and fish are rarely on your plate, and they are the best-absorbed sources of iron.",

  // Standard advice
  advice_b12_plant_based:
    "Plant foods have no reliable vitamin B12: get it every day from fortified foods (some plant milks, breakfast cereals, nutritional yeast) or a supplement.",
  advice_b12_breastfeeding_plant_based:
    "Breastfeeding on a plant-based diet: take vitamin B12 every day from fortified foods or a supplement, because your baby depends on yours.",
  advice_b12_over_50:
    "From about 50, many people absorb less vitamin B12 from food, so the National Academies advise getting most of it from fortified foods or a supplement.",
  advice_omega3_no_fish:
    "Your body turns only a small share of plant omega-3 (ALA) into EPA and DHA, so plant foods do not fully replace fish; algal oil supplements give EPA and DHA without fish.",
  advice_iron_vitamin_c: "A food rich in vitamin C in the same meal helps you absorb iron from plant foods.",
  advice_iron_plant:
    "Iron from plants is absorbed less well than iron from meat, so people who eat no meat need about 1.8 times as much.",
  advice_calcium_ul_51:
    "From age 51 the upper limit for calcium is 2,000 mg a day from food and supplements together: if you take a calcium supplement, count it.",
  advice_folate_pregnancy:
    "Pregnant: take a 400 microgram folic acid supplement every day until 12 weeks (whatever you eat), as well as eating foods with folate; ask your midwife or doctor whether you need a higher dose.",
  advice_folate_trying:
    "Trying to conceive: take 400 micrograms of folic acid a day from before you conceive until 12 weeks of pregnancy, and ask your doctor or pharmacist whether you need a higher dose.",
  advice_folate_childbearing:
    "If you could become pregnant, the advice is 400 micrograms of folic acid a day from a supplement or fortified foods, on top of folate from food.",
  advice_vitamin_a_pregnancy:
    "Pregnant or trying: avoid liver and liver products such as pâté, and supplements with vitamin A (retinol) or fish liver oil; too much vitamin A can harm an unborn baby.",
  advice_fish_pregnancy:
    "Fish is good in pregnancy and while breastfeeding, but have no more than 2 portions of oily fish a week and avoid shark, swordfish and marlin (mercury).",
  advice_vitamin_d_fish_eggs:
    "Few foods supply much vitamin D: oily fish, egg yolks and mushrooms exposed to UV light are the best; with little sun, a supplement may be needed.",
  advice_vitamin_d_mushrooms:
    "Few foods supply much vitamin D: mushrooms exposed to UV light and fortified foods (some plant milks and cereals) are the main ones; with little sun, a supplement may be needed.",
  advice_vitamin_d_general:
    "Few foods supply much vitamin D: fortified foods help, and with little sun a supplement may be needed.",
  advice_vitamin_k_steady:
    "On warfarin (or another vitamin K antagonist), keep the vitamin K you eat about the same from week to week rather than suddenly eating much more or less of foods rich in it, and ask your anticoagulation clinic before changing your diet or taking supplements. If you are not sure which blood thinner you take, ask your pharmacist.",
  advice_haemochromatosis:
    "With haemochromatosis, don't take iron or vitamin C supplements or foods with added iron unless your doctor advises it, and avoid raw shellfish.",
  advice_ckd:
    "With kidney disease, your kidney team or a renal dietitian sets your limits for potassium, phosphorus, protein and fluid. We leave out foods high in potassium or phosphorus; check any change with your team.",
  advice_gout:
    "With gout, organ meats are left out and seafood and red meat are marked: they are high in purines, so keep portions small.",
  advice_potassium_medicine:
    "Your medicine can raise the potassium in your blood: don't add potassium-rich foods, salt substitutes or potassium supplements without asking your doctor.",
  advice_food_safety_animal:
    "You are more at risk from food poisoning: cook eggs, meat, fish and shellfish thoroughly, choose pasteurised milk and cheese, and avoid raw sprouts.",
  advice_food_safety_general:
    "You are more at risk from food poisoning: cook food thoroughly, choose pasteurised products and avoid raw sprouts.",
  advice_low_fodmap_partial:
    "Our food data has no FODMAP values, so we could only leave out the best-known high-FODMAP foods: check portions and foods with your dietitian.",
  ...clinicalMessages,
  ...clinicalMoreMessages,
  ...pregnancyMessages,
  ...kidneyMessages,
};

const fieldNames = {
  diet: "diet",
  allergy: "allergy",
  condition: "health condition",
  medication: "medication",
} as const;

export const safetyTexts = {
  labels,
  messages,
  /** How a typed allergy is named where foods it leaves out are counted. */
  typedAllergyLabel: "other allergy",
  medicineLabel,
  /** How rules for everyone (foods that must be cooked) are named where they leave a food out. */
  foodSafetyLabel: "food safety",
  /** "nut" -> "nut allergy": a ticked allergy, as it names its exclusions. */
  allergyLabel: (name: string) => `${name} allergy`,
  /** A typed allergy that left a food out: "allergy (sesame seed)". */
  typedAllergyReason: (term: string) => `allergy (${term})`,
  /** "vegan: animal food". */
  exclusionLine: (label: string, reason: string) => `${label}: ${reason}`,

  upperLimitCaution: (nutrient: string, amount: string, limit: string, note: { preformed: boolean; teen: boolean }) =>
    `One serving has ${amount} of ${lowerFirst(nutrient)}, above the upper limit of ${limit} a day${note.preformed ? " for preformed vitamin A" : ""}${note.teen ? " at 14-18 years" : ""}: not an everyday food.`,
  amountReason: (serving: string, amount: number, unit: string, nutrient: string, percentDv: number | null) =>
    `One serving (${serving}) gives ${formatAmount(amount)} ${unit} of ${lowerFirst(nutrient)}${percentDv === null ? "" : `, ${formatPercent(percentDv)} of the Daily Value`}.`,
  fitsReason: (parts: readonly string[]) => `Suits what you told us: ${formatList(parts)}.`,
  /** `quote` writes the typed text: in curly quotes when shown, fenced as data in a model's prompt. */
  notChecked: (
    text: string,
    field: keyof typeof fieldNames,
    quote: (typed: string) => string = (typed) => `“${typed}”`,
  ) =>
    `We could not match ${quote(text)} (${fieldNames[field]}) to our food rules, so the foods are not checked against it: please check them yourself.`,
  partialDiet: (label: string) =>
    `We could check only part of a ${label} diet against our data: please check foods with your dietitian.`,

  // Servings to match a dose
  servingsMatch: (servings: number) =>
    servings < 0.95
      ? "Less than one serving matches the dose."
      : `${formatServingCount(servings)} a day match the dose.`,
  tooManyServings: (servings: number, cap: number) =>
    `It would take ${formatServingCount(servings)} a day to match this dose; more than ${cap} servings of one food a day is not realistic, so this food cannot match it.`,
  wouldExceedUl: (nutrient: string, limit: string, safeServings: number) =>
    `Matching this dose with this food would take you above the upper limit for ${lowerFirst(nutrient)} (${limit} a day)${safeServings >= 1 ? `: at most ${formatServingCount(Math.floor(safeServings * 10) / 10)} a day` : ""}.`,
  therapeuticDose: (nutrient: string, limit: string) =>
    `This dose is above the upper limit for ${lowerFirst(nutrient)} (${limit} a day). Doses like this are used to treat a deficiency under medical supervision: talk to your doctor or pharmacist; food should not be used to match it.`,
  farAboveDailyValue: (times: number) =>
    `This dose is about ${Math.round(times)} times the Daily Value, far above daily needs: doses like this are usually a treatment, a matter for your doctor or pharmacist.`,
  supplementDoseAboveUl: (nutrient: string, limit: string, preformed: boolean) =>
    preformed
      ? `As a supplement (retinol), this dose is above the upper limit for preformed vitamin A (${limit} a day); vitamin A made from the carotenoids in plant foods is not limited.`
      : `As a supplement, this dose is above the upper limit for ${lowerFirst(nutrient)} from supplements (${limit} a day); the same amount from food is not limited.`,
  noAmount: (nutrient: string) => `This food has no known amount of ${lowerFirst(nutrient)} in our data.`,

  /** Part of every generated text, download and email that gives food advice (medical-advice.ts). */
  notMedicalAdvice,
} as const;
