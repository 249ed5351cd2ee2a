import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import {
  directoryBanners,
  directoryCategories,
  directoryCompanies,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';
import { directoryPart } from '@/demo-data/directory';
import { moveSequencesPastSeededIds } from '@/demo-data/sequences';
import type { MailMessage } from '@/lib/mail';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createDirectoryBanner, deleteDirectoryBanner, updateDirectoryBannerSequence } from './actions/banner';
import { createCategory, deleteCategory, renameCategory } from './actions/category';
import { deleteCompany, deleteContact, removeCompanyCategory, setCompanyStatus } from './actions/company-parts';
import { deleteConsultant, updateConsultant } from './actions/consultant';
import { reviewRequest } from './actions/review-request';
import { updateCompany } from './actions/update-company';
import { getCompanyDetail } from './company-detail';

// The mail transport is the outside world here: the test reads what would be sent.
const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const M = 'admin.yellow.errors';

beforeAll(async () => {
  staff = await createStaffAccounts();
  await directoryPart().insert(db);
  await moveSequencesPastSeededIds(db);
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
  mailbox.sent = [];
});

/** The edit form's values for a company as stored, with changes. */
async function companyForm(id: number, changes: Record<string, unknown> = {}) {
  const detail = await getCompanyDetail(id);
  if (!detail) throw new Error(`no company ${id}`);

  return {
    id,
    name_mn: detail.about[0]?.name,
    name_en: detail.about[1]?.name,
    registration_number: detail.company.registration_number,
    address_mn: detail.about[0]?.address,
    address_en: detail.about[1]?.address,
    about_mn: detail.about[0]?.about_company,
    about_en: detail.about[1]?.about_company,
    logo: detail.company.logo,
    approval: detail.company.approval,
    status: detail.company.status,
    ...changes,
  };
}

