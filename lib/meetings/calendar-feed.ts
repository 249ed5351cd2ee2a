import 'server-only';

import { asc, eq, or } from 'drizzle-orm';

import { db } from '@/db';
import { meetings, meetingTimes, meetingUsers } from '@/db/schema';

import { meetingCalendar } from './calendar';
import { selectMeetingViews, toMeetingView } from './meeting-view';

/**
 * The attendee's meetings as an iCalendar feed (METHOD:PUBLISH) for calendar subscriptions: live meetings, and
 * cancelled ones as STATUS:CANCELLED so a subscribed calendar drops them too. Null for an unknown secret.
 */
export async function calendarFeedOf(calendarToken: string): Promise<string | null> {
  const [user] = await db
    .select({ id: meetingUsers.id, name: meetingUsers.name })
    .from(meetingUsers)
    .where(eq(meetingUsers.calendarToken, calendarToken));
  if (!user) return null;
  const rows = await selectMeetingViews()
    .where(or(eq(meetings.senderId, user.id), eq(meetings.receiverId, user.id)))
    .orderBy(asc(meetingTimes.meetingDate), asc(meetingTimes.meetingTime), asc(meetings.id));

  return meetingCalendar({
    meetings: rows.map((row) => ({ meeting: toMeetingView(row), sequence: row.sequence })),
    method: 'PUBLISH',
    name: `Уулзалтууд / Meetings – ${user.name}`,
  });
}

/** The secret of the attendee's feed address. */
export async function calendarTokenOf(userId: number): Promise<string> {
  const [user] = await db
    .select({ calendarToken: meetingUsers.calendarToken })
    .from(meetingUsers)
    .where(eq(meetingUsers.id, userId));
  if (!user) throw new Error(`No meeting user ${userId}`);

  return user.calendarToken;
}
