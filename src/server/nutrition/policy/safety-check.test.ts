import { describe, expect, it } from "vitest";
import { person, policy } from "./test-helpers.ts";

// The safety check said after a language model's text: every food it names that the person's diet,
// allergies, conditions or life stage rule out, and the cautions it leaves unsaid, in our words, apart
// from the text; nothing for a text that names only foods that suit the person.

const check = (who: ReturnType<typeof person>, text: string) => policy.safetyCheck(who, text);
/** The findings as the person reads them, one paragraph each. */
const findings = (who: ReturnType<typeof person>, text: string) =>
  check(who, text)
    .split("\n\n")
    .filter((paragraph) => paragraph.startsWith("**Safety check:**"))
    .map((paragraph) => paragraph.trim());

const sesame = person({ allergies: ["other"], otherAllergy: "sesame" });
const vegetarianWithNutAllergy = person({ dietType: "vegetarian", allergies: ["nuts"] });
const vegan = person({ dietType: "vegan" });
const pregnant = person({ sex: "female", age: 30, pregnancy: "pregnant" });
const man = person({ sex: "male", age: 40, dietType: "balanced" });

describe("the safety check after a model's text", () => {
  it("says a food the person's allergy rules out, after a rule, as the text's last part", () => {
    const text = "Hummus with tahini gives you calcium.";
    expect(check(sesame, text)).toBe(
      "\n\n---\n\n**Safety check:** this answer mentions tahini, which your sesame allergy rules out - please leave it out.\n",
    );
    expect(check(sesame, `${text}\n`)).toMatch(/^\n---\n\n/);
    expect(check(sesame, `${text}\n\n`)).toMatch(/^---\n\n/);
  });

  it("agrees with a plural food name: peanuts are, and are left out as them", () => {
    const found = check(vegetarianWithNutAllergy, "A handful of peanuts gives you protein.");
    expect(found).toContain("mentions peanuts, which your nut allergy rules out");
    expect(found).toContain("please leave them out.");
  });

  it("adds nothing to a text that names only foods that suit the person", () => {
    const text =
      "Lentils, spinach, tofu and chickpeas give iron; have them with red bell pepper for vitamin C. Keep your records up to date.";
    for (const who of [sesame, vegetarianWithNutAllergy, vegan, pregnant, man]) expect(check(who, text)).toBe("");
    expect(check(vegan, "Choose soy milk, oat milk or a dairy-free yogurt, and a flax egg in baking.")).toBe("");
    expect(check(man, "Egg yolks and UV-exposed mushrooms give vitamin D; morels are good cooked.")).toBe("");
  });

  it("groups the foods one reason rules out, and names each reason: diet, allergy, typed allergy", () => {
    expect(findings(vegetarianWithNutAllergy, "Walnuts, almonds and salmon give omega-3. So do chia seeds.")).toEqual([
      "**Safety check:** this answer mentions walnuts and almonds, which your nut allergy rules out (tree nut) - please leave them out.",
      "**Safety check:** this answer mentions salmon, which your vegetarian diet rules out (fish) - please leave it out.",
    ]);
    expect(findings(vegan, "Greek yogurt with honey, or fish.")).toEqual([
      "**Safety check:** this answer mentions greek yogurt, honey and fish, which your vegan diet rules out (animal food) - please leave them out.",
    ]);
    const kiwi = person({ allergies: ["other"], otherAllergy: "kiwi, coconut" });
    expect(findings(kiwi, "Kiwi for vitamin C, and coconut water.")).toEqual([
      "**Safety check:** this answer mentions kiwi, which your kiwi allergy rules out - please leave it out.",
      "**Safety check:** this answer mentions coconut, which your coconut allergy rules out - please leave it out.",
    ]);
  });

  it("says what pregnancy and conditions rule out, foods our data does not have included, and cautions the text left out", () => {
    expect(findings(pregnant, "Liver is rich in iron. Swordfish and tuna give omega-3, and brie is a treat.")).toEqual([
      "**Safety check:** this answer mentions liver, which is not for you (pregnancy: liver: too much vitamin A in pregnancy) - please leave it out.",
      "**Safety check:** this answer mentions swordfish, which is not for you (pregnancy: high in mercury) - please leave it out.",
      "**Safety check:** this answer mentions tuna. Pregnant or trying: no more than 2 tuna steaks or 4 medium cans of tuna a week (mercury).",
      "**Safety check:** this answer mentions brie, which is not for you (pregnancy: mould-ripened or soft blue cheese (Listeria risk in pregnancy unless cooked until steaming hot)) - please leave it out.",
    ]);
    // A caution the text already gives is not said twice.
    expect(
      check(
        pregnant,
        "Tuna: Pregnant or trying: no more than 2 tuna steaks or 4 medium cans of tuna a week (mercury).",
      ),
    ).toBe("");
    const kidneys = person({
      sex: "male",
      age: 60,
      healthConditions: ["other"],
      otherHealthCondition: "kidney disease",
    });
    expect(findings(kidneys, "Bananas and potatoes give potassium.")).toEqual([
      "**Safety check:** this answer mentions bananas and potatoes, which are not for you (kidney disease: high in potassium) - please leave them out.",
    ]);
    expect(findings(man, "Beef liver is rich in vitamin A.")[0]).toMatch(
      /^\*\*Safety check:\*\* this answer mentions beef liver\. One serving has 6,582 µg RAE of vitamin A, above the upper limit/,
    );
  });

  it("says to cook a food the text names raw", () => {
    expect(findings(man, "Raw eggs in a smoothie, or raw salmon as sushi.")).toEqual([
      "**Safety check:** this answer mentions raw eggs: raw egg: cook eggs until yolk and white are firm.",
      "**Safety check:** this answer mentions raw salmon: raw fish or shellfish: we suggest it cooked.",
    ]);
  });

  it("is the same for every screen: the person bound once gives the same check", () => {
    const text = "Walnuts and salmon.";
    expect(policy.forPerson(vegetarianWithNutAllergy).safetyCheck(text)).toBe(check(vegetarianWithNutAllergy, text));
  });
});
