import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, signInCodes } from '@/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(adminAccounts).values({ email: 'admin@example.com', firstName: 'Болормаа' });
});

const post = (body: unknown, address = '10.9.0.1') =>
  POST(
    new Request('http://localhost/api/auth/admin-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  );

/** Status and body, with the address itself taken out: the rest must not depend on whose address it is. */
async function answerOf(response: Response, email: string) {
  return { status: response.status, body: JSON.stringify(await response.json()).replace(email, '<email>') };
}

describe('POST /api/auth/admin-code', () => {
  it('mails a code to a registered admin', async () => {
    const response = await post({ email: 'admin@example.com' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringContaining('admin@example.com') });
    expect(mailbox.sent.at(-1)?.to).toBe('admin@example.com');
  });

  it('answers a staff e-mail and an unknown one with the same status and text, and mails only the staff member', async () => {
    const sentBefore = mailbox.sent.length;
    const staff = await answerOf(await post({ email: 'admin@example.com' }, '10.9.0.3'), 'admin@example.com');
    const stranger = await answerOf(await post({ email: 'stranger@example.com' }, '10.9.0.4'), 'stranger@example.com');

    expect(stranger).toEqual(staff);
    expect(staff.body).toBe(
      JSON.stringify({
        message:
          'Хэрэв <email> хаяг ажилтны бүртгэлд байгаа бол түүн рүү 6 оронтой нэвтрэх код илгээлээ. Код 10 минутын турш хүчинтэй. Ирээгүй бол хаягаа шалгаад дахин оролдоно уу.',
      }),
    );
    expect(mailbox.sent.slice(sentBefore).map((mail) => mail.to)).toEqual(['admin@example.com']);
    expect(await db.select().from(signInCodes).where(eq(signInCodes.email, 'stranger@example.com'))).toHaveLength(0);
  });

  it('answers 400 with field errors for invalid input', async () => {
    const invalid = await post({ email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'И-мэйл хаягаа зөв оруулна уу.',
      errors: { email: expect.any(String) },
    });
  });

  it('answers as usual once the client has asked too often, and sends nothing more', async () => {
    for (let index = 0; index < 20; index += 1) await post({ email: `p${index}@example.com` }, '10.9.0.2');
    const sentBefore = mailbox.sent.length;
    const limited = await post({ email: 'admin@example.com' }, '10.9.0.2');

    expect(limited.status).toBe(200);
    expect(mailbox.sent.length).toBe(sentBefore);
  });
});
