import { describe, expect, it } from "vitest";
import type { NutrientKey } from "../kb/types.ts";
import {
  allowedNames,
  assess,
  exclusionOf,
  food,
  IDS,
  kb,
  NOW,
  person,
  policy,
  recommendedNames,
} from "./test-helpers.ts";

const woman = (otherHealthCondition: string, yearOfBirth = 1995) =>
  person({ sex: "female", yearOfBirth, otherHealthCondition });
const ruleIds = (items: readonly { ruleId: string }[]) => items.map((item) => item.ruleId);

describe("pregnancy", () => {
  it("is recognised from typed text or from a pregnancy answer", () => {
    for (const text of [
      "pregnant",
      "Pregnancy (12 weeks)",
      "expecting a baby",
      "second trimester",
      "gestational diabetes",
    ]) {
      const who = woman(text);
      expect(who.lifeStage.reproductive, text).toBe("pregnant");
      expect(who.unrecognised, text).toEqual([]);
    }
    expect(person({ sex: "female", yearOfBirth: 1995, pregnancy: "pregnant" }).groups.has("stage:pregnant")).toBe(true);
  });

  it("never gets liver, liver products or any animal food above the preformed vitamin A limit; nor raw fish, raw eggs or cured fish", () => {
    const who = woman("pregnant");
    for (const id of [IDS.beefLiver, IDS.chickenLiver, IDS.porkLiver])
      expect(exclusionOf(who, food(id))).toBe("pregnancy: liver: too much vitamin A in pregnancy");
    for (const id of [IDS.salmonFarmedRaw, IDS.eggRaw, IDS.eggYolkRaw, IDS.caviar, IDS.morelRaw])
      expect(exclusionOf(who, food(id)), food(id).name).not.toBeNull();
    for (const nutrient of [
      "vitamin_a_rae_ug",
      "vitamin_b12_ug",
      "iron_mg",
      "folate_dfe_ug",
      "copper_mg",
      "choline_mg",
    ] as const) {
      expect(recommendedNames(who, nutrient, 15).join(" | "), nutrient).not.toMatch(
        /liver|, raw$|Egg yolk, raw|Caviar/i,
      );
    }
  });

  it("marks tuna and oily fish with the NHS limits, and soft cheeses with 'pasteurised only'", () => {
    const who = woman("pregnant");
    expect(ruleIds(assess(who, food(IDS.tunaCanned)).cautions)).toContain("pregnancy-tuna");
    expect(ruleIds(assess(who, food(IDS.salmonFarmedCooked)).cautions)).toContain("pregnancy-oily-fish");
    expect(ruleIds(assess(who, food(IDS.feta)).cautions)).toContain("soft-cheese-at-risk");
  });

  it("gives the oily-fish and tuna cautions their weekly limits (2 servings each), for a plan to honour; other cautions have none", () => {
    const limits = (who: ReturnType<typeof woman>, id: string) =>
      assess(who, food(id)).cautions.map((caution) => [caution.ruleId, caution.maxPerWeek ?? null]);
    expect(limits(woman("pregnant"), IDS.salmonFarmedCooked)).toEqual([["pregnancy-oily-fish", 2]]);
    expect(limits(woman("trying to conceive"), IDS.tunaCanned)).toEqual([["pregnancy-tuna", 2]]);
    expect(limits(woman("breastfeeding"), IDS.salmonFarmedCooked)).toEqual([["pregnancy-oily-fish", 2]]);
    expect(limits(woman("pregnant"), IDS.feta)).toEqual([["soft-cheese-at-risk", null]]);
    // Not pregnant, trying or breastfeeding: no caution, so no limit; white fish has none in pregnancy either.
    expect(limits(woman("asthma"), IDS.salmonFarmedCooked)).toEqual([]);
    expect(limits(woman("pregnant"), IDS.codCooked)).toEqual([]);
  });

  it("gets folate and folic-acid advice, and the vitamin A warning, in general and for the nutrient", () => {
    const general = policy
      .adviceFor(woman("pregnant"), null)
      .lines.map((line) => line.message)
      .join(" ");
    expect(general).toMatch(/take a 400 microgram folic acid supplement every day until 12 weeks/);
    expect(general).toMatch(/avoid liver and liver products/);
    expect(ruleIds(policy.adviceFor(woman("pregnant"), "folate_dfe_ug").lines)).toContain("folate-pregnancy");
  });

  it("a negation means it does not apply", () => {
    const who = woman("not pregnant; no longer breastfeeding");
    expect(who.lifeStage.reproductive).toBeNull();
    expect(who.ignored.map((item) => item.text)).toEqual(["not pregnant", "no longer breastfeeding"]);
    expect(who.unrecognised).toEqual([]);
  });
});

