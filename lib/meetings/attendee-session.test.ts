import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { authorizeAttendeeRequest, getAttendee, requireAttendeePage } from './attendee-session';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(meetingUsers).values([
    {
      id: 1,
      name: 'Говь Майнинг ХХК',
      nameEn: 'Gobi Mining LLC',
      email: 'exhibitor@example.com',
      userToken: 'page-one',
      calendarToken: 'feed-one',
    },
    {
      id: 2,
      name: 'Болд',
      nameEn: 'Bold',
      email: 'attendee@example.com',
      userType: 'Attendee',
      userToken: 'page-two',
      calendarToken: 'feed-two',
    },
  ]);
});

function signInAsAccount(kind: SignInSubject, id: number): void {
  signInAs({ kind, id });
}

describe('attendee guards', () => {
  it('read the signed-in meeting user from the database, and nobody for visitors or other kinds', async () => {
    signInAsAccount('attendee', 2);
    expect(await getAttendee()).toMatchObject({
      id: 2,
      email: 'attendee@example.com',
      userType: 'Attendee',
      userToken: 'page-two',
    });
    signInAsAccount('admin', 2);
    expect(await getAttendee()).toBeNull();
    signInAs(null);
    expect(await getAttendee()).toBeNull();
  });

  it('send visitors of a meeting page to the login in the page language', async () => {
    signInAs(null);
    await expect(requireAttendeePage('page-one', 'mn')).rejects.toMatchObject({
      digest: expect.stringContaining(';/yellow-page/meeting/login;'),
    });
    await expect(requireAttendeePage('page-one', 'en')).rejects.toMatchObject({
      digest: expect.stringContaining(';/en/yellow-page/meeting/login;'),
    });
  });

  it('open a meeting page to its own attendee only: another token or an unknown one is a 404', async () => {
    signInAsAccount('attendee', 2);
    expect(await requireAttendeePage('page-two', 'mn')).toMatchObject({ id: 2 });
    await expect(requireAttendeePage('page-one', 'mn')).rejects.toMatchObject({
      digest: expect.stringMatching(/;404$/),
    });
    await expect(requireAttendeePage('nobody', 'mn')).rejects.toMatchObject({ digest: expect.stringMatching(/;404$/) });
  });

  it('answer handlers 401 in the request language, and lock a removed user out at once', async () => {
    signInAsAccount('attendee', 1);
    expect(await authorizeAttendeeRequest('mn')).toMatchObject({ ok: true, attendee: { id: 1 } });
    await db.delete(meetingUsers).where(eq(meetingUsers.id, 1));

    const authorization = await authorizeAttendeeRequest('en');
    expect(authorization.ok).toBe(false);
    if (authorization.ok) return;
    expect(authorization.response.status).toBe(401);
    expect(await authorization.response.json()).toEqual({ message: 'Please sign in.' });
  });
});
