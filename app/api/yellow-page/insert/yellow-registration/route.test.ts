import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { directoryCompanies } from '@/db/schema';
import { REGISTRATION_LIMIT } from '@/lib/directory/registration/limits';
import { companyFields, insertTestCategories, pngBytes, pngLogo } from '@/tests/fixtures/directory-registrations';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { LocalizedMailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

const mailbox = vi.hoisted(() => ({ sent: [] as LocalizedMailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: LocalizedMailMessage) => void mailbox.sent.push(message) }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage } = await import('@/tests/fixtures/admin-action-context');

  return { storage: temporaryStorage() };
});

prepareTestDatabase();

let client = 0;
const post = (body: FormData | string, { query = '', address = `10.2.0.${++client}` } = {}) =>
  POST(
    new Request(`http://localhost/api/yellow-page/insert/yellow-registration${query}`, {
      method: 'POST',
      headers: { [SOCKET_ADDRESS_HEADER]: address },
      body,
    }),
  );

beforeAll(async () => {
  await insertTestCategories();
});

describe('POST /api/yellow-page/insert/yellow-registration', () => {
  it('stores the request for review and answers 200', async () => {
    const response = await post(companyFields(await pngLogo()), { query: '?lang=en' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your registration request has been received.' });
    expect(await db.$count(directoryCompanies)).toBe(1);
    expect(mailbox.sent.map((mail) => mail.to)).toEqual(['saruul@example.mn']);
  });

  it("answers 400 with the seeds' messages per field, and 415 for a body that is no form", async () => {
    const formData = companyFields(await pngLogo());
    formData.set('nameEn', ' ');
    // A website without a scheme is read as https://; one that is still no address is refused.
    formData.set('websites', 'undur.mn\nht!tp:/x');
    const invalid = await post(formData);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'Алдаа гарлаа.',
      errors: {
        nameEn: 'Байгууллагын нэрийг англиар оруулна уу.',
        'websites.1': 'Вэб сайтын хаяг буруу байна (жишээ нь: www.example.mn).',
      },
    });

    const notAForm = await post('{"nameMn": "x"}', { query: '?lang=en' });
    expect(notAForm.status).toBe(415);
    expect((await notAForm.json()).message).toBe('Unsupported request type: send it as multipart/form-data.');
  });

  it('answers 415 for a text file named .png, and 413 for a logo over 5 MB', async () => {
    const text = new File(['just text, no picture'], 'logo.png', { type: 'image/png' });
    const wrongType = await post(companyFields(text));
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      message: 'Лого JPEG эсвэл PNG зураг байна.',
      errors: { image: 'Лого JPEG эсвэл PNG зураг байна.' },
    });

    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(await pngBytes());
    const tooLarge = await post(companyFields(new File([large], 'logo.png', { type: 'image/png' })), {
      query: '?lang=en',
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe('The logo must be 5 MB or smaller.');
    expect(await db.$count(directoryCompanies)).toBe(1);
  });

  it('answers 429 with Retry-After once a client address has sent too many requests', async () => {
    const address = '10.2.9.9';
    for (let sent = 0; sent < REGISTRATION_LIMIT.limit; sent += 1) {
      const formData = companyFields(await pngLogo());
      formData.set('image', new File(['not an image'], 'logo.png'));
      expect((await post(formData, { address })).status).toBe(415);
    }
    const limited = await post(companyFields(await pngLogo()), { address });

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
