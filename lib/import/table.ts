// An uploaded table (CSV or Excel) as every importer reads it: header names and trimmed text cells.

/** One data row of a file; `row` is its number as a spreadsheet shows it (the header is row 1). */
export type RawRow = { row: number; values: Record<string, string> };
export type RawTable = { headers: string[]; rows: RawRow[] };

export function normalizeHeader(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Rows where every cell is empty are spacing, not data. */
export function hasValues(values: Record<string, string>): boolean {
  return Object.values(values).some((value) => value !== '');
}
