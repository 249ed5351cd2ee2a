import 'server-only';

import { NIGHTLY_BACKUP_JOB } from '@/lib/backup/nightly-job';
import { MEETING_REMINDER_KIND } from '@/lib/meetings/reminder-job';
import { handleMeetingReminder } from '@/lib/meetings/reminders';
import { EXPIRED_RATE_LIMITS_JOB } from '@/lib/rate-limit/delete-expired';

import { type RecurringJob, recurringHandlers } from './recurring';
import type { JobHandlers } from './run-due-jobs';

/** Upkeep every server start makes due, and which then schedules itself again. */
export const RECURRING_JOBS: readonly RecurringJob[] = [EXPIRED_RATE_LIMITS_JOB, NIGHTLY_BACKUP_JOB];

/** Every kind of scheduled job the server runs, with the code that does it. */
export const JOB_HANDLERS: JobHandlers = {
  [MEETING_REMINDER_KIND]: handleMeetingReminder,
  ...recurringHandlers(RECURRING_JOBS),
};
