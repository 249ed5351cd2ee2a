import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

// The login's allowance for address lookups, watched: how it counts is the login's own business.
const allowance = vi.hoisted(() => ({
  answer: { allowed: true, retryAfterSeconds: 0 },
  calls: [] as Array<[string, string]>,
}));
vi.mock('@/lib/auth/lookup-limits', () => ({
  consumeLookupAllowance: async (subject: string, clientAddress: string) => {
    allowance.calls.push([subject, clientAddress]);

    return allowance.answer;
  },
}));

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(meetingUsers).values([
    {
      id: 1,
      name: 'Говь Майнинг ХХК',
      nameEn: 'Gobi Mining LLC',
      email: 'exhibitor@example.com',
      userType: 'Exhibitor',
      userToken: 'page-1',
      calendarToken: 'feed-1',
    },
    {
      id: 2,
      name: 'Болд Батаа',
      nameEn: 'Bold Bataa',
      email: 'bold@example.com',
      userType: 'Attendee',
      userToken: 'page-2',
      calendarToken: 'feed-2',
    },
  ]);
  signInAs({ kind: 'attendee', id: 1 });
});
beforeEach(() => {
  allowance.answer = { allowed: true, retryAfterSeconds: 0 };
  allowance.calls = [];
});

const search = (query: string) =>
  GET(
    new Request(`http://localhost/api/yellow-page/get/all-users?${query}`, {
      headers: { [SOCKET_ADDRESS_HEADER]: '10.9.4.7' },
    }),
  );

describe('GET /api/yellow-page/get/all-users', () => {
  it("counts a search by e-mail address against the login's lookups of the asking client, and a search by name not", async () => {
    const byAddress = await search(`q=${encodeURIComponent('BOLD@example.com')}`);
    expect(await byAddress.json()).toEqual({
      users: [{ id: 2, name: 'Болд Батаа', name_en: 'Bold Bataa', user_type: 'Attendee', email: 'bold@example.com' }],
    });
    expect(allowance.calls).toEqual([['attendee', '10.9.4.7']]);

    await search(`q=${encodeURIComponent('болд')}`);
    await search('');
    expect(allowance.calls).toHaveLength(1);
  });

  it('answers 429 with Retry-After and the login’s message, in the language asked, once the client has asked too often', async () => {
    allowance.answer = { allowed: false, retryAfterSeconds: 420 };

    const refused = await search(`q=${encodeURIComponent('bold@example.com')}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('420');
    expect(await refused.json()).toEqual({ message: 'Хэт олон удаа оролдлоо. Түр хүлээгээд дахин оролдоно уу.' });
    const english = await search(`q=${encodeURIComponent('bold@example.com')}&lang=en`);
    expect(await english.json()).toEqual({ message: 'Too many attempts. Please wait a while and try again.' });

    // A name is still found: it tells no one's address.
    expect(await (await search(`q=${encodeURIComponent('болд')}`)).json()).toEqual({
      users: [{ id: 2, name: 'Болд Батаа', name_en: 'Bold Bataa', user_type: 'Attendee' }],
    });
  });
});
