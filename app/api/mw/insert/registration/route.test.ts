import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

// Only the clock is fixed (the database keeps its own timers): two weeks before the edition registered for below.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const registration = {
  company: 'Gobi Drilling',
  first_name: 'Saraa',
  last_name: 'Bold',
  country: 'MN',
  email: 'saraa@example.mn',
  phone_number: '88001122',
};

const post = (body: unknown, query = '') =>
  POST(
    new Request(`http://localhost/api/mw/insert/registration${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '10.8.0.1' },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/mw/insert/registration', () => {
  it('answers 409 while no edition is current', async () => {
    const response = await post(registration, '?lang=en');

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'No edition has been announced yet. Please check back soon.' });
  });

  it('registers, mails a confirmation and answers 200; a missing field answers 400 with the seeds’ message', async () => {
    await db.insert(conferenceEvents).values({
      id: 3,
      name: 'MMW 2026',
      nameEn: 'MMW 2026',
      year: 2026,
      startsOn: '2026-12-11',
      endsOn: '2026-12-13',
      isCurrent: true,
    });

    const response = await post(registration);
    expect(response.status).toBe(200);
    expect(await db.$count(conferenceRegistrations)).toBe(1);
    expect(mailbox.sent.map((mail) => mail.to)).toEqual(['saraa@example.mn']);

    const invalid = await post({ ...registration, phone_number: '' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
      errors: { phone_number: 'Утасны дугаараа оруулна уу' },
    });
  });

  it('answers an address already registered for the edition, in any case, exactly like a new one, and mails it that it is registered', async () => {
    const mailed = mailbox.sent.length;
    const fresh = await post({ ...registration, email: 'bold@example.mn' }, '?lang=en');
    const repeated = await post({ ...registration, email: 'Saraa@Example.mn' }, '?lang=en');

    expect(repeated.status).toBe(fresh.status);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual(await fresh.json());
    expect(await db.$count(conferenceRegistrations)).toBe(2);
    const [confirmation, notice] = mailbox.sent.slice(mailed);
    expect(confirmation?.subject).toBe('MMW 2026: your registration is confirmed');
    expect(notice?.to).toBe('Saraa@Example.mn');
    expect(notice?.subject).toBe('MMW 2026: this address is already registered');
  });

  it('answers 409 once the edition has ended, in the request’s language', async () => {
    await db
      .update(conferenceEvents)
      .set({ startsOn: '2025-09-11', endsOn: '2025-09-13' })
      .where(eq(conferenceEvents.id, 3));

    const mongolian = await post({ ...registration, email: 'late@example.mn' });
    expect(mongolian.status).toBe(409);
    expect(await mongolian.json()).toEqual({ message: 'Бүртгэл хаагдсан: энэ удаагийн арга хэмжээ өндөрлөсөн.' });
    const english = await post({ ...registration, email: 'late@example.mn' }, '?lang=en');
    expect(await english.json()).toEqual({ message: 'Registration is closed: this edition has ended.' });
    expect(await db.$count(conferenceRegistrations)).toBe(2);
  });
});
