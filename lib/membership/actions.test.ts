import { describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { createOfficeRequest } from './actions';
import { OFFICE_REQUEST_LIMIT } from './limits';

// The action reads the address from the request headers, which exist only inside a Next.js request.
vi.mock('@/lib/http/client-address', () => ({ clientAddress: async () => '10.2.0.1' }));

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
  it('saves the request and answers ok', async () => {
    const result = await createOfficeRequest(request);

    expect(result).toEqual({ ok: true, data: { id: expect.any(Number) } });
    expect(await db.$count(officeRequests)).toBe(1);
  });

  it('answers invalid input with i18n keys per field', async () => {
    expect(await createOfficeRequest({ ...request, name: '', member_request: false })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { name: ['membership.errors.name'], member_request: ['membership.errors.purpose'] },
    });
  });

  it('answers too many requests once the address has used its limit', async () => {
    for (let index = 1; index < OFFICE_REQUEST_LIMIT.limit; index += 1) expect((await createOfficeRequest(request)).ok).toBe(true);

    expect(await createOfficeRequest(request)).toEqual({ ok: false, error: 'errors.tooManyRequests' });
    expect(await db.$count(officeRequests)).toBe(OFFICE_REQUEST_LIMIT.limit);
  });
});
