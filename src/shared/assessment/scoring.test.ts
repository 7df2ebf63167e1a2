import { describe, expect, it } from "vitest";
import { completeAnswers, minimalAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { dashboardRecommendationTexts, recommendationActionTexts } from "../texts/assessment.ts";
import type { DraftAnswers } from "./schema.ts";
import {
  daysWithProduct,
  keyRecommendations,
  topActions,
  nutrientStatuses,
  nutritionBalance,
  overallScore,
  recommendedFoods,
  supplementsReplaced,
} from "./scoring.ts";
import { ADULT_SLEEP_ROW, sleepHoursForAge, youngestAge } from "../sleep-hours.ts";

// Points of every value of every scored field (spec section 9 with decisions.md's fixes: fruit and veg
// `daily` is the top tier, `regularly` is read where the spec says `yes`, `more_than_60` sun is Good).
const overallPoints = {
  lifestyle: { active: 30, moderate: 20, sedentary: 10 },
  vegetablesFruitsConsumption: { daily: 30, "3_to_5": 20, rarely: 10 },
  sleepQuality: { good: 20, fair: 15, poor: 10 },
  stressLevel: { low: 20, medium: 15, high: 10 },
} as const;
const balancePoints = {
  dietType: { balanced: 30, mediterranean: 25, vegetarian: 20, vegan: 20, keto: 20, other: 20 },
  vegetablesFruitsConsumption: { daily: 40, "3_to_5": 30, rarely: 20 },
  takesDietarySupplements: { sometimes: 30, regularly: 20, no: 10 },
} as const;

/** Every combination of the values of the given fields. */
function combinations(table: Record<string, Record<string, number>>): Array<Record<string, string>> {
  return Object.entries(table).reduce<Array<Record<string, string>>>(
    (sets, [field, values]) => sets.flatMap((set) => Object.keys(values).map((value) => ({ ...set, [field]: value }))),
    [{}],
  );
}
const points = (table: Record<string, Record<string, number>>, answers: Record<string, string>) =>
  Object.entries(table).reduce((sum, [field, values]) => sum + values[answers[field]!]!, 0);

describe("scores over every value of every scored field", () => {
  it("overall score: every one of the 81 answer sets is the sum of its points", () => {
    const sets = combinations(overallPoints);
    expect(sets).toHaveLength(81);
    for (const answers of sets)
      expect(overallScore(answers as DraftAnswers), JSON.stringify(answers)).toBe(points(overallPoints, answers));
  });
  it("nutrition balance: every one of the 54 answer sets is the sum of its points", () => {
    const sets = combinations(balancePoints);
    expect(sets).toHaveLength(54);
    for (const answers of sets)
      expect(nutritionBalance(answers as DraftAnswers), JSON.stringify(answers)).toBe(points(balancePoints, answers));
  });
  it("nutrient status: every sunlight and meat/fish value", () => {
    const vitaminD = { less_than_30: [30, "low"], "30_to_60": [85, "good"], more_than_60: [85, "good"] } as const;
    const fromMeat = {
      daily: [
        [85, "good"],
        [85, "good"],
        [85, "good"],
      ],
      "3_to_5": [
        [85, "good"],
        [85, "good"],
        [85, "good"],
      ],
      rarely: [
        [65, "medium"],
        [65, "medium"],
        [40, "low"],
      ],
    } as const;
    for (const [sun, [percent, level]] of Object.entries(vitaminD)) {
      for (const [meat, expected] of Object.entries(fromMeat)) {
        const statuses = nutrientStatuses({ sunlightExposure: sun, meatFishConsumption: meat } as DraftAnswers);
        expect(statuses.map((s) => [s.percent, s.level])).toEqual([[percent, level], ...expected]);
        expect(statuses.map((s) => s.name)).toEqual(["Vitamin D", "Vitamin B12", "Iron", "Omega-3"]);
      }
    }
  });
});

describe("nutrient status with supplements, diet and life stage, within the spec's bars", () => {
  const base = {
    sunlightExposure: "less_than_30",
    meatFishConsumption: "rarely",
    takesDietarySupplements: "no",
    supplements: [],
  } as DraftAnswers;
  const levels = (answers: DraftAnswers, context?: Parameters<typeof nutrientStatuses>[1]) =>
    Object.fromEntries(nutrientStatuses(answers, context).map((s) => [s.nutrient, `${s.percent}% ${s.level}`]));

  it("counts the supplements the person takes", () => {
    expect(levels(base)).toEqual({
      vitamin_d: "30% low",
      vitamin_b12: "65% medium",
      iron: "65% medium",
      omega_3: "40% low",
    });
    const taking = {
      ...base,
      takesDietarySupplements: "regularly",
      supplements: ["vitamin_d", "omega_3", "other"],
      otherSupplement: "Vitamin B12 1000 mcg",
    } as DraftAnswers;
    expect(levels(taking)).toEqual({
      vitamin_d: "85% good",
      vitamin_b12: "85% good",
      iron: "65% medium",
      omega_3: "85% good",
    });
    // Ticked but then "no" to taking supplements: not counted.
    expect(levels({ ...taking, takesDietarySupplements: "no" }).vitamin_d).toBe("30% low");
  });

  it("counts meat and fish only for what the diet eats, and the life stage", () => {
    const often = { ...base, meatFishConsumption: "daily" } as DraftAnswers;
    const everyone = { eatsMeat: true, eatsFish: true, pregnant: false, over50: false };
    expect(levels(often, everyone)).toMatchObject({ vitamin_b12: "85% good", iron: "85% good", omega_3: "85% good" });
    expect(levels({ ...often, dietType: "vegetarian" })).toMatchObject({
      vitamin_b12: "65% medium",
      iron: "65% medium",
      omega_3: "40% low",
    });
    expect(levels(often, { ...everyone, eatsMeat: false })).toMatchObject({
      vitamin_b12: "85% good",
      iron: "65% medium",
      omega_3: "85% good",
    });
    expect(levels(often, { ...everyone, pregnant: true }).iron).toBe("65% medium");
    expect(levels(often, { ...everyone, over50: true }).vitamin_b12).toBe("65% medium");
  });

  it("never leaves the spec's values", () => {
    const allowed = new Set(["85% good", "30% low", "65% medium", "40% low"]);
    for (const status of nutrientStatuses(
      { ...base, takesDietarySupplements: "sometimes", supplements: ["vitamin_d"] },
      { eatsMeat: false, eatsFish: true, pregnant: true, over50: true },
    )) {
      expect(allowed.has(`${status.percent}% ${status.level}`)).toBe(true);
    }
  });
});

describe("overall score", () => {
  it("adds lifestyle, fruit and veg, sleep and stress", () => {
    expect(
      overallScore({
        lifestyle: "active",
        vegetablesFruitsConsumption: "daily",
        sleepQuality: "good",
        stressLevel: "low",
      }),
    ).toBe(100);
    expect(
      overallScore({
        lifestyle: "moderate",
        vegetablesFruitsConsumption: "3_to_5",
        sleepQuality: "fair",
        stressLevel: "medium",
      }),
    ).toBe(70);
    expect(
      overallScore({
        lifestyle: "sedentary",
        vegetablesFruitsConsumption: "rarely",
        sleepQuality: "poor",
        stressLevel: "high",
      }),
    ).toBe(40);
    expect(overallScore({})).toBe(40);
  });
  it("ranks fruit and veg daily above 3_to_5 (decisions.md)", () => {
    const base = { lifestyle: "moderate", sleepQuality: "fair", stressLevel: "medium" } as const;
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "daily" })).toBe(80);
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "3_to_5" })).toBe(70);
    expect(overallScore({ ...base, vegetablesFruitsConsumption: "rarely" })).toBe(60);
  });
});

