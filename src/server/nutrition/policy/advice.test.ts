import { describe, expect, it } from "vitest";
import type { NutrientKey } from "../kb/types.ts";
import { person, policy } from "./test-helpers.ts";
import type { PersonInput } from "./types.ts";

const ids = (input: PersonInput, nutrient: NutrientKey | null) =>
  policy.adviceFor(person(input), nutrient).lines.map((line) => line.ruleId);
const text = (input: PersonInput, nutrient: NutrientKey | null) =>
  policy
    .adviceFor(person(input), nutrient)
    .lines.map((line) => line.message)
    .join(" ");
const keyArea = (input: PersonInput) => policy.adviceFor(person(input), "iron_mg").keyArea.status;

describe("adviceFor: standard advice where it applies, each line sourced", () => {
  it("B12 from fortified foods or a supplement for plant-based eaters and people over 50", () => {
    expect(ids({ dietType: "vegan", age: 30 }, "vitamin_b12_ug")).toEqual(["b12-plant-based"]);
    expect(ids({ dietType: "other", otherDietType: "plant-based", age: 30 }, null)).toContain("b12-plant-based");
    expect(ids({ age: 62 }, "vitamin_b12_ug")).toEqual(["b12-over-50"]);
    expect(ids({ dietType: "vegan", age: 62 }, "vitamin_b12_ug")).toEqual(["b12-plant-based", "b12-over-50"]);
    expect(ids({ age: 30, dietType: "balanced" }, "vitamin_b12_ug")).toEqual([]);
    expect(ids({ dietType: "vegan", age: 30, pregnancy: "breastfeeding", sex: "female" }, "vitamin_b12_ug")).toContain(
      "b12-plant-based-breastfeeding",
    );
  });

  it("limited ALA conversion and algal oil for everyone who eats no fish, whatever the reason", () => {
    for (const input of [
      { dietType: "vegan" },
      { dietType: "vegetarian" },
      { allergies: ["other"], otherAllergy: "fish" },
      { dietType: "other", otherDietType: "vegan" },
    ] as PersonInput[]) {
      const fishAllergy = input.otherAllergy === "fish" ? ["fish-allergy-supplements"] : [];
      expect(ids(input, "epa_plus_dha_g"), JSON.stringify(input)).toEqual(["omega3-no-fish", ...fishAllergy]);
      expect(text(input, "ala_g"), JSON.stringify(input)).toMatch(
        /only a small share of plant omega-3 \(ALA\) into EPA and DHA.*algal oil/,
      );
    }
    expect(ids({ dietType: "other", otherDietType: "pescatarian" }, "epa_plus_dha_g")).toEqual([]);
  });

  it("vitamin C with plant iron; more iron for people who eat no meat", () => {
    expect(ids({ age: 30 }, "iron_mg")).toEqual(["iron-vitamin-c"]);
    expect(ids({ dietType: "vegetarian" }, "iron_mg")).toEqual(["iron-vitamin-c", "iron-plant"]);
  });

  it("the calcium limit of 2,000 mg after 51, and only then", () => {
    expect(text({ age: 60 }, "calcium_mg")).toMatch(/From age 51 the upper limit for calcium is 2,000 mg a day/);
    expect(ids({ age: 40 }, "calcium_mg")).toEqual([]);
  });

  it("iron is a key area only for those at risk: never for men, nor women over 51, who eat meat", () => {
    expect(keyArea({ sex: "male", age: 40, dietType: "balanced" })).toBe("no");
    expect(keyArea({ sex: "female", age: 58, dietType: "balanced" })).toBe("no");
    expect(keyArea({ sex: "male", age: 70 })).toBe("no");
    expect(keyArea({ sex: "female", age: 30 })).toBe("yes");
    expect(keyArea({ sex: "female", age: 58, pregnancy: "pregnant" })).toBe("yes");
    expect(keyArea({ sex: "male", age: 40, dietType: "vegan" })).toBe("yes");
    expect(keyArea({ sex: "male", age: 40, dietType: "other", otherDietType: "pescatarian" })).toBe("yes");
    expect(keyArea({ sex: "male", age: 40, eatsMeatRarely: true })).toBe("yes");
    expect(keyArea({ sex: "female", age: 30, otherHealthCondition: "haemochromatosis" })).toBe("no");
    const reasons = policy.adviceFor(person({ sex: "female", age: 30 }), "iron_mg").keyArea;
    expect(reasons).toEqual({
      status: "yes",
      reasons: [
        expect.objectContaining({
          ruleId: "iron-key-menstruating",
          message: "Iron needs are higher for women who menstruate.",
        }),
      ],
    });
    expect(policy.adviceFor(person({}), "vitamin_d_ug").keyArea).toEqual({ status: "unrestricted" });
  });

  it("folate and folic acid for pregnancy, trying to conceive and anyone who could become pregnant", () => {
    expect(ids({ sex: "female", age: 30, pregnancy: "pregnant" }, "folate_dfe_ug")).toEqual(["folate-pregnancy"]);
    expect(ids({ sex: "female", age: 30, otherHealthCondition: "trying to conceive" }, "folate_dfe_ug")).toEqual([
      "folate-possible-pregnancy",
    ]);
    expect(ids({ sex: "female", age: 30 }, "folate_dfe_ug")).toEqual(["folate-childbearing"]);
    expect(ids({ sex: "male", age: 30 }, "folate_dfe_ug")).toEqual([]);
  });

  it("never names foods the person leaves out: the vitamin D line for a vegan has no fish or eggs", () => {
    expect(ids({ age: 40 }, "vitamin_d_ug")).toEqual(["vitamin-d-fish-eggs"]);
    expect(ids({ dietType: "vegan" }, "vitamin_d_ug")).toEqual(["vitamin-d-mushrooms"]);
    expect(text({ dietType: "vegan" }, "vitamin_d_ug")).not.toMatch(/fish|egg/i);
    expect(ids({ allergies: ["other"], otherAllergy: "eggs" }, "vitamin_d_ug")).toEqual(["vitamin-d-mushrooms"]);
    expect(ids({ dietType: "vegan", otherDietType: "low fodmap" }, "vitamin_d_ug")).toEqual(["vitamin-d-general"]);
    expect(ids({ dietType: "vegan", age: 70 }, null)).toContain("food-safety-general");
    expect(text({ dietType: "vegan", age: 70 }, null)).not.toMatch(/eggs|meat|fish/);
    expect(ids({ dietType: "balanced", age: 70 }, null)).toContain("food-safety-animal");
    expect(ids({ dietType: "vegan", pregnancy: "pregnant", sex: "female", age: 30 }, null)).not.toContain(
      "fish-pregnancy",
    );
  });

  it("gives no tip to raise a nutrient the person's condition says not to push, only the condition's own advice", () => {
    expect(ids({ otherHealthCondition: "haemochromatosis" }, "iron_mg")).toEqual(["haemochromatosis"]);
    expect(ids({ age: 10 }, "iron_mg")).toEqual([]);
    expect(ids({ otherHealthCondition: "warfarin" }, "vitamin_k_ug")).toEqual(["vitamin-k-vka"]);
    expect(
      policy.adviceFor(person({ otherHealthCondition: "CKD" }), "potassium_mg").withheld.map((item) => item.ruleId),
    ).toEqual(["no-potassium-ckd"]);
  });

  it("cites a source for every line", () => {
    for (const line of policy.adviceFor(
      person({ dietType: "vegan", age: 60, sex: "female", otherHealthCondition: "warfarin" }),
      null,
    ).lines) {
      expect(line.source.url, line.ruleId).toMatch(/^https:\/\//);
      expect(line.source.label, line.ruleId).not.toBe("");
    }
  });
});
