import 'server-only';

import { z } from 'zod';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { readImportFile } from '@/lib/import/read-file';

import { fileProblemKey, importMeetingUserTable, type ImportReport } from './user-import-writes';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './schema';

const I = 'admin.yellowMeetings.import';

/** Refusals of the file itself, as message keys. */
export const IMPORT_FILE_ERRORS = {
  chooseFile: `${I}.chooseFile`,
  tooLarge: `${I}.errors.tooLarge`,
  wrongType: `${I}.errors.wrongType`,
  tooLargeUnpacked: `${I}.errors.tooLargeUnpacked`,
} as const;

// The file is checked inside the run, after the account: nobody without the permission makes the server read one.
const importInputSchema = z.object({ file: z.unknown() });

/**
 * The bulk import of meeting users from a CSV or .xlsx file (read by its content, not its name), for the add-user
 * screen's action and the upload route alike: the account is checked, the file read and imported, and the import
 * recorded in the audit log with its counts.
 */
export async function importMeetingUserFile(file: unknown): Promise<ActionResult<ImportReport>> {
  return runAdminAction({
    permission: 'attendees',
    schema: importInputSchema,
    input: { file },
    action: 'meeting-user.import',
    isPublic: false,
    target: (_data, report) =>
      `added ${report.added}, updated ${report.updated}, rejected rows ${new Set(report.rejected.map((problem) => problem.row)).size}`,
    run: async (data) => {
      if (!(data.file instanceof Blob) || data.file.size === 0) return fail(IMPORT_FILE_ERRORS.chooseFile);
      if (data.file.size > IMPORT_MAX_BYTES) return fail(IMPORT_FILE_ERRORS.tooLarge);
      const read = await readImportFile(new Uint8Array(await data.file.arrayBuffer()), { maxRows: IMPORT_MAX_ROWS });
      if (!read.ok) return fail(IMPORT_FILE_ERRORS[read.reason]);
      const outcome = await importMeetingUserTable(read.table);

      return outcome.ok ? ok(outcome.report) : fail(fileProblemKey(outcome.problem));
    },
  });
}
