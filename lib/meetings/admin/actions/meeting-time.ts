'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { meetings, meetingTimes } from '@/db/schema';
import { type ActionResult, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { deleteUnlessLiveMeetings } from '../live-meeting-writes';
import { hourlySlots, meetingDaySchema, meetingIdSchema } from '../schema';

/**
 * Seeds 7.5 `POST /insert/meeting-time` with date, start_time and end_time: the day's hourly times from start to end
 * (end exclusive). Times the day already has are left as they are (the unique index on date and time skips them).
 */
export async function createMeetingDay(input: unknown): Promise<ActionResult<{ added: number; existing: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: meetingDaySchema,
    input,
    action: 'meeting-time.create',
    isPublic: false,
    target: ({ date, start_time: start, end_time: end }) => `${date} ${start}-${end}`,
    run: async ({ date, start_time: start, end_time: end }) => {
      const slots = hourlySlots(start, end);
      const added = await db
        .insert(meetingTimes)
        .values(slots.map((time) => ({ meetingDate: date, meetingTime: time })))
        .onConflictDoNothing()
        .returning({ id: meetingTimes.id });

      return ok({ added: added.length, existing: slots.length - added.length });
    },
  });
}

/** Seeds 7.5 `DELETE /delete/meeting-time?id=`: refused while a live meeting is booked at that time. */
export async function deleteMeetingTime(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: meetingIdSchema,
    input,
    action: 'meeting-time.delete',
    isPublic: false,
    target: ({ id }) => id,
    run: async ({ id }) => {
      const outcome = await deleteUnlessLiveMeetings({
        meetingsOfRow: eq(meetings.timeId, id),
        deleteRow: async (tx) =>
          (await tx.delete(meetingTimes).where(eq(meetingTimes.id, id)).returning({ id: meetingTimes.id })).length > 0,
        inUseMessage: 'admin.yellowMeetings.errors.timeInUse',
      });

      return outcome.ok ? ok({ id }) : outcome;
    },
  });
}
