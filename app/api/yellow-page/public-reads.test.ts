import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, news } from '@/db/schema';
import { directoryPart } from '@/demo-data/directory';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET as getBanner } from './banner/route';
import { GET as getCategories } from './categories/route';
import { GET as getCategoriesByMain } from './categories-by-main/route';
import { GET as getCompanies } from './companies/route';
import { GET as getCompany } from './company/route';
import { GET as getNews } from './news/route';
import { GET as getPeople } from './people/route';

prepareTestDatabase();

const request = (path: string) => new Request(`http://localhost/api/yellow-page/${path}`);
const json = async (response: Response | Promise<Response>) =>
  (await response).json() as Promise<Record<string, unknown>>;

// The demo directory: 60 approved companies in 20 sub categories (and 95), 11 approved consultants, 3 banners.
beforeAll(async () => {
  await directoryPart().insert(db);
  await db.insert(categories).values({ cid: 8, category: 'Мэдээ', categoryEn: 'News', pageType: 'news' });
  await db.insert(news).values([
    {
      id: 1,
      image: 'news/1.jpg',
      title: 'Лавлахын мэдээ',
      titleEn: 'Directory news',
      categoryCid: 8,
      yellowBook: true,
    },
    { id: 2, image: 'news/2.jpg', title: 'Бусад мэдээ', titleEn: 'Other news', categoryCid: 8 },
    {
      id: 3,
      image: 'news/3.jpg',
      title: 'Нуусан',
      titleEn: 'Hidden',
      categoryCid: 8,
      yellowBook: true,
      newsStatus: false,
    },
  ]);
});

describe('GET /api/yellow-page/categories and /categories-by-main', () => {
  it('lists the sub categories in the language, all or of one main category', async () => {
    const all = (await json(getCategories(request('categories?language=en')))) as { subCategories: unknown[] };
    expect(all.subCategories).toHaveLength(21);
    expect(all.subCategories[0]).toEqual({ id: 1, category_id: 1, category_code: '0101', name: 'Coal' });
    const others = (await json(getCategoriesByMain(request('categories-by-main?main=04')))) as {
      subCategories: Array<{ category_code: string; name: string }>;
    };
    expect(others.subCategories.map((category) => category.category_code)).toEqual(['0401', '0402', '0403', '0404']);
    expect(others.subCategories[2]?.name).toBe('Зөвлөх инженерүүд');
  });

  it('refuses an unknown main category or language with 400 and the field', async () => {
    const response = await getCategoriesByMain(request('categories-by-main?main=05&language=en'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The input is not valid.',
      errors: { main: 'The main category is 01, 02, 03 or 04.' },
    });
    expect((await getCategories(request('categories?language=fr'))).status).toBe(400);
  });
});

describe('GET /api/yellow-page/news and /banner', () => {
  it('answers the published directory news and the banners in order', async () => {
    expect(await json(getNews())).toEqual({
      news: [{ id: 1, title: 'Лавлахын мэдээ', title_en: 'Directory news', image: '/files/news/1.jpg' }],
    });
    const { banner } = (await json(getBanner())) as { banner: Array<{ sequence: number; image: string }> };
    expect(banner.map((slide) => slide.sequence)).toEqual([1, 2, 3]);
    expect(banner[0]?.image).toBe('/files/directory/banner-1.jpg');
  });
});

