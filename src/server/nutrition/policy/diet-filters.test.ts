import { describe, expect, it } from "vitest";
import { excludedReason, exclusionCounts, matchOtherAllergy, suitableFoods } from "./diet-filters.ts";
import { food, kb, rawRows } from "../kb/test-support.ts";
import type { DietProfile, Food, FoodTag } from "../kb/types.ts";

const foodsCsv = rawRows("foods.csv");
const usdaGroup = new Map(foodsCsv.map((row) => [row.fdc_id!, row.usda_food_group!]));
const ANIMAL_USDA_GROUPS = new Set([
  "Finfish and Shellfish Products",
  "Dairy and Egg Products",
  "Beef Products",
  "Poultry Products",
  "Pork Products",
  "Lamb, Veal, and Game Products",
]);

function names(foods: readonly Food[]): string[] {
  return foods.map((f) => f.name);
}

function suitable(profile: DietProfile): Food[] {
  return suitableFoods(kb, profile);
}

describe("food tags cover every food", () => {
  it("loads all 175 foods, each with the tags of its category", () => {
    expect(kb.foods).toHaveLength(175);
    const lacking = (categories: string[], tag: FoodTag) =>
      kb.foods.filter((f) => categories.includes(f.category) && !f.tags.includes(tag)).map((f) => f.name);
    expect(lacking(["fish", "shellfish", "eggs", "dairy", "meat", "organ_meat"], "animal")).toEqual([]);
    expect(lacking(["whole_grains"], "grain")).toEqual([]);
    expect(lacking(["legumes"], "legume")).toEqual([]);
  });

  it("tags every food of the mixed categories (fermented, other) one by one", () => {
    const tagged = new Set(
      rawRows("food_tags.csv")
        .filter((row) => row.scope === "food")
        .map((row) => row.key),
    );
    const mixed = kb.foods.filter((f) => f.category === "fermented" || f.category === "other");
    expect(mixed.length).toBe(12);
    for (const f of mixed) expect(tagged.has(f.id), f.name).toBe(true);
  });

  it("agrees with USDA's own food groups: every food from an animal group is tagged animal, and only those", () => {
    for (const f of kb.foods) {
      expect(f.tags.includes("animal"), `${f.name} (${usdaGroup.get(f.id)})`).toBe(
        ANIMAL_USDA_GROUPS.has(usdaGroup.get(f.id)!),
      );
    }
  });

  it("tags soy, tree nuts, peanuts and gluten grains wherever USDA's description names them", () => {
    const text = (f: Food) => `${f.name} ${f.usdaDescription}`.toLowerCase();
    const lacking = (named: (f: Food) => boolean, tag: FoodTag) => {
      const foods = kb.foods.filter(named);
      expect(foods.length, `foods that name ${tag}`).toBeGreaterThan(0);
      return foods.filter((f) => !f.tags.includes(tag)).map((f) => f.name);
    };
    expect(lacking((f) => /\bsoy|tofu|tempeh|miso|natto|edamame/.test(text(f)), "soy")).toEqual([]);
    expect(lacking((f) => f.usdaDescription.toLowerCase().startsWith("nuts,"), "tree_nut")).toEqual([]);
    expect(lacking((f) => /peanut/.test(text(f)), "peanut")).toEqual([]);
    expect(lacking((f) => /\b(wheat|barley|rye|spelt|bulgur)\b/.test(text(f)), "gluten")).toEqual([]);
  });
});

