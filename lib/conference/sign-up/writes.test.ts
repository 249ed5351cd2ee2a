import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { saveRegistration } from './writes';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const registration = {
  company: 'Khangai Copper',
  first_name: 'Bat',
  last_name: 'Dorj',
  country: 'MN' as const,
  email: 'bat@example.mn',
  phone_number: '99112233',
};
const edition = (id: number) => ({
  id,
  name: `Mongolia Mining Week ${2024 + id}`,
  startsOn: '2026-12-11',
  endsOn: '2026-12-13',
  venue: '',
});
const registrationsOf = (eventId: number) =>
  db.$count(conferenceRegistrations, eq(conferenceRegistrations.eventId, eventId));

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'MMW 2025', nameEn: 'MMW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-13' },
    {
      id: 2,
      name: 'MMW 2026',
      nameEn: 'MMW 2026',
      year: 2026,
      startsOn: '2026-12-11',
      endsOn: '2026-12-13',
      isCurrent: true,
    },
  ]);
});

beforeEach(() => {
  mailbox.sent = [];
});

describe('saveRegistration', () => {
  it('stores and mails nothing for an edition deleted in the meantime', async () => {
    expect(await saveRegistration({ edition: edition(42), registration, locale: 'mn' })).toEqual({
      ok: false,
      reason: 'editionMissing',
    });
    expect(await db.$count(conferenceRegistrations)).toBe(0);
    expect(mailbox.sent).toEqual([]);
  });

  it('registers an e-mail address once per edition, whatever its case, and mails only the first', async () => {
    const first = await saveRegistration({ edition: edition(2), registration, locale: 'mn' });
    expect(first).toMatchObject({ ok: true });

    const again = await saveRegistration({
      edition: edition(2),
      registration: { ...registration, email: 'Bat@Example.MN', company: 'Other' },
      locale: 'en',
    });
    expect(again).toEqual({ ok: false, reason: 'alreadyRegistered' });
    expect(await registrationsOf(2)).toBe(1);
    expect(mailbox.sent.map((mail) => mail.to)).toEqual(['bat@example.mn']);

    // Another edition is another registration.
    expect(await saveRegistration({ edition: edition(1), registration, locale: 'mn' })).toMatchObject({ ok: true });
    expect(await registrationsOf(1)).toBe(1);
  });

  it('stores one of two registrations of the same address sent at the same moment, and mails one', async () => {
    const sameMoment = await Promise.all([
      saveRegistration({
        edition: edition(2),
        registration: { ...registration, email: 'saraa@example.mn' },
        locale: 'mn',
      }),
      saveRegistration({
        edition: edition(2),
        registration: { ...registration, email: 'SARAA@example.mn' },
        locale: 'mn',
      }),
    ]);

    expect(sameMoment.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(sameMoment.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'alreadyRegistered' }]);
    expect(mailbox.sent).toHaveLength(1);
  });

  it('refuses a second row for an address even when written around the domain (the database decides)', async () => {
    await expect(
      db.insert(conferenceRegistrations).values({
        eventId: 2,
        company: 'X',
        firstName: 'A',
        lastName: 'B',
        country: 'MN',
        email: 'BAT@example.mn',
        phoneNumber: '1',
      }),
    ).rejects.toThrow();
  });
});
