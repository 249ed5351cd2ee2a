import type { z } from 'zod';

import type { RawTable } from '@/lib/import/table';

import { IMPORT_MAX_ROWS, type ImportKind, REQUIRED_COLUMNS } from './columns';
import { type NoticeImportRow, noticeImportRowSchema, type TradeImportRow, tradeImportRowSchema } from './row-schema';

/** A refused row: its number in the file, the column at fault and the reason (a message key). */
export type RowProblem = { row: number; column: string; reason: string };
/** Problems with the file as a whole, before any row is looked at. */
export type FileProblem =
  | { reason: 'admin.operations.import.errors.missingColumns'; columns: string[] }
  | { reason: 'admin.operations.import.errors.noRows' }
  | { reason: 'admin.operations.import.errors.tooManyRows'; max: number };

export type ValidatedImport<Row> =
  | { ok: true; rows: Row[]; duplicates: number }
  | { ok: false; file?: FileProblem; problems: RowProblem[] };

type KindRules<Row> = { schema: z.ZodType<Row, Record<string, string>>; key: (row: Row) => string };

const RULES: { trade: KindRules<TradeImportRow>; notice: KindRules<NoticeImportRow> } = {
  // The same keys as the unique indexes (trades_deal_unique, notices_order_num_unique).
  trade: {
    schema: tradeImportRowSchema,
    key: (row) => JSON.stringify([row.sellerName, row.productName, row.tradeDatetime.toISOString()]),
  },
  notice: { schema: noticeImportRowSchema, key: (row) => row.orderNum },
};

function fileProblem(kind: ImportKind, table: RawTable): FileProblem | null {
  const missing = REQUIRED_COLUMNS[kind].filter((column) => !table.headers.includes(column));
  if (missing.length > 0) return { reason: 'admin.operations.import.errors.missingColumns', columns: missing };
  if (table.rows.length === 0) return { reason: 'admin.operations.import.errors.noRows' };
  if (table.rows.length > IMPORT_MAX_ROWS) return { reason: 'admin.operations.import.errors.tooManyRows', max: IMPORT_MAX_ROWS };

  return null;
}

function validateRows<Row>(kind: ImportKind, table: RawTable, rules: KindRules<Row>): ValidatedImport<Row> {
  const file = fileProblem(kind, table);
  if (file) return { ok: false, file, problems: [] };

  const problems: RowProblem[] = [];
  const rows = new Map<string, Row>();
  let duplicates = 0;
  for (const { row, values } of table.rows) {
    const parsed = rules.schema.safeParse(values);
    if (!parsed.success) {
      // One reason per column: the first, which is the one to fix first.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ row, column, reason: issue.message });
      }
      continue;
    }
    const key = rules.key(parsed.data);
    // A row repeated inside the file is the same deal twice: kept once, counted as a skipped duplicate.
    if (rows.has(key)) duplicates += 1;
    else rows.set(key, parsed.data);
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: [...rows.values()], duplicates };
}

/**
 * Checks every row of an import file; any bad row refuses the whole file (all or nothing) and the answer lists
 * every bad row, so the file can be fixed in one go.
 */
export function validateTradeTable(table: RawTable): ValidatedImport<TradeImportRow> {
  return validateRows('trade', table, RULES.trade);
}

export function validateNoticeTable(table: RawTable): ValidatedImport<NoticeImportRow> {
  return validateRows('notice', table, RULES.notice);
}
