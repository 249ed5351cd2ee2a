import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import {
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { lettersFor } from './alphabet';
import { getCompany, listCompanies, listCompanyLetters, listConsultants, listSubCategories } from './queries';

prepareTestDatabase();

/** Names in Mongolian dictionary order, all without logo: the order the list must give back. */
const DICTIONARY_ORDER = ['ОЮУ ТОЛГОЙ', 'ӨНӨР ТРЕЙД', 'ПҮРЭВ ХХК', 'УРАН ХХК', 'ҮҮР ЦАХИХ', 'ФОСФОР ХХК'];

beforeAll(async () => {
  await db.insert(directoryCategories).values([
    { id: 1, code: '0101', nameMn: 'Нүүрс', nameEn: 'Coal' },
    { id: 2, code: '0102', nameMn: 'Зэс', nameEn: 'Copper' },
    { id: 7, code: '0201', nameMn: 'Тоног төхөөрөмж', nameEn: 'Equipment' },
  ]);
  // Inserted out of order, so the order comes from the query.
  const shuffled = [3, 0, 5, 1, 4, 2];
  await db.insert(directoryCompanies).values([
    ...shuffled.map((index) => ({
      id: 10 + index,
      nameMn: DICTIONARY_ORDER[index] ?? '',
      nameEn: `Company ${index}`,
      approval: true,
      review: 'approved' as const,
    })),
    { id: 20, nameMn: 'ЯРУУ', nameEn: 'Yaruu', logo: 'directory/y.png', approval: true, review: 'approved' as const },
    { id: 21, nameMn: '', nameEn: 'Anonymous Mongolian', approval: true, review: 'approved' as const },
    { id: 22, nameMn: 'ӨНӨР ХҮЛЭЭГДЭЖ', nameEn: 'Unur Pending', approval: false },
    { id: 23, nameMn: 'Алтан_100%', nameEn: 'Altan Percent', approval: true, review: 'approved' as const },
  ]);
  await db.insert(directoryCompanyCategories).values([
    ...[10, 11, 12, 13, 14, 15, 20, 21, 22].map((companyId) => ({ companyId, categoryId: 1 })),
    // Two categories of the same main category, and one of another: still one row each.
    { companyId: 10, categoryId: 2 },
    { companyId: 10, categoryId: 7 },
    { companyId: 23, categoryId: 7 },
  ]);
  await db.insert(directoryCompanyContacts).values([
    { companyId: 20, contactType: 'website', contactValue: 'https://yaruu.mn', position: 1 },
    { companyId: 20, contactType: 'phone', contactValue: '+976 7011 0000', position: 0 },
  ]);
  await db.insert(directoryConsultants).values([
    {
      id: 1,
      nameMn: 'Б.Энхтөр',
      nameEn: 'B. Enkhtur',
      professionMn: 'Уулын инженер',
      professionEn: 'Mining engineer',
      phone: '99001000',
      approval: true,
    },
    { id: 2, nameMn: 'Д.Өлзий', nameEn: 'D. Ulzii', phone: '99001001', approval: true },
    { id: 3, nameMn: 'Г.Хүлээгдэж', nameEn: 'G. Pending', phone: '99001002', approval: false },
  ]);
});

const names = (page: { companies: Array<{ name: string }> }) => page.companies.map((card) => card.name);

describe('listCompanies', () => {
  it('puts logos first, then Mongolian dictionary order (Ө after О, Ү after У), unnamed last, approved only', async () => {
    const page = await listCompanies({ locale: 'mn', page: 1, limit: 50 });
    expect(names(page)).toEqual(['ЯРУУ', 'Алтан_100%', ...DICTIONARY_ORDER, 'Anonymous Mongolian']);
    expect(page.total).toBe(9);
    expect(page.companies[0]).toEqual({ id: 20, name: 'ЯРУУ', logo: '/files/directory/y.png' });
  });

  it('orders by the English name on English pages', async () => {
    const page = await listCompanies({ locale: 'en', page: 1, limit: 3 });
    expect(names(page)).toEqual(['Yaruu', 'Altan Percent', 'Anonymous Mongolian']);
  });

  it('counts and pages in SQL', async () => {
    const second = await listCompanies({ locale: 'mn', page: 2, limit: 4 });
    expect(second).toMatchObject({ total: 9, totalPages: 3 });
    expect(names(second)).toEqual(DICTIONARY_ORDER.slice(2, 6));
    expect((await listCompanies({ locale: 'mn', page: 4, limit: 4 })).companies).toEqual([]);
  });

  it('lists a company in several categories once, by main category and by sub category', async () => {
    const mining = await listCompanies({ locale: 'mn', main: '01', page: 1, limit: 50 });
    expect(mining.total).toBe(8);
    expect(mining.companies.filter((card) => card.id === 10)).toHaveLength(1);
    const equipment = await listCompanies({ locale: 'mn', main: '02', page: 1, limit: 50 });
    expect(names(equipment)).toEqual(['Алтан_100%', 'ОЮУ ТОЛГОЙ']);
    const copper = await listCompanies({ locale: 'mn', sub: 2, page: 1, limit: 50 });
    expect(names(copper)).toEqual(['ОЮУ ТОЛГОЙ']);
    // The sub category decides when both are given.
    expect((await listCompanies({ locale: 'mn', main: '02', sub: 2, page: 1, limit: 50 })).total).toBe(1);
  });

  it('searches both languages’ names, case-insensitively, in Cyrillic and Latin, wildcards literal', async () => {
    expect(names(await listCompanies({ locale: 'mn', q: 'өнөр', page: 1, limit: 50 }))).toEqual(['ӨНӨР ТРЕЙД']);
    expect(names(await listCompanies({ locale: 'mn', q: 'ЯРУ', page: 1, limit: 50 }))).toEqual(['ЯРУУ']);
    expect(names(await listCompanies({ locale: 'en', q: 'company 4', page: 1, limit: 50 }))).toEqual(['Company 4']);
    expect(names(await listCompanies({ locale: 'mn', q: '_100%', page: 1, limit: 50 }))).toEqual(['Алтан_100%']);
    expect((await listCompanies({ locale: 'mn', q: '%', page: 1, limit: 50 })).total).toBe(1);
    expect((await listCompanies({ locale: 'mn', q: 'хүлээгдэж', page: 1, limit: 50 })).total).toBe(0);
  });

  it('browses by the first letter of the name in the page’s language', async () => {
    expect(names(await listCompanies({ locale: 'mn', letter: 'Ө', page: 1, limit: 50 }))).toEqual(['ӨНӨР ТРЕЙД']);
    expect(names(await listCompanies({ locale: 'mn', letter: 'Ү', page: 1, limit: 50 }))).toEqual(['ҮҮР ЦАХИХ']);
    expect(names(await listCompanies({ locale: 'mn', letter: 'О', page: 1, limit: 50 }))).toEqual(['ОЮУ ТОЛГОЙ']);
    expect(names(await listCompanies({ locale: 'en', letter: 'A', page: 1, limit: 50 }))).toEqual([
      'Altan Percent',
      'Anonymous Mongolian',
    ]);
    expect((await listCompanies({ locale: 'mn', letter: 'A', page: 1, limit: 50 })).total).toBe(0);
    expect(names(await listCompanies({ locale: 'mn', letter: 'О', main: '02', page: 1, limit: 50 }))).toEqual([
      'ОЮУ ТОЛГОЙ',
    ]);
  });
});

describe('listCompanyLetters', () => {
  it('lists the letters that start an approved name in the page’s language, in the alphabet’s order', async () => {
    // The pending ӨНӨР ХҮЛЭЭГДЭЖ adds nothing, nor does the company without a Mongolian name.
    expect(await listCompanyLetters({ locale: 'mn' })).toEqual(['А', 'О', 'Ө', 'П', 'У', 'Ү', 'Ф', 'Я']);
    expect(await listCompanyLetters({ locale: 'en' })).toEqual(['A', 'C', 'Y']);
  });

  it('keeps to the chosen category', async () => {
    expect(await listCompanyLetters({ locale: 'mn', main: '02' })).toEqual(['А', 'О']);
    expect(await listCompanyLetters({ locale: 'mn', sub: 2 })).toEqual(['О']);
  });

  it('lists exactly the letters whose view has companies', async () => {
    for (const locale of ['mn', 'en'] as const) {
      const letters = await listCompanyLetters({ locale });
      for (const letter of lettersFor(locale)) {
        const { total } = await listCompanies({ locale, letter, page: 1, limit: 1 });
        expect(total > 0, `${locale} ${letter}`).toBe(letters.includes(letter));
      }
    }
  });
});

describe('the other public reads', () => {
  it('lists sub categories in code order, of one main category when asked', async () => {
    expect(await listSubCategories('en', '01')).toEqual([
      { id: 1, code: '0101', mainCode: '01', name: 'Coal' },
      { id: 2, code: '0102', mainCode: '01', name: 'Copper' },
    ]);
    expect((await listSubCategories('mn')).map((category) => category.name)).toEqual([
      'Нүүрс',
      'Зэс',
      'Тоног төхөөрөмж',
    ]);
  });

  it('reads an approved company with its categories and contacts in order, never an unapproved one', async () => {
    expect(await getCompany(20, 'en')).toMatchObject({
      name: 'Yaruu',
      logo: '/files/directory/y.png',
      categories: [{ code: '0101', mainCode: '01', name: 'Coal' }],
      contacts: [
        { type: 'phone', value: '+976 7011 0000' },
        { type: 'website', value: 'https://yaruu.mn' },
      ],
    });
    expect(await getCompany(22, 'mn')).toBeNull();
    expect(await getCompany(999, 'mn')).toBeNull();
  });

  it('lists approved consultants in dictionary order, searched by name', async () => {
    const all = await listConsultants({ locale: 'mn', page: 1, limit: 20 });
    expect(all).toMatchObject({ total: 2, totalPages: 1 });
    expect(all.data.map((person) => person.name)).toEqual(['Б.Энхтөр', 'Д.Өлзий']);
    expect(all.data[0]).toEqual({
      id: 1,
      name: 'Б.Энхтөр',
      profession: 'Уулын инженер',
      advice: '',
      phone: '99001000',
    });
    expect(
      (await listConsultants({ locale: 'en', q: 'ulzii', page: 1, limit: 20 })).data.map((person) => person.name),
    ).toEqual(['D. Ulzii']);
    expect((await listConsultants({ locale: 'mn', q: 'ӨЛЗ', page: 1, limit: 20 })).total).toBe(1);
    expect((await listConsultants({ locale: 'mn', q: 'Хүлээгдэж', page: 1, limit: 20 })).total).toBe(0);
  });
});