describe("diets", () => {
  it("balanced, mediterranean and other exclude nothing", () => {
    for (const dietType of ["balanced", "mediterranean", "other"] as const)
      expect(suitable({ dietType })).toHaveLength(175);
    expect(suitable({})).toHaveLength(175);
  });

  it("vegan: no animal food ever (checked against USDA groups and names), nor foods that may contain milk or fish", () => {
    const vegan = suitable({ dietType: "vegan" });
    for (const f of vegan) {
      expect(ANIMAL_USDA_GROUPS.has(usdaGroup.get(f.id)!), f.name).toBe(false);
      expect(f.name, f.name).not.toMatch(/yogurt|kefir|milk|cheese|egg|honey|salmon|liver|fish|anchov|sardine/i);
    }
    expect(names(vegan)).not.toContain("Kimchi");
    expect(names(vegan)).not.toContain("Dark chocolate, 70-85% cacao");
    expect(names(vegan)).toEqual(
      expect.arrayContaining(["Tofu, firm, calcium-set", "Sauerkraut", "Tempeh", "Lentils, cooked", "Molasses"]),
    );
    expect(excludedReason(kb, food("175168"), { dietType: "vegan" })).toBe("vegan: animal food");
    expect(excludedReason(kb, food("171284"), { dietType: "vegan" })).toBe("vegan: animal food"); // yogurt (fermented category)
  });

  it("vegetarian: no meat, fish, shellfish or organ meat; eggs and dairy stay", () => {
    const vegetarian = suitable({ dietType: "vegetarian" });
    for (const f of vegetarian) expect(["meat", "organ_meat", "fish", "shellfish"]).not.toContain(f.category);
    expect(names(vegetarian)).toEqual(
      expect.arrayContaining(["Egg, whole, raw", "Cheddar cheese", "Kefir, plain, low fat"]),
    );
    expect(names(vegetarian)).not.toContain("Caviar (fish roe)");
    expect(names(vegetarian)).not.toContain("Kimchi");
    expect(excludedReason(kb, food("168627"), { dietType: "vegetarian" })).toBe("vegetarian: organ meat");
  });

  it("keto: no grains, legumes (incl. soy and peanuts), high-sugar fruit, potatoes or sugars", () => {
    const keto = suitable({ dietType: "keto" });
    for (const f of keto) {
      expect(f.category, f.name).not.toBe("whole_grains");
      expect(f.category, f.name).not.toBe("legumes");
    }
    const kept = names(keto);
    for (const excluded of [
      "Banana",
      "Dates, Medjool",
      "Raisins",
      "Mango",
      "Tofu, firm, calcium-set",
      "Peanut butter, smooth",
      "Miso",
      "Green peas, cooked",
      "Potato, baked, with skin",
      "Molasses",
      "Oats, rolled, dry",
    ]) {
      expect(kept, excluded).not.toContain(excluded);
    }
    for (const stays of [
      "Avocado",
      "Strawberries",
      "Raspberries",
      "Blackberries",
      "Salmon, Atlantic, farmed, cooked",
      "Spinach, raw",
      "Almonds",
      "Cheddar cheese",
    ]) {
      expect(kept, stays).toContain(stays);
    }
    expect(excludedReason(kb, food("173944"), { dietType: "keto" })).toBe("keto: high-sugar fruit");
  });
});

