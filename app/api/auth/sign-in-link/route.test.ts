import { beforeAll, describe, expect, it } from 'vitest';

import { createSignInLink } from '@/lib/auth/sign-in-link';
import { readSessionCookie, sessionCookieSettings } from '@/lib/auth/session-cookie';
import enErrors from '@/messages/en/errors.json';
import mnErrors from '@/messages/mn/errors.json';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';

import { GET } from './route';

prepareTestDatabase();

let staff: StaffIds;
beforeAll(async () => {
  staff = await createStaffAccounts();
});

async function printedLink(): Promise<string> {
  const link = await createSignInLink({ email: 'admin@example.com', issuedBy: 'deploy@web-1 (command line)' });
  if (!link) throw new Error('no link for the admin');

  return link.url;
}

/** The session cookie's value among a response's Set-Cookie headers. */
function sessionCookieOf(response: Response): string | undefined {
  const { name } = sessionCookieSettings();
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

  return header?.slice(name.length + 1).split(';')[0];
}

describe('GET /api/auth/sign-in-link', () => {
  it('signs the staff member in with a session cookie and opens the operator screen; the same link again answers 410', async () => {
    const url = await printedLink();

    const first = await GET(new Request(url, { headers: { 'sec-fetch-site': 'none' } }));

    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/admin/operations');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await readSessionCookie(sessionCookieOf(first))).toMatchObject({ kind: 'admin', id: staff.adminId });

    const again = await GET(new Request(url));
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: mnErrors.signInLinkRefused });
    expect(sessionCookieOf(again)).toBeUndefined();
    const inEnglish = await GET(new Request(`${url}&lang=en`));
    expect(await inEnglish.json()).toEqual({ message: enErrors.signInLinkRefused });
  });

  it('refuses a link another site made the browser open, which stays usable', async () => {
    const url = await printedLink();

    const fromElsewhere = await GET(new Request(url, { headers: { 'sec-fetch-site': 'cross-site' } }));

    expect(fromElsewhere.status).toBe(403);
    expect(sessionCookieOf(fromElsewhere)).toBeUndefined();
    expect((await GET(new Request(url))).status).toBe(303);
  });
});
