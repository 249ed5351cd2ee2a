import { sql } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetingUsers, rateLimits } from '@/db/schema';
import { LOOKUP_LIMITS, SIGN_IN_LIMITS } from '@/lib/auth/limits';
import type { SignInSubject } from '@/lib/auth/subjects';
import { authSecret } from '@/lib/env';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { MailMessage } from '@/lib/mail';
import { dayFromToday } from '@/tests/fixtures/meetings';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as acceptMeeting } from './accept/meeting/route';
import { GET as calendarFeed } from './calendar/[file]/route';
import { POST as rotateCalendar } from './calendar/rotate/route';
import { DELETE as cancelMeeting } from './cancel/meeting/route';
import { GET as allUsers } from './get/all-users/route';
import { GET as availableTimes } from './get/available-meeting-times/route';
import { GET as meetingsByUser } from './get/meetings-by-user/route';
import { GET as getUser } from './get/user/route';
import { POST as logout } from './logout/route';
import { POST as sendInvitation } from './send/meeting-invitation/route';
import { GET as sendCode } from './send/verification-code/route';
import { POST as verifyCode } from './verify/confirmation-code/route';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

/** Exhibitor, attendee, sponsor and a fourth user; two rooms; two slots tomorrow. */
const USERS = [
  {
    id: 1,
    name: 'Говь Майнинг ХХК',
    nameEn: 'Gobi Mining LLC',
    email: 'Exhibitor@Example.com',
    userType: 'Exhibitor' as const,
  },
  { id: 2, name: 'Болд Батаа', nameEn: 'Bold Bataa', email: 'attendee@example.com', userType: 'Attendee' as const },
  {
    id: 3,
    name: 'Эрдэнэ Спонсор',
    nameEn: 'Erdene Sponsor',
    email: 'sponsor@example.com',
    userType: 'Sponsor' as const,
  },
  { id: 4, name: 'Оюу Тех', nameEn: 'Oyu Tech', email: 'oyu@example.com', userType: 'Attendee' as const },
];
const SLOT = { ten: 1, eleven: 2 };

beforeAll(async () => {
  await db
    .insert(meetingUsers)
    .values(
      USERS.map((user) => ({ ...user, userToken: `page-token-${user.id}`, calendarToken: `feed-token-${user.id}` })),
    );
  await db.execute(sql`insert into meeting_rooms (id, room_number, capacity) values (1, 'Хан-Уул', 4), (2, 'Богд', 6)`);
  await db.execute(
    sql`insert into meeting_times (id, meeting_date, meeting_time) values (1, ${dayFromToday(1)}, '10:00'), (2, ${dayFromToday(1)}, '11:00')`,
  );
});

const as = (id: number | null, kind: SignInSubject = 'attendee') => {
  signInAs(id === null ? null : { kind, id });
};

