import { describe, expect, it } from 'vitest';

import { editionRegistrationSchema, registrationQuerySchema } from './schema';

const messages = (query: Record<string, string>) =>
  Object.fromEntries(
    (registrationQuerySchema.safeParse(query).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('registrationQuerySchema', () => {
  it('defaults to the first page of 50 without a search, for the current edition', () => {
    expect(registrationQuerySchema.parse({})).toEqual({ page: 1, limit: 50, format: 'json', search: undefined });
  });

  it('reads a full query, trimming the term', () => {
    expect(
      registrationQuerySchema.parse({
        event: '2',
        page: '3',
        limit: '150',
        searchCat: 'email',
        searchTerm: '  Guest1 ',
        format: 'xlsx',
      }),
    ).toEqual({
      event: 2,
      page: 3,
      limit: 150,
      format: 'xlsx',
      search: { category: 'email', term: 'Guest1' },
    });
  });

  it('needs both search fields together, an empty one counting as missing', () => {
    expect(messages({ searchCat: 'company' })).toEqual({ searchTerm: 'admin.weekRegistrations.search.termRequired' });
    expect(messages({ searchCat: 'company', searchTerm: '   ' })).toEqual({
      searchTerm: 'admin.weekRegistrations.search.termRequired',
    });
    expect(messages({ searchTerm: 'Бат' })).toEqual({ searchCat: 'admin.weekRegistrations.search.categoryRequired' });
    expect(messages({ searchCat: '', searchTerm: 'Бат' })).toEqual({
      searchCat: 'admin.weekRegistrations.search.categoryRequired',
    });
    expect(registrationQuerySchema.parse({ searchCat: '', searchTerm: '' }).search).toBeUndefined();
  });

  it('refuses page sizes, categories, formats and pages the screens do not offer', () => {
    expect(
      Object.keys(
        messages({ limit: '20', searchCat: 'country', searchTerm: 'MN', format: 'pdf', page: '0', event: 'abc' }),
      ).sort(),
    ).toEqual(['event', 'format', 'limit', 'page', 'searchCat']);
    expect(messages({ searchCat: 'email', searchTerm: 'x'.repeat(101) })).toEqual({
      searchTerm: 'admin.weekRegistrations.search.termTooLong',
    });
  });
});

describe('editionRegistrationSchema', () => {
  const registration = {
    company: 'Khangai Copper',
    first_name: 'Bat',
    last_name: 'Dorj',
    country: 'MN',
    email: 'bat@example.mn',
    phone_number: '99112233',
  };

  it('keeps the public form’s rules and adds the edition', () => {
    expect(editionRegistrationSchema.parse({ ...registration, event_id: 3 })).toEqual({ ...registration, event_id: 3 });
    const issues =
      editionRegistrationSchema.safeParse({ ...registration, email: 'bat@', company: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['company', 'conference.register.errors.company'],
      ['email', 'conference.register.emailInvalid'],
      ['event_id', expect.any(String)],
    ]);
  });
});
