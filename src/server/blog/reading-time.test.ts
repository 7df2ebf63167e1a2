import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, WORDS_PER_MINUTE } from "./reading-time.ts";

describe("reading time", () => {
  it("counts the words a reader reads, not link addresses or Markdown marks", () => {
    expect(
      countWords(
        "## Why it matters\n\nEat **more** [lentils](https://example.org/a-very-long-address) - daily.\n\n| Food | Amount |\n| --- | ---: |",
      ),
    ).toBe(9);
  });

  it("rounds up to whole minutes, at least one", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
  });
});
