import { desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, conferenceRegistrations } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createEditionRegistration } from './actions';
import { insertTestRegistrations } from '@/tests/fixtures/conference-registrations';

// The mail transport is the outside world here: the test reads what would be sent.
const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const registration = {
  company: ' Khangai Copper ',
  first_name: 'Bat',
  last_name: 'Dorj',
  country: 'DE',
  email: 'bat@example.de',
  phone_number: '+49 30 1234',
  event_id: 2,
};
let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestRegistrations();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

const count = () => db.$count(conferenceRegistrations);

describe('createEditionRegistration', () => {
  it('refuses a visitor and a read-only user', async () => {
    const before = await count();
    signInAs(null);
    expect(await createEditionRegistration(registration)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createEditionRegistration(registration)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await count()).toBe(before);
  });

  it('registers for the chosen edition, mails the confirmation and writes the audit entry', async () => {
    const created = await createEditionRegistration(registration);
    if (!created.ok) throw new Error(created.error);

    const [row] = await db
      .select({
        eventId: conferenceRegistrations.eventId,
        company: conferenceRegistrations.company,
        email: conferenceRegistrations.email,
      })
      .from(conferenceRegistrations)
      .where(eq(conferenceRegistrations.id, created.data.id));
    expect(row).toEqual({ eventId: 2, company: 'Khangai Copper', email: 'bat@example.de' });
    // Someone from abroad gets the public form's English confirmation.
    const mail = mailbox.sent.at(-1);
    expect(mail).toMatchObject({ to: 'bat@example.de', locale: 'en' });
    expect(mail?.subject).toContain('Mongolia Mining Week 2024');
    expect(mail?.text).toContain('Dear Bat Dorj,');
    const [audit] = await db
      .select({ accountId: auditLog.accountId, action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({
      accountId: staff.moderatorId,
      action: 'conference-registration.create',
      target: String(created.data.id),
    });
  });

  it('mails registrants from Mongolia in Mongolian', async () => {
    const created = await createEditionRegistration({
      ...registration,
      country: 'MN',
      email: 'saraa@example.mn',
      first_name: 'Сараа',
      last_name: 'Болд',
      event_id: 3,
    });
    expect(created.ok).toBe(true);
    expect(mailbox.sent.at(-1)?.text).toContain('Сайн байна уу, Сараа Болд!');
  });

  it('answers the public form’s messages per field and stores nothing for invalid input', async () => {
    const before = await count();
    expect(await createEditionRegistration({ ...registration, company: '', email: 'bat@', country: 'XX' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: {
        company: ['conference.register.errors.company'],
        country: ['conference.register.countryInvalid'],
        email: ['conference.register.emailInvalid'],
      },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a second registration of an address for the same edition, in any case, and mails nothing', async () => {
    const [before, mailed] = [await count(), mailbox.sent.length];
    const alreadyRegistered = 'admin.weekRegistrations.form.errors.alreadyRegistered';

    expect(await createEditionRegistration({ ...registration, email: 'BAT@example.de', company: 'Other' })).toEqual({
      ok: false,
      error: alreadyRegistered,
      fieldErrors: { email: [alreadyRegistered] },
    });
    expect(await count()).toBe(before);
    expect(mailbox.sent).toHaveLength(mailed);
    // The same person may register for another edition.
    expect(await createEditionRegistration({ ...registration, event_id: 3 })).toMatchObject({ ok: true });
  });

  it('refuses an edition that does not exist', async () => {
    expect(await createEditionRegistration({ ...registration, event_id: 99 })).toEqual({
      ok: false,
      error: 'admin.weekRegistrations.form.editionMissing',
      fieldErrors: { event_id: ['admin.weekRegistrations.form.editionMissing'] },
    });
  });
});
