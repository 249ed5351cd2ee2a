import { describe, expect, it } from 'vitest';

import type { SubCategory } from './queries';
import { directoryHref, namesUnknownCategory, parseDirectoryView } from './view';

const SUB_CATEGORIES: SubCategory[] = [
  { id: 1, code: '0101', mainCode: '01', name: 'Нүүрс' },
  { id: 7, code: '0201', mainCode: '02', name: 'Тоног төхөөрөмж' },
];

describe('parseDirectoryView', () => {
  it('reads the view of the query, a known sub category deciding its main category', () => {
    expect(
      parseDirectoryView({
        params: { main: '01', sub: '7', q: ' өнөр ', letter: 'ө', page: '2' },
        subCategories: SUB_CATEGORIES,
        locale: 'mn',
      }),
    ).toEqual({
      main: '02',
      sub: 7,
      q: 'өнөр',
      letter: 'Ө',
      page: 2,
    });
  });

  it('leaves out what does not pass: unknown sub categories, other alphabets, bad pages, repeated parameters', () => {
    expect(
      parseDirectoryView({
        params: { main: '09', sub: '99', letter: 'Ө', page: '-1', q: ['a', 'b'] },
        subCategories: SUB_CATEGORIES,
        locale: 'en',
      }),
    ).toEqual({
      main: undefined,
      sub: undefined,
      q: undefined,
      letter: undefined,
      page: 1,
    });
    expect(
      parseDirectoryView({ params: { main: '03', letter: 'n' }, subCategories: SUB_CATEGORIES, locale: 'en' }),
    ).toMatchObject({ main: '03', letter: 'N' });
  });
});

describe('namesUnknownCategory', () => {
  it('tells a sub category id that exists from one that does not, whatever else the query holds', () => {
    expect(namesUnknownCategory({ params: { sub: '99' }, subCategories: SUB_CATEGORIES })).toBe(true);
    expect(namesUnknownCategory({ params: { sub: '123456', q: 'нүүрс' }, subCategories: SUB_CATEGORIES })).toBe(true);
    expect(namesUnknownCategory({ params: { sub: '7', page: '2' }, subCategories: SUB_CATEGORIES })).toBe(false);
    expect(namesUnknownCategory({ params: { main: '01' }, subCategories: SUB_CATEGORIES })).toBe(false);
  });
});

describe('directoryHref', () => {
  it('writes one address per view: the sub category without its main one, page 1 left out', () => {
    expect(directoryHref({})).toBe('/yellow-page');
    expect(directoryHref({ main: '01', page: 1 })).toBe('/yellow-page?main=01');
    expect(directoryHref({ main: '02', sub: 7, letter: 'Ө', page: 3 })).toBe('/yellow-page?sub=7&letter=%D3%A8&page=3');
    expect(directoryHref({ q: 'a&b' })).toBe('/yellow-page?q=a%26b');
  });
});
