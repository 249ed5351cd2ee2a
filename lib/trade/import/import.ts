import 'server-only';

import { db } from '@/db';
import { notices, trades } from '@/db/schema';
import type { RawTable } from '@/lib/import/table';

import type { ImportKind } from './columns';
import type { NoticeImportRow, TradeImportRow } from './row-schema';
import { type FileProblem, type RowProblem, type ValidatedImport, validateNoticeTable, validateTradeTable } from './validate';

export type ImportSummary = { inserted: number; skipped: number; total: number };
export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; file?: FileProblem; problems: RowProblem[] };

// Keeps each INSERT well under PostgreSQL's 65535 bind parameters (10 columns a row).
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));
}

// One transaction per file: a failure half-way (a lost connection) leaves nothing behind. Rows already stored
// (the same deal, the same auction number) are skipped by the unique indexes.
async function storeTrades(rows: readonly TradeImportRow[]): Promise<number> {
  return db.transaction(async (tx) => {
    let count = 0;
    for (const chunk of chunks(rows)) {
      count += (await tx.insert(trades).values(chunk).onConflictDoNothing().returning({ id: trades.id })).length;
    }

    return count;
  });
}

async function storeNotices(rows: readonly NoticeImportRow[]): Promise<number> {
  return db.transaction(async (tx) => {
    let count = 0;
    for (const chunk of chunks(rows)) {
      count += (await tx.insert(notices).values(chunk).onConflictDoNothing().returning({ id: notices.id })).length;
    }

    return count;
  });
}

async function store<Row>(validated: ValidatedImport<Row>, save: (rows: Row[]) => Promise<number>): Promise<ImportOutcome> {
  if (!validated.ok) return validated;
  const inserted = await save(validated.rows);
  const total = validated.rows.length + validated.duplicates;

  return { ok: true, summary: { inserted, skipped: total - inserted, total } };
}

/**
 * Stores an import file all or nothing: nothing is written unless every row is valid. Importing the same file
 * twice adds nothing the second time (every row is then a skipped duplicate).
 */
export async function importTradeFile(kind: ImportKind, table: RawTable): Promise<ImportOutcome> {
  return kind === 'trade' ? store(validateTradeTable(table), storeTrades) : store(validateNoticeTable(table), storeNotices);
}
