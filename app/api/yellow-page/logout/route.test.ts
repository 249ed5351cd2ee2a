import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { issueSessionCookie, readSessionCookie } from '@/lib/auth/session-cookie';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST as logoutAttendee } from './route';

prepareTestDatabase();

const ids = { attendee: 0 };

beforeAll(async () => {
  const [attendee] = await db
    .insert(meetingUsers)
    .values({
      name: 'Говь Экспо ХХК',
      nameEn: 'Gobi Expo LLC',
      email: 'attendee@example.com',
      userType: 'Attendee',
      userToken: 'page-token',
      calendarToken: 'feed-token',
    })
    .returning({ id: meetingUsers.id });
  ids.attendee = attendee?.id ?? 0;
});

const logoutWith = (cookie: { name: string; value: string }) =>
  logoutAttendee(
    new Request('http://localhost/api/yellow-page/logout', {
      method: 'POST',
      body: '{}',
      headers: { cookie: `${cookie.name}=${cookie.value}`, 'content-type': 'application/json' },
    }),
  );

describe('POST /api/yellow-page/logout', () => {
  it("refuses a copied attendee cookie once the attendee has logged out, and keeps the attendee's other sessions", async () => {
    const identity = { kind: 'attendee', id: ids.attendee, email: 'attendee@example.com' } as const;
    const laptop = await issueSessionCookie(identity);
    const phone = await issueSessionCookie(identity);
    expect(await readSessionCookie(laptop.value)).toMatchObject({ kind: 'attendee', id: ids.attendee });

    const answer = await logoutWith(laptop);

    expect(answer.status).toBe(200);
    expect(await readSessionCookie(laptop.value)).toBeNull();
    expect(await readSessionCookie(phone.value)).toMatchObject({ kind: 'attendee', id: ids.attendee });
  });
});
