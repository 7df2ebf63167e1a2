// Texts of the clinical rules (decision 020): the conditions the policy recognises beyond the first ones, and the
// messages of the medicine, condition, life-stage and allergy rules added with them (data/nutrients/safety/*.csv
// name them by key). Merged into safetyTexts (safety.ts) so the loader checks every key exists.

/** Conditions recognised in typed text or from the assessment's tick boxes, as shown in sentences. */
export const clinicalConditionLabels: Record<string, string> = {
  hypertension: "high blood pressure",
  high_cholesterol: "high cholesterol",
  diabetes: "diabetes",
  prediabetes: "prediabetes",
  obesity: "obesity",
  kidney_stones: "kidney stones",
  heart_disease: "heart disease",
  heart_failure: "heart failure",
  atrial_fibrillation: "atrial fibrillation",
  stroke: "stroke",
  copd: "COPD",
  asthma: "asthma",
  osteoarthritis: "osteoarthritis",
  rheumatoid_arthritis: "rheumatoid arthritis",
  osteoporosis: "osteoporosis",
  depression: "depression",
  anxiety: "anxiety",
  bipolar: "bipolar disorder",
  schizophrenia: "schizophrenia",
  dementia: "dementia",
  parkinsons: "Parkinson's disease",
  epilepsy: "epilepsy",
  migraine: "migraine",
  hypothyroidism: "an underactive thyroid",
  hyperthyroidism: "an overactive thyroid",
  thyroid_disorder: "a thyroid disorder",
  coeliac: "coeliac disease",
  lactose_intolerance: "lactose intolerance",
  ibs: "IBS",
  ibd: "inflammatory bowel disease",
  gerd: "reflux (GERD)",
  digestive: "digestive problems",
  diverticular: "diverticular disease",
  fatty_liver: "fatty liver disease",
  liver_disease: "liver disease",
  gallstones: "gallstones",
  pancreatitis: "pancreatitis",
  anaemia: "anaemia",
  b12_deficiency: "vitamin B12 deficiency",
  vitamin_d_deficiency: "vitamin D deficiency",
  pku: "PKU",
  eating_disorder: "an eating disorder",
  cancer: "cancer",
  hiv: "HIV",
  multiple_sclerosis: "multiple sclerosis",
  lupus: "lupus",
  psoriasis: "psoriasis",
  eczema: "eczema",
  chronic_fatigue: "chronic fatigue syndrome",
  fibromyalgia: "fibromyalgia",
  chronic_pain: "chronic pain",
  sleep_apnoea: "sleep apnoea",
  pcos: "PCOS",
  endometriosis: "endometriosis",
  menopause: "menopause",
  adhd: "ADHD",
  autism: "autism",
  bariatric_surgery: "weight-loss surgery",
  sickle_cell: "sickle cell disease",
  glaucoma: "glaucoma",
  dialysis: "dialysis",
  hypotension: "low blood pressure",
};

