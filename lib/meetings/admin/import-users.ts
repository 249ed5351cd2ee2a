import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { MEETING_USER_TYPES } from '@/lib/meetings/constants';
import type { RawTable } from '@/lib/import/table';

import { newUserTokens } from './new-user-tokens';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, meetingUserSchema, type MeetingUserValues } from './schema';

/** Message keys of the import (messages/mn/admin-screens/yellow-meetings.json). */
const I = 'admin.yellowMeetings.import';

/** A refused cell: the row's number as a spreadsheet shows it (the header is row 1), its column and why (a message key). */
export type ImportProblem = { row: number; column: string; reason: string };
/** What staff review after an import: how many people were added and updated, and every refused row. */
export type ImportReport = { added: number; updated: number; rejected: ImportProblem[] };
/** Problems with the file as a whole: nothing of it is read. */
export type FileProblem = 'missingColumns' | 'noRows' | 'tooManyRows';

export const fileProblemKey = (problem: FileProblem): string => `${I}.errors.${problem}`;

type CheckedTable = { ok: true; accepted: MeetingUserValues[]; rejected: ImportProblem[] } | { ok: false; problem: FileProblem };

/** The type as the form's select spells it, whatever the case in the file ('exhibitor', 'SPONSOR'). */
function canonicalType(value: string): string {
  return MEETING_USER_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

/**
 * Checks every row with the form's own schema. A bad row is refused with one reason per column (the first, the one
 * to fix first) and the good rows still go in; a row repeating an e-mail of an earlier row is refused, since one
 * person cannot be two rows.
 */
export function checkMeetingUserTable(table: RawTable): CheckedTable {
  if (IMPORT_COLUMNS.some((column) => !table.headers.includes(column))) return { ok: false, problem: 'missingColumns' };
  if (table.rows.length === 0) return { ok: false, problem: 'noRows' };
  if (table.rows.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' };

  const accepted = new Map<string, MeetingUserValues>();
  const rejected: ImportProblem[] = [];
  for (const { row, values } of table.rows) {
    const parsed = meetingUserSchema.safeParse({ ...values, user_type: canonicalType(values.user_type ?? '') });
    if (!parsed.success) {
      const columns = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (columns.has(column)) continue;
        columns.add(column);
        rejected.push({ row, column, reason: issue.message });
      }
      continue;
    }
    if (accepted.has(parsed.data.email)) rejected.push({ row, column: 'email', reason: `${I}.reasons.repeatedEmail` });
    else accepted.set(parsed.data.email, parsed.data);
  }

  return { ok: true, accepted: [...accepted.values()], rejected };
}

// Keeps each INSERT well under PostgreSQL's 65535 bind parameters (7 columns a row).
const CHUNK = 500;

/**
 * Adds the new people and updates the ones already registered under the same e-mail (compared lower-cased, as the
 * unique index does), all in one transaction. An insert that meets the index (a person registered before, or
 * meanwhile by someone else) is skipped and that person updated instead: never a second person with one e-mail.
 * Their sign-in and calendar tokens stay as they were.
 */
async function storeMeetingUsers(rows: readonly MeetingUserValues[]): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(meetingUsers)
        .values(chunk.map((row) => ({ name: row.name, nameEn: row.name_en, email: row.email, phoneNumber: row.phone_number, userType: row.user_type, ...newUserTokens() })))
        .onConflictDoNothing()
        .returning({ email: meetingUsers.email });
      added += inserted.length;
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
    }

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
