import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import {
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';
import type { LocalizedMailMessage } from '@/lib/mail';
import { saveSiteSettings } from '@/lib/settings/writes';
import { isPrivateKey } from '@/lib/storage/private-keys';
import type { temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listRegistrationCategories } from './categories';
import { NEIGHBOURHOOD_PENDING_LIMIT } from './limits';
import { approvalMail, rejectionMail } from './mails';
import { registrationResponse } from './respond';
import { submitCompanyRegistration, submitConsultantRegistration } from './writes';
import { companyFields, CONSULTANT, insertTestCategories, pngLogo } from '@/tests/fixtures/directory-registrations';

const mailbox = vi.hoisted(() => ({ sent: [] as LocalizedMailMessage[] }));
const files = vi.hoisted(() => ({
  storage: null as ReturnType<typeof temporaryStorage> | null,
  discarded: [] as string[],
}));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: LocalizedMailMessage) => void mailbox.sent.push(message) }));
vi.mock('@/lib/storage/discard', () => ({
  discardStoredFiles: async (keys: string[]) => void files.discarded.push(...keys),
}));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

const context = { clientAddress: '10.1.0.1', locale: 'mn' } as const;

const pendingRequests = async () =>
  (await db.$count(directoryCompanies, eq(directoryCompanies.review, 'pending'))) +
  (await db.$count(directoryConsultants, eq(directoryConsultants.review, 'pending')));

beforeAll(async () => {
  await insertTestCategories();
});

describe('submitting a registration', () => {
  it('stores a company unpublished with its categories, contacts and private logo (no copies), and mails a receipt in both languages', async () => {
    const outcome = await submitCompanyRegistration({ ...context, formData: companyFields(await pngLogo()) });
    if (!outcome.ok) throw new Error(outcome.reason);

    const [company] = await db.select().from(directoryCompanies).where(eq(directoryCompanies.id, outcome.id));
    expect(company).toMatchObject({
      nameMn: 'ӨНДӨР ТАЛ ХХК',
      nameEn: 'UNDUR TAL LLC',
      review: 'pending',
      approval: false,
      registrantEmail: 'saruul@example.mn',
    });
    // Kept as it came and out of public reach until staff approve it.
    expect(company?.logo).toMatch(/^private\/directory\/pending-logos\/[0-9a-f]{32}\.png$/);
    expect(await files.storage?.stat(company?.logo ?? '')).not.toBeNull();
    expect(await files.storage?.stat((company?.logo ?? '').replace('.png', '.w320.avif'))).toBeNull();
    expect(isPrivateKey(company?.logo ?? '')).toBe(true);

    const categories = await db
      .select({ id: directoryCompanyCategories.categoryId })
      .from(directoryCompanyCategories)
      .where(eq(directoryCompanyCategories.companyId, outcome.id));
    expect(categories.map((row) => row.id).sort()).toEqual([20, 7]);
    const contacts = await db
      .select({
        type: directoryCompanyContacts.contactType,
        value: directoryCompanyContacts.contactValue,
        position: directoryCompanyContacts.position,
      })
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
    expect(receipt?.subject).toBe(
      'Бизнес лавлахын бүртгэлийн хүсэлтийг хүлээн авлаа / Your business directory registration request has been received',
    );
    expect(receipt?.text).toContain('Сайн байна уу, Саруул Бат.');
    expect(receipt?.text).toContain('Бизнес лавлахад байгууллага бүртгүүлэх таны хүсэлтийг хүлээн авлаа.');
    // Nobody has read the request yet: the receipt repeats none of its texts.
    expect(receipt?.text).not.toContain('ӨНДӨР ТАЛ');
  });

  it("mails the address typed a receipt without the sender's texts: no company name, no link, the name only as a name", async () => {
    const input = {
      ...CONSULTANT,
      registrantEmail: 'victim@example.mn',
      nameMn: 'Гишүүнчлэл дуусна renew-now.example.com',
      registrantName: 'Dear customer, renew at https://renew-now.example.com',
    };
    const outcome = await submitConsultantRegistration({ ...context, clientAddress: '10.1.1.1', input });
    expect(outcome.ok).toBe(true);

    const receipt = mailbox.sent.at(-1);
    expect(receipt?.to).toBe('victim@example.mn');
    expect(receipt?.text).toContain('Сайн байна уу.');
    expect(receipt?.text).toContain('Hello,');
    for (const part of [receipt?.text, receipt?.html]) {
      for (const stranger of ['renew', 'Dear customer', 'example.com', 'Гишүүнчлэл'])
        expect(part).not.toContain(stranger);
    }

    await submitConsultantRegistration({
      ...context,
      clientAddress: '10.1.1.2',
      input: {
        ...input,
        registrantEmail: 'victim2@example.mn',
        registrantName: 'Б.Бат visit renew-now.example.com today',
      },
    });
    expect(mailbox.sent.at(-1)?.text).toContain('Сайн байна уу, Б. Бат visit renew-now. example. com today.');
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
    await db.execute(
      sql`create trigger refuse_contact before insert on directory_company_contacts for each row execute function refuse_contact()`,
    );
    const before = {
      companies: await db.$count(directoryCompanies),
      links: await db.$count(directoryCompanyCategories),
    };

    const outcome = await submitCompanyRegistration({ ...context, formData: companyFields(await pngLogo()) });
    await db.execute(sql`drop trigger refuse_contact on directory_company_contacts`);

    expect(outcome).toMatchObject({ ok: false, reason: 'invalidCategory' });
    expect({
      companies: await db.$count(directoryCompanies),
      links: await db.$count(directoryCompanyCategories),
    }).toEqual(before);
    expect(files.discarded).toHaveLength(2);
  });

  it('stores a consultant unpublished, upper-cased, and mails the receipt', async () => {
    const outcome = await submitConsultantRegistration({ ...context, locale: 'en', input: CONSULTANT });
    if (!outcome.ok) throw new Error(outcome.reason);

    const [consultant] = await db.select().from(directoryConsultants).where(eq(directoryConsultants.id, outcome.id));
    expect(consultant).toMatchObject({
      nameMn: 'БАТ-ЭРДЭНЭ',
      nameEn: 'BAT-ERDENE',
      professionEn: 'Geologist',
      review: 'pending',
      approval: false,
    });
    expect(mailbox.sent.at(-1)?.subject).toMatch(/^Your business directory registration request has been received \/ /);
  });

  it('answers invalid fields by their paths, before counting against the limit', async () => {
    expect(
      await submitConsultantRegistration({ ...context, input: { ...CONSULTANT, nameEn: '', registrantEmail: 'x' } }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        registrantEmail: 'directory-register.form.errors.emailInvalid',
        nameEn: 'directory-register.form.errors.personNameEnRequired',
      },
    });
  });
});