describe("nutrition balance", () => {
  it("adds diet, fruit and veg and supplements, reading regularly where the spec says yes", () => {
    expect(
      nutritionBalance({
        dietType: "balanced",
        vegetablesFruitsConsumption: "daily",
        takesDietarySupplements: "sometimes",
      }),
    ).toBe(100);
    expect(
      nutritionBalance({
        dietType: "mediterranean",
        vegetablesFruitsConsumption: "3_to_5",
        takesDietarySupplements: "regularly",
      }),
    ).toBe(75);
    expect(
      nutritionBalance({ dietType: "vegan", vegetablesFruitsConsumption: "rarely", takesDietarySupplements: "no" }),
    ).toBe(50);
  });
});

describe("days with the product", () => {
  it("rounds up whole days since the first assessment, the first day being day 1", () => {
    const now = new Date("2025-03-10T12:00:00Z");
    expect(daysWithProduct("2025-03-10T12:00:00Z", now)).toBe(1);
    expect(daysWithProduct("2025-03-10T11:00:00Z", now)).toBe(1);
    expect(daysWithProduct(new Date("2025-03-08T13:00:00Z"), now)).toBe(2);
    expect(daysWithProduct(new Date("2025-03-08T11:00:00Z"), now)).toBe(3);
    // A database clock a moment ahead of the server's never gives 0 or less.
    expect(daysWithProduct(new Date("2025-03-10T12:00:01Z"), now)).toBe(1);
  });
  it("counts the same instant the same, whatever the offset it is written in", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    const sameInstant = [
      "2026-03-01T23:30:00-08:00",
      "2026-03-02T07:30:00Z",
      "2026-03-02T16:30:00+09:00",
      "2026-03-02T07:30:00",
    ];
    expect(new Set(sameInstant.map((text) => daysWithProduct(text, now)))).toEqual(new Set([9]));
  });
  it("gives the same answer in every time zone of the machine, across a daylight-saving change", () => {
    const saved = process.env.TZ;
    try {
      const results = ["UTC", "America/Los_Angeles", "Asia/Tokyo", "Europe/Berlin", "Pacific/Chatham"].map((zone) => {
        process.env.TZ = zone;
        // US clocks went forward on March 8, 2026: 13 days and 23 hours of elapsed time are still 14 days.
        return [
          daysWithProduct("2026-03-01T18:00:00", new Date("2026-03-15T17:00:00Z")),
          daysWithProduct(new Date("2026-03-01T18:00:00Z"), new Date("2026-03-15T17:00:00Z")),
        ];
      });
      expect(new Set(results.map((pair) => pair.join(",")))).toEqual(new Set(["14,14"]));
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("supplements replaced", () => {
  it("counts the supplements list", () => {
    expect(supplementsReplaced(completeAnswers)).toBe(1);
    expect(supplementsReplaced({})).toBe(0);
  });
});

describe("nutrient status", () => {
  it("vitamin D is good for 30-60 and more than 60 minutes of sun", () => {
    expect(nutrientStatuses({ sunlightExposure: "30_to_60" })[0]).toMatchObject({ percent: 85, level: "good" });
    expect(nutrientStatuses({ sunlightExposure: "more_than_60" })[0]).toMatchObject({ percent: 85, level: "good" });
    expect(nutrientStatuses({ sunlightExposure: "less_than_30" })[0]).toMatchObject({ percent: 30, level: "low" });
  });
  it("B12, iron and omega-3 are good for daily and 3_to_5 meat or fish", () => {
    for (const meat of ["daily", "3_to_5"] as const) {
      const [, b12, iron, omega] = nutrientStatuses({ meatFishConsumption: meat });
      expect([b12?.percent, iron?.percent, omega?.percent]).toEqual([85, 85, 85]);
    }
    const [, b12, iron, omega] = nutrientStatuses({ meatFishConsumption: "rarely" });
    expect([b12?.level, iron?.level, omega?.level]).toEqual(["medium", "medium", "low"]);
    expect([b12?.percent, iron?.percent, omega?.percent]).toEqual([65, 65, 40]);
  });
});

describe("recommended foods and key recommendations", () => {
  it("follows the spec's conditions", () => {
    expect(recommendedFoods(completeAnswers).map((f) => f.name)).toEqual([
      "Salmon",
      "Mushrooms",
      "Egg yolks",
      "Walnuts",
      "Algae-based supplement",
    ]);
    expect(recommendedFoods(minimalAnswers).map((f) => f.name)).toEqual(["Algae-based supplement"]);
  });
  it("always ends with the light-hearted item", () => {
    expect(keyRecommendations(completeAnswers).at(-1)).toBe(dashboardRecommendationTexts.joke);
    expect(keyRecommendations(minimalAnswers).at(-1)).toBe(dashboardRecommendationTexts.joke);
    expect(
      keyRecommendations({ sunlightExposure: "more_than_60", meatFishConsumption: "daily", stressLevel: "low" }),
    ).toEqual([dashboardRecommendationTexts.keepGoing, dashboardRecommendationTexts.joke]);
  });

  it("speaks to sunlight, meat and fish, and stress, in the spec's order", () => {
    const t = dashboardRecommendationTexts;
    const base = { sunlightExposure: "more_than_60", meatFishConsumption: "daily", stressLevel: "low" } as const;
    expect(keyRecommendations({ ...base, sunlightExposure: "less_than_30" })[0]).toBe(t.lowSunlight);
    expect(keyRecommendations({ ...base, meatFishConsumption: "rarely" }).slice(0, 2)).toEqual([
      t.lowOmega3,
      t.lowB12Iron,
    ]);
    expect(keyRecommendations({ ...base, stressLevel: "high" })[0]).toBe(t.highStress);
    expect(keyRecommendations({ ...base, stressLevel: "medium" })[0]).toBe(t.mediumStress);
  });

  it("never calls poor sleep, no activity or little water good habits", () => {
    const t = dashboardRecommendationTexts;
    // A sedentary 68-year-old who sleeps poorly and drinks under a litre, with enough sun, fish and little stress.
    const answers = {
      // An adult of CDC's 18-60 band, where the spec's "7 to 9 hours for most adults" stands.
      yearOfBirth: 1990,
      lifestyle: "sedentary",
      exerciseFrequency: "never",
      sleepQuality: "poor",
      waterIntake: "less_than_1",
      sunlightExposure: "30_to_60",
      meatFishConsumption: "3_to_5",
      stressLevel: "low",
    } as const;
    expect(keyRecommendations(answers)).toEqual([t.poorSleep, t.inactive, t.lowWater, t.joke]);
    expect(keyRecommendations({ ...answers, lifestyle: "moderate", exerciseFrequency: "3_to_4" })).not.toContain(
      t.keepGoing,
    );
    expect(topActions(answers)).toEqual([
      recommendationActionTexts.poorSleep,
      recommendationActionTexts.inactive,
      recommendationActionTexts.lowWater,
    ]);
  });

  it.each([
    [2016, "Give sleep a routine: at your age, aim for 9-12 hours."],
    [2011, "Give sleep a routine: at your age, aim for 8-10 hours."],
    [1990, recommendationActionTexts.poorSleep],
    [1955, "Give sleep a routine: at your age, aim for 7-8 hours."],
    [undefined, recommendationActionTexts.poorSleep],
  ])(
    "poor sleep, born %s: the hours for the age on the assessment's date (CDC, as the written assessment)",
    (year, said) => {
      const at = new Date("2026-06-01T12:00:00Z");
      const answers = {
        sleepQuality: "poor",
        stressLevel: "low",
        sunlightExposure: "more_than_60",
        meatFishConsumption: "daily",
        ...(year ? { yearOfBirth: year } : {}),
      } as const;
      expect(topActions(answers, 3, at)[0]).toBe(said);
      // The same function the server's policy uses for the written assessment and the dashboard.
      const row = sleepHoursForAge(youngestAge(year, at));
      expect(said.includes(row!.hours) || row!.id === ADULT_SLEEP_ROW).toBe(true);
    },
  );

  it("gives the three most important actions first, one short line each", () => {
    expect(topActions(completeAnswers)).toHaveLength(3);
    expect(topActions({ sunlightExposure: "more_than_60", meatFishConsumption: "daily", stressLevel: "low" })).toEqual([
      recommendationActionTexts.keepGoing,
    ]);
    for (const line of Object.values(recommendationActionTexts)) expect(line.length).toBeLessThanOrEqual(60);
  });

  it("puts an action a supplement the person takes already covers after the others", () => {
    const a = recommendationActionTexts;
    const answers = {
      sunlightExposure: "less_than_30",
      meatFishConsumption: "rarely",
      stressLevel: "high",
      takesDietarySupplements: "regularly",
      supplements: ["vitamin_d"],
    } as DraftAnswers;
    expect(topActions(answers)).toEqual([a.lowOmega3, a.lowB12Iron, a.highStress]);
    expect(topActions({ ...answers, takesDietarySupplements: "no" })).toEqual([
      a.lowSunlight,
      a.lowOmega3,
      a.lowB12Iron,
    ]);
  });
});