describe("trying to conceive (possible pregnancy) and breastfeeding", () => {
  it("trying to conceive is possible pregnancy: no liver, folic acid advice, not pregnancy itself", () => {
    for (const text of ["trying to conceive", "TTC", "trying to get pregnant", "planning a pregnancy", "IVF"]) {
      const who = woman(text);
      expect(who.lifeStage.possiblePregnancy, text).toBe(true);
      expect(who.lifeStage.reproductive, text).toBeNull();
      expect(exclusionOf(who, food(IDS.chickenLiver)), text).toBe(
        "trying to conceive: liver: too much vitamin A if you could be pregnant",
      );
    }
    expect(
      policy
        .adviceFor(woman("TTC"), null)
        .lines.map((line) => line.message)
        .join(" "),
    ).toMatch(/400 micrograms of folic acid a day from before you conceive/);
  });

  it("breastfeeding: lactation limits, oily-fish caution; liver stays out of the way by its upper-limit caution", () => {
    const who = woman("breastfeeding");
    expect(who.lifeStage.reproductive).toBe("lactating");
    expect(ruleIds(assess(who, food(IDS.salmonFarmedCooked)).cautions)).toContain("pregnancy-oily-fish");
    const liver = assess(who, food(IDS.beefLiver));
    expect(liver.exclusion).toBeNull();
    expect(liver.demoted).toBe(true);
    expect(ruleIds(liver.cautions)).toContain("upper-limit-vitamin_a_rae_ug");
  });

  it("women who could become pregnant get a liver caution, not an exclusion; men do not", () => {
    expect(ruleIds(assess(person({ sex: "female", yearOfBirth: 1990 }), food(IDS.chickenLiver)).cautions)).toContain(
      "childbearing-liver",
    );
    expect(
      ruleIds(assess(person({ sex: "prefer_not_to_say", yearOfBirth: 1990 }), food(IDS.chickenLiver)).cautions),
    ).toContain("childbearing-liver");
    expect(ruleIds(assess(person({ sex: "male", yearOfBirth: 1990 }), food(IDS.chickenLiver)).cautions)).not.toContain(
      "childbearing-liver",
    );
    expect(
      ruleIds(assess(person({ sex: "female", yearOfBirth: 1960 }), food(IDS.chickenLiver)).cautions),
    ).not.toContain("childbearing-liver");
  });
});