describe('limits on public requests', () => {
  it('refuses a logo past 4000 pixels a side by its header, storing nothing', async () => {
    const wide = new Blob([
      await sharp({ create: { width: 4001, height: 8, channels: 3, background: '#0a5a2c' } })
        .png()
        .toBuffer(),
    ]);
    const before = await db.$count(directoryCompanies);

    expect(
      await submitCompanyRegistration({ ...context, clientAddress: '10.1.0.2', formData: companyFields(wide) }),
    ).toEqual({
      ok: false,
      reason: 'logoDimensions',
      errors: { image: 'directory-register.form.errors.logoDimensions' },
    });
    expect(await db.$count(directoryCompanies)).toBe(before);
  });

  it('stores every request but mails one address at most three receipts a day', async () => {
    const sentBefore = mailbox.sent.length;
    for (const [index, email] of [
      'flood@example.mn',
      'FLOOD@example.mn',
      'flood@example.mn',
      'Flood@Example.mn',
    ].entries()) {
      const outcome = await submitConsultantRegistration({
        ...context,
        clientAddress: `10.2.0.${index}`,
        input: { ...CONSULTANT, registrantEmail: email },
      });
      expect(outcome.ok).toBe(true);
    }

    expect(
      await db.$count(directoryConsultants, sql`lower(${directoryConsultants.registrantEmail}) = 'flood@example.mn'`),
    ).toBe(4);
    expect(mailbox.sent.slice(sentBefore).map((mail) => mail.to.toLowerCase())).toEqual([
      'flood@example.mn',
      'flood@example.mn',
      'flood@example.mn',
    ]);
  });

  it('holds at most 20 waiting requests of one client neighbourhood (an IPv4 /24): the next is refused with a clear message, another neighbourhood’s goes in', async () => {
    for (let host = 1; host <= NEIGHBOURHOOD_PENDING_LIMIT; host += 1) {
      expect(
        (await submitConsultantRegistration({ ...context, clientAddress: `10.4.0.${host}`, input: CONSULTANT })).ok,
      ).toBe(true);
    }
    const before = {
      companies: await db.$count(directoryCompanies),
      consultants: await db.$count(directoryConsultants),
    };

    expect(
      await submitCompanyRegistration({
        ...context,
        clientAddress: '10.4.0.201',
        formData: companyFields(await pngLogo()),
      }),
    ).toEqual({ ok: false, reason: 'queueFull' });
    expect(await submitConsultantRegistration({ ...context, clientAddress: '10.4.0.202', input: CONSULTANT })).toEqual({
      ok: false,
      reason: 'queueFull',
    });
    expect({
      companies: await db.$count(directoryCompanies),
      consultants: await db.$count(directoryConsultants),
    }).toEqual(before);
    expect((await submitConsultantRegistration({ ...context, clientAddress: '10.4.1.1', input: CONSULTANT })).ok).toBe(
      true,
    );

    const mn = await registrationResponse({ ok: false, reason: 'queueFull' }, 'mn');
    expect(mn.status).toBe(429);
    expect(mn.headers.get('Retry-After')).toBe('3600');
    expect(await mn.json()).toEqual({
      message:
        'Хянагдаагүй бүртгэлийн хүсэлт хэт олон байгаа тул одоогоор шинэ хүсэлт хүлээн авах боломжгүй байна. Хэсэг хугацааны дараа дахин оролдоно уу.',
    });
    expect(await (await registrationResponse({ ok: false, reason: 'queueFull' }, 'en')).json()).toEqual({
      message:
        'Too many registration requests are waiting for review, so no new ones can be taken just now. Please try again later.',
    });
  });

  it('refuses no one when 200 wait for review: a new request goes in and the oldest of the busiest neighbourhood is turned down, unmailed; the office is told once', async () => {
    await saveSiteSettings({
      phone: '',
      email: 'office@mining.example.mn',
      address: '',
      addressEn: '',
      latitude: 47.92,
      longitude: 106.92,
      phoneSecondary: '',
      emailSecondary: '',
    });
    const waiting = await pendingRequests();
    // A flood from one neighbourhood, sent before the real requests above: as old as they come.
    await db.execute(sql`insert into directory_consultants (name_mn, review, registrant_email, client_neighbourhood, created_at)
      select 'Үерийн хүсэлт ' || n, 'pending', 'stranger' || n || '@example.mn', '198.51.100.0/24', now() - interval '1 day' + make_interval(secs => n)
      from generate_series(1, ${200 - waiting}) as n`);
    const realBefore = await db.$count(
      directoryConsultants,
      and(eq(directoryConsultants.review, 'pending'), sql`${directoryConsultants.nameMn} not like 'Үерийн хүсэлт %'`),
    );
    const sentBefore = mailbox.sent.length;

    expect(
      (
        await submitConsultantRegistration({
          ...context,
          clientAddress: '10.5.0.1',
          input: { ...CONSULTANT, registrantEmail: 'newcomer@example.mn' },
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await submitCompanyRegistration({
          ...context,
          clientAddress: '10.5.0.2',
          formData: companyFields(await pngLogo()),
        })
      ).ok,
    ).toBe(true);

    expect(await pendingRequests()).toBe(200);
    const turnedDown = await db
      .select({
        name: directoryConsultants.nameMn,
        reason: directoryConsultants.rejectReason,
        neighbourhood: directoryConsultants.clientNeighbourhood,
      })
      .from(directoryConsultants)
      .where(eq(directoryConsultants.review, 'rejected'))
      .orderBy(asc(directoryConsultants.id));
    expect(turnedDown.map((row) => row.name)).toEqual(['Үерийн хүсэлт 1', 'Үерийн хүсэлт 2']);
    expect(turnedDown[0]).toMatchObject({
      neighbourhood: null,
      reason: expect.stringContaining('автоматаар татгалзав'),
    });
    // The real requests all still wait, the two new ones with them.
    expect(
      await db.$count(
        directoryConsultants,
        and(eq(directoryConsultants.review, 'pending'), sql`${directoryConsultants.nameMn} not like 'Үерийн хүсэлт %'`),
      ),
    ).toBe(realBefore + 1);

    const mailed = mailbox.sent.slice(sentBefore).map((mail) => mail.to);
    expect(mailed.filter((to) => to.startsWith('stranger'))).toEqual([]);
    expect(mailed.filter((to) => to === 'office@mining.example.mn')).toHaveLength(1);
    const notice = mailbox.sent.find((mail) => mail.to === 'office@mining.example.mn');
    expect(notice?.subject).toBe('Бизнес лавлахын хянагдаагүй хүсэлт дээд хязгаартаа хүрлээ');
    expect(notice?.text).toContain('Хянагдаагүй бүртгэлийн хүсэлт 200-д хүрлээ.');
    expect(notice?.text).toContain('/admin/yellow/request');
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
    const approved = await approvalMail({
      to: 'saruul@example.mn',
      name: 'Саруул',
      locale: 'mn',
      kind: 'company',
      companyName: 'ӨНДӨР ТАЛ ХХК',
    });
    expect(approved.subject).toBe(
      'Бизнес лавлахын бүртгэл батлагдлаа / Your business directory registration has been approved',
    );
    expect(approved.text).toContain('http://localhost:3000/en/yellow-page');

    const rejected = await rejectionMail({
      to: 'saruul@example.mn',
      name: 'Saruul',
      locale: 'en',
      kind: 'consultant',
      reason: 'Phone <unreachable>',
    });
    expect(rejected.text).toContain('Reason: Phone <unreachable>');
    expect(rejected.text).toContain('Шалтгаан: Phone <unreachable>');
    expect(rejected.html).toContain('Phone &lt;unreachable&gt;');
    expect(rejected.text.indexOf('Hello Saruul,')).toBeLessThan(rejected.text.indexOf('Сайн байна уу'));
  });
});
