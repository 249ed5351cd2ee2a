import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { directoryCompanies, directoryCompanyCategories, directoryCompanyContacts, directoryConsultants } from '@/db/schema';
import type { LocalizedMailMessage } from '@/lib/mail';
import { isPrivateKey } from '@/lib/storage/private-keys';
import type { temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listRegistrationCategories } from './categories';
import { approvalMail, rejectionMail } from './mails';
import { registrationResponse } from './respond';
import { submitCompanyRegistration, submitConsultantRegistration } from './writes';
import { companyFields, CONSULTANT, insertTestCategories, pngLogo } from './test-data';

const mailbox = vi.hoisted(() => ({ sent: [] as LocalizedMailMessage[] }));
const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null, discarded: [] as string[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: LocalizedMailMessage) => void mailbox.sent.push(message) }));
vi.mock('@/lib/storage/discard', () => ({ discardStoredFiles: async (keys: string[]) => void files.discarded.push(...keys) }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const context = { clientAddress: '10.1.0.1', locale: 'mn' } as const;

beforeAll(async () => {
  await insertTestCategories();
});

describe('submitting a registration', () => {
  it('stores a company unpublished with its categories, contacts and private logo (no copies), and mails a receipt in both languages', async () => {
    const outcome = await submitCompanyRegistration({ ...context, formData: companyFields(await pngLogo()) });
    if (!outcome.ok) throw new Error(outcome.reason);

    const [company] = await db.select().from(directoryCompanies).where(eq(directoryCompanies.id, outcome.id));
    expect(company).toMatchObject({ nameMn: 'ӨНДӨР ТАЛ ХХК', nameEn: 'UNDUR TAL LLC', review: 'pending', approval: false, registrantEmail: 'saruul@example.mn' });
    // Kept as it came and out of public reach until staff approve it.
    expect(company?.logo).toMatch(/^private\/directory\/pending-logos\/[0-9a-f]{32}\.png$/);
    expect(await files.storage?.stat(company?.logo ?? '')).not.toBeNull();
    expect(await files.storage?.stat((company?.logo ?? '').replace('.png', '.w320.avif'))).toBeNull();
    expect(isPrivateKey(company?.logo ?? '')).toBe(true);

    const categories = await db.select({ id: directoryCompanyCategories.categoryId }).from(directoryCompanyCategories).where(eq(directoryCompanyCategories.companyId, outcome.id));
    expect(categories.map((row) => row.id).sort()).toEqual([20, 7]);
    const contacts = await db
      .select({ type: directoryCompanyContacts.contactType, value: directoryCompanyContacts.contactValue, position: directoryCompanyContacts.position })
      .from(directoryCompanyContacts)
      .where(eq(directoryCompanyContacts.companyId, outcome.id))
      .orderBy(asc(directoryCompanyContacts.position));
    expect(contacts).toEqual([
      { type: 'email', value: 'info@undur.mn', position: 0 },
      { type: 'email', value: 'sales@undur.mn', position: 1 },
      { type: 'phone', value: '7711-2233', position: 2 },
      { type: 'website', value: 'https://undur.mn', position: 3 },
    ]);

    const receipt = mailbox.sent.at(-1);
    expect(receipt?.to).toBe('saruul@example.mn');
    expect(receipt?.subject).toBe('Бизнес лавлахын бүртгэлийн хүсэлтийг хүлээн авлаа / Your business directory registration request has been received');
    expect(receipt?.text).toContain('«ӨНДӨР ТАЛ ХХК» байгууллагын');
    expect(receipt?.text).toContain('“ӨНДӨР ТАЛ ХХК”');
  });

  it('refuses a sub category of another main category, and stores nothing', async () => {
    const formData = companyFields(await pngLogo());
    formData.set('categories', JSON.stringify([{ mainCategory: '01', subCategory: 7 }]));
    const before = await db.$count(directoryCompanies);

    expect(await submitCompanyRegistration({ ...context, formData })).toEqual({
      ok: false,
      reason: 'invalidCategory',
      errors: { categories: 'directory-register.form.errors.categoryRequired' },
    });
    expect(await db.$count(directoryCompanies)).toBe(before);
    expect(files.discarded).toHaveLength(1);
  });

  it('stores the company, its categories and contacts in one transaction: a refused contact leaves no company behind', async () => {
    // The database refuses the contact as it would a category deleted meanwhile (a foreign key violation).
    await db.execute(sql`create function refuse_contact() returns trigger language plpgsql as $$
      begin raise exception 'refused' using errcode = 'foreign_key_violation'; end $$`);
    await db.execute(sql`create trigger refuse_contact before insert on directory_company_contacts for each row execute function refuse_contact()`);
    const before = { companies: await db.$count(directoryCompanies), links: await db.$count(directoryCompanyCategories) };

    const outcome = await submitCompanyRegistration({ ...context, formData: companyFields(await pngLogo()) });
    await db.execute(sql`drop trigger refuse_contact on directory_company_contacts`);

    expect(outcome).toMatchObject({ ok: false, reason: 'invalidCategory' });
    expect({ companies: await db.$count(directoryCompanies), links: await db.$count(directoryCompanyCategories) }).toEqual(before);
    expect(files.discarded).toHaveLength(2);
  });

  it('stores a consultant unpublished, upper-cased, and mails the receipt', async () => {
    const outcome = await submitConsultantRegistration({ ...context, locale: 'en', input: CONSULTANT });
    if (!outcome.ok) throw new Error(outcome.reason);

    const [consultant] = await db.select().from(directoryConsultants).where(eq(directoryConsultants.id, outcome.id));
    expect(consultant).toMatchObject({ nameMn: 'БАТ-ЭРДЭНЭ', nameEn: 'BAT-ERDENE', professionEn: 'Geologist', review: 'pending', approval: false });
    expect(mailbox.sent.at(-1)?.subject).toMatch(/^Your business directory registration request has been received \/ /);
  });

  it('answers invalid fields by their paths, before counting against the limit', async () => {
    expect(await submitConsultantRegistration({ ...context, input: { ...CONSULTANT, nameEn: '', registrantEmail: 'x' } })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { registrantEmail: 'directory-register.form.errors.emailInvalid', nameEn: 'directory-register.form.errors.personNameEnRequired' },
    });
  });
});

describe('limits on public requests', () => {
  it('refuses a logo past 4000 pixels a side by its header, storing nothing', async () => {
    const wide = new Blob([await sharp({ create: { width: 4001, height: 8, channels: 3, background: '#0a5a2c' } }).png().toBuffer()]);
    const before = await db.$count(directoryCompanies);

    expect(await submitCompanyRegistration({ ...context, clientAddress: '10.1.0.2', formData: companyFields(wide) })).toEqual({
      ok: false,
      reason: 'logoDimensions',
      errors: { image: 'directory-register.form.errors.logoDimensions' },
    });
    expect(await db.$count(directoryCompanies)).toBe(before);
  });

  it('stores every request but mails one address at most three receipts a day', async () => {
    const sentBefore = mailbox.sent.length;
    for (const [index, email] of ['flood@example.mn', 'FLOOD@example.mn', 'flood@example.mn', 'Flood@Example.mn'].entries()) {
      const outcome = await submitConsultantRegistration({ ...context, clientAddress: `10.2.0.${index}`, input: { ...CONSULTANT, registrantEmail: email } });
      expect(outcome.ok).toBe(true);
    }

    expect(await db.$count(directoryConsultants, sql`lower(${directoryConsultants.registrantEmail}) = 'flood@example.mn'`)).toBe(4);
    expect(mailbox.sent.slice(sentBefore).map((mail) => mail.to.toLowerCase())).toEqual(['flood@example.mn', 'flood@example.mn', 'flood@example.mn']);
  });

  it('refuses every request while 200 wait for review, storing nothing, with a clear message in either language', async () => {
    const waiting = (await db.$count(directoryCompanies, eq(directoryCompanies.review, 'pending'))) + (await db.$count(directoryConsultants, eq(directoryConsultants.review, 'pending')));
    await db.execute(sql`insert into directory_consultants (name_mn, review) select 'Хүлээгдэж буй ' || n, 'pending' from generate_series(1, ${200 - waiting}) as n`);
    const before = { companies: await db.$count(directoryCompanies), consultants: await db.$count(directoryConsultants) };
    const sentBefore = mailbox.sent.length;

    expect(await submitCompanyRegistration({ ...context, clientAddress: '10.3.0.1', formData: companyFields(await pngLogo()) })).toEqual({ ok: false, reason: 'queueFull' });
    expect(await submitConsultantRegistration({ ...context, clientAddress: '10.3.0.1', input: CONSULTANT })).toEqual({ ok: false, reason: 'queueFull' });
    expect({ companies: await db.$count(directoryCompanies), consultants: await db.$count(directoryConsultants) }).toEqual(before);
    expect(mailbox.sent.length).toBe(sentBefore);

    const mn = await registrationResponse({ ok: false, reason: 'queueFull' }, 'mn');
    expect(mn.status).toBe(429);
    expect(mn.headers.get('Retry-After')).toBe('3600');
    expect(await mn.json()).toEqual({
      message: 'Хянагдаагүй бүртгэлийн хүсэлт хэт олон байгаа тул одоогоор шинэ хүсэлт хүлээн авах боломжгүй байна. Хэсэг хугацааны дараа дахин оролдоно уу.',
    });
    expect(await (await registrationResponse({ ok: false, reason: 'queueFull' }, 'en')).json()).toEqual({
      message: 'Too many registration requests are waiting for review, so no new ones can be taken just now. Please try again later.',
    });
    await db.execute(sql`delete from directory_consultants where name_mn like 'Хүлээгдэж буй %'`);
  });
});

describe('the categories offered', () => {
  it("are the sub categories by code in the page's language, without the consultant engineers", async () => {
    expect(await listRegistrationCategories('en')).toEqual([
      { id: 1, code: '0101', mainCode: '01', name: 'Coal' },
      { id: 7, code: '0201', mainCode: '02', name: 'Mining equipment' },
      { id: 20, code: '0404', mainCode: '04', name: 'Media' },
    ]);
  });
});

describe('review mails', () => {
  it('tell the registrant of an approval, and of a rejection with the reason, in both languages', async () => {
    const approved = await approvalMail({ to: 'saruul@example.mn', name: 'Саруул', locale: 'mn', kind: 'company', companyName: 'ӨНДӨР ТАЛ ХХК' });
    expect(approved.subject).toBe('Бизнес лавлахын бүртгэл батлагдлаа / Your business directory registration has been approved');
    expect(approved.text).toContain('http://localhost:3000/en/yellow-page');

    const rejected = await rejectionMail({ to: 'saruul@example.mn', name: 'Saruul', locale: 'en', kind: 'consultant', reason: 'Phone <unreachable>' });
    expect(rejected.text).toContain('Reason: Phone <unreachable>');
    expect(rejected.text).toContain('Шалтгаан: Phone <unreachable>');
    expect(rejected.html).toContain('Phone &lt;unreachable&gt;');
    expect(rejected.text.indexOf('Hello Saruul,')).toBeLessThan(rejected.text.indexOf('Сайн байна уу'));
  });
});
