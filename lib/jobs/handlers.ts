import 'server-only';

import { MAIL_SENDER_JOB, runMailSender, WAKE_MAIL_SENDER_KIND } from '@/lib/mail/sender-jobs';
import { MEETING_REMINDER_KIND } from '@/lib/meetings/reminder-job';
import { handleMeetingReminder } from '@/lib/meetings/reminders';
import { EXPIRED_RATE_LIMITS_JOB } from '@/lib/rate-limit/delete-expired';

import { type RecurringJob, recurringHandlers } from './recurring';
import type { JobHandlers } from './run-due-jobs';

/** Upkeep every server start makes due, and which then schedules itself again. */
export const RECURRING_JOBS: readonly RecurringJob[] = [EXPIRED_RATE_LIMITS_JOB, MAIL_SENDER_JOB];

/** Every kind of scheduled job the server runs, with the code that does it. */
export const JOB_HANDLERS: JobHandlers = {
  [MEETING_REMINDER_KIND]: handleMeetingReminder,
  [WAKE_MAIL_SENDER_KIND]: runMailSender,
  ...recurringHandlers(RECURRING_JOBS),
};
