import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getTemplate } from '../../meeting-users-template/route';
import { GET as getTimesAndRooms } from '../meeting-times-rooms/route';
import { GET as getUsers } from '../meeting-users/route';
import { GET } from './route';

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
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
        name: 'Б.Сараа',
        nameEn: 'B.Saraa',
        email: 'saraa@example.com',
        userType: 'Attendee',
        userToken: 'page-2',
        calendarToken: 'feed-2',
      },
    ])
    .returning({ id: meetingUsers.id });
  const [room] = await db
    .insert(meetingRooms)
    .values({ roomNumber: 'Өрөө A', capacity: 4, roomPic: 'admin/images/a.png' })
    .returning({ id: meetingRooms.id });
  const [time] = await db
    .insert(meetingTimes)
    .values({ meetingDate: '2030-09-11', meetingTime: '10:00' })
    .returning({ id: meetingTimes.id });
  const [first = { id: 0 }, second = { id: 0 }] = people;
  await db.insert(meetings).values([
    {
      senderId: first.id,
      receiverId: second.id,
      roomId: room?.id ?? 0,
      timeId: time?.id ?? 0,
      status: 'cancelled',
      description: 'Эхний санал',
    },
    {
      senderId: second.id,
      receiverId: first.id,
      roomId: room?.id ?? 0,
      timeId: time?.id ?? 0,
      status: 'accepted',
      description: 'Хамтын ажиллагаа',
    },
  ]);
});

beforeEach(() => {
  // People's details are for a moderator's daily work, not for the read-only role.
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

const request = (path: string) => new Request(`http://localhost/api/yellow-page/${path}`);

describe('the meeting back-office reads', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    const answers = await Promise.all([
      GET(request('get/meetings')),
      getTimesAndRooms(),
      getUsers(request('get/meeting-users')),
      getTemplate(request('meeting-users-template')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('answer GET /get/meetings with the seeds’ keys, filtered by status, privately', async () => {
    const response = await GET(request('get/meetings?type=accepted&page=1&limit=20'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as {
      meetings: Array<Record<string, unknown>>;
      totalPages: number;
      total: number;
    };
    expect(body).toMatchObject({ total: 1, totalPages: 1 });
    expect(body.meetings[0]).toMatchObject({
      meeting_status: 'accepted',
      meeting_date: '2030-09-11',
      meeting_time: '10:00',
      sender_name_en: 'B.Saraa',
      room_pic: '/files/admin/images/a.png',
    });
  });

  it('refuse a status or page size the seeds do not have with 400 and the field', async () => {
    const response = await GET(request('get/meetings?type=declined&limit=30'));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      'limit',
      'type',
    ]);
  });

  it('export the filtered list as CSV, names and statuses in English with the toggle', async () => {
    const mongolian = await (await GET(request('get/meetings?format=csv'))).text();
    expect(mongolian.split('\r\n')).toHaveLength(3);
    expect(mongolian).toContain('Зөвшөөрсөн');
    // The creation time as the meeting's details show it, on Ulaanbaatar's clock; no stored UTC instant.
    expect(mongolian).toMatch(/,\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\r\n/);
    expect(mongolian).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const response = await GET(request('get/meetings?type=cancelled&lang=en&format=csv'));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const english = await response.text();
    expect(english.split('\r\n')).toHaveLength(2);
    expect(english).toContain('Erdenes LLC,erdenes@example.com,B.Saraa,saraa@example.com,Cancelled,Эхний санал');
  });

  it('answer GET /get/meeting-times-rooms with the times and rooms under meetings', async () => {
    const body = (await (await getTimesAndRooms()).json()) as { meetings: { times: unknown[]; rooms: unknown[] } };
    expect(body.meetings.times).toEqual([
      { id: expect.any(Number), meeting_date: '2030-09-11', meeting_time: '10:00', live_meetings: 1 },
    ]);
    expect(body.meetings.rooms).toEqual([
      {
        id: expect.any(Number),
        room_number: 'Өрөө A',
        room_number_en: '',
        capacity: 4,
        room_pic: '/files/admin/images/a.png',
        room_pic_key: 'admin/images/a.png',
        live_meetings: 1,
      },
    ]);
  });

  it('answer GET /get/meeting-users with users of one type and the totals', async () => {
    const body = (await (await getUsers(request('get/meeting-users?type=Attendee&page=1&limit=50'))).json()) as {
      users: Array<{ email: string }>;
      total: number;
      totalPages: number;
    };
    expect(body).toEqual({
      users: [expect.objectContaining({ email: 'saraa@example.com', user_type: 'Attendee' })],
      total: 1,
      totalPages: 1,
    });
    expect((await getUsers(request('get/meeting-users?type=Guest'))).status).toBe(400);
  });

  it('give the import template as CSV or Excel', async () => {
    const csv = await getTemplate(request('meeting-users-template'));
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="meeting-users-template.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // The byte-order mark makes Excel read the Mongolian examples as UTF-8.
    expect(bytes.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe('name,name_en,email,phone_number,user_type');
    const xlsx = await getTemplate(request('meeting-users-template?format=xlsx'));
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});
