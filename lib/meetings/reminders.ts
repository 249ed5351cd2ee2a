import 'server-only';

import { z } from 'zod';

import { db } from '@/db';
import { sendSoon } from '@/lib/mail/send-soon';

import { enqueueMeetingMails } from './mail/compose';
import { toMeetingView } from './meeting-view';
import { getMeetingRow } from './queries';

// The job itself (kind, key, time) is in reminder-job.ts: scheduling it needs no mail code (the demo data does it).

const reminderPayloadSchema = z.object({ meetingId: z.number().int().positive() });

/**
 * Mails both parties that their meeting starts soon. The meeting is read again: one cancelled since the job was
 * scheduled, or one already started (the servers were down at the time), gets no reminder. The mails go to the
 * outbox and are sent at once; the outbox sender retries those that fail.
 */
export async function handleMeetingReminder(payload: Record<string, unknown>): Promise<void> {
  const { meetingId } = reminderPayloadSchema.parse(payload);
  const row = await getMeetingRow(meetingId);
  if (!row || row.status !== 'accepted' || row.startsAt.getTime() <= Date.now()) return;

  await db.transaction((tx) =>
    enqueueMeetingMails(tx, { kind: 'reminder', meeting: toMeetingView(row), sequence: row.sequence }),
  );
  await sendSoon();
}
