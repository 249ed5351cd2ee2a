import 'server-only';

import type { Database } from '@/db';
import { cancelJob, type JobInput, scheduleJob, scheduleJobOnce } from '@/lib/jobs/schedule';

import { REMINDER_MINUTES_BEFORE } from './constants';

export const MEETING_REMINDER_KIND = 'meeting-reminder';

export const meetingReminderKey = (meetingId: number): string => `meeting-reminder:${meetingId}`;

/** The reminder job of an accepted meeting: REMINDER_MINUTES_BEFORE its slot starts (at once when that is past). */
export function meetingReminderJob({ meetingId, startsAt }: { meetingId: number; startsAt: Date }): JobInput {
  return {
    kind: MEETING_REMINDER_KIND,
    key: meetingReminderKey(meetingId),
    payload: { meetingId },
    runAt: new Date(startsAt.getTime() - REMINDER_MINUTES_BEFORE * 60_000),
  };
}

export async function scheduleMeetingReminder(
  meeting: { meetingId: number; startsAt: Date },
  executor?: Database,
): Promise<void> {
  await scheduleJob(meetingReminderJob(meeting), executor);
}

/** The reminder unless the meeting has one (waiting or sent): the demo data, seeded again, mails no one twice. */
export async function scheduleMeetingReminderOnce(
  meeting: { meetingId: number; startsAt: Date },
  executor: Database,
): Promise<void> {
  await scheduleJobOnce(meetingReminderJob(meeting), executor);
}

export async function cancelMeetingReminder(meetingId: number, executor?: Database): Promise<void> {
  await cancelJob(meetingReminderKey(meetingId), executor);
}