/** Messages of the clinical rules, by the key the data uses. */
export const clinicalMessages: Record<string, string> = {
  // Reasons a food is left out
  reason_tyramine_maoi: "high in tyramine: with an MAOI it can raise blood pressure dangerously",
  reason_fermented_maoi: "fermented: may be high in tyramine, which with an MAOI can raise blood pressure dangerously",
  reason_grapefruit_medicine: "grapefruit: changes how your medicine works",
  reason_high_oxalate: "high in oxalate (calcium oxalate kidney stones)",
  reason_aspartame_pku: "contains aspartame (a source of phenylalanine)",
  reason_raw_milk_pregnancy: "unpasteurised milk (Listeria risk in pregnancy)",
  reason_honey_infant: "honey (infant botulism): not before 1 year",
  // Cautions shown with a food
  caution_grapefruit_atorvastatin:
    "With atorvastatin, don't have large amounts of grapefruit or grapefruit juice: it can raise the medicine's level in your blood.",
  caution_oxalate_nuts:
    "Fairly high in oxalate: with calcium oxalate stones, keep portions small and have them with a calcium-rich food.",
  caution_iodine_thyroid:
    "Seaweed can have a lot of iodine: with a thyroid condition, too much iodine can upset your thyroid, so keep it occasional.",
  caution_cured_meat_pregnancy:
    "Cold cured meats (salami, chorizo, prosciutto, pepperoni) are not cooked: in pregnancy, eat them only cooked until steaming hot.",
  caution_deli_meat_pregnancy: "Deli meats and hot dogs: in pregnancy, only heated until steaming hot (Listeria).",
  caution_limit_halibut:
    "Pregnant, trying or breastfeeding: halibut is one of the fish to have no more than once a week (mercury).",
  // Why no food is suggested for a nutrient
  withheld_protein_pku:
    "With PKU, protein foods are counted by your metabolic team, so we don't suggest foods to raise protein.",
  withheld_iodine_thyroid:
    "With a thyroid condition, too much iodine can upset your thyroid, so we don't suggest foods to raise it.",
  withheld_iron_transfusion:
    "With sickle cell disease or thalassaemia, iron can build up from transfusions: take iron only if your doctor prescribes it.",
  // Advice
  advice_bleeding_supplements:
    "On a blood thinner, supplements of vitamin E, fish oil, turmeric, ginkgo or garlic can raise the risk of bleeding: ask your doctor or pharmacist before taking any of them.",
  advice_taken_vitamin_e:
    "You take vitamin E with a blood thinner: vitamin E can raise the risk of bleeding, so check with your doctor or pharmacist whether to keep taking it.",
  advice_taken_fish_oil_thinner:
    "You take fish oil (omega-3) with a blood thinner: at high doses it can raise the risk of bleeding, so tell your doctor or pharmacist the dose you take.",
  advice_taken_bleeding_herb:
    "You take turmeric, ginkgo, garlic or ginseng as a supplement with a blood thinner: these can change bleeding risk or how warfarin works, so check with your doctor or pharmacist.",
  advice_vka_vitamin_k_supplement:
    "You take a supplement that may contain vitamin K: on warfarin, start or stop it only with your anticoagulation clinic, and keep taking it the same way.",
  advice_red_yeast_rice:
    "Red yeast rice contains monacolin K, the same substance as the statin lovastatin: don't take it with a statin, and tell your doctor you take it.",
  advice_st_johns_wort:
    "St John's wort changes how many medicines work, including the contraceptive pill, antidepressants, warfarin, heart, HIV and transplant medicines: tell your doctor or pharmacist that you take it.",
  advice_taken_potassium_medicine:
    "You take potassium or a salt substitute (most are potassium chloride) with a medicine that raises blood potassium: ask your doctor before taking more.",
  advice_levothyroxine:
    "Take levothyroxine on an empty stomach, at least 30 minutes before breakfast or coffee, and 4 hours apart from calcium or iron supplements and antacids; soy can lower how much you absorb, so keep how much you eat steady and tell your doctor if it changes.",
  advice_thyroid_iodine:
    "With a thyroid condition, don't take kelp, seaweed or iodine supplements unless your doctor advises them: too much iodine can make an under- or overactive thyroid worse.",
  advice_b12_metformin:
    "Metformin can lower vitamin B12 over the years: ask your doctor about checking your B12; it comes from animal foods and fortified foods.",
  advice_b12_acid_medicine:
    "Long-term use of acid-reducing medicines (such as omeprazole) can lower vitamin B12: ask your doctor about checking it; fortified foods and supplements are absorbed without stomach acid.",
  advice_lithium:
    "On lithium, drink plenty of fluids, more in hot weather or when you exercise, and don't suddenly change how much salt you eat: both change your lithium level.",
  advice_antibiotic_minerals:
    "Take your antibiotic 2 hours apart from milk and dairy foods, antacids and supplements with calcium, iron, magnesium or zinc: they stop it being absorbed.",
  advice_alcohol_glucose_lowering:
    "Alcohol can make your blood sugar fall too low with insulin or a sulfonylurea (such as gliclazide): don't drink on an empty stomach, and know the signs of a hypo.",
  advice_metronidazole:
    "Don't drink alcohol while taking metronidazole or for 2 days after the course: it can make you very sick.",
  advice_methotrexate:
    "Take the folic acid your doctor prescribed with methotrexate exactly as told, and keep alcohol low: both protect you from its side effects.",
  advice_bisphosphonate:
    "Take your bisphosphonate (such as alendronic acid) with a full glass of plain water at least 30 minutes before food, drinks or other medicines, and take calcium supplements at another time of day.",
  advice_orlistat:
    "With orlistat, take a multivitamin at bedtime: orlistat lowers how much of vitamins A, D, E and K you absorb.",
  advice_immunosuppressant_grapefruit:
    "Your medicine weakens your immune system: follow food-safety advice, and avoid grapefruit and its juice with tacrolimus, ciclosporin or sirolimus.",
  advice_liquorice:
    "Liquorice (real liquorice root) in large amounts can raise blood pressure and lower potassium: avoid it with high blood pressure, heart or kidney problems, or medicines for them.",
  advice_coeliac:
    "With coeliac disease, eat gluten-free everywhere (no wheat, barley or rye, including in sauces and processed foods); oats only if labelled gluten-free.",
  advice_ckd_sodium:
    "With kidney disease, choose foods with less salt and sodium, and drink the amount of fluid your kidney team advises.",
  advice_ckd_supplements:
    "With kidney disease, don't take magnesium or high-dose vitamin C supplements unless your kidney team says so: the kidneys clear them.",
  advice_kidney_stones:
    "With calcium oxalate kidney stones: drink enough fluid to pass plenty of pale urine, have calcium-rich foods with your meals (calcium binds oxalate), eat less salt, and we leave out high-oxalate foods. Ask your doctor what kind of stone you had.",
  advice_hypertension_no_potassium:
    "With high blood pressure, keep sodium to 2,300 mg a day or less (about 6 g of salt); your medicine or your kidneys mean potassium-rich foods are not for you to add without your doctor.",
  advice_hypertension:
    "With high blood pressure, keep sodium to 2,300 mg a day or less (about 6 g of salt), and eat plenty of vegetables, fruit and low-fat dairy, which are rich in potassium, calcium and magnesium (the DASH plan).",
  advice_diabetes:
    "With diabetes or prediabetes, choose whole grains, beans and vegetables for fibre, have water instead of sugary drinks, and spread carbohydrate through the day.",
  advice_high_cholesterol:
    "For your heart and cholesterol, swap foods high in saturated fat (fatty meat, butter, cream, cakes) for oily fish, nuts, seeds and vegetable oils, and eat more fibre (oats, beans, vegetables).",
  advice_heart_failure: "With heart failure, cut down on salt and follow the fluid limit your heart team gives you.",
  advice_haemochromatosis_supplement_taken:
    "You take a supplement that may contain iron or vitamin C: with haemochromatosis, stop it and ask your doctor (choose a multivitamin without iron if you need one).",
  advice_osteoporosis:
    "For your bones, get enough calcium (700 mg a day for adults in the UK) from food such as dairy, fortified plant drinks and tinned fish with bones, and take 10 micrograms of vitamin D a day in autumn and winter, or all year if your doctor prescribed it.",
  advice_anaemia:
    "If your doctor prescribed iron, keep taking it for as long as they say: food adds iron but does not replace the treatment. Vitamin C with the tablet helps you absorb it; tea and coffee with it reduce it.",
  advice_b12_deficiency:
    "Keep having the B12 injections or tablets your doctor prescribed: with pernicious anaemia or B12 deficiency, food alone cannot correct it.",
  advice_vitamin_d_deficiency:
    "Keep taking the vitamin D your doctor prescribed: few foods have much vitamin D, so food cannot replace it.",
  advice_keep_prescribed:
    "If a doctor, midwife or pharmacist advised your iron, B12, calcium, vitamin D or folic acid, keep taking it as told: the foods we suggest add to it but do not replace it.",
  advice_gout_drinks:
    "With gout, limit alcohol (beer especially) and drinks sweetened with sugar or fructose, which raise uric acid.",
  advice_pku:
    "With PKU, your metabolic team sets your diet and protein substitute; our food data has no phenylalanine values, and foods with aspartame are left out.",
  advice_eating_disorder:
    "If you have or have had an eating disorder, follow the plan your treatment team gave you: our suggestions don't replace it. If you are struggling, contact your GP or an eating-disorder charity such as Beat.",
  advice_ibs:
    "With IBS, a dietitian can guide you through a low-FODMAP diet if first steps (regular meals, less fatty and spicy food, less caffeine and alcohol) don't help.",
  advice_ibd:
    "With Crohn's or colitis there is no single diet: keep a food diary, and ask your IBD team or a dietitian before cutting out food groups.",
  advice_gerd:
    "With reflux, eat smaller meals, avoid eating 3 to 4 hours before bed, and cut down on foods and drinks that trigger it for you (often coffee, alcohol, spicy or fatty food).",
  advice_diverticular:
    "With diverticular disease, a high-fibre diet (fruit, vegetables, whole grains, beans) helps; increase fibre gradually and drink plenty of fluids.",
  advice_liver:
    "With liver disease, avoid alcohol, and ask your doctor before taking herbal remedies or high-dose supplements.",
  advice_pancreatitis:
    "With pancreatitis, don't drink alcohol, and follow the advice of your team on fat and enzyme capsules.",
  advice_bariatric:
    "After weight-loss surgery, take the vitamins and minerals your team prescribes for life (often a multivitamin, calcium with vitamin D, iron and B12): food alone is not enough.",
  advice_peanut_cross:
    "Many people allergic to peanuts also react to tree nuts or lupin (a legume in some flours): ask your allergist which are safe before eating them.",
  advice_fish_allergy_supplements:
    "With a fish or shellfish allergy, don't take fish oil, cod liver oil or krill oil, and check glucosamine, which is often made from shellfish; algal oil gives omega-3 without fish.",
  advice_vitamin_d_pregnancy: "Pregnant or breastfeeding: take 10 micrograms (400 IU) of vitamin D a day.",
  advice_alcohol_pregnancy: "Pregnant or trying: the safest approach is not to drink alcohol at all.",
  advice_caffeine_pregnancy:
    "Pregnant: have no more than 200 mg of caffeine a day (about 2 mugs of instant coffee or 1 of filter coffee; tea, cola, energy drinks and chocolate count too).",
  advice_pregnancy_meat_milk:
    "Pregnant: no pâté, no unpasteurised milk or cheese made from it, and cold cured or deli meats only if cooked until steaming hot.",
  advice_keep_prenatal:
    "Keep taking your folic acid or pregnancy vitamin: the NHS advises it for everyone pregnant or trying, whatever you eat; choose one without vitamin A (retinol).",
  advice_vitamin_a_supplement_pregnancy:
    "You take a supplement that may have vitamin A (retinol, or cod or fish liver oil): pregnant or trying, stop it and ask your midwife or pharmacist for one without vitamin A.",
  advice_over_65:
    "From 65, protein at each meal helps keep muscle (about 1.0-1.2 g per kg a day unless your doctor says otherwise), and vitamin B12, calcium and vitamin D matter more: many people need fortified foods or a vitamin D supplement.",
  advice_infant_honey: "Don't give honey to a baby under 1 year: it can cause infant botulism.",
  // Supplements that are standard or prescribed for the person: keep taking them (keep_taking.csv)
  keep_b12_plant_based:
    "Vitamin B12: plant foods have none you can rely on, so a supplement or fortified foods are advised for everyone on a plant-based diet.",
  keep_b12_over_50:
    "Vitamin B12: from about 50, the National Academies advise getting most of it from a supplement or fortified foods.",
  keep_folic_acid_pregnancy:
    "Folic acid: 400 micrograms a day is advised from before you conceive until 12 weeks of pregnancy, whatever you eat.",
  keep_vitamin_d_pregnancy: "Vitamin D: 10 micrograms a day is advised in pregnancy and while breastfeeding.",
  keep_vitamin_d_everyone:
    "Vitamin D: the NHS advises 10 micrograms a day for everyone in autumn and winter, and all year if you get little sun.",
  keep_iron_anaemia: "Iron: a treatment for anaemia; food adds iron but does not replace it.",
  keep_b12_deficiency: "Vitamin B12: a treatment for B12 deficiency; food alone cannot correct it.",
  keep_bone_health:
    "Calcium and vitamin D: part of the treatment for your bones; food adds to them but does not replace them.",
  keep_bariatric:
    "After weight-loss surgery, the vitamins and minerals your team prescribes are for life: food alone is not enough.",
  // Medicines of the full vocabulary (medicine_classes.csv)
  advice_other_antidepressant:
    "Alcohol adds to the drowsiness of antidepressants such as mirtazapine and trazodone; don't take St John's wort, tryptophan or 5-HTP supplements with them.",
  advice_triptan: "Triptans have no food rule, but don't take St John's wort with them (serotonin syndrome).",
  advice_fluoride:
    "Take fluoride tablets apart from milk, calcium or magnesium supplements and antacids: they stop it being absorbed.",
  advice_bisphosphonate_infusion:
    "Before and after your zoledronic acid drip, get enough calcium and vitamin D (keep taking any your doctor prescribed) and drink enough fluid before the infusion.",
  caution_tyramine_maob:
    "Aged cheese and yeast extract are high in tyramine: with your Parkinson's medicine (an MAO-B inhibitor), avoid very large amounts.",
  advice_heparin_bleeding:
    "On a heparin injection, supplements of fish oil, vitamin E, ginkgo, garlic or turmeric can raise the risk of bleeding: ask your doctor or pharmacist first.",
  advice_meglitinide:
    "Take repaglinide with your meals, and skip the dose if you skip the meal; alcohol can make your blood sugar fall too low.",
  advice_mtor:
    "Your medicine weakens your immune system: follow food-safety advice, avoid grapefruit, and don't take St John's wort.",
  advice_bile_acid_sequestrant:
    "Colestyramine and similar medicines lower how much vitamin A, D, E, K and folic acid you absorb: take other medicines 1 hour before or 4 to 6 hours after, and ask about a vitamin supplement on long use.",
  advice_ivabradine: "Take ivabradine with meals, and don't have grapefruit or grapefruit juice.",
  advice_ranolazine: "Don't have grapefruit or grapefruit juice with ranolazine: it raises the medicine's level.",
  advice_theophylline:
    "With theophylline, keep coffee, tea, cola and energy drinks moderate (caffeine adds to its side effects), and don't take St John's wort.",
  advice_buspirone:
    "Avoid large amounts of grapefruit or grapefruit juice with buspirone: it raises the medicine's level.",
  advice_stimulant:
    "With a stimulant medicine, keep caffeine moderate and have regular meals even if your appetite is low; vitamin C or fruit juice taken at the same time can lower how much amfetamine you absorb.",
  advice_disulfiram:
    "On disulfiram, avoid all alcohol, including in foods, sauces, vinegars and mouthwash: even small amounts cause a severe reaction.",
  advice_bone_medicine:
    "With your bone medicine, get enough calcium and vitamin D: keep taking any calcium or vitamin D your doctor prescribed with it.",
  advice_colchicine:
    "Don't have grapefruit or grapefruit juice with colchicine: it can raise the medicine to a harmful level.",
  advice_oral_retinoid:
    "On isotretinoin or another oral retinoid, don't take vitamin A supplements or fish liver oil, keep alcohol low, and follow the pregnancy prevention programme.",
  advice_pde5:
    "With sildenafil-type medicines, grapefruit juice raises their level, a heavy meal slows them, and alcohol adds to low blood pressure.",
  advice_desmopressin:
    "With desmopressin, limit what you drink from 1 hour before until 8 hours after a dose: too much fluid can lower your blood sodium.",
  advice_contraceptive_sjw:
    "St John's wort makes hormonal contraception less reliable: use another method or stop the herb, and ask your pharmacist.",
  advice_contraceptive:
    "Hormonal contraception has no food rule, but St John's wort makes it less reliable, and vomiting or severe diarrhoea can stop a pill working.",
  advice_active_vitamin_d:
    "Keep taking your prescribed alfacalcidol or calcitriol; take other vitamin D or calcium supplements only if your team advises them (your calcium can run high).",
  advice_glucosamine:
    "Glucosamine may increase the effect of warfarin and is often made from shellfish: check with your pharmacist if you take a blood thinner or have a shellfish allergy.",
  advice_coq10:
    "Coenzyme Q10 may lower warfarin's effect and lower blood pressure and blood sugar: tell your doctor or pharmacist that you take it.",
  advice_cranberry:
    "On warfarin, avoid large amounts of cranberry juice or cranberry extracts: they may increase its effect.",
  advice_cranberry_general:
    "Cranberry products are food-safe, but with warfarin large amounts may increase its effect: tell your pharmacist you take them.",
  advice_ashwagandha:
    "Ashwagandha may raise thyroid hormone levels, add to sedatives and affect immunosuppressants, and it is not for pregnancy: tell your doctor or pharmacist that you take it.",
  advice_plant_omega3:
    "You take an algal or plant omega-3 with a blood thinner: high doses of EPA and DHA may add to bleeding risk, as fish oil does, so tell your doctor the dose.",
  advice_plant_omega3_general:
    "Algal and plant omega-3 supplements are not made from fish, so a fish allergy does not rule them out.",
  advice_antiretroviral:
    "With HIV medicines, don't take St John's wort, and take calcium, iron, magnesium or zinc supplements and antacids apart from integrase inhibitors as your pharmacist advises.",
  advice_phosphate_binder:
    "Take your phosphate binder with meals as prescribed; your kidney team sets how much phosphate and calcium you eat.",
  advice_potassium_binder:
    "Your potassium binder is for high potassium: your kidney or heart team sets how much potassium you eat, and some binders add sodium.",
  advice_herbal_bleeding:
    "Dong quai, feverfew and ginger supplements may add to bleeding risk with blood thinners: tell your doctor or pharmacist; ginger in food is fine.",
  advice_herbal_sedative:
    "Valerian, kava and passionflower add to the drowsiness of alcohol and sleeping or pain medicines, and kava can harm the liver: tell your doctor or pharmacist.",
  advice_glucose_lowering_supplement:
    "Chromium, cinnamon and fenugreek supplements may add to diabetes medicines (low blood sugar), and cassia cinnamon supplements contain coumarin: ask your doctor or pharmacist.",
  advice_cannabidiol:
    "CBD can raise the levels of some medicines (warfarin, tacrolimus, clobazam) and adds to the drowsiness of alcohol: tell your doctor or pharmacist that you take it.",
  advice_maob:
    "With an MAO-B inhibitor for Parkinson's, no strict diet is needed, but avoid very large amounts of tyramine-rich food such as very aged cheese.",
};

