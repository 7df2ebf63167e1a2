import { describe, expect, it } from "vitest";
import {
  shortenText,
  sourceMarkdown,
  withSourceMarkdown,
  formatAmount,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  intlFormatNumber,
  formatQuantity,
  formatRating,
  formatServing,
  isPluralName,
  lowerFirst,
  nutrientName,
  upperFirst,
} from "./format.ts";

describe("numbers", () => {
  it("groups digits and drops trailing zeros", () => {
    expect(formatNumber(1234.56)).toBe("1,234.6");
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatNumber(0.0125, 3)).toBe("0.013");
    expect(formatNumber(4)).toBe("4");
  });

  it("writes every number as Intl.NumberFormat does (its fast path for plain digits included)", () => {
    // Halves, nines that carry, the shortest decimal's own rounding (1.005), exponents, negatives, non-finite.
    const values = [0, -0, 4, 9.95, 99.95, 999.95, 9999.5, 0.5, 1.005, 1.05, 2.5, 0.0125, 1e-7, 5e-7, 1e21, 1e20];
    values.push(123456789.987, 0.049999, 1234567.5, -2.5, -0.04, Number.NaN, Number.POSITIVE_INFINITY);
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const scale = 10 ** Math.floor(random() * 14 - 6);
      values.push(random() * scale, Math.round(random() * 100000) / 10 ** Math.floor(random() * 5));
      values.push((Math.round(random() * 2000) / 2000) * scale);
    }
    const differ = values.flatMap((value) =>
      [0, 1, 2, 3].flatMap((decimals) => {
        const written = formatNumber(value, decimals);
        const intl = intlFormatNumber(value, decimals);
        return written === intl ? [] : [`${value} to ${decimals}: ${written}, Intl ${intl}`];
      }),
    );
    expect(differ).toEqual([]);
    expect(values.length).toBeGreaterThan(15_000);
  });

  it.each([
    [1350, "1350", "1,350"],
    [134.4, "134", "134"],
    [45.26, "45", "45.3"],
    [7.97, "8", "8"],
    [5.12, "5.1", "5.1"],
    [0.25, "0.25", "0.25"],
    [0.0123, "0.01", "0.012"],
    [0, "0", "0"],
  ])("writes the amount %d as %s (assessment) and %s (lookup)", (value, compact, detailed) => {
    expect(formatAmount(value, "compact")).toBe(compact);
    expect(formatAmount(value, "detailed")).toBe(detailed);
  });

  it("rounds the compact style as toFixed does, so the assessment's figures keep every digit", () => {
    // 9.95 is stored as 9.9499999...: toFixed gives 9.9 where Intl, rounding the shortest decimal, gives 10.
    expect(formatAmount(9.95, "compact")).toBe("9.9");
    expect(formatAmount(9.95, "detailed")).toBe("10");
  });

  it("puts the unit after the amount", () => {
    expect(formatQuantity(5.12, "g", "compact")).toBe("5.1 g");
    expect(formatQuantity(13.14, "µg")).toBe("13.1 µg");
    expect(formatQuantity(1000, "µg")).toBe("1,000 µg");
  });

  it("writes a share of the Daily Value as a whole percent, a trace as <1%", () => {
    expect(formatPercent(45.4)).toBe("45%");
    expect(formatPercent(3502.2)).toBe("3,502%");
    expect(formatPercent(3502.2, "compact")).toBe("3502%");
    expect(formatPercent(0.4)).toBe("<1%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("writes ratings with one decimal", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(3.5)).toBe("3.5");
  });
});

describe("servings", () => {
  it("is one format everywhere: the label, a comma, grams with at most one decimal", () => {
    expect(formatServing("1 cup", 244)).toBe("1 cup, 244 g");
    expect(formatServing("1 oz", 28.35)).toBe("1 oz, 28.4 g");
    expect(formatServing("1/2 cup, cubes", 102.5)).toBe("1/2 cup, cubes, 102.5 g");
  });

  it("adds no parentheses of its own, so a serving can stand in parentheses after a food name", () => {
    expect(`Chia seeds (${formatServing("1 oz", 28.35)})`).toBe("Chia seeds (1 oz, 28.4 g)");
    expect(formatServing("1 oz (14 halves)", 28.35)).toBe("1 oz (14 halves), 28.4 g");
  });
});

