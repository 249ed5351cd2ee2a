import 'server-only';

import { z } from 'zod';

import type { Database } from '@/db';
import { cancelJob, type JobInput, scheduleJob } from '@/lib/jobs/schedule';

import { REMINDER_MINUTES_BEFORE } from './constants';
import { sendMeetingMails } from './mail/send';
import { toMeetingView } from './meeting-view';
import { getMeetingRow } from './queries';

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

export async function scheduleMeetingReminder(meeting: { meetingId: number; startsAt: Date }, executor?: Database): Promise<void> {
  await scheduleJob(meetingReminderJob(meeting), executor);
}

export async function cancelMeetingReminder(meetingId: number, executor?: Database): Promise<void> {
  await cancelJob(meetingReminderKey(meetingId), executor);
}

const reminderPayloadSchema = z.object({ meetingId: z.number().int().positive() });

/**
 * Mails both parties that their meeting starts soon. The meeting is read again: one cancelled since the job was
 * scheduled, or one already started (the servers were down at the time), gets no reminder. A failed mail throws,
 * so the job runs again.
 */
export async function handleMeetingReminder(payload: Record<string, unknown>): Promise<void> {
  const { meetingId } = reminderPayloadSchema.parse(payload);
  const row = await getMeetingRow(meetingId);
  if (!row || row.status !== 'accepted' || row.startsAt.getTime() <= Date.now()) return;

  await sendMeetingMails({ kind: 'reminder', meeting: toMeetingView(row), sequence: row.sequence });
}
