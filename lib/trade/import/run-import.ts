import 'server-only';

import { z } from 'zod';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { readBodyWithin } from '@/lib/http/read-body';
import type { TableProblem } from '@/lib/import/check-rows';
import { readImportFile } from '@/lib/import/read-file';
import type { RefusedRow } from '@/lib/import/refused-row';

import { IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKind } from './columns';
import { importTradeTable, type ImportSummary } from './writes';

const E = 'admin.operations.import.errors';

/** Refusals of the file itself, as message keys. */
export const IMPORT_FILE_ERRORS = {
  empty: `${E}.empty`,
  tooLarge: `${E}.tooLarge`,
  wrongType: `${E}.wrongType`,
  tooLargeUnpacked: `${E}.tooLargeUnpacked`,
} as const;

const REJECTED = 'admin.operations.import.rejected';

/** A file refused once read: as a whole (a column missing, no rows, too many rows) or for its bad rows. */
export type ImportRefusal = { file: TableProblem } | { rows: RefusedRow[] };
/** The action's answer; a refused file carries what its message names, which an action failure has no room for. */
export type TradeImportResult =
  ActionResult<ImportSummary> | { ok: false; error: typeof REJECTED; refusal: ImportRefusal };

// The body is read inside the run, after the account: nobody without the permission makes the server read one.
const importInputSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  body: z.custom<ReadableStream<Uint8Array> | null>(),
  declaredBytes: z.number(),
});

type TradeImportInput = { kind: ImportKind; body: ReadableStream<Uint8Array> | null; declaredBytes: number };

/**
 * The import of the exchange's trade or notice file (CSV or .xlsx, read by its content, not its name) sent as a
 * request's raw body: the account is checked, the body read within the size limit, the file stored all or nothing,
 * and the import recorded in the audit log with its counts.
 */
export async function importTradeFile(input: TradeImportInput): Promise<TradeImportResult> {
  const refused: { refusal?: ImportRefusal } = {};
  const result = await runAdminAction({
    permission: 'content',
    schema: importInputSchema,
    input,
    action: `${input.kind}.import`,
    run: async ({ kind, body, declaredBytes }): Promise<ActionResult<ImportSummary>> => {
      if (declaredBytes > IMPORT_MAX_BYTES) return fail(IMPORT_FILE_ERRORS.tooLarge);
      if (!body) return fail(IMPORT_FILE_ERRORS.empty);
      const bytes = await readBodyWithin(body, IMPORT_MAX_BYTES);
      if (!bytes) return fail(IMPORT_FILE_ERRORS.tooLarge);
      if (bytes.byteLength === 0) return fail(IMPORT_FILE_ERRORS.empty);
      const read = await readImportFile(bytes, { maxRows: IMPORT_MAX_ROWS });
      if (!read.ok) return fail(IMPORT_FILE_ERRORS[read.reason]);
      const outcome = await importTradeTable(kind, read.table);
      if (outcome.ok) return ok(outcome.summary);
      refused.refusal = outcome.file ? { file: outcome.file } : { rows: outcome.problems };

      return fail(REJECTED);
    },
    target: (_data, summary) => `${summary.inserted}/${summary.total}`,
  });

  return refused.refusal ? { ok: false, error: REJECTED, refusal: refused.refusal } : result;
}
