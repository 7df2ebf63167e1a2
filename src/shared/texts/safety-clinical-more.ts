// Texts of the clinical rules for the medicine classes beyond the first ones (decision 020): grapefruit with
// ivabradine, ranolazine, colchicine, mTOR inhibitors, buspirone and PDE5 inhibitors; caffeine, alcohol,
// minerals, vitamin A, calcium and vitamin D, fluids, and the supplements and herbal products taken with them.
// data/nutrients/safety/*.csv name them by key; merged into safetyTexts (safety.ts) so the loader checks each.

/** Messages of these rules, by the key the data uses. */
export const clinicalMoreMessages: Record<string, string> = {
  // Cautions shown with a food
  caution_grapefruit_buspirone: "With buspirone, don't have large amounts of grapefruit or grapefruit juice: it can raise the medicine's level in your blood a lot.",
  caution_grapefruit_pde5: "Grapefruit and grapefruit juice can raise the level of sildenafil, tadalafil or vardenafil in your blood and make side effects worse: ask your pharmacist before having it.",
  caution_tyramine_maob: "Very aged cheeses, cured meats and yeast extract are high in tyramine: with rasagiline, selegiline or safinamide, avoid very large amounts.",
  // Why no food is suggested for a nutrient
  withheld_vitamin_a_retinoid: "Your retinoid medicine is a form of vitamin A: we don't suggest foods to raise vitamin A, and don't take vitamin A supplements with it.",
  withheld_potassium_binder: "You take a medicine for high potassium: your kidney or heart team sets how much potassium you eat, so we don't suggest foods to raise it.",
  withheld_phosphorus_binder: "You take a phosphate binder: your kidney team sets how much phosphate you eat, so we don't suggest foods to raise it.",
  // Advice
  advice_maob_tyramine: "With rasagiline, selegiline or safinamide you don't need a strict diet, but avoid very large amounts of foods high in tyramine, such as very aged cheese, cured meats and yeast extract.",
  advice_taken_herbal_bleeding_thinner: "You take dong quai, feverfew or a ginger supplement with a blood thinner: these can raise the risk of bleeding or change how warfarin works, so check with your doctor or pharmacist.",
  advice_herbal_bleeding: "Dong quai, feverfew and ginger supplements may raise the risk of bleeding: tell your doctor or pharmacist you take them, especially before an operation or if you start a blood thinner. Ginger in food is fine.",
  advice_taken_algal_omega3_thinner: "You take an algal or flaxseed omega-3 supplement with a blood thinner: at high doses omega-3s can raise the risk of bleeding, so tell your doctor or pharmacist the dose you take.",
  advice_meglitinide:
    "Take repaglinide just before your main meals, and leave out the dose if you skip the meal; alcohol, especially on an empty stomach, can make your blood sugar fall too low: know the signs of a hypo.",
  advice_mtor_inhibitor: "Sirolimus and everolimus weaken your immune system: follow food-safety advice, and avoid grapefruit and its juice, which raise their level.",
  advice_bile_acid_sequestrant:
    "Take other medicines at least 1 hour before or 4 to 6 hours after your colestyramine, colestipol or colesevelam, and ask your doctor whether you need vitamins A, D, E and K or folic acid if you take it for a long time: it reduces how much of them you absorb.",
  advice_theophylline: "Caffeine (coffee, tea, cola and energy drinks) adds to the side effects of theophylline, such as a fast heartbeat and feeling sick: avoid large amounts, and don't start St John's wort, which lowers its level.",
  advice_taken_sjw_serotonergic: "You take St John's wort with an antidepressant or a triptan: together they can cause serotonin syndrome, so ask your doctor or pharmacist before taking it.",
  advice_bupropion: "With bupropion, keep alcohol low or avoid it: alcohol raises the risk of fits (seizures) with this medicine. Don't take St John's wort with it without asking your doctor.",
  advice_other_antidepressant: "Alcohol adds to the drowsiness your antidepressant can cause: it may be best not to drink until you know how the medicine affects you; don't take St John's wort, tryptophan or 5-HTP with it.",
  advice_stimulant: "Your medicine can take away your appetite: eat regular meals and snacks, and go easy on caffeine, which adds to side effects such as a fast heartbeat and poor sleep.",
  advice_disulfiram:
    "On disulfiram, even a little alcohol causes a severe reaction: avoid all alcoholic drinks, and foods, sauces, vinegars, mouthwashes and medicines that contain alcohol (check the labels).",
  advice_denosumab: "With denosumab you need enough calcium and vitamin D: keep taking the calcium and vitamin D your doctor prescribed, unless they tell you your calcium is high.",
  advice_bisphosphonate_infusion: "Around your zoledronic acid infusion, get enough calcium and vitamin D (take the supplements your doctor prescribed), and drink plenty of fluid before the infusion as your team advises.",
  advice_bone_anabolic: "With teriparatide or romosozumab, get enough calcium and vitamin D from food or the supplements your team prescribed; teriparatide can raise blood calcium, so take extra calcium only as your team advises.",
  advice_bone_medicine_calcium: "Your bone medicine works best with enough calcium and vitamin D: get calcium from food such as dairy or fortified plant drinks, and take the calcium or vitamin D your doctor prescribed.",
  advice_taken_vitamin_a_retinoid: "You take a supplement that may contain vitamin A (retinol, cod liver oil, or a multivitamin) with a retinoid such as isotretinoin: together they can cause vitamin A poisoning, so stop it and ask your doctor or pharmacist.",
  advice_oral_retinoid: "With isotretinoin, acitretin or alitretinoin, don't take vitamin A supplements (including cod liver oil and multivitamins with vitamin A), and follow your pregnancy prevention programme.",
  advice_pde5_inhibitor: "A heavy or fatty meal can delay sildenafil or vardenafil working; grapefruit juice raises their level, and a lot of alcohol with them can make your blood pressure fall.",
  advice_desmopressin: "With desmopressin, drink only enough to satisfy your thirst from 1 hour before a dose until 8 hours after it: too much fluid can lower your blood sodium dangerously.",
  advice_taken_sjw_contraceptive: "You take St John's wort with hormonal contraception: it can stop the pill, patch, ring, implant and emergency pill from working. Ask your doctor or pharmacist about another method or stopping St John's wort.",
  advice_active_vitamin_d: "Keep taking the alfacalcidol or calcitriol your doctor prescribed, and take other vitamin D or calcium supplements only if your team says so: together they can raise your calcium too high.",
  advice_taken_glucosamine_warfarin: "You take glucosamine with warfarin: it may increase warfarin's effect and the risk of bleeding, so tell your anticoagulation clinic.",
  advice_taken_glucosamine_shellfish: "You take glucosamine and have a shellfish allergy: much glucosamine is made from shellfish shells, so check the label or ask your pharmacist or allergist for one that is not.",
  advice_taken_coq10_warfarin: "You take coenzyme Q10 with warfarin: it may make warfarin work less well, so tell your anticoagulation clinic before you start or stop it.",
  advice_taken_cranberry_warfarin: "You take cranberry products with warfarin: large amounts of cranberry juice or extract may increase warfarin's effect, so ask your anticoagulation clinic before having them.",
  advice_ashwagandha: "Ashwagandha may raise thyroid hormone levels and add to the effect of sedatives, and liver injury has been reported: don't take it if you are pregnant, and tell your doctor you take it, especially with a thyroid condition or thyroid medicine.",
  advice_taken_sjw_antiretroviral: "You take St John's wort with HIV medicine: it lowers the level of many HIV medicines so they may stop working. Ask your HIV clinic before taking it.",
  advice_integrase_minerals:
    "Supplements and antacids with calcium, iron, magnesium or zinc can stop your HIV medicine being absorbed: take it 2 hours before or 6 hours after them, or ask your pharmacist whether you can take them together with food.",
  advice_rilpivirine: "Take rilpivirine with a meal: it needs food to be absorbed properly.",
  advice_phosphate_binder: "Take your phosphate binder with your meals, as prescribed: it binds the phosphate in the food you eat. Your kidney team sets your phosphate and calcium diet.",
  advice_potassium_binder: "Your potassium binder treats high potassium: follow the potassium diet your kidney or heart team gives you, and take other medicines apart from it as your pharmacist says.",
  advice_fluoride: "Don't take fluoride tablets with milk, dairy foods, antacids or calcium or magnesium supplements: they reduce how much fluoride you absorb.",
  advice_herbal_sedative: "Valerian, kava and passionflower add to the drowsiness of alcohol and of sleeping, anxiety and pain medicines, and kava can damage the liver: tell your doctor or pharmacist you take them.",
  advice_taken_glucose_lowering_supplement: "You take a supplement that may lower blood sugar (chromium, cinnamon, fenugreek or berberine) with diabetes medicine: together they can make your blood sugar fall too low, so tell your diabetes team.",
  advice_cannabidiol: "CBD can change the level of some medicines (such as warfarin, clobazam and tacrolimus), can harm the liver, and adds to the drowsiness of alcohol: tell your doctor or pharmacist you take it.",
};
