import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetings, outboxMails } from '@/db/schema';
import { logger } from '@/lib/observability/logger';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { type ParsedMail, readOutboxMails } from '@/tests/fixtures/outbox';

import { acceptMeeting, cancelMeeting, sendInvitation } from './invitation-writes';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';

// Mails land in this file's own outbox: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'meetings-booking-'));
  process.env.DATA_DIR = dir;

  return dir;
});

prepareTestDatabase();

const SLOT = { tomorrow10: 1, tomorrow11: 2, yesterday: 3, later: 4 };

beforeAll(async () => {
  await insertMeetingFixtures({
    users: 6,
    rooms: 3,
    times: [
      { id: SLOT.tomorrow10, date: dayFromToday(1), time: '10:00' },
      { id: SLOT.tomorrow11, date: dayFromToday(1), time: '11:00' },
      { id: SLOT.yesterday, date: dayFromToday(-1), time: '10:00' },
      { id: SLOT.later, date: dayFromToday(2), time: '15:00' },
    ],
  });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const invite = (senderId: number, receiverId: number, roomId: number, timeId: number, description = '') =>
  sendInvitation({
    senderId,
    receiver_id: receiverId,
    room_id: roomId,
    meeting_time_id: timeId,
    meeting_description: description,
  });

/** The mails sent while `action` ran. */
async function mailsOf(action: () => Promise<unknown>): Promise<ParsedMail[]> {
  const before = (await readOutboxMails(path.join(dataDir, 'outbox'))).length;
  await action();

  return (await readOutboxMails(path.join(dataDir, 'outbox'))).slice(before);
}

/** The one event of a mailed calendar, parsed with a calendar library. */
function eventOf(mail: ParsedMail | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(mail?.calendar ?? ''));
  const [event] = calendar.getAllSubcomponents('vevent');

  return { calendar, event, method: calendar.getFirstPropertyValue('method') };
}

describe('sendInvitation', () => {
  let meetingId = 0;

  it('stores a pending meeting and mails both parties the invitation with a METHOD:REQUEST calendar', async () => {
    let outcome: Awaited<ReturnType<typeof invite>> | undefined;
    const mails = await mailsOf(async () => {
      outcome = await invite(1, 2, 1, SLOT.tomorrow10, 'Гэрээний <b>санал</b>');
    });
    if (!outcome?.ok) throw new Error(`The invitation failed: ${JSON.stringify(outcome)}`);
    meetingId = outcome.meeting.id;

    expect(outcome.meeting).toMatchObject({
      meeting_id: meetingId,
      meeting_number: `M-${String(meetingId).padStart(6, '0')}`,
      meeting_status: 'pending',
      meeting_date: dayFromToday(1),
      meeting_time: '10:00',
      sender_id: 1,
      receiver_id: 2,
      sender_name: 'Хэрэглэгч 1',
      receiver_name_en: 'User 2',
      room_number: 'Room 1',
      capacity: 4,
      room_pic: '',
      description: 'Гэрээний <b>санал</b>',
      meeting_description: 'Гэрээний <b>санал</b>',
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual(['user1@example.com', 'user2@example.com']);
    expect(mails.every((mail) => mail.method === 'REQUEST')).toBe(true);
    const toReceiver = mails.find((mail) => mail.to === 'user2@example.com');
    expect(toReceiver?.subject).toContain('Уулзалтын урилга / Meeting invitation');
    expect(toReceiver?.text).toContain('Хэрэглэгч 1 таныг уулзалтад урьж байна.');
    expect(toReceiver?.text).toContain('User 1 invites you to a meeting.');
    expect(toReceiver?.text.indexOf('Хэрэглэгч 1 таныг')).toBeLessThan(toReceiver?.text.indexOf('User 1 invites') ?? 0);
    expect(toReceiver?.text).toContain('/yellow-page/meeting/login');
    expect(toReceiver?.html).toContain('Гэрээний &lt;b&gt;санал&lt;/b&gt;');
    expect(toReceiver?.html).not.toContain('<b>санал</b>');
    const { event, method } = eventOf(toReceiver);
    expect(method).toBe('REQUEST');
    expect(event?.getFirstPropertyValue('uid')).toBe(`meeting-${meetingId}@localhost`);
    expect(event?.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('refuses a room already holding a live meeting at the slot', async () => {
    expect(await invite(3, 4, 1, SLOT.tomorrow10)).toEqual({ ok: false, reason: 'roomTaken' });
  });

  it('refuses a sender or a receiver who already holds a live meeting at the slot', async () => {
    expect(await invite(1, 3, 2, SLOT.tomorrow10)).toEqual({ ok: false, reason: 'senderBusy' });
    expect(await invite(2, 3, 2, SLOT.tomorrow10)).toEqual({ ok: false, reason: 'senderBusy' });
    expect(await invite(3, 2, 2, SLOT.tomorrow10)).toEqual({ ok: false, reason: 'receiverBusy' });
    expect(await invite(4, 1, 3, SLOT.tomorrow10)).toEqual({ ok: false, reason: 'receiverBusy' });
  });

  it('refuses inviting oneself, a slot that has started, and unknown people, rooms or slots', async () => {
    expect(await invite(3, 3, 2, SLOT.tomorrow11)).toEqual({ ok: false, reason: 'selfInvitation' });
    expect(await invite(3, 4, 2, SLOT.yesterday)).toEqual({ ok: false, reason: 'slotPast' });
    expect(await invite(3, 99, 2, SLOT.tomorrow11)).toEqual({ ok: false, reason: 'notFound' });
    expect(await invite(3, 4, 99, SLOT.tomorrow11)).toEqual({ ok: false, reason: 'notFound' });
    expect(await invite(3, 4, 2, 99)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('sends no mail for a refused invitation', async () => {
    expect(await mailsOf(() => invite(3, 4, 1, SLOT.tomorrow10))).toEqual([]);
  });

  describe('accepting and cancelling', () => {
    it('lets only the receiver accept: the sender is refused, a stranger learns nothing', async () => {
      expect(await acceptMeeting({ userId: 1, meetingId })).toEqual({ ok: false, reason: 'notReceiver' });
      expect(await acceptMeeting({ userId: 5, meetingId })).toEqual({ ok: false, reason: 'notFound' });
      expect(await acceptMeeting({ userId: 2, meetingId: 999 })).toEqual({ ok: false, reason: 'notFound' });
    });

    it('accepts once, raising SEQUENCE, and mails both a METHOD:REQUEST calendar with the receiver accepted', async () => {
      let outcome: Awaited<ReturnType<typeof acceptMeeting>> | undefined;
      const mails = await mailsOf(async () => {
        outcome = await acceptMeeting({ userId: 2, meetingId });
      });

      expect(outcome).toMatchObject({ ok: true, meeting: { id: meetingId, meeting_status: 'accepted' } });
      expect(mails.map((mail) => mail.to).sort()).toEqual(['user1@example.com', 'user2@example.com']);
      expect(mails.find((mail) => mail.to === 'user1@example.com')?.text).toContain(
        'User 2 accepted your meeting invitation.',
      );
      const { event, method } = eventOf(mails[0]);
      expect(method).toBe('REQUEST');
      expect(event?.getFirstPropertyValue('uid')).toBe(`meeting-${meetingId}@localhost`);
      expect(event?.getFirstPropertyValue('sequence')).toBe(1);
      expect(event?.getFirstProperty('attendee')?.getParameter('partstat')).toBe('ACCEPTED');
      expect(await acceptMeeting({ userId: 2, meetingId })).toEqual({ ok: false, reason: 'notLive' });
    });

    it('refuses a stranger’s cancel as if the meeting did not exist', async () => {
      expect(await cancelMeeting({ userId: 5, meetingId })).toEqual({ ok: false, reason: 'notFound' });
      expect(await cancelMeeting({ userId: 1, meetingId: 999 })).toEqual({ ok: false, reason: 'notFound' });
    });

    it('cancels an accepted meeting, mails both a METHOD:CANCEL calendar naming who cancelled, and frees the slot', async () => {
      let outcome: Awaited<ReturnType<typeof cancelMeeting>> | undefined;
      const mails = await mailsOf(async () => {
        outcome = await cancelMeeting({ userId: 1, meetingId });
      });

      expect(outcome).toMatchObject({ ok: true, meeting: { id: meetingId, meeting_status: 'cancelled' } });
      const [stored] = await db
        .select({ cancelledBy: meetings.cancelledBy, sequence: meetings.sequence })
        .from(meetings)
        .where(eq(meetings.id, meetingId));
      expect(stored).toEqual({ cancelledBy: 1, sequence: 2 });
      expect(mails).toHaveLength(2);
      expect(mails.every((mail) => mail.method === 'CANCEL')).toBe(true);
      expect(mails[0]?.text).toContain('Уулзалтыг Хэрэглэгч 1 цуцаллаа.');
      expect(mails[0]?.text).toContain('The meeting was cancelled by User 1.');
      const { event, method } = eventOf(mails[0]);
      expect(method).toBe('CANCEL');
      expect(event?.getFirstPropertyValue('uid')).toBe(`meeting-${meetingId}@localhost`);
      expect(event?.getFirstPropertyValue('sequence')).toBe(2);
      expect(event?.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(await cancelMeeting({ userId: 2, meetingId })).toEqual({ ok: false, reason: 'notLive' });
      expect(await acceptMeeting({ userId: 2, meetingId })).toEqual({ ok: false, reason: 'notLive' });

      // The room and both people are free again at once.
      expect(await invite(2, 1, 1, SLOT.tomorrow10)).toMatchObject({ ok: true });
    });

    it('lets the receiver cancel a pending meeting', async () => {
      const invited = await invite(3, 4, 2, SLOT.tomorrow11);
      if (!invited.ok) throw new Error(invited.reason);

      expect(await cancelMeeting({ userId: 4, meetingId: invited.meeting.id })).toMatchObject({
        ok: true,
        meeting: { meeting_status: 'cancelled' },
      });
    });
  });

  it('keeps the change and its mails, waiting in the outbox, when they cannot be sent, and logs the failure', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // A file where the outbox folder should be: every mail fails to be written.
    await rename(outbox, `${outbox}-aside`);
    await writeFile(outbox, 'not a folder');
    try {
      const outcome = await invite(5, 6, 3, SLOT.later);

      expect(outcome).toMatchObject({ ok: true, meeting: { meeting_status: 'pending' } });
      const waiting = await db
        .select({ to: outboxMails.to, kind: outboxMails.kind, status: outboxMails.status })
        .from(outboxMails)
        .where(eq(outboxMails.status, 'pending'));
      expect(waiting.map((mail) => mail.to).sort()).toEqual(['user5@example.com', 'user6@example.com']);
      expect(waiting.every((mail) => mail.kind === 'meeting-invitation')).toBe(true);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ mailKind: 'meeting-invitation' }),
        'An outbox mail was not sent',
      );
    } finally {
      logged.mockRestore();
      await rm(outbox);
      await rename(`${outbox}-aside`, outbox);
    }
  });
});