describe("allergies", () => {
  it("nuts: no tree nut, no peanut, nothing that may contain them; seeds stay", () => {
    const safe = suitable({ allergies: ["nuts"] });
    for (const f of safe) {
      expect(f.usdaDescription.toLowerCase(), f.name).not.toMatch(/^nuts,|peanut/);
      expect(
        f.tags.some((tag) => ["tree_nut", "peanut", "may_contain_tree_nut", "may_contain_peanut"].includes(tag)),
        f.name,
      ).toBe(false);
    }
    expect(names(safe)).toEqual(expect.arrayContaining(["Pumpkin seeds (pepitas), dried", "Chia seeds", "Tahini"]));
    expect(kb.foods.length - safe.length).toBe(11); // 8 tree nuts, 2 peanut foods, dark chocolate
    expect(excludedReason(kb, food("170567"), { allergies: ["nuts"] })).toBe("nut allergy: tree nut");
    expect(excludedReason(kb, food("174294"), { allergies: ["nuts"] })).toBe("nut allergy: peanut");
  });

  it("lactose: no dairy except the lactose-free aged cheeses", () => {
    const safe = suitable({ allergies: ["lactose"] });
    const dairyLeft = safe.filter((f) => f.tags.includes("dairy"));
    expect(names(dairyLeft).sort()).toEqual(["Cheddar cheese", "Gouda cheese", "Parmesan cheese", "Swiss cheese"]);
    for (const f of dairyLeft) expect(f.tags).toContain("lactose_free");
    for (const gone of [
      "Milk, whole, vitamin D added",
      "Kefir, plain, low fat",
      "Yogurt, plain, whole milk",
      "Greek yogurt, plain, low fat",
      "Mozzarella, whole milk",
      "Ricotta, whole milk",
    ]) {
      expect(names(safe), gone).not.toContain(gone);
    }
    expect(excludedReason(kb, food("171265"), { allergies: ["lactose"] })).toBe("lactose allergy: dairy with lactose");
  });

  it("gluten: no wheat, barley, rye or foods made from them, nor oats or miso that may contain it", () => {
    const safe = names(suitable({ allergies: ["gluten"] }));
    for (const gone of [
      "Barley, pearled, cooked",
      "Bulgur, cooked",
      "Wheat germ",
      "Spelt, cooked",
      "Oats, rolled, dry",
      "Miso",
    ])
      expect(safe, gone).not.toContain(gone);
    for (const stays of [
      "Quinoa, cooked",
      "Buckwheat groats, cooked",
      "Brown rice, long-grain, cooked",
      "Millet, cooked",
      "Teff, cooked",
    ])
      expect(safe, stays).toContain(stays);
  });

  it("soy: no soy food", () => {
    const safe = suitable({ allergies: ["soy"] });
    for (const f of safe)
      expect(`${f.name} ${f.usdaDescription}`, f.name).not.toMatch(/soy|tofu|tempeh|miso|natto|edamame/i);
    expect(names(safe)).not.toContain("Dark chocolate, 70-85% cacao");
  });

  it("other: free text matched word by word against names, descriptions, aliases and tag words, ignoring case and accents", () => {
    const shellfish = suitable({ allergies: ["other"], otherAllergy: "Shellfish" });
    expect(shellfish.filter((f) => f.category === "shellfish")).toHaveLength(0);
    expect(names(shellfish)).toContain("Salmon, Atlantic, farmed, cooked");

    expect(matchOtherAllergy(kb, food("168153"), "kiwi")).toBe("kiwi");
    expect(matchOtherAllergy(kb, food("170189"), "Sésame")).toBe("sesame"); // tahini, via its USDA description
    expect(matchOtherAllergy(kb, food("173806"), "PEANUTS")).toBe("peanut");
    expect(matchOtherAllergy(kb, food("167762"), "strawberries")).toBe("strawberry");
    expect(matchOtherAllergy(kb, food("171265"), "milk")).toBe("milk");
    expect(matchOtherAllergy(kb, food("173414"), "milk")).toBe("milk"); // cheese is dairy
    // Word-wise: "fish" names fish, not shellfish; "pea" is not "peanut"; "egg" is not part of another word.
    expect(matchOtherAllergy(kb, food("175168"), "fish")).toBe("fish");
    expect(matchOtherAllergy(kb, food("171971"), "fish")).toBeNull();
    expect(matchOtherAllergy(kb, food("173806"), "pea")).toBeNull();
    expect(matchOtherAllergy(kb, food("170420"), "pea")).toBe("pea");
    // Several terms in one text.
    const several = suitable({ allergies: ["other"], otherAllergy: "kiwi, mango and celery" });
    expect(names(several)).not.toContain("Kiwifruit, green");
    expect(names(several)).not.toContain("Mango");
    expect(excludedReason(kb, food("169910"), { allergies: ["other"], otherAllergy: "kiwi, mango" })).toBe(
      "allergy (mango)",
    );
    // No text, or "other" not chosen: nothing excluded.
    expect(suitable({ allergies: ["other"] })).toHaveLength(175);
    expect(suitable({ allergies: ["none"], otherAllergy: "kiwi" })).toHaveLength(175);
  });

  it("combines a diet and several allergies, and counts what each leaves out", () => {
    const profile: DietProfile = { dietType: "vegan", allergies: ["nuts", "soy"] };
    const safe = suitable(profile);
    for (const f of safe) expect(excludedReason(kb, f, profile)).toBeNull();
    const counts = exclusionCounts(kb, profile);
    // A food left out for several reasons counts under each (tofu: vegan is fine, soy is not; almond milk: nuts).
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBeGreaterThanOrEqual(175 - safe.length);
    expect(counts.find((entry) => entry.label === "vegan")?.count).toBe(
      kb.foods.filter((f) => excludedReason(kb, f, { dietType: "vegan" }) !== null).length,
    );
    const soyAlone = exclusionCounts(kb, { dietType: "balanced", allergies: ["soy"] });
    expect(soyAlone).toHaveLength(1);
    expect(counts.find((entry) => entry.label === soyAlone[0]!.label)?.count).toBe(soyAlone[0]!.count);
  });
});
