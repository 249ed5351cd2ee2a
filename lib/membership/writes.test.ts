import { rm } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { officeRequests, siteSettings } from '@/db/schema';
import { saveSiteSettings } from '@/lib/settings/queries';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { type ParsedMail, readOutboxMails } from '@/tests/fixtures/outbox';

import { OFFICE_REQUEST_LIMIT } from './limits';
import { submitOfficeRequest } from './writes';

// Mails land in this file's own outbox: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'office-request-'));
  process.env.DATA_DIR = dir;

  return dir;
});

prepareTestDatabase();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The mails sent while `action` ran. */
async function mailsOf(action: () => Promise<unknown>): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const before = (await readOutboxMails(outbox)).length;
  await action();

  return (await readOutboxMails(outbox)).slice(before);
}

const OFFICE = {
  phone: '+976 7011 1994',
  email: 'office@mining.example.mn',
  address: 'Улаанбаатар, Сүхбаатар дүүрэг',
  addressEn: 'Sukhbaatar district, Ulaanbaatar',
  latitude: 47.92,
  longitude: 106.92,
};

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
    const outcome = await submitOfficeRequest({ input: request, clientAddress: '10.1.0.1', locale: 'mn' });
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

  it('stores nothing for an invalid request, names every faulty field and mails no one', async () => {
    const before = await db.$count(officeRequests);
    const input = { ...request, name: 'Д', email: 'nope', phone_number: 'abc', codex_request: false, meeting_request: false };
    let outcome;
    const mails = await mailsOf(async () => {
      outcome = await submitOfficeRequest({ input, clientAddress: '10.1.0.2', locale: 'mn' });
    });

    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        name: 'membership.errors.nameInvalid',
        email: 'membership.errors.emailInvalid',
        phone_number: 'membership.errors.phoneInvalid',
        member_request: 'membership.errors.purpose',
      },
    });
    expect(await db.$count(officeRequests)).toBe(before);
    expect(mails).toEqual([]);
  });

  it("mails the applicant a receipt in the request's language and the office a notice at the settings' address", async () => {
    await saveSiteSettings({ ...OFFICE, phoneSecondary: '', emailSecondary: '' });
    const mails = await mailsOf(async () => {
      expect((await submitOfficeRequest({ input: { ...request, email: 'saraa.en@example.mn' }, clientAddress: '10.1.0.5', locale: 'en' })).ok).toBe(true);
    });

    expect(mails.map((mail) => mail.to).sort()).toEqual(['office@mining.example.mn', 'saraa.en@example.mn']);
    const receipt = mails.find((mail) => mail.to === 'saraa.en@example.mn');
    expect(receipt?.subject).toBe('We have received your membership request');
    expect(receipt?.text).toContain('Dear Д.Сараа,');
    expect(receipt?.text).toContain('Purpose of the request: Join the responsible mining codex, Meet the working office');
    const notice = mails.find((mail) => mail.to === 'office@mining.example.mn');
    expect(notice?.subject).toBe('Гишүүн болох шинэ хүсэлт: Д.Сараа');
    expect(notice?.text).toContain('Утасны дугаар: 88001122');
    expect(notice?.text).toContain('/admin/request-list');
  });

  it('mails a Mongolian receipt for a Mongolian page, and the notice to the address staff saved last', async () => {
    await saveSiteSettings({ ...OFFICE, email: 'new-office@mining.example.mn', phoneSecondary: '', emailSecondary: '' });
    const mails = await mailsOf(() => submitOfficeRequest({ input: request, clientAddress: '10.1.0.6', locale: 'mn' }));

    expect(mails.find((mail) => mail.to === 'saraa@example.mn')?.subject).toBe('Гишүүн болох хүсэлтийг тань хүлээн авлаа');
    expect(mails.find((mail) => mail.to === 'saraa@example.mn')?.text).toContain('Сайн байна уу, Д.Сараа.');
    expect(mails.map((mail) => mail.to)).toContain('new-office@mining.example.mn');
  });

  it('still stores the request and sends the receipt when no office address is saved', async () => {
    await db.delete(siteSettings);
    const mails = await mailsOf(async () => {
      expect((await submitOfficeRequest({ input: request, clientAddress: '10.1.0.7', locale: 'mn' })).ok).toBe(true);
    });

    expect(mails.map((mail) => mail.to)).toEqual(['saraa@example.mn']);
  });

  it('limits valid requests per client address, not invalid ones', async () => {
    for (let index = 0; index < 3; index += 1) await submitOfficeRequest({ input: {}, clientAddress: '10.1.0.3', locale: 'mn' });
    const outcomes = [];
    for (let index = 0; index <= OFFICE_REQUEST_LIMIT.limit; index += 1) {
      outcomes.push(await submitOfficeRequest({ input: request, clientAddress: '10.1.0.3', locale: 'mn' }));
    }

    expect(outcomes.slice(0, OFFICE_REQUEST_LIMIT.limit).every((outcome) => outcome.ok)).toBe(true);
    const limited = outcomes.at(-1);
    expect(limited).toMatchObject({ ok: false, reason: 'rateLimited' });
    expect(limited && !limited.ok && limited.reason === 'rateLimited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await submitOfficeRequest({ input: request, clientAddress: '10.1.0.4', locale: 'mn' })).ok).toBe(true);
  });
});
