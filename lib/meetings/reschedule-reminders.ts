import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { meetings, meetingTimes } from '@/db/schema';

import { REMINDER_MINUTES_BEFORE } from './constants';
import { slotStart } from './meeting-view';
import { scheduleMeetingReminder } from './reminder-job';

/**
 * Schedules the reminder of every accepted meeting whose reminder is still ahead. The job queue is not part of a
 * backup (its jobs follow from the rows), so a restored database gets its reminders back from its meetings.
 */
export async function rescheduleMeetingReminders(): Promise<number> {
  const upcoming = await db
    .select({ meetingId: meetings.id, startsAt: slotStart().mapWith(meetings.createdAt) })
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.timeId))
    .where(
      and(
        eq(meetings.status, 'accepted'),
        sql`${slotStart()} - make_interval(mins => ${REMINDER_MINUTES_BEFORE}) > now()`,
      ),
    );
  for (const meeting of upcoming) await scheduleMeetingReminder(meeting);

  return upcoming.length;
}
