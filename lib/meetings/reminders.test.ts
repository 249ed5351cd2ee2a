import { rm } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetings, meetingTimes } from '@/db/schema';
import { scheduleJob } from '@/lib/jobs/schedule';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { bringForward, queuedJobOf, runDueJobs, useJobQueue } from '@/tests/fixtures/job-queue';
import { readOutboxMails } from '@/tests/fixtures/outbox';

import { acceptMeeting, cancelMeeting, sendInvitation } from './invitation-writes';
import { MEETING_REMINDER_KIND, meetingReminderJob, meetingReminderKey } from './reminder-job';
import { handleMeetingReminder } from './reminders';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';

// Mails land in this file's own outbox: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'meetings-reminders-'));
  process.env.DATA_DIR = dir;

  return dir;
});

prepareTestDatabase();
const jobQueue = useJobQueue();

const DATE = dayFromToday(2);
/** 10:00 in Ulaanbaatar (UTC+8, no daylight saving) on DATE. */
const STARTS_AT = new Date(`${DATE}T10:00:00+08:00`);
const REMIND_AT = new Date(STARTS_AT.getTime() - 30 * 60_000);

beforeAll(async () => {
  await insertMeetingFixtures({ users: 4, rooms: 2, times: [{ id: 1, date: DATE, time: '10:00' }] });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function invitedMeeting(senderId: number, receiverId: number, roomId: number): Promise<number> {
  const outcome = await sendInvitation({
    senderId,
    receiver_id: receiverId,
    room_id: roomId,
    meeting_time_id: 1,
    meeting_description: '',
  });
  if (!outcome.ok) throw new Error(outcome.reason);

  return outcome.meeting.id;
}

/** The meeting's reminder while it waits to run: a cancelled one is gone, one that ran is no longer waiting. */
async function jobOf(meetingId: number) {
  const job = await queuedJobOf(meetingReminderKey(meetingId));

  return job?.state === 'created' ? job : undefined;
}

// The reminders alone: each change that mails also wakes the outbox sender, a job of its own.
const runReminders = () => runDueJobs(jobQueue(), { [MEETING_REMINDER_KIND]: handleMeetingReminder });

describe('meeting reminders', () => {
  let meetingId = 0;

  it('schedules the reminder 30 minutes before an accepted meeting, and none for a pending one', async () => {
    meetingId = await invitedMeeting(1, 2, 1);
    expect(await jobOf(meetingId)).toBeUndefined();

    await acceptMeeting({ userId: 2, meetingId });

    expect(await jobOf(meetingId)).toMatchObject({
      name: 'meeting-reminder',
      data: { meetingId },
      startAfter: REMIND_AT,
    });
  });

  it('mails both parties once, when the job falls due, without a calendar', async () => {
    await bringForward(new Date(REMIND_AT.getTime() - 60_000));
    expect(await runReminders()).toEqual({ done: 0, failed: 0 });

    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;
    await bringForward(REMIND_AT);
    expect(await runReminders()).toEqual({ done: 1, failed: 0 });
    const mails = (await readOutboxMails(path.join(dataDir, 'outbox'))).slice(before);

    expect(mails.map((mail) => mail.to).sort()).toEqual(['user1@example.com', 'user2@example.com']);
    expect(mails[0]?.subject).toContain('Reminder: your meeting starts in 30 minutes');
    expect(mails[0]?.text).toContain('Таны уулзалт 30 минутын дараа эхэлнэ.');
    expect(mails.every((mail) => mail.calendar === null && mail.method === null)).toBe(true);
    await bringForward(STARTS_AT);
    expect(await runReminders()).toEqual({ done: 0, failed: 0 });
  });

  it('drops the reminder when the meeting is cancelled', async () => {
    const other = await invitedMeeting(3, 4, 2);
    await acceptMeeting({ userId: 4, meetingId: other });
    expect(await jobOf(other)).toBeDefined();

    await cancelMeeting({ userId: 3, meetingId: other });

    expect(await jobOf(other)).toBeUndefined();
  });

  it('mails nothing for a meeting no longer accepted when its reminder runs', async () => {
    const [cancelled] = await db
      .insert(meetings)
      .values({ senderId: 3, receiverId: 4, roomId: 2, timeId: 1, status: 'cancelled' })
      .returning({ id: meetings.id });
    const id = cancelled?.id ?? 0;
    await scheduleJob(meetingReminderJob({ meetingId: id, startsAt: STARTS_AT }));
    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;

    await bringForward(REMIND_AT);
    expect(await runReminders()).toEqual({ done: 1, failed: 0 });
    expect(await readOutboxMails(path.join(dataDir, 'outbox'))).toHaveLength(before);
    expect((await queuedJobOf(meetingReminderKey(id)))?.state).toBe('completed');
  });

  it('mails nothing for a meeting that has already started (the servers were down)', async () => {
    // The first meeting, still accepted, is moved to yesterday; its reminder was never sent.
    await db
      .update(meetingTimes)
      .set({ meetingDate: dayFromToday(-1) })
      .where(eq(meetingTimes.id, 1));
    await scheduleJob(meetingReminderJob({ meetingId, startsAt: new Date(Date.now() - 24 * 3_600_000) }));
    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;

    expect(await runReminders()).toEqual({ done: 1, failed: 0 });
    expect(await readOutboxMails(path.join(dataDir, 'outbox'))).toHaveLength(before);
  });
});
