import 'server-only';

import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { checkRows, checkTableShape, type TableProblem } from '@/lib/import/check-rows';
import { insertInChunks } from '@/lib/import/insert-in-chunks';
import type { RefusedRow } from '@/lib/import/refused-row';
import type { RawTable } from '@/lib/import/table';
import { MEETING_USER_TYPES } from '@/lib/meetings/constants';

import { newUserTokens } from './new-user-tokens';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, meetingUserSchema, type MeetingUserValues } from './schema';

/** Message keys of the import (messages/mn/admin-screens/yellow-meetings.json). */
const I = 'admin.yellowMeetings.import';

/** What staff review after an import: how many people were added and updated, and every refused row. */
export type ImportReport = { added: number; updated: number; rejected: RefusedRow[] };
/** Problems with the file as a whole: nothing of it is read. */
export type FileProblem = TableProblem['problem'];

export const fileProblemKey = (problem: FileProblem): string => `${I}.errors.${problem}`;

type CheckedTable =
  { ok: true; accepted: MeetingUserValues[]; rejected: RefusedRow[] } | { ok: false; problem: FileProblem };

/** The type as the form's select spells it, whatever the case in the file ('exhibitor', 'SPONSOR'). */
function canonicalType(value: string): string {
  return MEETING_USER_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

/** A row of the file read with the form's own schema, its type spelled as the form's select spells it. */
const importRowSchema = z.preprocess(
  (values: Record<string, string>) => ({ ...values, user_type: canonicalType(values.user_type ?? '') }),
  meetingUserSchema,
);

/**
 * Checks every row with the form's own schema. A bad row is refused with one reason per column (the first, the one
 * to fix first) and the good rows still go in; a row repeating an e-mail of an earlier row is refused, since one
 * person cannot be two rows.
 */
export function checkMeetingUserTable(table: RawTable): CheckedTable {
  const problem = checkTableShape(table, { requiredColumns: IMPORT_COLUMNS, maxRows: IMPORT_MAX_ROWS });
  if (problem) return { ok: false, problem: problem.problem };
  const { accepted, refused } = checkRows(table.rows, {
    schema: importRowSchema,
    key: (row) => row.email,
    repeat: { column: 'email', reason: `${I}.reasons.repeatedEmail` },
  });

  return { ok: true, accepted, rejected: refused };
}

/**
 * Adds the new people and updates the ones already registered under the same e-mail (compared lower-cased, as the
 * unique index does), all in one transaction. An insert that meets the index (a person registered before, or
 * meanwhile by someone else) is skipped and that person updated instead: never a second person with one e-mail.
 * Their sign-in and calendar tokens stay as they were.
 */
async function storeMeetingUsers(rows: readonly MeetingUserValues[]): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    let updated = 0;
    const added = await insertInChunks(rows, async (chunk) => {
      const inserted = await tx
        .insert(meetingUsers)
        .values(
          chunk.map((row) => ({
            name: row.name,
            nameEn: row.name_en,
            email: row.email,
            phoneNumber: row.phone_number,
            userType: row.user_type,
            ...newUserTokens(),
          })),
        )
        .onConflictDoNothing()
        .returning({ email: meetingUsers.email });
      const insertedEmails = new Set(inserted.map((row) => row.email));
      for (const row of chunk.filter((candidate) => !insertedEmails.has(candidate.email))) {
        const changed = await tx
          .update(meetingUsers)
          .set({ name: row.name, nameEn: row.name_en, phoneNumber: row.phone_number, userType: row.user_type })
          .where(sql`lower(${meetingUsers.email}) = ${row.email}`)
          .returning({ id: meetingUsers.id });
        // Skipped yet not registered under this e-mail: the insert met another index (a token), which never repeats.
        if (changed.length === 0) throw new Error(`The meeting user ${row.email} was neither added nor updated`);
        updated += changed.length;
      }

      return inserted.length;
    });

    return { added, updated };
  });
}

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; problem: FileProblem };

/** Seeds 7.5 `POST /upload/meeting-users`: the rows of a file read into text cells, checked and stored. */
export async function importMeetingUserTable(table: RawTable): Promise<ImportOutcome> {
  const checked = checkMeetingUserTable(table);
  if (!checked.ok) return checked;
  const stored = checked.accepted.length > 0 ? await storeMeetingUsers(checked.accepted) : { added: 0, updated: 0 };

  return { ok: true, report: { ...stored, rejected: checked.rejected } };
}
