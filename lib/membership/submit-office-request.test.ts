import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { OFFICE_REQUEST_LIMIT } from './limits';
import { submitOfficeRequest } from './submit-office-request';

prepareTestDatabase();

const request = {
  name: ' Д.Сараа ',
  email: 'saraa@example.mn',
  phone_number: '88001122',
  business_type: 'Геологи хайгуул',
  member_request: false,
  codex_request: true,
  meeting_request: true,
};

describe('submitOfficeRequest', () => {
  it('stores a valid request with trimmed texts and its purposes', async () => {
    const outcome = await submitOfficeRequest({ input: request, clientAddress: '10.1.0.1' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;

    const [row] = await db.select().from(officeRequests).where(eq(officeRequests.id, outcome.id));
    expect(row).toMatchObject({
      name: 'Д.Сараа',
      email: 'saraa@example.mn',
      phoneNumber: '88001122',
      businessType: 'Геологи хайгуул',
      memberRequest: false,
      codexRequest: true,
      meetingRequest: true,
    });
  });

  it('stores nothing for an invalid request and names every faulty field', async () => {
    const before = await db.$count(officeRequests);
    const outcome = await submitOfficeRequest({ input: { ...request, email: 'nope', codex_request: false, meeting_request: false }, clientAddress: '10.1.0.2' });

    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { email: 'membership.errors.emailInvalid', member_request: 'membership.errors.purpose' },
    });
    expect(await db.$count(officeRequests)).toBe(before);
  });

  it('limits valid requests per client address, not invalid ones', async () => {
    for (let index = 0; index < 3; index += 1) await submitOfficeRequest({ input: {}, clientAddress: '10.1.0.3' });
    const outcomes = [];
    for (let index = 0; index <= OFFICE_REQUEST_LIMIT.limit; index += 1) {
      outcomes.push(await submitOfficeRequest({ input: request, clientAddress: '10.1.0.3' }));
    }

    expect(outcomes.slice(0, OFFICE_REQUEST_LIMIT.limit).every((outcome) => outcome.ok)).toBe(true);
    const limited = outcomes.at(-1);
    expect(limited).toMatchObject({ ok: false, reason: 'rateLimited' });
    expect(limited && !limited.ok && limited.reason === 'rateLimited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await submitOfficeRequest({ input: request, clientAddress: '10.1.0.4' })).ok).toBe(true);
  });
});