type Handler = (request: Request) => Promise<Response>;
const HEADERS = { [SOCKET_ADDRESS_HEADER]: '10.9.0.1', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
/** Every change is sent as JSON, as the pages send it, even without fields. */
const call = (handler: Handler, path: string, init: RequestInit = {}) =>
  handler(
    new Request(`http://localhost/api/yellow-page/${path}`, {
      ...init,
      headers: { ...HEADERS, 'content-type': 'application/json', ...init.headers },
    }),
  );
const post = (handler: Handler, path: string, body: unknown, method = 'POST') =>
  call(handler, path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const json = async (response: Response | Promise<Response>) =>
  (await response).json() as Promise<Record<string, unknown>>;
/** The newest code mailed to an address, as its owner reads it. */
const mailedCode = (to: string) =>
  /\b(\d{6})\b/.exec(mailbox.sent.findLast((mail) => mail.to.toLowerCase() === to.toLowerCase())?.text ?? '')?.[1] ??
  '';
const invitation = (fields: Record<string, unknown> = {}) => ({
  receiver_id: 2,
  room_id: 1,
  meeting_time_id: SLOT.ten,
  meeting_description: 'Хамтын ажиллагаа',
  ...fields,
});

describe('sign-in calls', () => {
  it('send/verification-code mails a code to a registered meeting user only, in the seeds shape', async () => {
    const unknown = await call(sendCode, 'send/verification-code?email=stranger%40example.com');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Бүртгэлгүй цахим шуудан байна.' });
    expect(await json(call(sendCode, 'send/verification-code?email=stranger%40example.com&lang=en'))).toEqual({
      message: 'This e-mail is not registered.',
    });
    expect((await call(sendCode, 'send/verification-code?email=')).status).toBe(400);
    expect((await call(sendCode, 'send/verification-code?email=not-an-address')).status).toBe(400);
    expect((await call(sendCode, 'send/verification-code?id=99999999999')).status).toBe(400);

    const known = await call(sendCode, 'send/verification-code?email=EXHIBITOR%40example.com');
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
    // A user comes back, as the seeds' client waits for, but no id: an address must not tell which account it names.
    expect(await known.json()).toEqual({ message: 'Баталгаажуулах код илгээгдлээ.', user: {} });
    expect(mailbox.sent.at(-1)?.to).toBe('exhibitor@example.com');
  });

  it('send/verification-code never mails "user N": an id alone is refused like a missing e-mail', async () => {
    const sentBefore = mailbox.sent.length;
    const byId = await call(sendCode, 'send/verification-code?id=4');

    expect(byId.status).toBe(400);
    expect(await byId.json()).toEqual({
      message: 'Цахим шуудангаа оруулна уу.',
      errors: { email: 'Цахим шуудангаа оруулна уу.' },
    });
    expect(mailbox.sent.length).toBe(sentBefore);
  });

  it('send/verification-code drops requests over the limit per address and client silently: the same answer, no mail', async () => {
    const client = { headers: { [SOCKET_ADDRESS_HEADER]: '10.8.0.1' } };
    const sentBefore = mailbox.sent.length;
    const answers = [];
    for (let index = 0; index < 7; index += 1)
      answers.push(await json(call(sendCode, 'send/verification-code?email=sponsor%40example.com', client)));

    expect(answers.every((answer) => answer.message === 'Баталгаажуулах код илгээгдлээ.')).toBe(true);
    expect(mailbox.sent.length - sentBefore).toBe(SIGN_IN_LIMITS.codesPerEmailPerClient);
  });

  it('send/verification-code answers 429 once a client has asked about too many addresses', async () => {
    const client = { headers: { [SOCKET_ADDRESS_HEADER]: '10.8.1.1' } };
    const statuses = [];
    for (let index = 0; index < 30; index += 1)
      statuses.push((await call(sendCode, `send/verification-code?email=probe${index}%40example.com`, client)).status);
    const limited = await call(sendCode, 'send/verification-code?email=exhibitor%40example.com', client);

    expect(statuses.every((status) => status === 404)).toBe(true);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Хэт олон удаа оролдлоо. Түр хүлээгээд дахин оролдоно уу.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('send/verification-code answers a client within its own limit, however many other clients asked before', async () => {
    const ask = (client: string, email: string) =>
      call(sendCode, `send/verification-code?email=${encodeURIComponent(email)}&lang=en`, {
        headers: { [SOCKET_ADDRESS_HEADER]: client },
      });
    for (let client = 1; client <= 6; client += 1) {
      for (let index = 0; index < LOOKUP_LIMITS.perClient.limit; index += 1)
        await ask(`10.8.2.${client}`, `made-up${index}@example.com`);
    }

    expect((await ask('10.8.2.200', 'exhibitor@example.com')).status).toBe(200);
    expect((await ask('10.8.2.1', 'exhibitor@example.com')).status).toBe(429);
  });

  it('verify/confirmation-code refuses a wrong or malformed code and signs the user in once with the mailed one', async () => {
    await call(sendCode, 'send/verification-code?email=attendee%40example.com');
    const code = mailedCode('attendee@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const malformed = await post(verifyCode, 'verify/confirmation-code', { id: 2, confirmation_code: '12a' });
    expect(malformed.status).toBe(400);
    const wrong = await post(verifyCode, 'verify/confirmation-code', {
      id: 2,
      confirmation_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    const wrongAnswer = await wrong.json();
    expect(wrongAnswer).toMatchObject({
      message: 'Код буруу эсвэл хүчингүй байна. Шалгаад дахин оруулах эсвэл шинэ код авна уу.',
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    // An id of no user gets the very answer of a wrong code: the call tells nothing about which ids exist.
    const noUser = await post(verifyCode, 'verify/confirmation-code', { id: 999, confirmation_code: code });
    expect([noUser.status, await noUser.json()]).toEqual([401, wrongAnswer]);

    const right = await post(verifyCode, 'verify/confirmation-code', { id: 2, confirmation_code: code });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ user: { user_token: 'page-token-2' } });
    const cookie = right.headers.getSetCookie().find((line) => line.startsWith('next-auth.session-token='));
    expect(cookie).toMatch(/HttpOnly/i);
    const token = cookie?.split(';')[0]?.split('=')[1] ?? '';
    expect(await decode({ token, secret: authSecret() })).toMatchObject({ kind: 'attendee', accountId: 2 });
    expect(
      (await post(verifyCode, 'verify/confirmation-code', { email: 'attendee@example.com', confirmation_code: code }))
        .status,
    ).toBe(401);
  });

  it('logout removes the session cookie', async () => {
    const response = await call(logout, 'logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('next-auth.session-token='))).toMatch(
      /Max-Age=0/i,
    );
  });
});

describe('attendee calls', () => {
  it('answer visitors, and sessions of another kind, with 401 and the message', async () => {
    as(null);
    const visitor = await call(meetingsByUser, 'get/meetings-by-user');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
    expect(await json(call(getUser, 'get/user?token=page-token-1&lang=en'))).toEqual({ message: 'Please sign in.' });
    for (const handler of [allUsers, availableTimes]) expect((await call(handler, 'x')).status).toBe(401);
    expect((await post(sendInvitation, 'send/meeting-invitation', invitation())).status).toBe(401);
    expect((await call(acceptMeeting, 'accept/meeting?id=1')).status).toBe(401);
    expect((await call(cancelMeeting, 'cancel/meeting?id=1', { method: 'DELETE' })).status).toBe(401);
    expect((await call(rotateCalendar, 'calendar/rotate', { method: 'POST' })).status).toBe(401);
    as(2, 'admin');
    expect((await call(getUser, 'get/user')).status).toBe(401);
    as(999);
    expect((await call(getUser, 'get/user')).status).toBe(401);
  });

  it('get/user answers the signed-in user for its own token only', async () => {
    as(1);
    expect(await json(call(getUser, 'get/user?token=page-token-1'))).toEqual({
      user: {
        id: 1,
        name: 'Говь Майнинг ХХК',
        name_en: 'Gobi Mining LLC',
        email: 'Exhibitor@Example.com',
        phone_number: '',
        user_type: 'Exhibitor',
        user_token: 'page-token-1',
      },
    });
    expect((await call(getUser, 'get/user?token=page-token-2')).status).toBe(403);
  });

  it('get/all-users searches by name without e-mails or by whole address, never returns the attendee, and refuses another userId', async () => {
    as(1);
    const everyone = (await json(call(allUsers, 'get/all-users'))) as { users: Array<{ id: number; email?: string }> };
    expect(everyone.users.map((user) => user.id).sort()).toEqual([2, 3, 4]);
    expect(everyone.users.filter((user) => user.email !== undefined)).toEqual([]);
    const byName = (await json(call(allUsers, `get/all-users?q=${encodeURIComponent('болд')}`))) as {
      users: Array<Record<string, unknown>>;
    };
    expect(byName.users).toEqual([{ id: 2, name: 'Болд Батаа', name_en: 'Bold Bataa', user_type: 'Attendee' }]);
    expect(await json(call(allUsers, 'get/all-users?q=SPONSOR@'))).toEqual({ users: [] });
    const byAddress = (await json(call(allUsers, 'get/all-users?q=SPONSOR@EXAMPLE.COM'))) as {
      users: Array<{ id: number; email: string }>;
    };
    expect(byAddress.users.map(({ id, email }) => ({ id, email }))).toEqual([{ id: 3, email: 'sponsor@example.com' }]);
    expect(await json(call(allUsers, 'get/all-users?q=exhibitor'))).toEqual({ users: [] });
    expect((await call(allUsers, 'get/all-users?userId=2')).status).toBe(403);
    expect((await call(allUsers, 'get/all-users?userId=1')).status).toBe(200);
  });

  it('send/meeting-invitation books for the session only and answers every conflict with 409 in the language', async () => {
    as(1);
    const times = (await json(call(availableTimes, 'get/available-meeting-times'))) as {
      meetings: Array<{ times: Array<{ rooms: unknown[] }> }>;
    };
    expect(times.meetings).toHaveLength(1);
    expect(times.meetings[0]?.times.map((time) => time.rooms.length)).toEqual([2, 2]);

    expect((await post(sendInvitation, 'send/meeting-invitation', invitation({ sender_id: 3 }))).status).toBe(403);
    const invalid = await post(sendInvitation, 'send/meeting-invitation', { receiver_id: 'x', room_id: 1 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { receiver_id: 'Хүлээн авагчаа сонгоно уу.', meeting_time_id: 'Уулзалтын цагаа сонгоно уу.' },
    });
    expect((await post(sendInvitation, 'send/meeting-invitation', invitation({ receiver_id: 1 }))).status).toBe(400);

    const sent = await post(
      sendInvitation,
      'send/meeting-invitation',
      invitation({ sender_id: 1, meeting_status: 'accepted' }),
    );
    expect(sent.status).toBe(200);
    const { meeting } = (await sent.json()) as { meeting: Record<string, unknown> };
    expect(meeting).toMatchObject({
      sender_id: 1,
      receiver_id: 2,
      meeting_status: 'pending',
      room_number: 'Хан-Уул',
      meeting_time: '10:00',
    });
    expect(
      mailbox.sent
        .filter((mail) => mail.calendar)
        .map((mail) => mail.to.toLowerCase())
        .sort(),
    ).toEqual(['attendee@example.com', 'exhibitor@example.com']);

    as(3);
    const roomTaken = await post(sendInvitation, 'send/meeting-invitation?lang=en', invitation({ receiver_id: 4 }));
    expect(roomTaken.status).toBe(409);
    expect(await roomTaken.json()).toEqual({ message: 'The room is already booked at that time.' });
    const receiverBusy = await post(sendInvitation, 'send/meeting-invitation', invitation({ room_id: 2 }));
    expect(receiverBusy.status).toBe(409);
    expect(await receiverBusy.json()).toEqual({ message: 'Хүлээн авагч тухайн цагт өөр уулзалттай байна.' });
    expect(
      (await post(sendInvitation, 'send/meeting-invitation', invitation({ receiver_id: 99, room_id: 2 }))).status,
    ).toBe(404);
  });

  it('send/meeting-invitation is rate-limited per attendee', async () => {
    await db
      .insert(rateLimits)
      .values({ key: 'meeting-invitation:4', hits: 30, windowEndsAt: sql`now() + interval '10 minutes'` });
    as(4);
    const limited = await post(
      sendInvitation,
      'send/meeting-invitation',
      invitation({ receiver_id: 3, room_id: 2, meeting_time_id: SLOT.eleven }),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('get/meetings-by-user lists the attendee own meetings and refuses another id', async () => {
    as(2);
    const { meetings } = (await json(call(meetingsByUser, 'get/meetings-by-user?id=2'))) as {
      meetings: Array<{ sender_id: number }>;
    };
    expect(meetings.map((meeting) => meeting.sender_id)).toEqual([1]);
    expect((await call(meetingsByUser, 'get/meetings-by-user?id=1')).status).toBe(403);
    as(3);
    expect(await json(call(meetingsByUser, 'get/meetings-by-user'))).toEqual({ meetings: [] });
  });

  it('accept/meeting: the receiver only, once, never from another site', async () => {
    as(1);
    const [meeting] = (
      (await json(call(meetingsByUser, 'get/meetings-by-user'))) as {
        meetings: Array<{ id: number; meeting_number: string }>;
      }
    ).meetings;
    const path = `accept/meeting?id=${meeting?.id}&meetingNumber=${meeting?.meeting_number}`;
    expect(await json(call(acceptMeeting, path))).toEqual({
      message: 'Уулзалтыг зөвхөн урилга хүлээн авагч зөвшөөрнө.',
    });
    as(3);
    expect((await call(acceptMeeting, path)).status).toBe(404);

    as(2);
    expect(
      (await call(acceptMeeting, path, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } }))
        .status,
    ).toBe(403);
    expect((await call(acceptMeeting, `accept/meeting?id=${meeting?.id}&meetingNumber=M-999999`)).status).toBe(404);
    expect((await call(acceptMeeting, `${path}&userId=1`)).status).toBe(403);
    const accepted = await call(acceptMeeting, path);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ meeting: { id: meeting?.id, meeting_status: 'accepted' } });
    expect((await call(acceptMeeting, path)).status).toBe(409);
  });

  it('cancel/meeting sent as the seeds send it, without a body or a type: the session and the meeting decide', async () => {
    const bodyless = (path: string, headers: Record<string, string> = {}) =>
      cancelMeeting(
        new Request(`http://localhost/api/yellow-page/${path}`, {
          method: 'DELETE',
          headers: { ...HEADERS, ...headers },
        }),
      );

    as(null);
    const visitor = await bodyless('cancel/meeting?id=1&meetingNumber=M-000001&userId=2');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
    as(2);
    expect((await bodyless('cancel/meeting?id=999999&userId=2')).status).toBe(404);
    expect((await bodyless('cancel/meeting?id=1&userId=2', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('cancel/meeting: either party, after which the slot is free again', async () => {
    as(2);
    const [meeting] = (
      (await json(call(meetingsByUser, 'get/meetings-by-user'))) as {
        meetings: Array<{ id: number; meeting_number: string }>;
      }
    ).meetings;
    const path = `cancel/meeting?id=${meeting?.id}&meetingNumber=${meeting?.meeting_number}`;
    expect((await call(cancelMeeting, `${path}&userId=1`, { method: 'DELETE' })).status).toBe(403);
    as(4);
    expect((await call(cancelMeeting, path, { method: 'DELETE' })).status).toBe(404);

    as(2);
    const cancelled = await call(cancelMeeting, `${path}&userId=2`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ meeting: { meeting_status: 'cancelled' } });
    expect((await call(cancelMeeting, path, { method: 'DELETE' })).status).toBe(409);
    as(3);
    expect((await post(sendInvitation, 'send/meeting-invitation', invitation({ receiver_id: 4 }))).status).toBe(200);
  });

  it('calendar: the feed answers to its secret, and a new secret ends the old address', async () => {
    const fetchFeed = (file: string) =>
      calendarFeed(new Request(`http://localhost/api/yellow-page/calendar/${file}`), {
        params: Promise.resolve({ file }),
      });

    const own = await fetchFeed('feed-token-2.ics');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await own.text()).toMatch(/BEGIN:VCALENDAR[\s\S]*STATUS:CANCELLED/);
    expect((await fetchFeed('feed-token-2')).status).toBe(404);
    expect((await fetchFeed('no-such-feed.ics')).status).toBe(404);

    as(2);
    const rotated = (await json(call(rotateCalendar, 'calendar/rotate', { method: 'POST' }))) as {
      calendar_url: string;
    };
    const file = rotated.calendar_url.split('/').at(-1) ?? '';
    expect(rotated.calendar_url).toMatch(/^http:\/\/localhost:\d+\/api\/yellow-page\/calendar\/[\w-]{32}\.ics$/);
    expect((await fetchFeed('feed-token-2.ics')).status).toBe(404);
    expect((await fetchFeed(file)).status).toBe(200);
  });
});