describe('directory back-office actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await reviewRequest({ type: '1', id: 61, decision: 'approve' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await reviewRequest({ type: '1', id: 61, decision: 'approve' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await deleteCompany({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await renameCategory({ category_code: '0101', lang: 'mn', name: 'X' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    const [company] = await db
      .select({ review: directoryCompanies.review })
      .from(directoryCompanies)
      .where(eq(directoryCompanies.id, 61));
    expect(company?.review).toBe('pending');
  });

  it('approve a pending company: published, mailed to its registrant, audited, and only once', async () => {
    expect(await reviewRequest({ type: '1', id: 61, decision: 'approve' })).toEqual({ ok: true, data: { id: 61 } });
    const [company] = await db
      .select({ review: directoryCompanies.review, approval: directoryCompanies.approval })
      .from(directoryCompanies)
      .where(eq(directoryCompanies.id, 61));
    expect(company).toEqual({ review: 'approved', approval: true });
    expect(mailbox.sent).toHaveLength(1);
    expect(mailbox.sent[0]?.to).toBe('registrant61@example.com');
    // The registrant's name as a mail to a typed address may repeat it (lib/mail/untrusted-name.ts).
    expect(mailbox.sent[0]?.text).toContain('Сайн байна уу, Б. Болд.');
    expect(await auditEntries('directory-request.review')).toEqual([
      { action: 'directory-request.review', target: 'company:61:approve', email: 'moderator@example.com' },
    ]);
    expect(await reviewRequest({ type: '1', id: 61, decision: 'reject', reason: 'Давхардсан' })).toEqual({
      ok: false,
      error: `${M}.notPending`,
    });
    expect(mailbox.sent).toHaveLength(1);
  });

  it('reject a consultant only with a reason, keep the row and mail the reason', async () => {
    expect(await reviewRequest({ type: '2', id: 12, decision: 'reject', reason: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { reason: [`${M}.reasonRequired`] },
    });
    expect(
      await reviewRequest({ type: '2', id: 12, decision: 'reject', reason: 'Мэргэжлийн үнэмлэх хавсаргаагүй' }),
    ).toEqual({ ok: true, data: { id: 12 } });
    const [consultant] = await db
      .select({
        review: directoryConsultants.review,
        approval: directoryConsultants.approval,
        reason: directoryConsultants.rejectReason,
      })
      .from(directoryConsultants)
      .where(eq(directoryConsultants.id, 12));
    expect(consultant).toEqual({ review: 'rejected', approval: false, reason: 'Мэргэжлийн үнэмлэх хавсаргаагүй' });
    expect(mailbox.sent[0]?.to).toBe('consultant12@example.com');
    expect(mailbox.sent[0]?.text).toContain('Мэргэжлийн үнэмлэх хавсаргаагүй');
  });

  it('check new contacts by their type and categories against their main category', async () => {
    const invalid = await updateCompany(
      await companyForm(3, {
        new_contact: [
          { contact_type: 'email', contact_value: 'not-an-address' },
          { contact_type: 'website', contact_value: 'example.mn' },
          { contact_type: 'phone', contact_value: 'утас' },
        ],
      }),
    );
    expect(invalid).toMatchObject({ ok: false, error: 'errors.invalidInput' });
    expect(
      await updateCompany(await companyForm(3, { new_category: [{ mainCategory: '02', subCategory: 1 }] })),
    ).toMatchObject({ ok: false, fieldErrors: { new_category: [`${M}.subRequired`] } });
    expect(
      await updateCompany(await companyForm(3, { new_category: [{ mainCategory: '04', subCategory: 95 }] })),
    ).toMatchObject({ ok: false });
    expect(await updateCompany(await companyForm(3, { logo: 'directory/logo-2.png' }))).toEqual({
      ok: false,
      error: `${M}.logoInvalid`,
    });
  });

  it('save a company with new contacts, categories, logo and status, and delete a contact', async () => {
    const saved = await updateCompany(
      await companyForm(3, {
        name_mn: 'ҮҮРИЙН ТУЯА ХХК',
        logo: 'admin/images/new-logo_1.png',
        status: false,
        new_contact: [
          { contact_type: 'website', contact_value: 'https://uuriin-tuya.mn' },
          { contact_type: 'fax', contact_value: '+976 7011 2233' },
        ],
        new_category: [{ mainCategory: '03', subCategory: 12 }],
      }),
    );
    expect(saved).toEqual({ ok: true, data: { id: 3 } });
    const detail = await getCompanyDetail(3);
    expect(detail?.company).toMatchObject({ logo: 'admin/images/new-logo_1.png', status: false });
    expect(detail?.contact.map((contact) => contact.contact_value)).toEqual([
      '+976 7711 1003',
      'info3@example.mn',
      'https://uuriin-tuya.mn',
      '+976 7011 2233',
    ]);
    expect(detail?.category.map((category) => category.category_code)).toEqual(['0103', '0301']);
    const fax = detail?.contact[3]?.id ?? 0;
    expect(await deleteContact({ id: fax })).toEqual({ ok: true, data: { id: fax } });
    expect(await deleteContact({ id: fax })).toEqual({ ok: false, error: 'errors.notFound' });
    expect(await db.$count(directoryCompanyContacts, eq(directoryCompanyContacts.companyId, 3))).toBe(3);
  });

  it('remove categories but the last, and answer the stored status', async () => {
    expect(await removeCompanyCategory({ company_id: 3, category_id: 12 })).toEqual({
      ok: true,
      data: { category_id: 12 },
    });
    expect(await removeCompanyCategory({ company_id: 3, category_id: 3 })).toEqual({
      ok: false,
      error: `${M}.lastCategory`,
    });
    expect(await setCompanyStatus({ id: 3, status: true })).toEqual({ ok: true, data: { id: 3, status: true } });
    expect(await setCompanyStatus({ id: 999, status: true })).toEqual({ ok: false, error: 'errors.notFound' });
  });

  it('edit and delete consultants and companies', async () => {
    const consultant = {
      id: 1,
      name_mn: 'Б.Энхтөр',
      name_en: 'B. Enkhtur',
      profession_mn: 'Уулын инженер',
      profession_en: 'Mining engineer',
      phone: '99001000',
      advice_mn: '',
      advice_en: '',
      approval: false,
    };
    expect(await updateConsultant({ ...consultant, phone: '' })).toMatchObject({
      fieldErrors: { phone: [`${M}.phoneRequired`] },
    });
    expect(await updateConsultant(consultant)).toEqual({ ok: true, data: { id: 1 } });
    expect(await deleteConsultant({ id: 1 })).toEqual({ ok: true, data: { id: 1 } });
    expect(await deleteCompany({ id: 60 })).toEqual({ ok: true, data: { id: 60 } });
    expect(await db.$count(directoryCompanyContacts, eq(directoryCompanyContacts.companyId, 60))).toBe(0);
    expect((await auditEntries('directory-company.delete')).map((entry) => entry.target)).toEqual(['60']);
  });

  it('add a category with the next free code, rename it, and delete only an unused one', async () => {
    expect(await createCategory({ mainCategory: '04', nameMn: 'Хэвлэл', nameEn: '' })).toMatchObject({
      fieldErrors: { nameEn: [`${M}.nameEnRequired`] },
    });
    const created = await createCategory({ mainCategory: '04', nameMn: 'Даатгал', nameEn: 'Insurance' });
    expect(created).toMatchObject({ ok: true, data: { code: '0405' } });
    expect(await createCategory({ mainCategory: '04', nameMn: 'Банк', nameEn: 'Banks' })).toMatchObject({
      ok: true,
      data: { code: '0406' },
    });
    expect(await renameCategory({ category_code: '0405', lang: 'en', name: 'Insurers' })).toEqual({
      ok: true,
      data: { category_code: '0405' },
    });
    const [renamed] = await db
      .select({ mn: directoryCategories.nameMn, en: directoryCategories.nameEn })
      .from(directoryCategories)
      .where(eq(directoryCategories.code, '0405'));
    expect(renamed).toEqual({ mn: 'Даатгал', en: 'Insurers' });
    expect(await renameCategory({ category_code: '0499', lang: 'mn', name: 'X' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
    expect(await deleteCategory({ id: 1 })).toEqual({ ok: false, error: `${M}.categoryInUse` });
    expect(await deleteCategory({ id: 95 })).toEqual({ ok: false, error: `${M}.categoryInUse` });
    expect(await deleteCategory({ id: created.ok ? created.data.id : 0 })).toMatchObject({ ok: true });
  });

  it('add, reorder and delete directory banners', async () => {
    expect(await createDirectoryBanner({ image: '' })).toMatchObject({
      fieldErrors: { image: ['admin.organisation.imageRequired'] },
    });
    const created = await createDirectoryBanner({ image: 'admin/images/banner_4.jpg' });
    const id = created.ok ? created.data.id : 0;
    const [row] = await db
      .select({ sequence: directoryBanners.sequence })
      .from(directoryBanners)
      .where(eq(directoryBanners.id, id));
    expect(row?.sequence).toBe(4);
    expect(await updateDirectoryBannerSequence({ banners: [{ id, sequence: 1 }] })).toEqual({
      ok: false,
      error: 'admin.organisation.slides.orderStale',
    });
    const order = [id, 1, 2, 3].map((bannerId, index) => ({ id: bannerId, sequence: index + 1 }));
    expect(await updateDirectoryBannerSequence({ banners: order })).toEqual({ ok: true, data: { count: 4 } });
    expect(await deleteDirectoryBanner({ id })).toEqual({ ok: true, data: { id } });
    expect(await db.$count(directoryBanners)).toBe(3);
  });
});
