import { describe, expect, it } from 'vitest';

import { categoryFormSchema } from './schema';

const valid = {
  page_type: 'static',
  category_level: 2,
  pid: 19,
  category: 'Шинэ хуудас',
  category_en: 'New page',
  category_status: true,
};

const messages = (input: unknown) =>
  categoryFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('categoryFormSchema', () => {
  it('gives the seeds messages in order: page type, level, parent, name, English name', () => {
    expect(
      messages({ page_type: '', category_level: 0, pid: null, category: ' ', category_en: '', category_status: true }),
    ).toEqual([
      'admin.content.link.errors.pageTypeRequired',
      'admin.content.link.errors.levelRequired',
      'admin.content.link.errors.nameRequired',
      'admin.content.link.errors.nameEnRequired',
    ]);
    expect(messages({ ...valid, pid: null, category: '' })).toEqual([
      'admin.content.link.errors.parentRequired',
      'admin.content.link.errors.nameRequired',
    ]);
  });

  it('keeps the third level for static pages', () => {
    expect(messages({ ...valid, page_type: 'news', category_level: 3 })).toEqual([
      'admin.content.link.errors.levelThreeStaticOnly',
    ]);
    expect(categoryFormSchema.safeParse({ ...valid, category_level: 3 }).success).toBe(true);
  });

  it('drops the parent of a top-level category and trims the names', () => {
    const parsed = categoryFormSchema.parse({ ...valid, category_level: 1, pid: 19, category: '  Цэс ' });

    expect(parsed).toMatchObject({ pid: null, category: 'Цэс', page_type: 'static' });
  });

  it('accepts its own output again (the action re-parses what the form sent)', () => {
    const once = categoryFormSchema.parse(valid);

    expect(categoryFormSchema.parse(once)).toEqual(once);
  });
});
