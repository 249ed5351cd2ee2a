import { describe, expect, it } from 'vitest';

import { parseLeniently } from '@/lib/list-query/lenient-query';

import { conferenceNewsQuerySchema, conferenceNewsSchema } from './schema';

const M = 'admin.weekEditions.errors';
const item = {
  event_id: '3',
  category_cid: '3',
  image: 'admin/images/a.png',
  title: '',
  title_en: 'Registration opens',
  news_status: true,
};

describe('conferenceNewsSchema', () => {
  it('takes one title in either language, and stores an empty editor body as no text', () => {
    expect(conferenceNewsSchema.parse({ ...item, text: '<p></p>', text_en: '<p>Body</p>' })).toMatchObject({
      event_id: 3,
      category_cid: 3,
      title: '',
      text: '',
      text_en: '<p>Body</p>',
    });
  });

  it('asks for the edition, the category, the cover and at least one title', () => {
    const result = conferenceNewsSchema.safeParse({
      ...item,
      event_id: '',
      category_cid: '',
      image: '',
      title_en: ' ',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['event_id', `${M}.eventRequired`],
      ['category_cid', `${M}.categoryRequired`],
      ['image', `${M}.coverRequired`],
      ['title', `${M}.titleRequired`],
    ]);
  });
});

describe('the news list query', () => {
  it('has the seeds’ defaults: no filter, first page of 10', () => {
    expect(conferenceNewsQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: '' });
    expect(
      conferenceNewsQuerySchema.parse({ event: '3', category: '6', page: '2', limit: '50', search: ' бүртгэл ' }),
    ).toEqual({ event: 3, category: 6, page: 2, limit: 50, search: 'бүртгэл' });
  });

  it('refuses what the API should answer 400 to', () => {
    for (const query of [
      { limit: '15' },
      { page: '0' },
      { event: 'abc' },
      { category: '-1' },
      { search: 'x'.repeat(101) },
    ]) {
      expect(conferenceNewsQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it('lets a page fall back field by field, keeping what is valid', () => {
    expect(parseLeniently(conferenceNewsQuerySchema, { event: '3', limit: '15', page: 'x', search: 'Mining' })).toEqual(
      { event: 3, page: 1, limit: 10, search: 'Mining' },
    );
    expect(parseLeniently(conferenceNewsQuerySchema, { category: ['3', '6'] })).toEqual({
      page: 1,
      limit: 10,
      search: '',
    });
  });
});