describe("text", () => {
  it("joins lists without a serial comma, with and or or", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["iron"])).toBe("iron");
    expect(formatList(["iron", "zinc"])).toBe("iron and zinc");
    expect(formatList(["vitamin D", "iron", "zinc"])).toBe("vitamin D, iron and zinc");
    expect(formatList(["tofu", "tempeh"], "or")).toBe("tofu or tempeh");
  });

  it("lowers a name's first letter only where it starts a word, and raises a sentence's", () => {
    expect(lowerFirst("Vitamin B12")).toBe("vitamin B12");
    expect(lowerFirst("EPA + DHA (omega-3)")).toBe("EPA + DHA (omega-3)");
    expect(lowerFirst("3-5 times a week")).toBe("3-5 times a week");
    expect(upperFirst("high stress and poor sleep")).toBe("High stress and poor sleep");
  });

  it("writes dates as the emails do, in UTC unless told otherwise", () => {
    expect(formatDate("2026-11-25T23:30:00Z")).toBe("November 25, 2026");
    expect(formatDate("2026-11-25T23:30:00Z", "Asia/Tokyo")).toBe("November 26, 2026");
  });
});

describe("grammatical number of a food's name", () => {
  it.each([
    ["Peanuts, dry-roasted, unsalted", true],
    ["Black beans, cooked", true],
    ["Brazil nuts", true],
    ["Sardines, Atlantic, canned in oil (with bones)", true],
    ["Salmon, Atlantic, farmed, cooked", false],
    ["Beef liver, pan-fried", false],
    ["Asparagus, cooked", false],
    ["Watercress", false],
    ["Molasses", false],
    ["Hummus", false],
    ["Tahini", false],
  ])("%s: plural %s", (name, plural) => expect(isPluralName(name)).toBe(plural));
});

describe("nutrient names", () => {
  it("has a label for cards, a name for advice and a short name for sentences", () => {
    expect(nutrientName("vitamin_d_ug")).toBe("Vitamin D");
    expect(nutrientName("vitamin_d_ug", "advice")).toBe("Vitamin D");
    expect(nutrientName("vitamin_d_ug", "short")).toBe("vitamin D");
    expect(nutrientName("fiber_g")).toBe("Dietary fiber");
    expect(nutrientName("fiber_g", "advice")).toBe("Fibre");
    expect(nutrientName("fiber_g", "short")).toBe("fiber");
    expect(nutrientName("ala_g", "advice")).toBe("Omega-3 (ALA, plant)");
    expect(nutrientName("epa_plus_dha_g", "short")).toBe("EPA + DHA");
    expect(nutrientName("vitamin_b12_ug", "short")).toBe("vitamin B12");
  });
});

describe("shortenText", () => {
  it("keeps a short text and cuts a long one between graphemes, within the length in UTF-16 units", () => {
    expect(shortenText("short", 10)).toBe("short");
    expect(shortenText("a".repeat(58) + "😀😀", 60)).toBe(`${"a".repeat(58)}…`);
    const family = "👩‍👩‍👧";
    expect(shortenText(`ab${family}${family}`, 12)).toBe(`ab${family}…`);
    // "é" as e and a combining accent: never cut between them.
    expect(shortenText("cafe\u0301s and more", 5)).toBe("caf…");
  });
});

describe("sourceMarkdown", () => {
  it("writes a web source as a Markdown link in parentheses, after the line", () => {
    expect(
      withSourceMarkdown("Avoid liver.", { label: "NHS", url: "https://www.nhs.uk/pregnancy/foods-to-avoid/" }),
    ).toBe("Avoid liver. ([NHS](https://www.nhs.uk/pregnancy/foods-to-avoid/))");
  });
  it("keeps brackets in the name and parentheses in the address from breaking the link", () => {
    expect(sourceMarkdown({ label: "NIH [ODS]", url: "https://ods.od.nih.gov/a_(b)" })).toBe(
      "([NIH \\[ODS\\]](https://ods.od.nih.gov/a_%28b%29))",
    );
  });
  it("names a source without a web address (our decision records) without a link", () => {
    expect(
      sourceMarkdown({ label: "FoodFirst decision record 020", url: "docs/decisions/020-clinical-safety-policy.md" }),
    ).toBe("(FoodFirst decision record 020)");
  });
});
