import { rm } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { officeRequests, siteSettings } from '@/db/schema';
import { RECEIPT_MAIL_LIMITS } from '@/lib/mail/receipt-allowance';
import { saveSiteSettings } from '@/lib/settings/writes';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { type ParsedMail, readOutboxMails } from '@/tests/fixtures/outbox';
import { withFullBucket } from '@/tests/fixtures/rate-limits';

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
    const input = {
      ...request,
      name: 'Д',
      email: 'nope',
      phone_number: 'abc',
      codex_request: false,
      meeting_request: false,
    };
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
      expect(
        (
          await submitOfficeRequest({
            input: { ...request, email: 'saraa.en@example.mn' },
            clientAddress: '10.1.0.5',
            locale: 'en',
          })
        ).ok,
      ).toBe(true);
    });

    expect(mails.map((mail) => mail.to).sort()).toEqual(['office@mining.example.mn', 'saraa.en@example.mn']);
    const receipt = mails.find((mail) => mail.to === 'saraa.en@example.mn');
    expect(receipt?.subject).toBe('We have received your membership request');
    expect(receipt?.text).toContain('Dear Д. Сараа,');
    expect(receipt?.text).toContain(
      'Purpose of the request: Join the responsible mining codex, Meet the working office',
    );
    // The office reads everything that was sent; the address typed gets none of it back.
    for (const sent of ['88001122', 'Геологи хайгуул']) expect(receipt?.text).not.toContain(sent);
    const notice = mails.find((mail) => mail.to === 'office@mining.example.mn');
    expect(notice?.subject).toBe('Гишүүн болох шинэ хүсэлт: Д.Сараа');
    expect(notice?.text).toContain('Утасны дугаар: 88001122');
    expect(notice?.text).toContain('/admin/request-list');
  });

  it('mails a Mongolian receipt for a Mongolian page, and the notice to the address staff saved last', async () => {
    await saveSiteSettings({
      ...OFFICE,
      email: 'new-office@mining.example.mn',
      phoneSecondary: '',
      emailSecondary: '',
    });
    const mails = await mailsOf(() => submitOfficeRequest({ input: request, clientAddress: '10.1.0.6', locale: 'mn' }));

    expect(mails.find((mail) => mail.to === 'saraa@example.mn')?.subject).toBe(
      'Гишүүн болох хүсэлтийг тань хүлээн авлаа',
    );
    expect(mails.find((mail) => mail.to === 'saraa@example.mn')?.text).toContain('Сайн байна уу, Д. Сараа.');
    expect(mails.map((mail) => mail.to)).toContain('new-office@mining.example.mn');
  });

  it('still stores the request and sends the receipt when no office address is saved', async () => {
    await db.delete(siteSettings);
    const mails = await mailsOf(async () => {
      expect((await submitOfficeRequest({ input: request, clientAddress: '10.1.0.7', locale: 'mn' })).ok).toBe(true);
    });

    expect(mails.map((mail) => mail.to)).toEqual(['saraa@example.mn']);
  });

  it("repeats none of the sender's texts to the address typed: no link, no business type, the name only as a name", async () => {
    const input = {
      ...request,
      email: 'victim@example.mn',
      name: 'Dear member, renew at www.renew-now.example.com',
      business_type: 'Pay at https://renew-now.example.com',
    };
    const mails = await mailsOf(() => submitOfficeRequest({ input, clientAddress: '10.1.0.8', locale: 'en' }));

    const receipt = mails.find((mail) => mail.to === 'victim@example.mn');
    expect(receipt?.text).toContain('Hello,');
    for (const part of [receipt?.text, receipt?.html]) {
      for (const stranger of ['renew', 'Dear member', 'Pay at']) expect(part).not.toContain(stranger);
    }
  });

  it('stores every request and answers alike, but mails one address at most three receipts a day; the office hears of each', async () => {
    const outcomes: unknown[] = [];
    const mails = await mailsOf(async () => {
      for (const [index, email] of [
        'flood@example.mn',
        'FLOOD@example.mn',
        'flood@example.mn',
        'Flood@Example.mn',
      ].entries()) {
        outcomes.push(
          await submitOfficeRequest({ input: { ...request, email }, clientAddress: `10.2.0.${index}`, locale: 'mn' }),
        );
      }
    });

    expect(outcomes.map((outcome) => (outcome as { ok: boolean }).ok)).toEqual([true, true, true, true]);
    expect(await db.$count(officeRequests, sql`lower(${officeRequests.email}) = 'flood@example.mn'`)).toBe(4);
    expect(mails.filter((mail) => mail.to.toLowerCase() === 'flood@example.mn')).toHaveLength(3);
  });

  it('mails no receipt while the public forms have spent their mails of the hour, and still stores the request', async () => {
    await saveSiteSettings({ ...OFFICE, phoneSecondary: '', emailSecondary: '' });
    let outcome;
    const mails = await mailsOf(() =>
      withFullBucket('public-form-mail:all', RECEIPT_MAIL_LIMITS.all.limit, async () => {
        outcome = await submitOfficeRequest({
          input: { ...request, email: 'late-in-the-hour@example.mn' },
          clientAddress: '10.2.1.1',
          locale: 'mn',
        });
      }),
    );

    expect(outcome).toMatchObject({ ok: true });
    expect(await db.$count(officeRequests, eq(officeRequests.email, 'late-in-the-hour@example.mn'))).toBe(1);
    expect(mails.map((mail) => mail.to)).toEqual(['office@mining.example.mn']);
  });

  it('limits valid requests per client address, not invalid ones', async () => {
    for (let index = 0; index < 3; index += 1)
      await submitOfficeRequest({ input: {}, clientAddress: '10.1.0.3', locale: 'mn' });
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
