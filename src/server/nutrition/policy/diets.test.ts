import { describe, expect, it } from "vitest";
import { excludedReason, exclusionCounts, suitableFoods } from "./diet-filters.ts";
import { allowedNames, assess, exclusionOf, food, IDS, kb, person, policy } from "./test-helpers.ts";

/** A person who chose "other" and typed this diet. */
const typedDiet = (otherDietType: string) => person({ dietType: "other", otherDietType });

function names(ids: readonly string[]): string[] {
  return ids.map((id) => food(id).name);
}

describe("typed diets are recognised by name and applied (never ignored while the text says foods fit)", () => {
  it("halal: no pork or pork products (pork liver too); other meat carries a halal caution", () => {
    const who = typedDiet("Halal");
    expect(who.diets.map((diet) => diet.id)).toEqual(["halal"]);
    expect(exclusionOf(who, food(IDS.porkLiver))).toBe("halal: pork");
    expect(exclusionOf(who, food(IDS.porkLoin))).toBe("halal: pork");
    const beef = assess(who, food("168727"));
    expect(beef.exclusion).toBeNull();
    expect(beef.cautions.map((caution) => caution.ruleId)).toContain("halal-meat-certified");
    for (const nutrient of ["iron_mg", "thiamin_mg", "vitamin_b12_ug", "zinc_mg"] as const) {
      expect(
        policy
          .recommendFoods(who, nutrient, { limit: 20 })
          .foods.map((entry) => entry.food.name)
          .join(" "),
        nutrient,
      ).not.toMatch(/pork/i);
    }
  });

  it("kosher: no pork, no shellfish, no fish without fins and scales", () => {
    const who = typedDiet("kosher");
    const allowed = allowedNames(who);
    for (const gone of names([
      IDS.porkLoin,
      IDS.porkLiver,
      IDS.clams,
      IDS.shrimp,
      IDS.oystersEastern,
      IDS.catfish,
      IDS.caviar,
      IDS.kimchi,
    ])) {
      expect(allowed, gone).not.toContain(gone);
    }
    expect(allowed).toContain("Salmon, Atlantic, farmed, cooked");
    expect(exclusionOf(who, food(IDS.clams))).toBe("kosher: shellfish are not kosher");
  });

  it("plant-based is vegan: no animal food at all (liver, clams, dairy, eggs, honey), nor foods that may contain them", () => {
    for (const text of ["plant-based", "Plant based", "wholly plant-based", "vegan"]) {
      const who = typedDiet(text);
      expect(
        who.diets.map((diet) => diet.id),
        text,
      ).toEqual(["vegan"]);
      for (const candidate of kb.foods.filter((f) => f.tags.includes("animal"))) {
        expect(exclusionOf(who, candidate), `${text}: ${candidate.name}`).toMatch(/^vegan: /);
      }
      expect(exclusionOf(who, food(IDS.darkChocolate)), text).toBe("vegan: may contain milk (check the label)");
      expect(exclusionOf(who, food(IDS.tofu)), text).toBeNull();
    }
    expect(exclusionOf(typedDiet("plant-based"), food(IDS.clams))).toBe("vegan: animal food");
    expect(exclusionOf(typedDiet("plant-based"), food(IDS.beefLiver))).toBe("vegan: animal food");
  });

  it("gluten-free (coeliac disease): no wheat, barley, rye, spelt, bulgur, wheat germ, nor oats unless certified", () => {
    for (const text of ["gluten-free (coeliac disease)", "coeliac", "celiac", "Gluten free", "no gluten"]) {
      const allowed = allowedNames(typedDiet(text));
      for (const gone of names([IDS.bulgur, IDS.barley, IDS.spelt, IDS.wheatGerm, IDS.oats, IDS.miso]))
        expect(allowed, `${text}: ${gone}`).not.toContain(gone);
      for (const stays of names([IDS.quinoa, IDS.buckwheat])) expect(allowed, `${text}: ${stays}`).toContain(stays);
    }
    expect(exclusionOf(typedDiet("gluten-free (coeliac disease)"), food(IDS.bulgur))).toBe(
      "gluten-free: contains gluten",
    );
    expect(typedDiet("gluten-free (coeliac disease)").unrecognised).toEqual([]);
  });

  it("dairy-free leaves out every dairy food, cheese included; lactose-free keeps aged cheeses", () => {
    const dairyFree = typedDiet("dairy-free");
    for (const candidate of kb.foods.filter((f) => f.tags.includes("dairy"))) {
      expect(exclusionOf(dairyFree, candidate), candidate.name).toBe("dairy-free: contains milk");
    }
    expect(
      policy
        .recommendFoods(dairyFree, "calcium_mg", { limit: 10 })
        .foods.some((entry) => entry.food.tags.includes("dairy")),
    ).toBe(false);
    const lactoseFree = typedDiet("lactose intolerant");
    expect(exclusionOf(lactoseFree, food(IDS.cheddar))).toBeNull();
    expect(exclusionOf(lactoseFree, food(IDS.milk))).toBe("lactose-free: dairy with lactose");
  });

  it("pescatarian keeps fish and shellfish but no meat or organ meat; lacto- and ovo-vegetarian", () => {
    const pescatarian = typedDiet("pescatarian");
    expect(exclusionOf(pescatarian, food(IDS.salmonFarmedCooked))).toBeNull();
    expect(exclusionOf(pescatarian, food(IDS.clams))).toBeNull();
    expect(exclusionOf(pescatarian, food(IDS.beefLiver))).toBe("pescatarian: organ meat");
    expect(exclusionOf(pescatarian, food("171477"))).toBe("pescatarian: meat");
    const lacto = typedDiet("lacto-vegetarian");
    expect(lacto.diets.map((diet) => diet.id)).toEqual(["lacto_vegetarian"]);
    expect(exclusionOf(lacto, food(IDS.eggBoiled))).toBe("lacto-vegetarian: egg");
    expect(exclusionOf(lacto, food(IDS.salmonFarmedCooked))).toBe("lacto-vegetarian: fish");
    expect(exclusionOf(lacto, food(IDS.milk))).toBeNull();
    const ovo = typedDiet("ovo vegetarian");
    expect(exclusionOf(ovo, food(IDS.milk))).toBe("ovo-vegetarian: dairy");
    expect(exclusionOf(ovo, food(IDS.eggBoiled))).toBeNull();
  });

  it("paleo and keto typed; Mediterranean and balanced typed leave nothing out", () => {
    const paleo = allowedNames(typedDiet("paleo"));
    for (const gone of names([IDS.quinoa, IDS.tofu, IDS.milk, IDS.potato])) expect(paleo, gone).not.toContain(gone);
    const keto = allowedNames(typedDiet("ketogenic"));
    for (const gone of ["Banana", "Lentils, cooked", "Molasses"]) expect(keto, gone).not.toContain(gone);
    expect(allowedNames(typedDiet("mediterranean")).length).toBe(allowedNames(person()).length);
  });

  it("low-FODMAP is applied in part and says so", () => {
    const who = typedDiet("low FODMAP");
    expect(who.partialDiets.map((diet) => diet.id)).toEqual(["low_fodmap"]);
    const allowed = allowedNames(who);
    for (const gone of names([IDS.garlic, IDS.mango, IDS.milk, "173757"])) expect(allowed, gone).not.toContain(gone);
    for (const stays of names([IDS.tofu, IDS.cheddar, IDS.feta, IDS.peanuts])) expect(allowed, stays).toContain(stays);
    const result = policy.recommendFoods(who, "fiber_g");
    expect(result.notChecked.join(" ")).toMatch(/could check only part of a low-FODMAP diet/);
    expect(policy.adviceFor(who, null).lines.map((line) => line.ruleId)).toContain("low-fodmap-partial");
  });

  it("several diets in one text are all applied", () => {
    const who = typedDiet("vegan and gluten free");
    expect(who.diets.map((diet) => diet.id).sort()).toEqual(["gluten_free", "vegan"]);
    const allowed = allowedNames(who);
    expect(allowed).not.toContain("Bulgur, cooked");
    expect(allowed).not.toContain("Egg, whole, hard-boiled");
  });

  it("an unrecognised typed diet leaves nothing out, is reported, and foods are never said to fit it", () => {
    for (const text of ["flexitarian", "carnivore", "whatever my trainer says"]) {
      const who = typedDiet(text);
      expect(who.diets, text).toEqual([]);
      expect(who.unrecognised, text).toEqual([{ field: "diet", text }]);
      const result = policy.recommendFoods(who, "iron_mg");
      expect(result.notChecked, text).toEqual([
        `We could not match “${text}” (diet) to our food rules, so the foods are not checked against it: please check them yourself.`,
      ]);
      for (const entry of result.foods) {
        const reasons = entry.reasons.map((reason) => reason.message).join(" ");
        expect(reasons, text).toContain(`We could not match “${text}”`);
        expect(
          entry.reasons
            .filter((reason) => reason.id === "fits")
            .map((reason) => reason.message)
            .join(" "),
          text,
        ).not.toContain(text);
      }
    }
  });

  it("the diet filter the lookup and the assessment facts call applies a typed diet too", () => {
    const profile = { dietType: "other" as const, otherDietType: "halal" };
    expect(excludedReason(kb, food(IDS.porkLiver), profile)).toBe("halal: pork");
    expect(suitableFoods(kb, profile).map((f) => f.name)).not.toContain("Pork liver, braised");
    expect(exclusionCounts(kb, profile)).toEqual([{ label: "halal", count: 2 }]);
  });
});
