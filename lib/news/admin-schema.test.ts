import { describe, expect, it } from 'vitest';

import { adminNewsQuerySchema, isBlankHtml, newsFormSchema } from './admin-schema';

const valid = {
  image: 'admin/images/cover.jpg',
  title: 'Шинэ мэдээ',
  summary: 'Товч',
  text: '<p>Агуулга</p>',
  title_en: '',
  summary_en: '',
  text_en: '',
  category_cid: 8,
  publisher: 'Админ',
  news_status: true,
  yellow_book: false,
};

const messages = (input: unknown) =>
  (newsFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message.replace('admin.content.news.errors.', ''),
  ]);

describe('newsFormSchema', () => {
  it('accepts Mongolian only, English only, and both', () => {
    expect(newsFormSchema.safeParse(valid).success).toBe(true);
    const english = {
      ...valid,
      title: '',
      summary: '',
      text: '<p></p>',
      title_en: 'News',
      summary_en: 'Short',
      text_en: '<p>Body</p>',
    };
    expect(newsFormSchema.parse(english)).toMatchObject({ text: '', text_en: '<p>Body</p>' });
    expect(newsFormSchema.safeParse({ ...english, title: 'Мэдээ', summary: 'Товч', text: '<p>x</p>' }).success).toBe(
      true,
    );
  });

  it('gives every message in the seeds order when everything is missing', () => {
    expect(
      messages({
        image: '',
        title: '',
        summary: '',
        text: '',
        category_cid: '',
        publisher: ' ',
        news_status: null,
        yellow_book: undefined,
      }),
    ).toEqual([
      ['image', 'imageRequired'],
      ['title', 'titleRequired'],
      ['summary', 'summaryRequired'],
      ['text', 'contentRequired'],
      ['category_cid', 'categoryRequired'],
      ['publisher', 'publisherRequired'],
      ['news_status', 'statusRequired'],
      ['yellow_book', 'yellowBookRequired'],
    ]);
  });

  it('applies the all-or-nothing rule to each language', () => {
    expect(messages({ ...valid, summary: '', text: '<p> &nbsp;</p>' })).toEqual([
      ['summary', 'summaryRequired'],
      ['text', 'textRequired'],
    ]);
    expect(messages({ ...valid, title_en: 'Only a title' })).toEqual([
      ['summary_en', 'summaryEnRequired'],
      ['text_en', 'textEnRequired'],
    ]);
    expect(
      messages({ ...valid, title: '', summary: '', text: '', text_en: '<p><img src="/files/a.png"></p>' }),
    ).toEqual([
      ['title_en', 'titleEnRequired'],
      ['summary_en', 'summaryEnRequired'],
    ]);
  });

  it('takes jpg, jpeg and png covers only', () => {
    expect(messages({ ...valid, image: 'admin/images/cover.gif' })).toEqual([['image', 'imageType']]);
    expect(newsFormSchema.safeParse({ ...valid, image: 'admin/images/cover.JPEG' }).success).toBe(true);
    expect(newsFormSchema.safeParse({ ...valid, image: 'news/old.png' }).success).toBe(true);
  });

  it('accepts its own output again (the action re-parses what the form sent)', () => {
    const once = newsFormSchema.parse(valid);
    expect(newsFormSchema.parse(once)).toEqual(once);
  });
});

describe('isBlankHtml', () => {
  it('sees text or a picture', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<img src="/x.png">')).toBe(false);
  });
});

describe('adminNewsQuerySchema', () => {
  it('defaults to all categories, page 1, 5 rows, and ignores foreign page sizes', () => {
    expect(adminNewsQuerySchema.parse({})).toEqual({ page: 1, limit: 5, dir: 'desc', format: 'json' });
    expect(adminNewsQuerySchema.parse({ category: '13', page: '2', limit: '15' })).toMatchObject({
      category: 13,
      page: 2,
      limit: 15,
    });
    expect(adminNewsQuerySchema.parse({ category: 'x', limit: '7' }).category).toBeUndefined();
    expect(adminNewsQuerySchema.parse({ limit: '7' }).limit).toBe(5);
  });
});
