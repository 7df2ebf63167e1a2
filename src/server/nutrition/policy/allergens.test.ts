import { describe, expect, it } from "vitest";
import { excludedReason, matchOtherAllergy, suitableFoods } from "./diet-filters.ts";
import { allowedNames, exclusionOf, food, IDS, kb, person } from "./test-helpers.ts";

/** A person who typed this under "other allergy". */
const typed = (otherAllergy: string) => person({ allergies: ["other"], otherAllergy });

function excludedIds(otherAllergy: string): Set<string> {
  const who = typed(otherAllergy);
  return new Set(kb.foods.filter((candidate) => exclusionOf(who, candidate) !== null).map((candidate) => candidate.id));
}

describe("allergen synonyms: a typed allergy is read by what it names, not only by food names", () => {
  it("sesame seeds leaves out tahini (the review's case), and tahini, halva, benne or til leave out sesame seeds", () => {
    for (const text of [
      "sesame seeds",
      "Sesame",
      "tahini",
      "halva",
      "halvah",
      "benne seeds",
      "til",
      "gomasio",
      "allergic to sesame seeds",
    ]) {
      const excluded = excludedIds(text);
      expect(excluded.has(IDS.tahini), `${text}: tahini`).toBe(true);
      expect(excluded.has(IDS.sesameSeeds), `${text}: sesame seeds`).toBe(true);
      expect(
        typed(text).allergens.map((allergen) => allergen.id),
        text,
      ).toEqual(["sesame"]);
      expect(typed(text).unrecognised, text).toEqual([]);
    }
    expect(exclusionOf(typed("sesame seeds"), food(IDS.tahini))).toBe("allergy (sesame seed)");
  });

  it("the same through the diet filter the lookup and assessment facts use", () => {
    const names = suitableFoods(kb, { allergies: ["other"], otherAllergy: "sesame seeds" }).map((f) => f.name);
    expect(names).not.toContain("Tahini");
    expect(names).not.toContain("Sesame seeds, whole");
    expect(matchOtherAllergy(kb, food(IDS.tahini), "sesame seeds")).toBe("sesame seed");
    expect(excludedReason(kb, food(IDS.tahini), { allergies: ["other"], otherAllergy: "halva" })).toBe(
      "allergy (halva)",
    );
  });

  it("tree nuts by name: one named nut leaves out every tree nut, but not peanuts or seeds", () => {
    const treeNuts = kb.foods.filter((f) => f.tags.includes("tree_nut")).map((f) => f.id);
    expect(treeNuts).toHaveLength(8);
    for (const text of [
      "tree nuts",
      "almonds",
      "walnut",
      "cashews",
      "pecans",
      "pistachio",
      "hazelnuts",
      "filberts",
      "brazil nuts",
      "macadamia",
      "pine nuts",
      "almond milk",
    ]) {
      const excluded = excludedIds(text);
      for (const id of treeNuts) expect(excluded.has(id), `${text} leaves out ${food(id).name}`).toBe(true);
      expect(excluded.has(IDS.peanuts), `${text} keeps peanuts`).toBe(false);
      expect(excluded.has(IDS.darkChocolate), `${text}: chocolate may contain nuts`).toBe(true);
      expect(excluded.has(IDS.sesameSeeds), `${text} keeps sesame`).toBe(false);
    }
  });

  it("peanuts are their own allergen; 'nuts' means tree nuts and peanuts; 'coconut' and 'nutmeg' are not nuts", () => {
    const peanut = excludedIds("peanut butter");
    expect(peanut.has(IDS.peanuts) && peanut.has(IDS.peanutButter)).toBe(true);
    expect(peanut.has(IDS.almonds)).toBe(false);
    const nuts = excludedIds("nuts");
    expect(nuts.has(IDS.peanuts) && nuts.has(IDS.almonds) && nuts.has(IDS.walnuts)).toBe(true);
    expect(excludedIds("coconut").has(IDS.almonds)).toBe(false);
    expect(typed("coconut").unrecognised).toEqual([{ field: "allergy", text: "coconut" }]);
    expect(typed("nutmeg").allergens).toEqual([]);
  });

  it("shellfish: all of them; a named crustacean (prawns) leaves out crustaceans only; a named mollusc, molluscs only", () => {
    const shellfish = kb.foods.filter((f) => f.category === "shellfish").map((f) => f.id);
    const all = excludedIds("shellfish");
    for (const id of shellfish) expect(all.has(id), food(id).name).toBe(true);
    expect(all.has(IDS.kimchi)).toBe(true); // often made with salted shrimp
    expect(all.has(IDS.salmonFarmedCooked)).toBe(false);

    for (const text of ["prawns", "shrimp", "crab", "lobster", "crayfish", "crustaceans"]) {
      const excluded = excludedIds(text);
      for (const id of [IDS.shrimp, IDS.crab, IDS.lobster])
        expect(excluded.has(id), `${text}: ${food(id).name}`).toBe(true);
      for (const id of [IDS.clams, IDS.oystersEastern, IDS.mussels])
        expect(excluded.has(id), `${text} keeps ${food(id).name}`).toBe(false);
    }
    for (const text of ["oysters", "clams", "mussels", "scallops", "squid", "molluscs"]) {
      const excluded = excludedIds(text);
      for (const id of [IDS.clams, IDS.oystersEastern, IDS.oystersPacific, IDS.mussels])
        expect(excluded.has(id), `${text}: ${food(id).name}`).toBe(true);
      expect(excluded.has(IDS.shrimp), `${text} keeps shrimp`).toBe(false);
      expect(excluded.has(IDS.oysterMushroom), `${text} keeps oyster mushrooms`).toBe(false);
    }
  });

  it("fish by name leaves out every fish; seafood leaves out fish and shellfish", () => {
    const fish = kb.foods.filter((f) => f.tags.includes("fish")).map((f) => f.id);
    for (const text of ["fish", "salmon", "tuna", "cod", "anchovies", "fish roe"]) {
      const excluded = excludedIds(text);
      for (const id of fish) expect(excluded.has(id), `${text}: ${food(id).name}`).toBe(true);
      expect(excluded.has(IDS.shrimp), `${text} keeps shrimp`).toBe(false);
    }
    const seafood = excludedIds("seafood");
    expect(seafood.has(IDS.salmonFarmedCooked) && seafood.has(IDS.clams) && seafood.has(IDS.shrimp)).toBe(true);
  });

  it("milk, dairy, casein or whey leave out all dairy; lactose keeps the aged cheeses", () => {
    for (const text of ["milk", "dairy", "cow's milk protein", "casein", "whey"]) {
      const excluded = excludedIds(text);
      expect(excluded.has(IDS.cheddar), text).toBe(true);
      expect(excluded.has(IDS.milk), text).toBe(true);
      expect(excluded.has(IDS.kefir), text).toBe(true);
    }
    const lactose = excludedIds("lactose intolerance");
    expect(lactose.has(IDS.milk)).toBe(true);
    expect(lactose.has(IDS.cheddar)).toBe(false);
  });

  it("egg, wheat, gluten, soy, mustard and sulphites", () => {
    const egg = excludedIds("eggs");
    expect([IDS.eggRaw, IDS.eggBoiled, IDS.eggYolkRaw].every((id) => egg.has(id))).toBe(true);
    const wheat = excludedIds("wheat");
    expect([IDS.bulgur, IDS.spelt, IDS.wheatGerm, IDS.oats].every((id) => wheat.has(id))).toBe(true);
    expect(wheat.has(IDS.buckwheat)).toBe(false); // buckwheat is not wheat
    expect(wheat.has(IDS.barley)).toBe(false); // barley is gluten, not wheat
    for (const text of ["gluten", "coeliac", "celiac disease", "couscous"]) {
      const excluded = excludedIds(text);
      expect(excluded.has(IDS.bulgur) && excluded.has(IDS.spelt), text).toBe(true);
    }
    expect(excludedIds("gluten").has(IDS.barley)).toBe(true);
    const soy = excludedIds("soya");
    expect([IDS.tofu, IDS.miso, IDS.darkChocolate].every((id) => soy.has(id))).toBe(true);
    expect(excludedIds("edamame").has(IDS.tofu)).toBe(true);
    expect(excludedIds("mustard").has(IDS.mustardGreens)).toBe(true);
    expect(excludedIds("sulphites").has(IDS.apricotsDried)).toBe(true);
  });

  it("several allergies in one text, each read; an unknown food is left out by name and reported, never claimed as checked", () => {
    const who = typed("kiwi, mango and celery; sesame");
    expect(who.allergens.map((allergen) => allergen.id).sort()).toEqual(["celery", "sesame"]);
    expect(who.unrecognised).toEqual([
      { field: "allergy", text: "kiwi" },
      { field: "allergy", text: "mango" },
    ]);
    const allowed = allowedNames(who);
    for (const gone of ["Kiwifruit, green", "Mango", "Tahini"]) expect(allowed, gone).not.toContain(gone);
    expect(exclusionOf(who, food(IDS.kiwi))).toBe("allergy (kiwi)");
    expect(exclusionOf(typed("oyster mushrooms"), food(IDS.oysterMushroom))).toBe("allergy (oyster mushroom)");
  });

  it("a ticked 'none' wins over a leftover typed text; ticked allergies keep their labels", () => {
    expect(person({ allergies: ["none"], otherAllergy: "sesame" }).allergens).toEqual([]);
    expect(exclusionOf(person({ allergies: ["nuts"] }), food(IDS.almonds))).toBe("nut allergy: tree nut");
    expect(exclusionOf(person({ allergies: ["nuts"] }), food(IDS.peanutButter))).toBe("nut allergy: peanut");
    expect(exclusionOf(person({ allergies: ["lactose"] }), food(IDS.milk))).toBe("lactose allergy: dairy with lactose");
  });
});
