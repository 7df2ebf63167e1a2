import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_DATA_DIR } from "./load.ts";
import { loadKnowledgeBaseWithSnapshot, writeKnowledgeBaseSnapshot } from "./snapshot.ts";
import { kb } from "./test-support.ts";

const dir = mkdtempSync(join(tmpdir(), "kb-snapshot-"));
const data = join(dir, "data");
cpSync(DEFAULT_DATA_DIR, data, { recursive: true });
const file = join(dir, "knowledge-base.bin");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const salmon = (base: typeof kb) => base.foods.find((food) => food.id === "175168")?.nutrients.vitamin_d_ug;

describe("the build's knowledge-base snapshot", () => {
  it("gives the same knowledge base as loading the CSV files", () => {
    writeKnowledgeBaseSnapshot(file, data);
    expect(loadKnowledgeBaseWithSnapshot(file, data)).toEqual(kb);
  });

  it("is ignored once a data file changed: the start reads today's files", () => {
    writeKnowledgeBaseSnapshot(file, data);
    const foods = join(data, "foods.csv");
    const before = readFileSync(foods, "utf8");
    // Farmed cooked salmon's vitamin D (13.1 µg) edited after the build.
    writeFileSync(foods, before.replace("69,3.7,13.1,", "69,3.7,14.2,"));
    try {
      expect(salmon(loadKnowledgeBaseWithSnapshot(file, data))).toBe(14.2);
    } finally {
      writeFileSync(foods, before);
    }
    expect(salmon(loadKnowledgeBaseWithSnapshot(file, data))).toBe(13.1);
  });

  it("falls back to the CSV files when the snapshot is missing or cut short", () => {
    expect(salmon(loadKnowledgeBaseWithSnapshot(join(dir, "none.bin"), data))).toBe(13.1);
    writeKnowledgeBaseSnapshot(file, data);
    writeFileSync(file, readFileSync(file).subarray(0, 1000));
    expect(salmon(loadKnowledgeBaseWithSnapshot(file, data))).toBe(13.1);
  });
});
