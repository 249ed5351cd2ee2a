import 'server-only';

import { and, eq, inArray, or, sql } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { meetingParticipants, meetings, meetingTimes } from '@/db/schema';
import { sendSoon } from '@/lib/mail/send-soon';

import type { MeetingMailKind } from './mail/words';
import { enqueueMeetingMails } from './mail/compose';
import { type MeetingView, slotStart, toMeetingView } from './meeting-view';
import { getMeetingRow } from './queries';
import { cancelMeetingReminder, scheduleMeetingReminder } from './reminder-job';
import type { InvitationInput } from './schema';

export type InvitationFailure =
  'notFound' | 'selfInvitation' | 'slotPast' | 'roomTaken' | 'senderBusy' | 'receiverBusy';
export type MeetingChangeFailure = 'notFound' | 'notReceiver' | 'notLive';
type Outcome<Failure> = { ok: true; meeting: MeetingView } | { ok: false; reason: Failure };

/** PostgreSQL's deadlock_detected: two invitations crossing the same two people, each waiting for the other. */
const DEADLOCK = '40P01';
const DEADLOCK_RETRIES = 3;

function isDeadlock(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === DEADLOCK) return true;
  }

  return false;
}

/**
 * The stored meeting after a change, read in the change's transaction, which also records the mails to both
 * parties: a change is never stored unannounced, and a mail server that is down only delays the mails.
 */
async function recordChange(tx: Database, kind: MeetingMailKind, meetingId: number): Promise<MeetingView> {
  const row = await getMeetingRow(meetingId, tx);
  if (!row) throw new Error(`Meeting ${meetingId} vanished right after its change`);
  await enqueueMeetingMails(tx, {
    kind,
    meeting: toMeetingView(row),
    sequence: row.sequence,
    cancelledBy: row.cancelledBy,
  });

  return toMeetingView(row);
}

/** Sends the mails of a committed change at once (best effort: the outbox sender retries them). */
async function announced(meeting: MeetingView): Promise<{ ok: true; meeting: MeetingView }> {
  await sendSoon();

  return { ok: true, meeting };
}

/** Why a slot cannot be booked: it does not exist, or it has started; null when it is open. */
async function closedSlot(timeId: number): Promise<'notFound' | 'slotPast' | null> {
  const [slot] = await db
    .select({ isUpcoming: sql<boolean>`${slotStart()} > now()` })
    .from(meetingTimes)
    .where(eq(meetingTimes.id, timeId));
  if (!slot) return 'notFound';

  return slot.isUpcoming ? null : 'slotPast';
}

/** The failure a refused insert means, or null for an error that is no refusal. */
async function refusal(
  error: unknown,
  { senderId, timeId }: { senderId: number; timeId: number },
): Promise<InvitationFailure | null> {
  const violation = constraintViolation(error);
  if (violation?.kind === 'foreignKey') return 'notFound';
  if (violation?.constraint === 'meetings_not_with_oneself') return 'selfInvitation';
  if (violation?.constraint === 'meetings_room_slot_live_unique') return 'roomTaken';
  if (violation?.constraint !== 'meeting_participants_person_slot_live_unique') return null;
  // One of the two holds the slot already: the refusal does not say which.
  const [senderHold] = await db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.userId, senderId),
        eq(meetingParticipants.timeId, timeId),
        eq(meetingParticipants.live, true),
      ),
    );

  return senderHold ? 'senderBusy' : 'receiverBusy';
}

/**
 * Seeds 7.4 send/meeting-invitation: a pending meeting of the sender with the receiver in a room at a slot.
 * The database decides: its unique indexes refuse a room or a person already holding a live meeting at the
 * slot, however many invitations arrive at once, and its keys refuse an unknown receiver or room. Mails both.
 */
export async function sendInvitation({
  senderId,
  receiver_id: receiverId,
  room_id: roomId,
  meeting_time_id: timeId,
  meeting_description: description,
}: { senderId: number } & InvitationInput): Promise<Outcome<InvitationFailure>> {
  const closed = await closedSlot(timeId);
  if (closed) return { ok: false, reason: closed };

  for (let attempt = 1; ; attempt += 1) {
    try {
      const meeting = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(meetings)
          .values({ senderId, receiverId, roomId, timeId, description })
          .returning({ id: meetings.id });
        if (!created) throw new Error('The meeting insert returned no row');

        return recordChange(tx, 'invitation', created.id);
      });

      return await announced(meeting);
    } catch (error) {
      // The deadlock's victim stored nothing: trying again gives it the outcome of the other, now committed.
      if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue;
      const reason = await refusal(error, { senderId, timeId });
      if (!reason) throw error;

      return { ok: false, reason };
    }
  }
}

/** Why a change matched no row: the user is not a party (or no such meeting), not its receiver, or it is over. */
async function unchangedReason(
  meetingId: number,
  userId: number,
  { needsReceiver }: { needsReceiver: boolean },
): Promise<MeetingChangeFailure> {
  const [meeting] = await db
    .select({ senderId: meetings.senderId, receiverId: meetings.receiverId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  // A stranger learns nothing, not even that the meeting exists.
  if (!meeting || (meeting.senderId !== userId && meeting.receiverId !== userId)) return 'notFound';
  if (needsReceiver && meeting.receiverId !== userId) return 'notReceiver';

  return 'notLive';
}

/**
 * Seeds 7.4 accept/meeting: the receiver accepts a pending meeting. One conditional update (so two clicks, or an
 * accept racing a cancel, change it once) raises SEQUENCE and, in the same transaction, schedules the reminder.
 */
export async function acceptMeeting({
  userId,
  meetingId,
}: {
  userId: number;
  meetingId: number;
}): Promise<Outcome<MeetingChangeFailure>> {
  const accepted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetings)
      .set({ status: 'accepted', sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
      .from(meetingTimes)
      .where(
        and(
          eq(meetings.id, meetingId),
          eq(meetings.receiverId, userId),
          eq(meetings.status, 'pending'),
          eq(meetingTimes.id, meetings.timeId),
        ),
      )
      .returning({ id: meetings.id, startsAt: slotStart().mapWith(meetings.createdAt) });
    if (!row) return null;
    await scheduleMeetingReminder({ meetingId: row.id, startsAt: row.startsAt }, tx);

    return recordChange(tx, 'accepted', row.id);
  });
  if (!accepted) return { ok: false, reason: await unchangedReason(meetingId, userId, { needsReceiver: true }) };

  return announced(accepted);
}

/**
 * Seeds 7.4 cancel/meeting: either party cancels a pending or accepted meeting, which frees the room and both
 * people at once (the unique indexes cover live meetings only). Raises SEQUENCE and drops the reminder.
 */
export async function cancelMeeting({
  userId,
  meetingId,
}: {
  userId: number;
  meetingId: number;
}): Promise<Outcome<MeetingChangeFailure>> {
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetings)
      .set({ status: 'cancelled', cancelledBy: userId, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(meetings.id, meetingId),
          or(eq(meetings.senderId, userId), eq(meetings.receiverId, userId)),
          inArray(meetings.status, ['pending', 'accepted']),
        ),
      )
      .returning({ id: meetings.id });
    if (!row) return null;
    await cancelMeetingReminder(row.id, tx);

    return recordChange(tx, 'cancelled', row.id);
  });
  if (!cancelled) return { ok: false, reason: await unchangedReason(meetingId, userId, { needsReceiver: false }) };

  return announced(cancelled);
}
