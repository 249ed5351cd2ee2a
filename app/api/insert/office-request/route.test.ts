import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { OFFICE_REQUEST_LIMIT } from '@/lib/membership-requests/limits';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

prepareTestDatabase();

const request = {
  name: 'Б.Сарангэрэл',
  email: 'sarangerel@example.mn',
  phone_number: '95112233',
  business_type: 'Зөвлөх үйлчилгээ',
  member_request: true,
  codex_request: true,
  meeting_request: false,
};

const post = (body: unknown, { address = '10.3.0.1', query = '' } = {}) =>
  POST(
    new Request(`http://localhost/api/insert/office-request${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/insert/office-request', () => {
  it('stores the request and answers 200 with a message', async () => {
    const response = await post(request);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({
      message: 'Таны хүсэлтийг хүлээн авлаа. Ажлын алба тантай удахгүй холбогдоно.',
    });
    expect(await db.$count(officeRequests)).toBe(1);
  });

  it('answers 400 with the seeds messages per field', async () => {
    const response = await post({
      ...request,
      name: ' ',
      phone_number: '',
      member_request: false,
      codex_request: false,
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: {
        name: 'Овог нэрээ оруулна уу',
        phone_number: 'Утасны дугаараа оруулна уу',
        member_request: 'Хүсэлтийн зорилгийг бөглөнө үү',
      },
    });
  });

  it('answers in English with lang=en, and names every field of a body that is no JSON object', async () => {
    const response = await post('not json', { query: '?lang=en' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The input is not valid.',
      errors: {
        name: 'Please enter your full name',
        email: 'Please enter your e-mail address',
        phone_number: 'Please enter your phone number',
        business_type: 'Please enter your type of business',
        member_request: 'Please choose the purpose of your request',
      },
    });
    expect((await (await post({ ...request, email: 'x@' }, { query: '?lang=en' })).json()).errors).toEqual({
      email: 'The e-mail address is not valid',
    });
  });

  it('answers 429 with Retry-After once the address has sent too many', async () => {
    const statuses = [];
    for (let index = 0; index < OFFICE_REQUEST_LIMIT.limit; index += 1)
      statuses.push((await post(request, { address: '10.3.0.2' })).status);
    const limited = await post(request, { address: '10.3.0.2' });

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.' });
    expect((await post(request, { address: '10.3.0.3' })).status).toBe(200);
  });
});
