import { rm } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetings, meetingTimes, scheduledJobs } from '@/db/schema';
import { JOB_HANDLERS } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/run-due-jobs';
import { cancelJob, scheduleJob } from '@/lib/jobs/schedule';
import { WAKE_MAIL_SENDER_KIND } from '@/lib/mail/sender-jobs';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { readOutboxMails } from '@/tests/fixtures/outbox';

import { acceptMeeting, cancelMeeting, sendInvitation } from './booking';
import { meetingReminderJob, meetingReminderKey } from './reminder-job';
import { dayFromToday, insertMeetingFixtures } from './test-data';

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
  const outcome = await sendInvitation({ senderId, receiver_id: receiverId, room_id: roomId, meeting_time_id: 1, meeting_description: '' });
  if (!outcome.ok) throw new Error(outcome.reason);

  return outcome.meeting.id;
}

/** Each change that mails also makes the outbox sender due; these tests count the reminder jobs only. */
const forgetMailWakeUps = () => cancelJob(WAKE_MAIL_SENDER_KIND);

const jobOf = async (meetingId: number) => (await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, meetingReminderKey(meetingId))))[0];

describe('meeting reminders', () => {
  let meetingId = 0;

  it('schedules the reminder 30 minutes before an accepted meeting, and none for a pending one', async () => {
    meetingId = await invitedMeeting(1, 2, 1);
    expect(await jobOf(meetingId)).toBeUndefined();

    await acceptMeeting({ userId: 2, meetingId });

    expect(await jobOf(meetingId)).toMatchObject({ kind: 'meeting-reminder', payload: { meetingId }, runAt: REMIND_AT, doneAt: null });
  });

  it('mails both parties once, when the job falls due, without a calendar', async () => {
    await forgetMailWakeUps();
    expect(await runDueJobs({ handlers: JOB_HANDLERS, now: new Date(REMIND_AT.getTime() - 60_000) })).toMatchObject({ claimed: 0 });

    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;
    expect(await runDueJobs({ handlers: JOB_HANDLERS, now: REMIND_AT })).toEqual({ claimed: 1, done: 1, failed: 0 });
    const mails = (await readOutboxMails(path.join(dataDir, 'outbox'))).slice(before);

    expect(mails.map((mail) => mail.to).sort()).toEqual(['user1@example.com', 'user2@example.com']);
    expect(mails[0]?.subject).toContain('Reminder: your meeting starts in 30 minutes');
    expect(mails[0]?.text).toContain('Таны уулзалт 30 минутын дараа эхэлнэ.');
    expect(mails.every((mail) => mail.calendar === null && mail.method === null)).toBe(true);
    await forgetMailWakeUps();
    expect(await runDueJobs({ handlers: JOB_HANDLERS, now: STARTS_AT })).toMatchObject({ claimed: 0 });
  });

  it('drops the reminder when the meeting is cancelled', async () => {
    const other = await invitedMeeting(3, 4, 2);
    await acceptMeeting({ userId: 4, meetingId: other });
    expect(await jobOf(other)).toBeDefined();

    await cancelMeeting({ userId: 3, meetingId: other });

    expect(await jobOf(other)).toBeUndefined();
  });

  it('mails nothing for a meeting no longer accepted when its reminder runs', async () => {
    const [cancelled] = await db.insert(meetings).values({ senderId: 3, receiverId: 4, roomId: 2, timeId: 1, status: 'cancelled' }).returning({ id: meetings.id });
    const id = cancelled?.id ?? 0;
    await scheduleJob(meetingReminderJob({ meetingId: id, startsAt: STARTS_AT }));
    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;
    await forgetMailWakeUps();

    expect(await runDueJobs({ handlers: JOB_HANDLERS, now: REMIND_AT })).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(await readOutboxMails(path.join(dataDir, 'outbox'))).toHaveLength(before);
    expect((await jobOf(id))?.doneAt).not.toBeNull();
  });

  it('mails nothing for a meeting that has already started (the servers were down)', async () => {
    // The first meeting, still accepted, is moved to yesterday; its reminder was never sent.
    await db.update(meetingTimes).set({ meetingDate: dayFromToday(-1) }).where(eq(meetingTimes.id, 1));
    await scheduleJob(meetingReminderJob({ meetingId, startsAt: new Date(Date.now() - 24 * 3_600_000) }));
    const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;
    await forgetMailWakeUps();

    expect(await runDueJobs({ handlers: JOB_HANDLERS })).toMatchObject({ claimed: 1, done: 1 });
    expect(await readOutboxMails(path.join(dataDir, 'outbox'))).toHaveLength(before);
  });
});
