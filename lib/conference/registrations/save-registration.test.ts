import { describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceRegistrations } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { saveRegistration } from './save-registration';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

describe('saveRegistration', () => {
  it('stores and mails nothing for an edition deleted in the meantime', async () => {
    const gone = { id: 42, name: 'Mongolia Mining Week 2030', startsOn: '2030-09-11', endsOn: '2030-09-13', venue: '' };
    const registration = { company: 'Khangai Copper', first_name: 'Bat', last_name: 'Dorj', country: 'MN' as const, email: 'bat@example.mn', phone_number: '99112233' };

    expect(await saveRegistration({ edition: gone, registration, locale: 'mn' })).toBeNull();
    expect(await db.$count(conferenceRegistrations)).toBe(0);
    expect(mailbox.sent).toEqual([]);
  });
});
