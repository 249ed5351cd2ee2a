import 'server-only';

import { EXPIRED_SIGN_IN_CODES_JOB } from '@/lib/auth/delete-expired-codes';
import { NIGHTLY_BACKUP_JOB } from '@/lib/backup/nightly-job';
import type { JobHandlers } from '@/lib/jobs/job-handler';
import { type RecurringJob, recurringHandlers } from '@/lib/jobs/recurring';
import { SENT_MAILS_EXPIRED_JOB } from '@/lib/mail/delete-sent';
import { MAIL_SENDER_JOB, runMailSender } from '@/lib/mail/sender-jobs';
import { WAKE_MAIL_SENDER_KIND } from '@/lib/mail/wake-sender';
import { MEETING_REMINDER_KIND } from '@/lib/meetings/reminder-job';
import { handleMeetingReminder } from '@/lib/meetings/reminders';
import { EXPIRED_RATE_LIMITS_JOB } from '@/lib/rate-limit/delete-expired';

/** Upkeep on a clock, kept by every server and run by one of them each time. */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  EXPIRED_RATE_LIMITS_JOB,
  EXPIRED_SIGN_IN_CODES_JOB,
  NIGHTLY_BACKUP_JOB,
  MAIL_SENDER_JOB,
  SENT_MAILS_EXPIRED_JOB,
];

/** Every kind of scheduled job the server runs, with the code that does it. */
export const JOB_HANDLERS: JobHandlers = {
  [MEETING_REMINDER_KIND]: handleMeetingReminder,
  [WAKE_MAIL_SENDER_KIND]: runMailSender,
  ...recurringHandlers(RECURRING_JOBS),
};
