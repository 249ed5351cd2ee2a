import type { Account, Profile, User } from 'next-auth';
import { decode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, meetingUsers } from '@/db/schema';
import { authSecret } from '@/lib/env';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { authOptions } from './options';
import { findSubjectAccountId } from './queries';
import { requestSignInCode } from './request-sign-in-code';
import { clearedSessionCookie, issueSessionCookie } from './session-cookie';
import { ATTENDEE_GOOGLE_PROVIDER_ID } from './subjects';
import { verifySignInCode } from './verify-sign-in-code';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const ids = { attendee: 0, admin: 0 };

beforeAll(async () => {
  const [attendee] = await db
    .insert(meetingUsers)
    .values({
      name: 'Говь Экспо ХХК',
      nameEn: 'Gobi Expo LLC',
      email: 'Attendee@Example.com',
      userType: 'Attendee',
      userToken: 'page-token',
      calendarToken: 'feed-token',
    })
    .returning({ id: meetingUsers.id });
  const [admin] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Болормаа' })
    .returning({ id: adminAccounts.id });
  ids.attendee = attendee?.id ?? 0;
  ids.admin = admin?.id ?? 0;
});

const mailedCode = (to: string) =>
  /\b(\d{6})\b/.exec(mailbox.sent.findLast((mail) => mail.to === to)?.text ?? '')?.[1] ?? '';

describe('the attendee sign-in subject', () => {
  it('finds meeting users by e-mail, case-insensitively, and nobody else', async () => {
    expect(await findSubjectAccountId('attendee', 'attendee@example.com')).toBe(ids.attendee);
    expect(await findSubjectAccountId('attendee', 'admin@example.com')).toBeNull();
    expect(await findSubjectAccountId('admin', 'attendee@example.com')).toBeNull();
  });

  it('mails a code to a registered meeting user only, and the code signs in once as that user', async () => {
    const request = (email: string) =>
      requestSignInCode({ subject: 'attendee', email, clientAddress: '10.2.0.1', locale: 'en' });

    expect(await request('stranger@example.com')).toEqual({ ok: false, reason: 'unknownEmail' });
    expect(await request('ATTENDEE@example.com')).toEqual({ ok: true, email: 'attendee@example.com' });
    const code = mailedCode('attendee@example.com');
    const verify = () =>
      verifySignInCode({ subject: 'attendee', email: 'attendee@example.com', code, clientAddress: '10.2.0.1' });
    // The hash binds the subject: the same code is worthless as an admin code.
    expect(
      await verifySignInCode({ subject: 'admin', email: 'attendee@example.com', code, clientAddress: '10.2.0.1' }),
    ).toMatchObject({ ok: false });

    expect(await verify()).toEqual({ ok: true, accountId: ids.attendee, email: 'attendee@example.com' });
    expect(await verify()).toEqual({ ok: false, reason: 'codeInvalid' });
  });

  it('issues a session cookie that names the attendee, and an expired one to sign out', async () => {
    const cookie = await issueSessionCookie({ kind: 'attendee', id: ids.attendee, email: 'attendee@example.com' });

    expect(await decode({ token: cookie.value, secret: authSecret() })).toMatchObject({
      kind: 'attendee',
      accountId: ids.attendee,
    });
    expect(clearedSessionCookie()).toMatchObject({
      name: cookie.name,
      value: '',
      options: { maxAge: 0, httpOnly: true },
    });
  });
});

describe('Google for attendees', () => {
  const { callbacks } = authOptions();
  const account = { provider: ATTENDEE_GOOGLE_PROVIDER_ID, type: 'oauth', providerAccountId: 'g-7' } satisfies Account;
  const googleUser: User = { id: 'g-7', email: 'attendee@example.com' };
  const signIn = (profile: Profile & { email_verified?: boolean }, provider: Account = account) =>
    callbacks?.signIn?.({ user: googleUser, account: provider, profile });

  it('lets a registered meeting user with a verified address in, and sends anyone else back to the attendee login', async () => {
    const refused = '/yellow-page/meeting/login?error=AccessDenied';

    expect(await signIn({ email: 'Attendee@example.com', email_verified: true })).toBe(true);
    expect(await signIn({ email: 'attendee@example.com', email_verified: false })).toBe(refused);
    expect(await signIn({ email: 'admin@example.com', email_verified: true })).toBe(refused);
    // The staff's instance stays for staff only.
    expect(
      await signIn({ email: 'attendee@example.com', email_verified: true }, { ...account, provider: 'google' }),
    ).toBe(false);
  });

  it('signs the meeting user in as an attendee, without a staff audit entry', async () => {
    const token = await callbacks?.jwt?.({ token: {}, user: googleUser, account });
    const session = await callbacks?.session?.({
      session: { expires: '2030-01-01T00:00:00.000Z' },
      token: token ?? {},
      user: { id: '', email: '', emailVerified: null },
      newSession: undefined,
      trigger: 'update',
    });

    expect(token).toMatchObject({ kind: 'attendee', accountId: ids.attendee, email: 'Attendee@Example.com' });
    expect(session).toMatchObject({ user: { kind: 'attendee', id: ids.attendee } });
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('gives no token for an address that is not a meeting user', async () => {
    expect(await callbacks?.jwt?.({ token: {}, user: { id: 'g-8', email: 'admin@example.com' }, account })).toEqual({});
  });
});
