import { describe, expect, it } from "vitest";
import { DataFileError, parseCsvRecords, readCsvTable } from "./csv.ts";

describe("CSV reader", () => {
  it("reads quoted cells with commas, doubled quotes and newlines, and keeps each record's line", () => {
    const records = parseCsvRecords('a,b\n"x, y","say ""hi"""\n"two\nlines",3\n', "t.csv");
    expect(records.map((record) => record.cells.map((cell) => cell.value))).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", "3"],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3]);
  });

  it("handles CRLF line ends, a byte-order mark, blank lines and a missing final newline", () => {
    const records = parseCsvRecords("\uFEFFa,b\r\n1,2\r\n\r\n3,4", "t.csv");
    expect(records.map((record) => record.cells.map((cell) => cell.value))).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(records[2]?.line).toBe(4);
  });

  it("names file, line and column for an unclosed quote or a stray quote", () => {
    expect(() => parseCsvRecords('a,b\n1,"open\n', "t.csv")).toThrow(
      /^t\.csv, line 2, column 2: a quoted cell is never closed/,
    );
    expect(() => parseCsvRecords('a,b\n1,x"y\n', "t.csv")).toThrow(
      /^t\.csv, line 2, column 2: a quote inside an unquoted cell/,
    );
  });

  it("checks the header and the number of cells per record", () => {
    expect(() => readCsvTable("a,b\n1,2,3\n", "t.csv", ["a"])).toThrow(DataFileError);
    expect(() => readCsvTable("a,b\n1,2,3\n", "t.csv", ["a"])).toThrow(
      "t.csv, line 2, column 3: expected 2 cells as in the header, found 3",
    );
    expect(() => readCsvTable("a,b\n1\n", "t.csv", ["a"])).toThrow(
      "t.csv, line 2, column 1: expected 2 cells as in the header, found 1",
    );
    expect(() => readCsvTable("a,b\n", "t.csv", ["c"])).toThrow('t.csv, line 1, column 3: missing required column "c"');
    expect(() => readCsvTable("a,a\n", "t.csv", [])).toThrow('t.csv, line 1, column 2: column "a" appears twice');
  });

  it("reads typed cells: empty means unknown, and bad numbers are located", () => {
    const { rows } = readCsvTable("name,value\nx,\ny,abc\n", "t.csv", ["name", "value"]);
    expect(rows[0]?.optionalNumber("value")).toBeNull();
    expect(() => rows[1]?.optionalNumber("value")).toThrow(
      't.csv, line 3, column 2: value: expected a number, got "abc"',
    );
  });
});
