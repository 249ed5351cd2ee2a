import 'server-only';

import { db } from '@/db';
import { notices, trades } from '@/db/schema';
import { insertInChunks } from '@/lib/import/insert-in-chunks';
import type { RawTable } from '@/lib/import/table';

import type { ImportKind } from './columns';
import type { NoticeImportRow, TradeImportRow } from './row-schema';
import { validateNoticeTable, validateTradeTable, type ValidatedImport } from './validate';

export type ImportSummary = { inserted: number; skipped: number; total: number };
export type ImportOutcome = { ok: true; summary: ImportSummary } | Extract<ValidatedImport<never>, { ok: false }>;

// One transaction per file: a failure half-way (a lost connection) leaves nothing behind. Rows already stored
// (the same deal, the same auction number) are skipped by the unique indexes.
async function storeTrades(rows: readonly TradeImportRow[]): Promise<number> {
  return db.transaction((tx) =>
    insertInChunks(
      rows,
      async (chunk) =>
        (await tx.insert(trades).values(chunk).onConflictDoNothing().returning({ id: trades.id })).length,
    ),
  );
}

async function storeNotices(rows: readonly NoticeImportRow[]): Promise<number> {
  return db.transaction((tx) =>
    insertInChunks(
      rows,
      async (chunk) =>
        (await tx.insert(notices).values(chunk).onConflictDoNothing().returning({ id: notices.id })).length,
    ),
  );
}

async function store<Row>(
  validated: ValidatedImport<Row>,
  save: (rows: Row[]) => Promise<number>,
): Promise<ImportOutcome> {
  if (!validated.ok) return validated;
  const inserted = await save(validated.rows);
  const total = validated.rows.length + validated.duplicates;

  return { ok: true, summary: { inserted, skipped: total - inserted, total } };
}

/**
 * Stores an import file's rows all or nothing: nothing is written unless every row is valid. Importing the same
 * file twice adds nothing the second time (every row is then a skipped duplicate).
 */
export async function importTradeTable(kind: ImportKind, table: RawTable): Promise<ImportOutcome> {
  return kind === 'trade'
    ? store(validateTradeTable(table), storeTrades)
    : store(validateNoticeTable(table), storeNotices);
}