describe("conditions that change what is pushed", () => {
  it("haemochromatosis: no iron foods, the condition's advice, iron-rich foods ranked last with a caution", () => {
    for (const text of ["haemochromatosis", "hemochromatosis", "iron overload"]) {
      const result = policy.recommendFoods(woman(text), "iron_mg");
      expect(result.foods, text).toEqual([]);
      expect(ruleIds(result.withheld), text).toEqual(["no-iron-haemochromatosis"]);
    }
    const who = woman("haemochromatosis");
    const advice = policy.adviceFor(who, "iron_mg");
    expect(ruleIds(advice.lines)).toEqual(["haemochromatosis"]); // never "eat vitamin C with plant iron"
    expect(advice.keyArea).toEqual({ status: "no" });
    const natto = assess(who, food("172443"));
    expect(natto.demoted).toBe(true);
    expect(ruleIds(natto.cautions)).toContain("haemochromatosis-iron-rich");
  });

  it("kidney disease: no potassium, phosphorus or protein foods; potatoes and other potassium-rich foods never appear", () => {
    for (const text of ["chronic kidney disease", "CKD stage 3", "renal failure", "on dialysis"]) {
      const who = woman(text, 1950);
      for (const nutrient of ["potassium_mg", "phosphorus_mg", "protein_g"] as const) {
        expect(policy.recommendFoods(who, nutrient).foods, `${text} ${nutrient}`).toEqual([]);
      }
    }
    const who = woman("CKD", 1950);
    for (const nutrient of ["magnesium_mg", "vitamin_c_mg", "fiber_g", "vitamin_b6_mg", "folate_dfe_ug"] as const) {
      for (const entry of policy.recommendFoods(who, nutrient, { limit: 10 }).foods) {
        expect(entry.food.name, nutrient).not.toMatch(/potato/i);
        const potassium = kb.nutrients.get("potassium_mg")!.dailyValue!;
        expect(
          ((entry.food.nutrients.potassium_mg ?? 0) * entry.food.servingG) / 100 / potassium,
          `${nutrient}: ${entry.food.name}`,
        ).toBeLessThan(0.05);
      }
    }
    expect(
      policy
        .adviceFor(who, null)
        .lines.map((line) => line.message)
        .join(" "),
    ).toMatch(/kidney team or a renal dietitian sets your limits/);
  });

  it("warfarin: no vitamin K foods, the keep-it-steady advice, and vitamin K-rich greens marked and ranked last elsewhere", () => {
    for (const text of ["warfarin", "Coumadin", "on a blood thinner", "vitamin K antagonist"]) {
      const who = woman(text);
      expect(policy.recommendFoods(who, "vitamin_k_ug").foods, text).toEqual([]);
      expect(ruleIds(policy.adviceFor(who, "vitamin_k_ug").lines), text).toEqual(["vitamin-k-vka"]);
    }
    const who = woman("on warfarin for atrial fibrillation");
    expect(
      policy
        .adviceFor(who, null)
        .lines.map((line) => line.message)
        .join(" "),
    ).toMatch(/keep the vitamin K you eat about the same from week to week/);
    const spinach = assess(who, food(IDS.spinachCooked));
    expect(spinach.demoted).toBe(true);
    expect(spinach.cautions.map((caution) => caution.message).join(" ")).toMatch(/keep how much you eat steady/);
    const magnesium = policy.recommendFoods(who, "magnesium_mg").foods;
    expect(magnesium.every((entry) => !entry.demoted)).toBe(true);
    expect(magnesium.map((entry) => entry.food.name)).not.toContain("Spinach, cooked");
  });

  it("warfarin: natto, the richest vitamin K2 food (USDA holds only its K1, under 20% DV), is marked and ranked last like the greens", () => {
    const who = woman("on warfarin");
    const natto = assess(who, food(IDS.natto));
    expect(natto.demoted).toBe(true);
    expect(ruleIds(natto.cautions)).toEqual(["vka-natto"]);
    expect(natto.cautions[0]!.message).toMatch(/keep how much you eat steady/);
    // Natto is a top iron source for anyone else; on warfarin it comes after every food without a caution.
    expect(recommendedNames(woman("asthma"), "iron_mg", 3)).toContain("Natto");
    const iron = policy.recommendFoods(who, "iron_mg", { limit: 40 }).foods;
    expect(iron.slice(0, 3).map((entry) => entry.food.name)).not.toContain("Natto");
    expect(iron.findIndex((entry) => entry.food.name === "Natto")).toBeGreaterThan(
      iron.findLastIndex((entry) => !entry.demoted),
    );
  });

  it("gout leaves out organ meats and marks seafood and red meat; a potassium-sparing medicine stops potassium foods", () => {
    const gout = woman("gout");
    expect(exclusionOf(gout, food(IDS.beefLiver))).toBe("gout: very high in purines");
    expect(ruleIds(assess(gout, food(IDS.clams)).cautions)).toContain("gout-seafood-red-meat");
    const spironolactone = woman("spironolactone");
    expect(policy.recommendFoods(spironolactone, "potassium_mg").foods).toEqual([]);
    expect(ruleIds(assess(spironolactone, food(IDS.potato)).cautions)).toContain("potassium-medicine-rich");
  });

  it("weakened immunity: soft cheeses marked and food-safety advice", () => {
    const who = woman("chemotherapy");
    expect(ruleIds(assess(who, food(IDS.feta)).cautions)).toContain("soft-cheese-at-risk");
    expect(ruleIds(policy.adviceFor(who, null).lines)).toContain("food-safety-animal");
  });

  it("several conditions in one text; an unrecognised condition is reported and never checked silently", () => {
    const who = woman("pregnant, on warfarin, asthma, zorblatt syndrome");
    expect(who.conditions.map((condition) => condition.id).sort()).toEqual(["asthma", "pregnancy", "warfarin"]);
    expect(who.groups.has("medicine:vitamin_k_antagonist")).toBe(true);
    expect(who.unrecognised).toEqual([{ field: "condition", text: "zorblatt syndrome" }]);
    expect(policy.recommendFoods(who, "iron_mg").notChecked.join(" ")).toContain(
      "We could not match “zorblatt syndrome” (health condition)",
    );
    const medicine = person({ medications: "lisinopril" });
    expect(medicine.unrecognised).toEqual([]);
    expect(medicine.medicines.map((item) => item.label)).toEqual(["lisinopril (ACE inhibitor)"]);
  });

  it("'none' ticked wins over a leftover condition text; a pregnancy answer still applies", () => {
    expect(person({ healthConditions: ["none"], otherHealthCondition: "gout", now: NOW }).conditions).toEqual([]);
    expect(person({ healthConditions: ["none"], pregnancy: "trying" }).lifeStage.possiblePregnancy).toBe(true);
  });

  it("children under 14 get no food suggestions, only a pointer to their doctor", () => {
    const child = person({ yearOfBirth: 2016 });
    for (const nutrient of ["iron_mg", "calcium_mg", "vitamin_d_ug"] as NutrientKey[]) {
      const result = policy.recommendFoods(child, nutrient);
      expect(result.foods).toEqual([]);
      expect(result.withheld[0]?.message).toMatch(/aged 14 and over/);
    }
    expect(allowedNames(child).length).toBeGreaterThan(0);
  });
});
