'use server';

import type { ActionResult } from '@/lib/action-result';

import type { ImportReport } from '../user-import-writes';
import { importMeetingUserFile } from '../run-import';

/**
 * Seeds 7.5 `POST /upload/meeting-users` from the add-user screen: the form's `file` (CSV or .xlsx). Answers the
 * report staff review: how many were added and updated, and every refused row with its reasons.
 */
export async function importMeetingUsers(form: unknown): Promise<ActionResult<ImportReport>> {
  return importMeetingUserFile(form instanceof FormData ? form.get('file') : null);
}
