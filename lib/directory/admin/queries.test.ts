import { and, countDistinct, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { directoryCategories, directoryCompanyCategories } from '@/db/schema';
import { directoryPart } from '@/demo-data/directory';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listDirectoryBanners } from './banner-queries';
import { listCategories } from './category-queries';
import { getCompanyDetail } from './company-detail';
import { listCompanies } from './company-queries';
import { getPersonDetail, listConsultants } from './consultant-queries';
import { listRequests } from './request-queries';

prepareTestDatabase();

beforeAll(async () => {
  await directoryPart().insert(db);
});

describe('directory back-office reads', () => {
  it('list the pending requests of each type, newest first, with page totals', async () => {
    const companies = await listRequests({ type: '1', page: 1, limit: 10 });
    expect(companies).toMatchObject({ total: 4, totalPages: 1 });
    expect(companies.request.map((row) => row.id)).toEqual([64, 63, 62, 61]);
    expect(companies.request[0]).toMatchObject({
      name_mn: 'ДАРХАН МЕТАЛ ХОЛДИНГ',
      registrant_email: 'registrant64@example.com',
    });
    expect(await listRequests({ type: '2', page: 1, limit: 10 })).toMatchObject({
      total: 1,
      request: [{ id: 12, name_mn: 'Л.Дашдорж' }],
    });
  });

  it('page and filter companies in the database, each company once', async () => {
    const all = await listCompanies({ page: 2, limit: 30 });
    expect(all).toMatchObject({ total: 64, totalPages: 3 });
    expect(all.request).toHaveLength(30);
    expect((await listCompanies({ page: 3, limit: 30 })).request).toHaveLength(4);
    expect((await listCompanies({ page: 1, limit: 30, approval: false })).request.map((row) => row.id)).toEqual([
      64, 63, 62, 61,
    ]);
    expect((await listCompanies({ page: 1, limit: 30, status: false })).total).toBe(5);

    const [expected] = await db
      .select({ count: countDistinct(directoryCompanyCategories.companyId) })
      .from(directoryCompanyCategories)
      .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
      .where(eq(directoryCategories.mainCode, '01'));
    const mining = await listCompanies({ page: 1, limit: 100, mainCategory: '01' });
    expect(mining.total).toBe(expected?.count);
    expect(new Set(mining.request.map((row) => row.id)).size).toBe(mining.request.length);
    const coal = await listCompanies({ page: 1, limit: 100, mainCategory: '01', subCategory: 1, approval: true });
    expect(coal.request.every((row) => row.categories.includes('0101') && row.approval)).toBe(true);
    expect((await listCompanies({ page: 1, limit: 100, mainCategory: '02', subCategory: 1 })).total).toBe(0);
  });

  it('give each company the codes of its own categories', async () => {
    const codesOf = async (companyId: number) =>
      (
        await db
          .select({ code: directoryCategories.code })
          .from(directoryCompanyCategories)
          .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
          .where(eq(directoryCompanyCategories.companyId, companyId))
          .orderBy(directoryCategories.code)
      )
        .map((row) => row.code)
        .join(', ');
    const { request } = await listCompanies({ page: 1, limit: 100 });
    expect(new Set(request.map((row) => row.categories)).size).toBeGreaterThan(1);
    for (const row of request) expect(row.categories, `company ${row.id}`).toBe(await codesOf(row.id));
    expect(request.find((row) => row.id === 1)?.categories).toBe('0101, 0202');
  });

  it('search names of both languages, case-insensitively and literally', async () => {
    const cyrillic = await listCompanies({ page: 1, limit: 30, search: 'өнөр' });
    expect(cyrillic.total).toBe(4);
    expect(cyrillic.request.every((row) => row.name_mn.startsWith('ӨНӨР МАЙНИНГ'))).toBe(true);
    expect((await listCompanies({ page: 1, limit: 30, search: 'Unur mining' })).total).toBe(4);
    expect((await listCompanies({ page: 1, limit: 30, search: '%' })).total).toBe(0);
    expect(await listConsultants({ page: 1, limit: 30, search: 'ölzii' })).toMatchObject({ total: 0 });
    expect(await listConsultants({ page: 1, limit: 30, search: 'өлзий' })).toMatchObject({
      total: 1,
      request: [{ name_en: 'D. Ulzii' }],
    });
    expect((await listConsultants({ page: 1, limit: 30 })).total).toBe(12);
    expect((await listConsultants({ page: 1, limit: 30, approval: true })).total).toBe(11);
  });

  it('give one company or consultant with everything submitted, null when unknown', async () => {
    const company = await getCompanyDetail(1);
    expect(company?.category.map((category) => category.category_code)).toEqual(['0101', '0202']);
    expect(company?.contact).toEqual([
      { id: 11, contact_type: 'phone', contact_value: '+976 7711 1001' },
      { id: 12, contact_type: 'email', contact_value: 'info1@example.mn' },
    ]);
    expect(company?.about.map((about) => about.lang)).toEqual(['mn', 'en']);
    expect(company?.company).toMatchObject({
      logo: 'directory/logo-1.png',
      logo_url: '/files/directory/logo-1.png',
      approval: true,
    });
    expect(company?.registrant).toEqual({
      name: 'Б.Болд',
      position: 'Захирал',
      email: 'registrant1@example.com',
      phone: '99111001',
    });
    expect(await getCompanyDetail(999)).toBeNull();
    expect((await getPersonDetail(2))?.about[0]).toEqual({
      lang: 'mn',
      name: 'Д.Өлзий',
      profession: 'Геологич',
      advice_range: 'Уурхайн төлөвлөлт, техник эдийн засгийн үндэслэл',
    });
    expect(await getPersonDetail(999)).toBeNull();
  });

  it('list categories by main category in one language, and the banners in order', async () => {
    expect((await listCategories({ type: 'all', lang: 'mn', page: 1, limit: 20 })).total).toBe(21);
    const others = await listCategories({ type: '04', lang: 'en', page: 1, limit: 20 });
    expect(others.categories.map((row) => [row.category_code, row.name])).toEqual([
      ['0401', 'Universities'],
      ['0402', 'Non-governmental organisations'],
      ['0403', 'Consultant engineers'],
      ['0404', 'Media'],
    ]);
    expect(others.categories[2]?.company_count).toBe(0);
    const counts = await db
      .select({ id: directoryCompanyCategories.categoryId, count: countDistinct(directoryCompanyCategories.companyId) })
      .from(directoryCompanyCategories)
      .groupBy(directoryCompanyCategories.categoryId);
    const listed = (await listCategories({ type: 'all', lang: 'en', page: 1, limit: 100 })).categories;
    expect(new Set(listed.map((row) => row.company_count)).size).toBeGreaterThan(1);
    for (const row of listed)
      expect(row.company_count, row.category_code).toBe(counts.find((each) => each.id === row.id)?.count ?? 0);
    const [coal] = await db
      .select({ count: countDistinct(directoryCompanyCategories.companyId) })
      .from(directoryCompanyCategories)
      .where(and(eq(directoryCompanyCategories.categoryId, 1)));
    expect((await listCategories({ type: '01', lang: 'mn', page: 1, limit: 20 })).categories[0]?.company_count).toBe(
      coal?.count,
    );
    expect((await listDirectoryBanners()).map((banner) => banner.sequence)).toEqual([1, 2, 3]);
  });
});
