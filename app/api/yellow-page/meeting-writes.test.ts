import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { storage } from '@/lib/storage';
import { imageVariantKeys } from '@/lib/storage/variant-keys';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { DELETE as deleteRoom } from './delete/meeting-room/route';
import { DELETE as deleteTime } from './delete/meeting-time/route';
import { DELETE as deleteUser } from './delete/meeting-user/route';
import { POST as insertRoom } from './insert/meeting-room/route';
import { POST as insertTime } from './insert/meeting-time/route';
import { POST as insertUser } from './insert/meeting-user/route';
import { POST as updateRoom } from './update/meeting-room/route';
import { POST as updateUser } from './update/meeting-user/route';

// Pictures go to a throw-away folder: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'meeting-writes-'));

  return process.env.DATA_DIR;
});

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

afterAll(async () => {
  const { rmSync } = await import('node:fs');
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `http://localhost/api/yellow-page/${path}`;
const json = (path: string, body: unknown) =>
  new Request(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const remove = (path: string) =>
  new Request(url(path), { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });

/** A room form as the browser sends it: multipart, the picture (when any) in `image`. */
function roomForm(path: string, fields: Record<string, string>, image?: { bytes: Buffer; name: string }): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('image', new File([new Uint8Array(image.bytes)], image.name));

  return new Request(url(path), { method: 'POST', body: form });
}

async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const saraa = {
  name: 'Б.Сараа',
  name_en: 'B.Saraa',
  email: 'Saraa@Example.com',
  phone_number: '99112233',
  user_type: 'Attendee',
};

describe('the meeting back-office writes', () => {
  it('answer 401 to a visitor and 403 to a read-only account, writing nothing', async () => {
    const calls = () => [
      insertUser(json('insert/meeting-user', saraa)),
      updateUser(json('update/meeting-user', { ...saraa, id: 1 })),
      deleteUser(remove('delete/meeting-user?id=1')),
      insertTime(json('insert/meeting-time', { date: '2030-09-11', start_time: '10:00', end_time: '12:00' })),
      deleteTime(remove('delete/meeting-time?id=1')),
      insertRoom(roomForm('insert/meeting-room', { room_number: 'Өрөө A', capacity: '4' })),
      updateRoom(roomForm('update/meeting-room', { id: '1', room_number: 'Өрөө A', capacity: '4' })),
      deleteRoom(remove('delete/meeting-room?id=1')),
    ];

    signInAs(null);
    expect((await Promise.all(calls())).map((response) => response.status)).toEqual(Array(8).fill(401));
    signInAs({ kind: 'admin', id: staff.userId });
    const refused = await Promise.all(calls());
    expect(refused.map((response) => response.status)).toEqual(Array(8).fill(403));
    expect(await refused[0]?.json()).toEqual({ message: 'Танд энэ үйлдлийг хийх эрх байхгүй.' });
    expect([await db.$count(meetingUsers), await db.$count(meetingTimes), await db.$count(meetingRooms)]).toEqual([
      0, 0, 0,
    ]);
  });

  it('create a meeting user, update and delete them, each answer carrying what the seeds’ clients read', async () => {
    const created = await answer(await insertUser(json('insert/meeting-user', saraa)));
    expect(created).toEqual({
      status: 200,
      body: {
        user: {
          id: expect.any(Number),
          name: 'Б.Сараа',
          name_en: 'B.Saraa',
          email: 'saraa@example.com',
          phone_number: '99112233',
          user_type: 'Attendee',
          user_token: expect.any(String),
        },
      },
    });
    const { id } = created.body.user as { id: number };

    const updated = await answer(
      await updateUser(json('update/meeting-user', { ...saraa, id, name: 'Сараа Б.', user_type: 'Sponsor' })),
    );
    expect(updated).toMatchObject({ status: 200, body: { user: { id, name: 'Сараа Б.', user_type: 'Sponsor' } } });

    expect(await answer(await deleteUser(remove(`delete/meeting-user?id=${id}`)))).toEqual({
      status: 200,
      body: { id },
    });
    expect(await db.$count(meetingUsers)).toBe(0);
    expect((await auditEntries('meeting-user.delete')).map((entry) => entry.target)).toEqual([String(id)]);
    expect((await deleteUser(remove(`delete/meeting-user?id=${id}`))).status).toBe(404);
  });

  it('refuse a second user with one e-mail with 409, and missing fields with 400 and the seeds’ messages', async () => {
    expect((await insertUser(json('insert/meeting-user', { ...saraa, email: 'tuya@example.com' }))).status).toBe(200);

    const duplicate = await answer(
      await insertUser(json('insert/meeting-user', { ...saraa, email: 'TUYA@example.com' })),
    );
    expect(duplicate).toEqual({ status: 409, body: { message: 'Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.' } });

    const missing = await answer(await insertUser(json('insert/meeting-user', { ...saraa, name: ' ', email: '' })));
    expect(missing).toEqual({
      status: 400,
      body: {
        message: 'Оруулсан мэдээлэл буруу байна.',
        errors: { name: 'Нэр оруулна уу', email: 'Цахим шуудан оруулна уу' },
      },
    });
  });

  it('create a day of hourly times, keeping the ones the day has', async () => {
    const first = await answer(
      await insertTime(json('insert/meeting-time', { date: '2030-09-12', start_time: '10:00', end_time: '13:00' })),
    );
    expect(first).toEqual({ status: 200, body: { added: 3, existing: 0 } });

    const again = await answer(
      await insertTime(json('insert/meeting-time', { date: '2030-09-12', start_time: '12:00', end_time: '14:00' })),
    );
    expect(again).toEqual({ status: 200, body: { added: 1, existing: 1 } });

    const invalid = await answer(
      await insertTime(json('insert/meeting-time', { date: '', start_time: '10:00', end_time: '' })),
    );
    expect(invalid).toEqual({
      status: 400,
      body: {
        message: 'Оруулсан мэдээлэл буруу байна.',
        errors: { date: 'Өдрөө оруулна уу', end_time: 'Дуусах цагийг оруулна уу' },
      },
    });
  });

  it('refuse to delete a time with a live meeting with 409 and their number, and delete it once the meeting is cancelled', async () => {
    const people = await db
      .insert(meetingUsers)
      .values([
        {
          name: 'Эрдэнэс ХХК',
          nameEn: 'Erdenes LLC',
          email: 'erdenes@example.com',
          userType: 'Exhibitor',
          userToken: 'page-1',
          calendarToken: 'feed-1',
        },
        {
          name: 'Бат',
          nameEn: 'Bat',
          email: 'bat@example.com',
          userType: 'Attendee',
          userToken: 'page-2',
          calendarToken: 'feed-2',
        },
      ])
      .returning({ id: meetingUsers.id });
    const [room] = await db
      .insert(meetingRooms)
      .values({ roomNumber: 'Өрөө Z', capacity: 2 })
      .returning({ id: meetingRooms.id });
    const [time] = await db
      .insert(meetingTimes)
      .values({ meetingDate: '2030-09-13', meetingTime: '15:00' })
      .returning({ id: meetingTimes.id });
    const [meeting] = await db
      .insert(meetings)
      .values({
        senderId: people[0]?.id ?? 0,
        receiverId: people[1]?.id ?? 0,
        roomId: room?.id ?? 0,
        timeId: time?.id ?? 0,
        status: 'pending',
      })
      .returning({ id: meetings.id });

    const refused = await answer(await deleteTime(remove(`delete/meeting-time?id=${time?.id}`)));
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Энэ цагт цуцлагдаагүй 1 уулзалт байгаа тул устгах боломжгүй.' },
    });
    expect((await deleteRoom(remove(`delete/meeting-room?id=${room?.id}`))).status).toBe(409);

    await db
      .update(meetings)
      .set({ status: 'cancelled' })
      .where(eq(meetings.id, meeting?.id ?? 0));
    expect(await answer(await deleteTime(remove(`delete/meeting-time?id=${time?.id}`)))).toEqual({
      status: 200,
      body: { id: time?.id },
    });
    expect(await db.$count(meetings, eq(meetings.id, meeting?.id ?? 0))).toBe(0);
  });

  it('create a room with a PNG stored with its resized copies, keep the picture on an update without one, then delete the room and its picture', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();

    const created = await answer(
      await insertRoom(
        roomForm('insert/meeting-room', { room_number: 'Өрөө A', capacity: '4' }, { bytes: png, name: 'room.png' }),
      ),
    );
    expect(created).toEqual({ status: 200, body: { id: expect.any(Number) } });
    const id = created.body.id as number;
    const [stored] = await db
      .select({ roomPic: meetingRooms.roomPic, capacity: meetingRooms.capacity })
      .from(meetingRooms)
      .where(eq(meetingRooms.id, id));
    const picture = stored?.roomPic ?? '';
    expect(picture).toMatch(/^admin\/images\/[\w-]+\.png$/);
    for (const key of [picture, ...imageVariantKeys(picture)]) expect(await storage.stat(key), key).not.toBeNull();
    expect((await auditEntries('upload.create')).map((entry) => entry.target)).toEqual([picture]);

    const updated = await answer(
      await updateRoom(roomForm('update/meeting-room', { id: String(id), room_number: 'Өрөө A1', capacity: '6' })),
    );
    expect(updated).toEqual({ status: 200, body: { id } });
    expect(
      await db
        .select({ roomNumber: meetingRooms.roomNumber, capacity: meetingRooms.capacity, roomPic: meetingRooms.roomPic })
        .from(meetingRooms)
        .where(eq(meetingRooms.id, id)),
    ).toEqual([{ roomNumber: 'Өрөө A1', capacity: 6, roomPic: picture }]);

    expect(await answer(await deleteRoom(remove(`delete/meeting-room?id=${id}`)))).toEqual({
      status: 200,
      body: { id },
    });
    expect(await storage.stat(picture)).toBeNull();
  });

  it('refuse a picture that is no image with 415, a JSON body with 415 and a taken room name with 409, keeping no file of either', async () => {
    const before = await db.$count(meetingRooms);
    const notImage = await answer(
      await insertRoom(
        roomForm(
          'insert/meeting-room',
          { room_number: 'Өрөө B', capacity: '4' },
          { bytes: Buffer.from('%PDF-1.4 not a picture'), name: 'room.png' },
        ),
      ),
    );
    expect(notImage).toEqual({ status: 415, body: { message: 'Зөвхөн jpg, jpeg, png зураг сонгоно уу.' } });
    expect(await db.$count(meetingRooms)).toBe(before);
    expect((await insertRoom(json('insert/meeting-room', { room_number: 'Өрөө B', capacity: '4' }))).status).toBe(415);

    expect((await insertRoom(roomForm('insert/meeting-room', { room_number: 'Өрөө C', capacity: '4' }))).status).toBe(
      200,
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const uploadsBefore = (await auditEntries('upload.create')).length;
    const taken = await answer(
      await insertRoom(
        roomForm('insert/meeting-room', { room_number: 'Өрөө C', capacity: '4' }, { bytes: png, name: 'c.png' }),
      ),
    );
    expect(taken).toEqual({ status: 409, body: { message: 'Ийм нэртэй өрөө бүртгэлтэй байна.' } });
    const [discarded] = (await auditEntries('upload.create')).slice(uploadsBefore);
    expect(discarded?.target).toMatch(/^admin\/images\//);
    expect(await storage.stat(discarded?.target ?? '')).toBeNull();
  });
});
