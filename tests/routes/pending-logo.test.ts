import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as getPendingLogo } from '@/app/api/admin/get/pending-logo/[name]/route';
import { GET as getFile } from '@/app/files/[...key]/route';
import { db } from '@/db';
import { directoryCompanies } from '@/db/schema';
import { reviewRequest } from '@/lib/directory/admin/actions/review-request';
import { updateCompany } from '@/lib/directory/admin/actions/update-company';
import { getCompanyDetail } from '@/lib/directory/admin/company-detail';
import { submitCompanyRegistration } from '@/lib/directory/registration/writes';
import { companyFields, insertTestCategories, pngLogo } from '@/tests/fixtures/directory-registrations';
import type { temporaryStorage } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

vi.mock('@/lib/mail', () => ({ sendMail: async () => undefined }));
const files = vi.hoisted(() => ({ storage: null as ReturnType<typeof temporaryStorage> | null }));
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage: create } = await import('@/tests/fixtures/admin-action-context');
  files.storage = create();

  return { storage: files.storage };
});

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestCategories();
});

const served = (key: string) =>
  getFile(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split('/') }) });

async function registered(clientAddress: string): Promise<{ id: number; logo: string }> {
  const outcome = await submitCompanyRegistration({
    clientAddress,
    locale: 'mn',
    formData: companyFields(await pngLogo()),
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  const [company] = await db
    .select({ logo: directoryCompanies.logo })
    .from(directoryCompanies)
    .where(eq(directoryCompanies.id, outcome.id));

  return { id: outcome.id, logo: company?.logo ?? '' };
}

async function expectPublished(id: number, pendingKey: string): Promise<void> {
  const [company] = await db
    .select({ logo: directoryCompanies.logo })
    .from(directoryCompanies)
    .where(eq(directoryCompanies.id, id));
  const logo = company?.logo ?? '';
  expect(logo).toMatch(/^directory\/logos\/[0-9a-f]{32}\.png$/);
  expect((await served(logo)).status).toBe(200);
  expect(await files.storage?.stat(logo.replace('.png', '.w320.avif'))).not.toBeNull();
  expect(await files.storage?.stat(pendingKey)).toBeNull();
}

describe("a request's logo", () => {
  it('is shown to staff only while the request waits, then published with its copies when staff approve it', async () => {
    const { id, logo } = await registered('10.9.0.1');
    expect((await served(logo)).status).toBe(404);

    const name = logo.slice(logo.lastIndexOf('/') + 1);
    const askFor = () =>
      getPendingLogo(new Request(`http://localhost/api/admin/get/pending-logo/${name}`), {
        params: Promise.resolve({ name }),
      });
    signInAs(null);
    expect((await askFor()).status).toBe(401);
    signInAs({ kind: 'admin', id: staff.userId });
    const toStaff = await askFor();
    expect(toStaff.status).toBe(200);
    expect(toStaff.headers.get('Content-Type')).toBe('image/png');
    expect(toStaff.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await getCompanyDetail(id))?.company.logo_url).toBe(`/api/admin/get/pending-logo/${name}`);

    signInAs({ kind: 'admin', id: staff.moderatorId });
    expect(await reviewRequest({ type: '1', id, decision: 'approve' })).toEqual({ ok: true, data: { id } });
    await expectPublished(id, logo);
    expect((await getCompanyDetail(id))?.company.logo_url).toMatch(/^\/files\/directory\/logos\//);
  });

  it('is published too when staff tick approval in the edit form', async () => {
    const { id, logo } = await registered('10.9.0.2');
    const detail = await getCompanyDetail(id);
    signInAs({ kind: 'admin', id: staff.moderatorId });

    const saved = await updateCompany({
      id,
      name_mn: detail?.about[0]?.name,
      name_en: detail?.about[1]?.name,
      registration_number: detail?.company.registration_number,
      address_mn: detail?.about[0]?.address,
      address_en: detail?.about[1]?.address,
      about_mn: detail?.about[0]?.about_company,
      about_en: detail?.about[1]?.about_company,
      logo,
      approval: true,
      status: true,
    });

    expect(saved).toEqual({ ok: true, data: { id } });
    await expectPublished(id, logo);
  });
});
