import 'server-only';

import { MEETING_REMINDER_KIND } from '@/lib/meetings/reminder-job';
import { handleMeetingReminder } from '@/lib/meetings/reminders';

import type { JobHandlers } from './run-due-jobs';

/** Every kind of scheduled job the server runs, with the code that does it. */
export const JOB_HANDLERS: JobHandlers = {
  [MEETING_REMINDER_KIND]: handleMeetingReminder,
};
