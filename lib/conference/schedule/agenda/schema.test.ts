import { describe, expect, it } from 'vitest';

import { parseLeniently } from '@/lib/list-query/lenient-query';
import { agendaImageSchema, agendaImageUpdateSchema, agendaListQuerySchema, agendaScreenQuerySchema } from './schema';

const M = 'admin.weekAgenda.agenda.errors';

describe('agendaImageSchema', () => {
  it('asks for the language, the agenda date and the image, in the form’s order', () => {
    const result = agendaImageSchema.safeParse({ image: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['language_id', `${M}.languageRequired`],
      ['event_date_id', `${M}.dayRequired`],
      ['image', `${M}.imageRequired`],
    ]);
  });

  it('takes the seeds’ language codes 1 and 2 only, and a positive day id', () => {
    expect(
      agendaImageSchema.safeParse({ language_id: 3, event_date_id: 32, image: 'admin/images/a.png' }).success,
    ).toBe(false);
    expect(agendaImageSchema.safeParse({ language_id: 2, event_date_id: 0, image: 'admin/images/a.png' }).success).toBe(
      false,
    );
    expect(agendaImageSchema.parse({ language_id: 2, event_date_id: 32, image: ' admin/images/a.png ' })).toEqual({
      language_id: 2,
      event_date_id: 32,
      image: 'admin/images/a.png',
    });
    expect(
      agendaImageUpdateSchema.safeParse({ language_id: 1, event_date_id: 32, image: 'admin/images/a.png' }).success,
    ).toBe(false);
  });
});

describe('agendaListQuerySchema', () => {
  it('defaults to every language, page 1 and 10 rows', () => {
    expect(agendaListQuerySchema.parse({})).toEqual({ language: 'all', page: 1, limit: 10 });
    expect(agendaListQuerySchema.parse({ event: '3', language: '2', page: '2', limit: '50' })).toEqual({
      event: 3,
      language: '2',
      page: 2,
      limit: 50,
    });
  });

  it('refuses a language, page size or event that is not one of its values', () => {
    for (const query of [{ language: 'mn' }, { limit: '30' }, { page: '0' }, { event: 'x' }]) {
      expect(agendaListQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it('lets the screen drop only the parameters that do not pass', () => {
    expect(
      parseLeniently(agendaScreenQuerySchema, { event: '2', language: 'de', limit: '20', day: 'x', page: ['1', '2'] }),
    ).toEqual({
      event: 2,
      language: 'all',
      page: 1,
      limit: 20,
    });
  });
});
