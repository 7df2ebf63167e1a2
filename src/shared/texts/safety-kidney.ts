// Texts of the kidney disease rules by stage (decision 027): early kidney disease, stage 3, stages 4 and 5,
// a stage not given, dialysis and a kidney transplant. data/nutrients/safety/*.csv name them by key; merged into
// safetyTexts (safety.ts) so the loader checks each. Figures are the sources' own (KDIGO 2024, KDOQI 2020).

/** Names of the kidney conditions by stage, as shown in sentences ("We checked the foods against ..."). */
export const kidneyConditionLabels: Record<string, string> = {
  ckd_early: "kidney disease stage 1-2",
  ckd_stage_3: "kidney disease stage 3",
  ckd_advanced: "kidney disease stage 4-5",
  kidney_transplant: "a kidney transplant",
};

/** Messages of the kidney rules, by the key the data uses. */
export const kidneyMessages: Record<string, string> = {
  advice_ckd_stage_unknown:
    "You didn't tell us the stage of your kidney disease, so we follow the stricter kidney rules: we leave out foods high in potassium or phosphorus. Your kidney team or a renal dietitian sets your limits for potassium, phosphorus, protein and fluid; give your stage or eGFR for advice that fits it.",
  advice_ckd_early:
    "With early kidney disease (stage 1 or 2) you don't need a special kidney diet: eat a healthy, varied diet with plenty of plant foods and fewer ultra-processed foods, and don't eat more than 1.3 g of protein per kg a day. Potassium and phosphate are limited only if your blood tests show high levels and your kidney team advises it.",
  advice_ckd_stage_3:
    "With stage 3 kidney disease, KDIGO suggests about 0.8 g of protein per kg a day (not more than 1.3 g). Potassium and phosphate are limited only if your blood tests show high levels and your kidney team or a renal dietitian advises it, so we don't leave those foods out, but we don't suggest foods or supplements to raise them.",
  advice_dialysis_protein:
    "On dialysis you need more protein than before: KDOQI advises 1.0-1.2 g per kg a day when you are otherwise well. Your kidney team sets your fluid, potassium and phosphate limits: follow their plan.",
  advice_kidney_transplant:
    "After a kidney transplant, your transplant team sets your diet. The medicines that prevent rejection weaken the immune system, so we follow the food-safety rules for that; if you take tacrolimus, ciclosporin or sirolimus, avoid grapefruit and its juice.",
};
