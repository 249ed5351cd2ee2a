import { beforeAll, describe, expect, it } from 'vitest';

// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { listRegistrations } from './queries';
import type { RegistrationSearchCategory } from './schema';
import { insertTestRegistrations } from '@/tests/fixtures/conference-registrations';

prepareTestDatabase();

beforeAll(insertTestRegistrations);

const search = async (category: RegistrationSearchCategory, term: string, eventId = 3) =>
  (await listRegistrations({ eventId, page: 1, limit: 50, search: { category, term } })).register.map(
    (row) => row.first_name,
  );

describe('listRegistrations', () => {
  it('pages one edition’s registrations newest first, with totals', async () => {
    const first = await listRegistrations({ eventId: 3, page: 1, limit: 50 });
    expect(first).toMatchObject({ total: 55, totalPages: 2 });
    expect(first.register).toHaveLength(50);
    expect(first.register[0]).toEqual({
      id: 55,
      company: 'Компани 54',
      first_name: 'Зочин 54',
      last_name: 'Дорж',
      country: 'DE',
      country_name: 'Герман',
      email: 'guest54@example.com',
      phone_number: '88000054',
      created_at: '2025-07-03T08:00:00.000Z',
    });
    const second = await listRegistrations({ eventId: 3, page: 2, limit: 50 });
    expect(second.register.map((row) => row.first_name)).toEqual([
      'Зочин 4',
      'Зочин 3',
      'Зочин 2',
      'Anna',
      'Бат-Эрдэнэ',
    ]);
    expect(second.register.at(-1)?.country_name).toBe('Монгол');
    expect(await listRegistrations({ eventId: 3, page: 1, limit: 100 })).toMatchObject({ total: 55, totalPages: 1 });
  });

  it('lists only the chosen edition', async () => {
    const past = await listRegistrations({ eventId: 2, page: 1, limit: 50 });
    expect(past).toMatchObject({ total: 3, totalPages: 1 });
    expect(past.register.map((row) => row.first_name)).toEqual(['Li', 'Номин', 'Бат-Эрдэнэ']);
    expect(await listRegistrations({ eventId: 99, page: 1, limit: 50 })).toEqual({
      register: [],
      total: 0,
      totalPages: 1,
    });
  });

  it('searches each category case-insensitively, anywhere in the value', async () => {
    expect(await search('first_name', 'бат-')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('first_name', 'бат-', 2)).toEqual(['Бат-Эрдэнэ']);
    expect(await search('email', 'BAT.ERDENE@example')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('phone_number', '9911 22')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('company', 'оюу толгой')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('company', 'rio_minerals')).toEqual(['Anna']);
    // The term is looked for in the chosen column only.
    expect(await search('company', 'guest')).toEqual([]);
    const numbered = await listRegistrations({
      eventId: 3,
      page: 1,
      limit: 50,
      search: { category: 'first_name', term: 'зочин 5' },
    });
    expect(numbered).toMatchObject({ total: 6, totalPages: 1 });
  });

  it('takes %, _ and \\ typed in the term literally', async () => {
    expect(await search('company', '100%')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('company', '%')).toEqual(['Бат-Эрдэнэ']);
    expect(await search('company', '_')).toEqual(['Anna']);
    expect(await search('email', '\\')).toEqual([]);
  });
});