/** A medicine or supplement as named in sentences: "atorvastatin (a statin)"; just the name when it is its own class. */
export function medicineLabel(generic: string, classLabel: string): string {
  // "Vitamin K antagonist" reads "vitamin K antagonist" mid-sentence; "ACE inhibitor" and "MAO inhibitor" keep their capitals.
  const label = /^[A-Z][a-z]/.test(classLabel) ? `${classLabel[0]!.toLowerCase()}${classLabel.slice(1)}` : classLabel;
  return generic.toLowerCase() === label.toLowerCase() ? generic : `${generic} (${label})`;
}

/** Doses of a mineral's salt form, read as the elemental mineral. */
export const clinicalDoseTexts = {
  saltForm: (form: string, compound: number, elemental: number, unit: string, nutrient: string) =>
    `Read as elemental ${nutrient.toLowerCase()}: ${compound.toLocaleString("en-US")} ${unit} of ${form} gives about ${elemental.toLocaleString("en-US")} ${unit} of ${nutrient.toLowerCase()}.`,
  /** Magnesium and zinc: labels give the mineral itself, so the typed weight is checked as the mineral. */
  saltFormAsLabelled: (form: string, typed: number, elemental: number, unit: string, nutrient: string) =>
    `Checked as ${typed.toLocaleString("en-US")} ${unit} of ${nutrient.toLowerCase()}, as supplement labels give it; if ${typed.toLocaleString("en-US")} ${unit} is the weight of the ${form} itself, it gives about ${elemental.toLocaleString("en-US")} ${unit} of ${nutrient.toLowerCase()}.`,
};
