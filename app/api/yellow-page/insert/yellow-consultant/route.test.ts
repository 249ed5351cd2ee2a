import { describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { directoryConsultants } from '@/db/schema';
import { REGISTRATION_LIMIT } from '@/lib/directory/registration/limits';
import { CONSULTANT } from '@/tests/fixtures/directory-registrations';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { LocalizedMailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

const mailbox = vi.hoisted(() => ({ sent: [] as LocalizedMailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: LocalizedMailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const post = (body: unknown, { query = '', address = '10.3.0.1' } = {}) =>
  POST(
    new Request(`http://localhost/api/yellow-page/insert/yellow-consultant${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/yellow-page/insert/yellow-consultant', () => {
  it('stores the request for review, mails a receipt and answers 200', async () => {
    const response = await post(CONSULTANT);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Таны бүртгэлийн хүсэлтийг хүлээн авлаа.' });
    expect(
      await db
        .select({ name: directoryConsultants.nameEn, approval: directoryConsultants.approval })
        .from(directoryConsultants),
    ).toEqual([{ name: 'BAT-ERDENE', approval: false }]);
    expect(mailbox.sent).toHaveLength(1);
  });

  it("answers 400 with the first message of each field in the request's language, also for a body that is no JSON", async () => {
    const invalid = await post({ ...CONSULTANT, professionMn: '', phone: '' }, { query: '?lang=en' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'An error occurred.',
      errors: { professionMn: 'Please enter the profession in Mongolian.', phone: 'Please enter the phone number.' },
    });
    expect((await post('not json')).status).toBe(400);
  });

  it('answers 429 once a client address has sent too many requests', async () => {
    for (let sent = 0; sent < REGISTRATION_LIMIT.limit; sent += 1) await post(CONSULTANT, { address: '10.3.9.9' });

    expect((await post(CONSULTANT, { address: '10.3.9.9' })).status).toBe(429);
  });
});