describe('GET /api/yellow-page/companies', () => {
  it('pages the approved companies on the server', async () => {
    const first = await json(getCompanies(request('companies?lang=mn&limit=24')));
    expect(first).toMatchObject({ total: 60, totalPages: 3 });
    expect(first.companies).toHaveLength(24);
    const last = (await json(getCompanies(request('companies?lang=mn&limit=24&page=3')))) as { companies: unknown[] };
    expect(last.companies).toHaveLength(12);
  });

  it('filters by sub and main category, logos first then by name', async () => {
    const coal = await json(getCompanies(request('companies?sub=1')));
    expect(coal).toMatchObject({
      companies: [
        { company_id: 1, name: 'АЛТАН ГОВЬ ХХК', logo: '/files/directory/logo-1.png' },
        { company_id: 41, name: 'ГЭРЭЛТ ИРЭЭДҮЙ СЕРВИС ХХК', logo: '/files/directory/logo-5.png' },
        { company_id: 21, name: 'ЭРДЭНЭ РЕСУРС ГРУПП', logo: '' },
      ],
      total: 3,
      totalPages: 1,
    });
    expect(await json(getCompanies(request('companies?main=01')))).toMatchObject({ total: 21 });
  });

  it('answers each company with the seeds’ list fields: its first category and its names in both languages', async () => {
    const { companies } = (await json(getCompanies(request('companies?lang=en&sub=1&limit=24')))) as {
      companies: Array<Record<string, unknown>>;
    };
    expect(companies[0]).toMatchObject({
      company_id: 1,
      category_id: 1,
      category_code: '0101',
      company_info: {
        logo: '/files/directory/logo-1.png',
        translations: [
          { lang: 'mn', name: 'АЛТАН ГОВЬ ХХК' },
          { lang: 'en', name: 'ALTAN GOBI LLC' },
        ],
      },
    });
    expect(companies[0]).not.toHaveProperty('registrant');
  });

  it('searches by name in both scripts and browses by letter in the language', async () => {
    expect(await json(getCompanies(request('companies?q=%D3%A9%D0%BD%D3%A9%D1%80')))).toMatchObject({ total: 4 });
    const drilling = (await json(getCompanies(request('companies?lang=en&q=Drilling')))) as {
      companies: Array<{ name: string }>;
      total: number;
    };
    expect(drilling.total).toBe(4);
    expect(drilling.companies[0]?.name).toBe('NATIONAL DRILLING HOLDING');
    expect(await json(getCompanies(request(`companies?letter=${encodeURIComponent('ү')}`)))).toMatchObject({
      total: 8,
    });
    expect(await json(getCompanies(request('companies?lang=en&letter=N')))).toMatchObject({ total: 4 });
  });

  it('refuses a bad letter, page or limit with 400 in the language of the request', async () => {
    const response = await getCompanies(request('companies?lang=en&letter=AB&page=0&limit=500'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      letter: 'The letter is one letter of the Cyrillic or Latin alphabet.',
      page: expect.any(String),
      limit: expect.any(String),
    });
  });
});

describe('GET /api/yellow-page/people and /company', () => {
  it('pages the approved consultants and searches them by name', async () => {
    expect(await json(getPeople(request('people?lang=mn')))).toMatchObject({ people: { total: 11, totalPages: 1 } });
    const found = (await json(getPeople(request('people?lang=en&q=ulzii')))) as {
      people: { data: unknown[]; total: number };
    };
    expect(found.people).toMatchObject({ total: 1 });
    expect(found.people.data[0]).toMatchObject({
      id: 2,
      name: 'D. Ulzii',
      profession: 'Geologist',
      advice_range: 'Mine planning and feasibility studies',
      phone_number: '99001001',
    });
    expect(found.people.data[0]).toMatchObject({
      person_id: 2,
      approval: true,
      person_info: [{ lang: 'mn' }, { lang: 'en', name: 'D. Ulzii', profession: 'Geologist' }],
    });
    expect(found.people.data[0]).not.toHaveProperty('registrant');
  });

  it('answers an approved company with its categories and contacts, 404 for a pending or unknown one', async () => {
    const { company } = (await json(getCompany(request('company?lang=en&id=1')))) as {
      company: Record<string, unknown>;
    };
    expect(company).toMatchObject({ id: 1, name: 'ALTAN GOBI LLC', logo: '/files/directory/logo-1.png' });
    expect(company.category).toEqual([
      { id: 1, category_id: 1, category_code: '0101', name: 'Coal' },
      { id: 8, category_id: 8, category_code: '0202', name: 'Tyres and spare parts' },
    ]);
    expect(company.about).toMatchObject([
      { lang: 'mn', name: 'АЛТАН ГОВЬ ХХК', location: '', logo: '/files/directory/logo-1.png' },
      { lang: 'en', name: 'ALTAN GOBI LLC', location: '', logo: '/files/directory/logo-1.png' },
    ]);
    expect(company.contact).toEqual([
      { id: 11, contact_type: 'phone', contact_value: '+976 7711 1001' },
      { id: 12, contact_type: 'email', contact_value: 'info1@example.mn' },
    ]);
    const pending = await getCompany(request('company?lang=en&id=61'));
    expect(pending.status).toBe(404);
    expect(await pending.json()).toEqual({ message: expect.any(String) });
    expect((await getCompany(request('company?id=9999'))).status).toBe(404);
    expect((await getCompany(request('company?id=abc'))).status).toBe(400);
  });
});
