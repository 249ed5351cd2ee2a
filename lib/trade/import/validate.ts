import { checkRows, checkTableShape, type RowRules, type TableProblem } from '@/lib/import/check-rows';
import type { RefusedRow } from '@/lib/import/refused-row';
import type { RawTable } from '@/lib/import/table';

import { IMPORT_MAX_ROWS, type ImportKind, REQUIRED_COLUMNS } from './columns';
import { type NoticeImportRow, noticeImportRowSchema, type TradeImportRow, tradeImportRowSchema } from './row-schema';

export type ValidatedImport<Row> =
  { ok: true; rows: Row[]; duplicates: number } | { ok: false; file?: TableProblem; problems: RefusedRow[] };

/**
 * Checks every row of an import file; any bad row refuses the whole file (all or nothing) and the answer lists
 * every bad row, so the file can be fixed in one go. A row repeated inside the file is the same deal twice: kept
 * once, counted as a skipped duplicate.
 */
function validateTable<Row>(kind: ImportKind, table: RawTable, rules: RowRules<Row>): ValidatedImport<Row> {
  const file = checkTableShape(table, { requiredColumns: REQUIRED_COLUMNS[kind], maxRows: IMPORT_MAX_ROWS });
  if (file) return { ok: false, file, problems: [] };
  const { accepted, refused, duplicates } = checkRows(table.rows, rules);

  return refused.length > 0 ? { ok: false, problems: refused } : { ok: true, rows: accepted, duplicates };
}

// The same keys as the unique indexes (trades_deal_unique, notices_order_num_unique).
export function validateTradeTable(table: RawTable): ValidatedImport<TradeImportRow> {
  return validateTable('trade', table, {
    schema: tradeImportRowSchema,
    key: (row) => JSON.stringify([row.sellerName, row.productName, row.tradeDatetime.toISOString()]),
    repeat: 'skip',
  });
}

export function validateNoticeTable(table: RawTable): ValidatedImport<NoticeImportRow> {
  return validateTable('notice', table, { schema: noticeImportRowSchema, key: (row) => row.orderNum, repeat: 'skip' });
}
