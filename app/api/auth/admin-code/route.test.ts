import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
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

describe('POST /api/auth/admin-code', () => {
  it('mails a code to a registered admin', async () => {
    const response = await post({ email: 'admin@example.com' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringContaining('admin@example.com') });
    expect(mailbox.sent.at(-1)?.to).toBe('admin@example.com');
  });

  it('answers 400 with field errors for invalid input, 404 for an unregistered e-mail', async () => {
    const invalid = await post({ email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'И-мэйл хаягаа зөв оруулна уу.',
      errors: { email: expect.any(String) },
    });

    const unknown = await post({ email: 'stranger@example.com' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Бүртгэлгүй и-мэйл хаяг байна.' });
  });

  it('answers 429 with Retry-After once the client has asked too often', async () => {
    const statuses = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await post({ email: `p${index}@example.com` }, '10.9.0.2')).status);
    const limited = await post({ email: 'admin@example.com' }, '10.9.0.2');

    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
