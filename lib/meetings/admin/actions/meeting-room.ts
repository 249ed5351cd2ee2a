'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { meetingRooms, meetings } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { discardStoredFiles } from '@/lib/storage/discard';

import { deleteUnlessLiveMeetings } from '../live-meeting-writes';
import { meetingIdSchema, meetingRoomSchema, meetingRoomUpdateSchema } from '../schema';

const M = 'admin.yellowMeetings.errors';

/** A replaced or deleted room's picture goes only when no other room shows it (demo rooms may share one). */
async function discardPictureIfUnused(key: string): Promise<void> {
  if (!key) return;
  if ((await db.$count(meetingRooms, eq(meetingRooms.roomPic, key))) > 0) return;
  await discardStoredFiles([key]);
}

/** Room names are unique: the database's index decides between two rooms given one name. */
async function savingRoom(save: () => Promise<{ id: number } | undefined>): Promise<ActionResult<{ id: number }>> {
  try {
    const saved = await save();

    return saved ? ok(saved) : fail('errors.notFound');
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'meeting_rooms_room_number_unique')
      return fail(`${M}.roomNameTaken`, { room_number: [`${M}.roomNameTaken`] });
    throw error;
  }
}

/** Seeds 7.5 `POST /insert/meeting-room`: name, capacity and a jpeg/png picture just uploaded (or none). */
export async function createMeetingRoom(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: meetingRoomSchema,
    input,
    action: 'meeting-room.create',
    isPublic: false,
    target: (_data, room) => room.id,
    run: async ({ room_number: roomNumber, room_number_en: roomNumberEn, capacity, room_pic: roomPic }) => {
      // Only a key the upload route wrote: never the key of some other stored file.
      if (roomPic !== '' && !isAdminUploadKey('image', roomPic)) return fail(`${M}.pictureInvalid`);

      return savingRoom(async () => {
        const [created] = await db
          .insert(meetingRooms)
          .values({ roomNumber, roomNumberEn, capacity, roomPic })
          .returning({ id: meetingRooms.id });

        return created;
      });
    },
  });
}

/** Seeds 7.5 `POST /update/meeting-room` with id: the picture is the room's current one, a new upload, or none. */
export async function updateMeetingRoom(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: meetingRoomUpdateSchema,
    input,
    action: 'meeting-room.update',
    isPublic: false,
    target: ({ id }) => id,
    run: async ({ id, room_number: roomNumber, room_number_en: roomNumberEn, capacity, room_pic: roomPic }) => {
      const [current] = await db
        .select({ roomPic: meetingRooms.roomPic })
        .from(meetingRooms)
        .where(eq(meetingRooms.id, id));
      if (!current) return fail('errors.notFound');
      if (roomPic !== current.roomPic && roomPic !== '' && !isAdminUploadKey('image', roomPic))
        return fail(`${M}.pictureInvalid`);
      const saved = await savingRoom(async () => {
        const [updated] = await db
          .update(meetingRooms)
          .set({ roomNumber, roomNumberEn, capacity, roomPic })
          .where(eq(meetingRooms.id, id))
          .returning({ id: meetingRooms.id });

        return updated;
      });
      if (saved.ok && roomPic !== current.roomPic) await discardPictureIfUnused(current.roomPic);

      return saved;
    },
  });
}

/** Deletes a room with its cancelled meetings and its picture; refused while a live meeting is booked in it. */
export async function deleteMeetingRoom(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: meetingIdSchema,
    input,
    action: 'meeting-room.delete',
    isPublic: false,
    target: ({ id }) => id,
    run: async ({ id }) => {
      let picture = '';
      const outcome = await deleteUnlessLiveMeetings({
        meetingsOfRow: eq(meetings.roomId, id),
        deleteRow: async (tx) => {
          const [deleted] = await tx
            .delete(meetingRooms)
            .where(eq(meetingRooms.id, id))
            .returning({ roomPic: meetingRooms.roomPic });
          picture = deleted?.roomPic ?? '';

          return deleted !== undefined;
        },
        inUseMessage: `${M}.roomInUse`,
      });
      if (!outcome.ok) return outcome;
      await discardPictureIfUnused(picture);

      return ok({ id });
    },
  });
}
