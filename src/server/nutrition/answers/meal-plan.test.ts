import { describe, expect, it } from "vitest";
import { meals, planDay, type DayPlan } from "./meal-plan.ts";
import { kb } from "../kb/test-support.ts";

// The day planner on its own: a day without a history is the plain day, and a history rotates a small category.

const names = (day: DayPlan) => meals.flatMap((meal) => day[meal].map((food) => food.name));

describe("planDay", () => {
  it("plans the same day with an empty history as without one", () => {
    for (const keto of [false, true])
      expect(names(planDay(kb, kb.foods, [], { keto, lastUsed: new Map() }))).toEqual(
        names(planDay(kb, kb.foods, [], { keto })),
      );
  });

  it("rotates a category with few foods through all of them, the one served longest ago first", () => {
    // Five fruits and nothing else: three slots take fruit (breakfast's, and both of the snack's) each day.
    const fruits = kb.foods.filter((food) => food.category === "fruits" && !/dried/i.test(food.name)).slice(0, 5);
    const lastUsed = new Map<string, number>();
    const days = [0, 1, 2].map((index) => {
      const day = planDay(kb, fruits, [], { keto: false, lastUsed });
      for (const food of meals.flatMap((meal) => day[meal])) lastUsed.set(food.id, index);
      return names(day);
    });
    const [a, b, c, d, e] = fruits.map((food) => food.name);
    expect(days).toEqual([
      [a, b, c],
      [d, e, a],
      [b, c, a], // d, e and a were all served yesterday: the most useful of them, a
    ]);
  });
});
