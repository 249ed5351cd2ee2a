import { describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { createOfficeRequest } from './actions';
import { OFFICE_REQUEST_LIMIT } from './limits';

// The action reads the address from the request headers, which exist only inside a Next.js request.
vi.mock('@/lib/http/client-address', () => ({ clientAddress: async () => '10.2.0.1' }));
// The page's language, which next-intl knows only inside a request.
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
// The mail transport is the outside world here: the test reads what would be sent.
const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const request = {
  name: 'Г.Тэмүүлэн',
  email: 'temuulen@example.mn',
  phone_number: '99001122',
  business_type: 'Тээвэр ложистик',
  member_request: true,
  codex_request: false,
  meeting_request: false,
};

describe('createOfficeRequest', () => {
  it("saves the request, answers ok and mails the receipt in the page's language", async () => {
    const result = await createOfficeRequest(request);

    expect(result).toEqual({ ok: true, data: { id: expect.any(Number) } });
    expect(await db.$count(officeRequests)).toBe(1);
    expect(mailbox.sent.find((mail) => mail.to === request.email)?.subject).toBe(
      'We have received your membership request',
    );
  });

  it('answers invalid input with i18n keys per field', async () => {
    expect(await createOfficeRequest({ ...request, name: '', member_request: false })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { name: ['membership.errors.name'], member_request: ['membership.errors.purpose'] },
    });
  });

  it('answers too many requests once the address has used its limit', async () => {
    for (let index = 1; index < OFFICE_REQUEST_LIMIT.limit; index += 1)
      expect((await createOfficeRequest(request)).ok).toBe(true);

    expect(await createOfficeRequest(request)).toEqual({ ok: false, error: 'errors.tooManyRequests' });
    expect(await db.$count(officeRequests)).toBe(OFFICE_REQUEST_LIMIT.limit);
  });
});
