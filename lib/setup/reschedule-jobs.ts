import 'server-only';

import { rescheduleMeetingReminders } from '@/lib/meetings/reschedule-reminders';

/**
 * Schedules again the jobs that follow from rows, for a restored database: the job queue is not part of a backup, so
 * the reminders of the accepted meetings still ahead come back from the meetings (the recurring jobs need nothing).
 * A module of its own: `npm run restore` loads it outside the server, where the code of every job would not load.
 */
export async function rescheduleJobsFromRows(): Promise<void> {
  await rescheduleMeetingReminders();
}
