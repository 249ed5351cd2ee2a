import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
import { RECEIPT_MAIL_LIMITS } from '@/lib/mail/receipt-allowance';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { withFullBucket } from '@/tests/fixtures/rate-limits';

import { REGISTRATION_LIMIT } from './limits';
import { submitRegistration } from './writes';

// The mail transport is the outside world here: the test reads what would be sent.
const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

// Only the clock is fixed (the database keeps its own timers): two weeks before the current edition below.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  mailbox.sent = [];
});

const registration = {
  company: ' Khangai Copper ',
  first_name: 'Bat',
  last_name: 'Dorj',
  country: 'MN',
  email: 'bat@example.mn',
  phone_number: '99112233',
};

describe('submitRegistration', () => {
  it('answers that no edition is open while none is current', async () => {
    expect(await submitRegistration({ input: registration, clientAddress: '10.7.0.1', locale: 'mn' })).toEqual({
      ok: false,
      reason: 'noEdition',
    });
  });

  describe('with a current edition', () => {
    beforeAll(async () => {
      await db.insert(conferenceEvents).values([
        {
          name: 'Mongolia Mining Week 2025',
          nameEn: 'Mongolia Mining Week 2025',
          year: 2025,
          startsOn: '2025-09-11',
          endsOn: '2025-09-13',
        },
        {
          id: 3,
          name: 'Mongolia Mining Week 2026 чуулган',
          nameEn: 'Mongolia Mining Week 2026 Conference',
          year: 2026,
          startsOn: '2026-12-11',
          endsOn: '2026-12-13',
          venue: 'Буянт-Ухаа',
          venueEn: 'Buyant-Ukhaa',
          isCurrent: true,
        },
      ]);
    });

    it('registers for the current edition and mails a confirmation in the page’s language', async () => {
      const outcome = await submitRegistration({ input: registration, clientAddress: '10.7.0.2', locale: 'en' });
      expect(outcome).toEqual({ ok: true });

      const [row] = await db
        .select({
          year: conferenceEvents.year,
          company: conferenceRegistrations.company,
          country: conferenceRegistrations.country,
        })
        .from(conferenceRegistrations)
        .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceRegistrations.eventId))
        .where(eq(conferenceRegistrations.email, 'bat@example.mn'));
      expect(row).toEqual({ year: 2026, company: 'Khangai Copper', country: 'MN' });
      const mail = mailbox.sent.at(-1);
      expect(mail?.to).toBe('bat@example.mn');
      expect(mail?.subject).toContain('Mongolia Mining Week 2026 Conference');
      expect(mail?.text).toContain('Dear Bat Dorj,');
      expect(mail?.text.replace(/\s/g, ' ')).toContain('Dec 11 – 13, 2026 · Buyant-Ukhaa');
    });

    it('answers an address registered already (in any case) like a new one, stores nothing, and mails the address that it is registered', async () => {
      const before = await db.$count(conferenceRegistrations);
      const outcome = await submitRegistration({
        input: { ...registration, email: ' BAT@example.MN ', first_name: 'Someone' },
        clientAddress: '10.7.0.5',
        locale: 'mn',
      });

      expect(outcome).toEqual({ ok: true });
      expect(await db.$count(conferenceRegistrations)).toBe(before);
      expect(mailbox.sent.map((mail) => mail.to)).toEqual(['BAT@example.MN']);
      const [mail] = mailbox.sent;
      expect(mail?.subject).toBe('Mongolia Mining Week 2026 чуулган: энэ хаяг бүртгэлтэй байна');
      expect(mail?.text).toContain('Сайн байна уу!');
      expect(mail?.text).toContain(
        'Энэ и-мэйл хаягаар Mongolia Mining Week 2026 чуулганд дахин бүртгүүлэх хүсэлт ирсэн боловч хаяг аль хэдийн бүртгэлтэй тул юу ч өөрчлөгдөөгүй.',
      );
      // Whoever typed the address this time is not named.
      expect(mail?.text).not.toContain('Someone');

      await submitRegistration({
        input: { ...registration, email: 'bat@example.mn' },
        clientAddress: '10.7.0.5',
        locale: 'en',
      });
      expect(mailbox.sent.at(-1)?.subject).toBe(
        'Mongolia Mining Week 2026 Conference: this address is already registered',
      );
    });

    it('mails one address at most three times a day, whatever is sent, and answers every time alike', async () => {
      const outcomes = [];
      for (let index = 0; index < 5; index += 1) {
        outcomes.push(
          await submitRegistration({
            input: { ...registration, email: 'many@example.mn' },
            clientAddress: `10.7.1.${index}`,
            locale: 'mn',
          }),
        );
      }

      expect(outcomes).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
      expect(await db.$count(conferenceRegistrations, eq(conferenceRegistrations.email, 'many@example.mn'))).toBe(1);
      expect(
        mailbox.sent.map((mail) => (mail.subject.endsWith('бүртгэл баталгаажлаа') ? 'confirmation' : 'repeated')),
      ).toEqual(['confirmation', 'repeated', 'repeated']);
    });

    it('registers but mails nothing while the public forms have spent their mails of the hour', async () => {
      const outcome = await withFullBucket('public-form-mail:all', RECEIPT_MAIL_LIMITS.all.limit, () =>
        submitRegistration({
          input: { ...registration, email: 'busy-hour@example.mn' },
          clientAddress: '10.7.2.1',
          locale: 'mn',
        }),
      );

      expect(outcome).toEqual({ ok: true });
      expect(await db.$count(conferenceRegistrations, eq(conferenceRegistrations.email, 'busy-hour@example.mn'))).toBe(
        1,
      );
      expect(mailbox.sent).toEqual([]);
    });

    it('greets by the name only as a name: a link in it leaves the greeting without one', async () => {
      await submitRegistration({
        input: {
          ...registration,
          email: 'victim@example.mn',
          first_name: 'Dear customer renew',
          last_name: 'at www.renew-now.example',
        },
        clientAddress: '10.7.3.1',
        locale: 'en',
      });
      await submitRegistration({
        input: { ...registration, email: 'victim2@example.mn', first_name: 'Renew', last_name: 'renew-now.example' },
        clientAddress: '10.7.3.1',
        locale: 'en',
      });

      const [linked, domain] = mailbox.sent;
      expect(linked?.text).toContain('Hello,');
      for (const part of [linked?.text, linked?.html]) expect(part).not.toMatch(/renew|www/i);
      expect(domain?.text).toContain('Dear Renew renew-now. example,');
    });

    it('stores nothing for an incomplete registration and names every missing field', async () => {
      const before = await db.$count(conferenceRegistrations);
      const outcome = await submitRegistration({
        input: { ...registration, company: ' ', email: 'bat@' },
        clientAddress: '10.7.0.3',
        locale: 'mn',
      });

      expect(outcome).toEqual({
        ok: false,
        reason: 'invalid',
        errors: { company: 'conference.register.errors.company', email: 'conference.register.emailInvalid' },
      });
      expect(await db.$count(conferenceRegistrations)).toBe(before);
    });

    it('limits registrations per client address', async () => {
      const outcomes = [];
      for (let index = 0; index <= REGISTRATION_LIMIT.limit; index += 1) {
        outcomes.push(
          await submitRegistration({
            input: { ...registration, email: `front-desk-${index}@example.mn` },
            clientAddress: '10.7.0.4',
            locale: 'mn',
          }),
        );
      }

      expect(outcomes.slice(0, REGISTRATION_LIMIT.limit).every((outcome) => outcome.ok)).toBe(true);
      expect(outcomes.at(-1)).toMatchObject({ ok: false, reason: 'rateLimited' });
    });

    it('takes registrations through the last day at the venue and none once it is over', async () => {
      // 23:30 on the last day in Ulaanbaatar.
      vi.setSystemTime(new Date('2026-12-13T23:30:00+08:00'));
      expect(
        await submitRegistration({
          input: { ...registration, email: 'late@example.mn' },
          clientAddress: '10.7.0.6',
          locale: 'mn',
        }),
      ).toMatchObject({ ok: true });

      // Half an hour later the edition has ended there (in UTC it is still the 13th).
      vi.setSystemTime(new Date('2026-12-14T00:00:00+08:00'));
      const before = await db.$count(conferenceRegistrations);
      mailbox.sent = [];
      expect(
        await submitRegistration({
          input: { ...registration, email: 'too-late@example.mn' },
          clientAddress: '10.7.0.6',
          locale: 'en',
        }),
      ).toEqual({
        ok: false,
        reason: 'closed',
      });
      expect(await db.$count(conferenceRegistrations)).toBe(before);
      expect(mailbox.sent).toEqual([]);
    });
  });
});
