import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFileError } from "../kb/csv.ts";
import { DEFAULT_DATA_DIR, loadKnowledgeBase } from "../kb/load.ts";
import { cachedAssessor } from "../policy/exclusions.ts";
import { createPolicy } from "../policy/policy.ts";
import { dietMatrix, lifeMatrix } from "../policy/matrix-cases.ts";
import { kb } from "../kb/test-support.ts";
import { FOOD_NUTRIENT_KEYS } from "../kb/types.ts";
import { DEFAULT_MEALS_DIR } from "../kb/meals/load.ts";
import { mealsFor } from "./planner.ts";
import { mealTags } from "./tags.ts";
import { MEAL_SLOTS } from "../kb/meals/types.ts";

// The meal library: its nutrients are the sums of its ingredients' USDA rows, its tags are what the policy says,
// every meal offered to every person of the policy's matrix passes the policy, and a bad row stops the load.

const { meals } = kb.meals;

describe("the meal library", () => {
  it("has at least 150 meals, with breakfasts, lunches, dinners and snacks", () => {
    expect(meals.length).toBeGreaterThanOrEqual(150);
    for (const slot of MEAL_SLOTS)
      expect(meals.filter((meal) => meal.slots.includes(slot)).length, slot).toBeGreaterThanOrEqual(40);
  });

  it("gives each meal's nutrients per serving as the sum of its ingredients' rows (grams x value per 100 g), divided by its servings", () => {
    for (const meal of meals) {
      const energy =
        meal.ingredients.reduce((sum, { food, grams }) => sum + ((food.energyKcal ?? 0) * grams) / 100, 0) /
        meal.servings;
      expect(meal.perServing.energyKcal, meal.id).toBeCloseTo(energy, 6);
      for (const key of FOOD_NUTRIENT_KEYS) {
        const reported = meal.ingredients.filter(({ food }) => food.nutrients[key] !== undefined);
        const sum =
          reported.reduce((total, { food, grams }) => total + (food.nutrients[key]! * grams) / 100, 0) / meal.servings;
        // No ingredient reports the nutrient: unknown (absent), never zero.
        expect(meal.perServing.values[key] === undefined, `${meal.id} ${key} unknown`).toBe(reported.length === 0);
        expect(meal.perServing.values[key] ?? 0, `${meal.id} ${key}`).toBeCloseTo(sum, 6);
      }
    }
  });

  it("declares exactly the diets and allergens the policy decides for its ingredients", () => {
    const tags = mealTags(kb);
    for (const meal of meals)
      expect({ diets: meal.diets, allergens: meal.allergens }, meal.id).toEqual(tags.get(meal.id));
  });

  it("offers every diet the app knows, and the common allergies, meals for every slot", () => {
    const policy = createPolicy(kb);
    const people = [...policy.rules.diets.keys()].map((id) => ({ label: id, input: { dietIds: [id] } }));
    people.push(
      ...(["lactose", "gluten", "soy", "nuts"] as const).map(
        (allergy) => ({ label: allergy, input: { allergies: [allergy] } }) as never,
      ),
    );
    for (const { label, input } of people) {
      const offered = mealsFor(kb, cachedAssessor(kb, policy.rules, policy.resolvePerson(input)));
      for (const slot of MEAL_SLOTS)
        expect(
          offered.filter((verdict) => verdict.meal.slots.includes(slot)).length,
          `${label} ${slot}`,
        ).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("everyday staples (data/nutrients/staples.csv)", () => {
  const staple = (name: string) => kb.staples.find((food) => food.name === name)!;

  it("are cooked with, never offered as a source of a nutrient", () => {
    expect(kb.staples.map((food) => food.name)).toEqual(
      expect.arrayContaining([
        "Olive oil",
        "Wholemeal bread",
        "Pasta, cooked",
        "White rice, cooked",
        "Butter, unsalted",
      ]),
    );
    for (const food of kb.staples)
      expect(
        kb.foods.some((other) => other.id === food.id),
        food.name,
      ).toBe(false);
    const cookedWith = new Set(meals.flatMap((meal) => meal.ingredients.map(({ food }) => food.id)));
    for (const food of kb.staples) expect(cookedWith.has(food.id), food.name).toBe(true);
  });

  it("are judged by the policy's rules like any food: bread is refused for a gluten allergy and on keto, butter for a vegan", () => {
    const policy = createPolicy(kb);
    const verdict = (input: Parameters<typeof policy.resolvePerson>[0], name: string) =>
      cachedAssessor(kb, policy.rules, policy.resolvePerson(input)).assess(staple(name)).exclusion;
    expect(verdict({ allergies: ["gluten"] }, "Wholemeal bread")).not.toBeNull();
    expect(verdict({ dietIds: ["keto"] }, "Pasta, cooked")).not.toBeNull();
    expect(verdict({ dietIds: ["vegan"] }, "Butter, unsalted")).not.toBeNull();
    expect(verdict({ dietIds: ["vegan"] }, "Olive oil")).toBeNull();
    const onToast = meals.find((meal) => meal.id === "beans-on-wholemeal-toast-with-tomatoes")!;
    const glutenFree = cachedAssessor(kb, policy.rules, policy.resolvePerson({ allergies: ["gluten"] }));
    expect(mealsFor(kb, glutenFree).some((item) => item.meal.id === onToast.id)).toBe(false);
  });
});

describe(`every meal offered to every person of the policy's matrix passes the policy (${dietMatrix.length + lifeMatrix.length} people)`, () => {
  it("has every ingredient allowed, and carries each ingredient's cautions", () => {
    const policy = createPolicy(kb);
    const problems: string[] = [];
    for (const { label, input } of [...dietMatrix, ...lifeMatrix]) {
      const assessor = cachedAssessor(kb, policy.rules, policy.resolvePerson(input));
      for (const verdict of mealsFor(kb, assessor)) {
        for (const { food } of verdict.meal.ingredients) {
          const said = assessor.assess(food);
          if (said.exclusion) problems.push(`${label}: ${verdict.meal.id} has ${food.name}`);
          for (const caution of said.cautions)
            if (!verdict.cautions.some((item) => item.caution.ruleId === caution.ruleId))
              problems.push(`${label}: ${verdict.meal.id} lost ${caution.ruleId}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function loadError(file: string, edit: (text: string) => string): DataFileError {
  const dir = mkdtempSync(join(tmpdir(), "meals-"));
  copies.push(dir);
  cpSync(DEFAULT_MEALS_DIR, dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), "utf8")));
  try {
    loadKnowledgeBase(DEFAULT_DATA_DIR, dir);
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
  throw new Error("expected the load to fail");
}

// Each case loads the whole knowledge base again (about half a second, more on a busy machine).
describe("a bad row stops the load, naming the file, line and column", { timeout: 30_000 }, () => {
  it("an unknown food id", () => {
    const error = loadError("ingredients.csv", (text) => text.replace(/\n([^,\n]+),173904,/, "\n$1,999999,"));
    expect(error.message).toMatch(/^meals\/ingredients\.csv, line \d+, column 2: fdc_id: unknown food "999999"/);
  });

  it("grams that are not a positive number", () => {
    expect(loadError("ingredients.csv", (text) => text.replace(/,(\d+)\n/, ",-5\n")).message).toMatch(
      /^meals\/ingredients\.csv, line 2, column 4: grams: -5 is below the minimum/,
    );
    expect(loadError("ingredients.csv", (text) => text.replace(/,(\d+)\n/, ",lots\n")).message).toMatch(
      /^meals\/ingredients\.csv, line 2, column 4: grams: expected a number, got "lots"/,
    );
  });

  it("a slot or diet the app does not know", () => {
    expect(loadError("meals.csv", (text) => text.replace(",breakfast,", ",brunch,")).message).toMatch(
      /^meals\/meals\.csv, line 2, column 3: slots: unknown slot "brunch"/,
    );
    expect(loadError("meals.csv", (text) => text.replace("vegetarian|", "carnivore|")).message).toMatch(
      /^meals\/meals\.csv, line 2, column 7: diets: unknown diet "carnivore"/,
    );
  });
});
