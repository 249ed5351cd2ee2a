import type { z } from 'zod';

import type { RefusedRow } from './refused-row';
import type { RawRow, RawTable } from './table';

/** Why a file is refused as a whole, before any of its rows is looked at. */
export type TableProblem =
  { problem: 'missingColumns'; columns: string[] } | { problem: 'noRows' } | { problem: 'tooManyRows'; max: number };

/** The file's shape: every required column, at least one row, at most `maxRows` rows. Null when it is fine. */
export function checkTableShape(
  table: RawTable,
  { requiredColumns, maxRows }: { requiredColumns: readonly string[]; maxRows: number },
): TableProblem | null {
  const missing = requiredColumns.filter((column) => !table.headers.includes(column));
  if (missing.length > 0) return { problem: 'missingColumns', columns: missing };
  if (table.rows.length === 0) return { problem: 'noRows' };
  if (table.rows.length > maxRows) return { problem: 'tooManyRows', max: maxRows };

  return null;
}

export type RowRules<Row> = {
  /** Reads one row's text cells; each issue's first path segment is the column at fault, its message the reason. */
  schema: z.ZodType<Row>;
  /** Rows with the same key are one record (the same deal, the same person). */
  key: (row: Row) => string;
  /** A row repeating an earlier row's key: skipped as a duplicate, or refused with this column and reason. */
  repeat: 'skip' | { column: string; reason: string };
};

export type CheckedRows<Row> = { accepted: Row[]; refused: RefusedRow[]; duplicates: number };

/**
 * Checks every row of a file against its schema, in file order. A bad row is refused with one reason per column
 * (the first, the one to fix first), so the whole file can be fixed in one go; the import decides whether the good
 * rows still go in.
 */
export function checkRows<Row>(rows: readonly RawRow[], { schema, key, repeat }: RowRules<Row>): CheckedRows<Row> {
  const accepted = new Map<string, Row>();
  const refused: RefusedRow[] = [];
  let duplicates = 0;
  for (const { row, values } of rows) {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const columns = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (columns.has(column)) continue;
        columns.add(column);
        refused.push({ row, column, reason: issue.message });
      }
      continue;
    }
    const rowKey = key(parsed.data);
    if (!accepted.has(rowKey)) accepted.set(rowKey, parsed.data);
    else if (repeat === 'skip') duplicates += 1;
    else refused.push({ row, ...repeat });
  }

  return { accepted: [...accepted.values()], refused, duplicates };
}
