'use server';

import { eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { meetings, meetingUsers } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { deleteUnlessLiveMeetings } from '../live-meeting-writes';
import { newUserTokens } from '../new-user-tokens';
import { MEETING_USER_ROW } from '../queries';
import { meetingIdSchema, meetingUserSchema, meetingUserUpdateSchema, type MeetingUserValues } from '../schema';

const M = 'admin.yellowMeetings.errors';

/** Seeds 7.5: the saved user is in the answer (the seeds' clients take a user in the reply as success). */
export type SavedMeetingUser = {
  id: number;
  name: string;
  name_en: string;
  email: string;
  phone_number: string;
  user_type: MeetingUserValues['user_type'];
  user_token: string;
};

const fieldsOf = (values: MeetingUserValues) => ({
  name: values.name,
  nameEn: values.name_en,
  email: values.email,
  phoneNumber: values.phone_number,
  userType: values.user_type,
});

/** The e-mail is how a person signs in: the database's unique index decides between two people giving one. */
async function savingUser(save: () => Promise<SavedMeetingUser | undefined>): Promise<ActionResult<SavedMeetingUser>> {
  try {
    const saved = await save();

    return saved ? ok(saved) : fail('errors.notFound');
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'meeting_users_email_unique')
      return fail(`${M}.emailTaken`, { email: [`${M}.emailTaken`] });
    throw error;
  }
}

/** Seeds 7.5 `POST /insert/meeting-user`: a new attendee, with its own unguessable page and calendar tokens. */
export async function createMeetingUser(input: unknown): Promise<ActionResult<SavedMeetingUser>> {
  return runAdminAction({
    permission: 'attendees',
    schema: meetingUserSchema,
    input,
    action: 'meeting-user.create',
    isPublic: false,
    target: (_data, user) => user.id,
    run: (values) =>
      savingUser(async () => {
        const [created] = await db
          .insert(meetingUsers)
          .values({ ...fieldsOf(values), ...newUserTokens() })
          .returning(MEETING_USER_ROW);

        return created;
      }),
  });
}

/** Seeds 7.5 `POST /update/meeting-user` with id: the person's details; the tokens stay. */
export async function updateMeetingUser(input: unknown): Promise<ActionResult<SavedMeetingUser>> {
  return runAdminAction({
    permission: 'attendees',
    schema: meetingUserUpdateSchema,
    input,
    action: 'meeting-user.update',
    isPublic: false,
    target: ({ id }) => id,
    run: ({ id, ...values }) =>
      savingUser(async () => {
        const [updated] = await db
          .update(meetingUsers)
          .set(fieldsOf(values))
          .where(eq(meetingUsers.id, id))
          .returning(MEETING_USER_ROW);

        return updated;
      }),
  });
}

/**
 * Seeds 7.5 `DELETE /delete/meeting-user?id=`: the person and their cancelled meetings; refused while they have a
 * live meeting, as sender or receiver.
 */
export async function deleteMeetingUser(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'attendees',
    schema: meetingIdSchema,
    input,
    action: 'meeting-user.delete',
    isPublic: false,
    target: ({ id }) => id,
    run: async ({ id }) => {
      const outcome = await deleteUnlessLiveMeetings({
        meetingsOfRow: sql`(${meetings.senderId} = ${id} or ${meetings.receiverId} = ${id})`,
        deleteRow: async (tx) =>
          (await tx.delete(meetingUsers).where(eq(meetingUsers.id, id)).returning({ id: meetingUsers.id })).length > 0,
        inUseMessage: `${M}.userInUse`,
      });

      return outcome.ok ? ok({ id }) : outcome;
    },
  });
}
