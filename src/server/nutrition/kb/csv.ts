// A small RFC 4180 CSV reader that remembers where every cell came from, so a malformed data file
// stops the start with an error naming the file, the line and the column.

/** A problem in a data file, located to the file, 1-based line and 1-based column (cell position). */
export class DataFileError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;

  constructor(file: string, line: number, column: number, problem: string) {
    super(`${file}, line ${line}, column ${column}: ${problem}`);
    this.name = "DataFileError";
    this.file = file;
    this.line = line;
    this.column = column;
  }
}

export interface CsvCell {
  readonly value: string;
  readonly line: number;
  /** 1-based position of the cell within its record. */
  readonly column: number;
}

export interface CsvRecord {
  /** The line the record starts on (1-based). */
  readonly line: number;
  readonly cells: readonly CsvCell[];
}

/** Splits CSV text into records. Quoted cells may hold commas, doubled quotes and newlines. */
export function parseCsvRecords(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  let line = 1;
  let cells: CsvCell[] = [];
  let recordLine = 1;
  let cellLine = 1;
  let value = "";
  let quoted = false;
  let inQuotes = false;
  let afterClosingQuote = false;

  const endCell = () => {
    cells.push({ value, line: cellLine, column: cells.length + 1 });
    value = "";
    quoted = false;
    afterClosingQuote = false;
  };
  const endRecord = () => {
    const blank = cells.length === 0 && value.trim() === "" && !quoted;
    if (blank) {
      value = "";
      return;
    }
    endCell();
    records.push({ line: recordLine, cells });
    cells = [];
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (inQuotes) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          value += '"';
          i++;
        } else {
          inQuotes = false;
          afterClosingQuote = true;
        }
      } else {
        if (ch === "\n") line++;
        value += ch;
      }
      continue;
    }
    if (ch === ",") {
      endCell();
      cellLine = line;
    } else if (ch === "\r" && source[i + 1] === "\n") {
      continue;
    } else if (ch === "\n") {
      endRecord();
      line++;
      recordLine = line;
      cellLine = line;
    } else if (ch === '"') {
      if (value.length > 0 || quoted) {
        throw new DataFileError(
          file,
          line,
          cells.length + 1,
          "a quote inside an unquoted cell (wrap the cell in quotes and double the quote)",
        );
      }
      quoted = true;
      inQuotes = true;
    } else {
      if (afterClosingQuote) {
        throw new DataFileError(
          file,
          line,
          cells.length + 1,
          "text after a closing quote (a cell that starts with a quote must end with one)",
        );
      }
      value += ch;
    }
  }
  if (inQuotes) throw new DataFileError(file, cellLine, cells.length + 1, "a quoted cell is never closed");
  if (value.length > 0 || quoted || cells.length > 0) endRecord();
  return records;
}

/** One data row with typed accessors that throw a located DataFileError on bad values. */
export class CsvRow {
  readonly file: string;
  readonly line: number;
  private readonly cellsByName: ReadonlyMap<string, CsvCell>;

  constructor(file: string, line: number, cellsByName: ReadonlyMap<string, CsvCell>) {
    this.file = file;
    this.line = line;
    this.cellsByName = cellsByName;
  }

  private cell(name: string): CsvCell {
    const cell = this.cellsByName.get(name);
    if (!cell) throw new Error(`${this.file}: no column named "${name}"`);
    return cell;
  }

  fail(name: string, problem: string): never {
    const cell = this.cell(name);
    throw new DataFileError(this.file, cell.line, cell.column, `${name}: ${problem}`);
  }

  /** The raw, trimmed cell text ("" when empty). */
  text(name: string): string {
    return this.cell(name).value.trim();
  }

  requiredText(name: string): string {
    const value = this.text(name);
    if (value === "") this.fail(name, "must not be empty");
    return value;
  }

  /** The cell's text, which must be one of `values`. */
  oneOf<T extends string>(name: string, values: readonly T[]): T {
    return this.check(name, this.requiredText(name), values);
  }

  /** `value` (taken from cell `name`) if it is one of `values`; otherwise a located error. */
  check<T extends string>(name: string, value: string, values: readonly T[], what = "value"): T {
    const found = values.find((candidate) => candidate === value);
    if (found === undefined) this.fail(name, `unknown ${what} "${value}" (expected one of: ${values.join(", ")})`);
    return found;
  }

  /** A number, or null for an empty cell (empty means unknown, never zero). */
  optionalNumber(name: string, rule: { min?: number; max?: number } = {}): number | null {
    const raw = this.text(name);
    if (raw === "") return null;
    return this.parseNumber(name, raw, rule);
  }

  requiredNumber(name: string, rule: { min?: number; max?: number } = {}): number {
    const raw = this.text(name);
    if (raw === "") this.fail(name, "must be a number, but the cell is empty");
    return this.parseNumber(name, raw, rule);
  }

  /** A pipe-separated list ("a|b|c"); empty cell = empty list. */
  list(name: string): string[] {
    const raw = this.text(name);
    if (raw === "") return [];
    const items = raw.split("|").map((item) => item.trim());
    if (items.some((item) => item === "")) this.fail(name, `has an empty item in "${raw}"`);
    return items;
  }

  private parseNumber(name: string, raw: string, rule: { min?: number; max?: number }): number {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) this.fail(name, `expected a number, got "${raw}"`);
    const value = Number(raw);
    if (rule.min !== undefined && value < rule.min) this.fail(name, `${raw} is below the minimum ${rule.min}`);
    if (rule.max !== undefined && value > rule.max) this.fail(name, `${raw} is above the maximum ${rule.max}`);
    return value;
  }
}

/**
 * Reads a CSV file's text into rows keyed by header name. Checks that every required column is
 * present and every record has exactly as many cells as the header.
 */
export function readCsvTable(
  text: string,
  file: string,
  requiredColumns: readonly string[],
): { header: string[]; rows: CsvRow[] } {
  const records = parseCsvRecords(text, file);
  const headerRecord = records[0];
  if (!headerRecord) throw new DataFileError(file, 1, 1, "the file is empty (a header row is required)");
  const header = headerRecord.cells.map((cell) => cell.value.trim());
  header.forEach((name, index) => {
    if (name === "") throw new DataFileError(file, headerRecord.line, index + 1, "empty column name in the header");
    if (header.indexOf(name) !== index)
      throw new DataFileError(file, headerRecord.line, index + 1, `column "${name}" appears twice`);
  });
  for (const required of requiredColumns) {
    if (!header.includes(required)) {
      throw new DataFileError(file, headerRecord.line, header.length + 1, `missing required column "${required}"`);
    }
  }
  const rows = records.slice(1).map((record) => {
    if (record.cells.length !== header.length) {
      const column = Math.min(record.cells.length, header.length) + (record.cells.length > header.length ? 1 : 0);
      throw new DataFileError(
        file,
        record.line,
        Math.max(column, 1),
        `expected ${header.length} cells as in the header, found ${record.cells.length}`,
      );
    }
    const byName = new Map<string, CsvCell>();
    header.forEach((name, index) => {
      const cell = record.cells[index];
      if (cell) byName.set(name, cell);
    });
    return new CsvRow(file, record.line, byName);
  });
  return { header, rows };
}
