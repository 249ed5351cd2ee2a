import { describe, expect, it } from 'vitest';

import {
  blogPath,
  blogQueryPath,
  isListSegment,
  pageParam,
  parseBlogSegment,
  readsAsSearch,
  searchPath,
} from './blog-segment';

describe('parseBlogSegment', () => {
  it('reads a number as a category id', () => {
    expect(parseBlogSegment('13=2')).toEqual({ kind: 'category', cid: 13, page: 2 });
  });

  it('reads yyyy-mm as an archive month', () => {
    expect(parseBlogSegment('2026-05=1')).toEqual({ kind: 'month', month: '2026-05', page: 1 });
  });

  it('treats an impossible month as a search term', () => {
    expect(parseBlogSegment('2026-13=1')).toEqual({ kind: 'search', term: '2026-13', page: 1 });
  });

  it('reads anything else as a search term, decoded', () => {
    expect(parseBlogSegment(encodeURIComponent('уурхай нүүрс') + '=3')).toEqual({
      kind: 'search',
      term: 'уурхай нүүрс',
      page: 3,
    });
  });

  it('keeps an equals sign inside the term and splits at the last one', () => {
    expect(parseBlogSegment('a=b=2')).toEqual({ kind: 'search', term: 'a=b', page: 2 });
  });

  it('defaults to page 1 without a page number or with page 0', () => {
    expect(parseBlogSegment('8')).toEqual({ kind: 'category', cid: 8, page: 1 });
    expect(parseBlogSegment('8=0')).toEqual({ kind: 'category', cid: 8, page: 1 });
  });

  it('falls back to the default category for an empty value', () => {
    expect(parseBlogSegment('=4')).toEqual({ kind: 'category', cid: 8, page: 4 });
  });

  it('survives malformed percent-encoding', () => {
    expect(parseBlogSegment('%E0%A4%A=1')).toEqual({ kind: 'search', term: '%E0%A4%A', page: 1 });
  });

  it('builds paths that parse back to the same list', () => {
    expect(parseBlogSegment(blogPath('алт & мөнгө', 2).split('/').pop() ?? '')).toEqual({
      kind: 'search',
      term: 'алт & мөнгө',
      page: 2,
    });
  });
});

describe('blogPath', () => {
  it.each(['50% off', '100%', '#1', 'a?b', 'and/or', 'a=b', '⛏️ алт 💰'])(
    'keeps the search term %s in one segment',
    (term) => {
      const path = blogPath(term);
      expect(path.split('/')).toHaveLength(4);
      expect(path).not.toMatch(/[#?]/);
      expect(parseBlogSegment(path.split('/').pop() ?? '')).toEqual({ kind: 'search', term, page: 1 });
    },
  );
});

describe('readsAsSearch', () => {
  it('tells the terms the seeds’ address keeps as searches from those it reads as a category or a month', () => {
    for (const term of ['уурхай', '2026-13', 'a=b', '50%']) expect(readsAsSearch(term), term).toBe(true);
    for (const term of ['2024', '8', '2026-05']) expect(readsAsSearch(term), term).toBe(false);
  });
});

describe('searchPath', () => {
  it('searches at the seeds’ address when the term reads there as a search', () => {
    expect(searchPath('уурхай')).toBe(blogPath('уурхай'));
    expect(searchPath('2026-13', 2)).toBe('/mm/blog/2026-13=2');
  });

  it.each(['2024', '13', '2026-05', ' 8 '])(
    'searches %j in the query, where it cannot be taken for a category or a month',
    (term) => {
      const path = new URL(searchPath(term, 3), 'http://localhost');
      expect(path.pathname).toBe('/mm/blog');
      expect(path.searchParams.get('q')).toBe(term);
      expect(path.searchParams.get('page')).toBe('3');
      expect(searchPath(term)).not.toContain('page=');
    },
  );
});

describe('isListSegment', () => {
  it('takes a category or a month with its page as the links write them', () => {
    for (const segment of ['8=1', '13=2', '123456789=999999', '2026-05=1', '2024-12=3', '8%3D1'])
      expect(isListSegment(segment), segment).toBe(true);
  });

  it('leaves searches and other spellings to the page rendered per request', () => {
    for (const segment of [
      'уурхай=1',
      'a=b=2',
      '08=1',
      '8=01',
      '8',
      '8=0',
      '2026-13=1',
      '2026-5=1',
      '0=1',
      '1234567890=1',
      '8=1234567',
    ]) {
      expect(isListSegment(segment), segment).toBe(false);
    }
  });
});

describe('blogQueryPath', () => {
  it('gives each kind of list its own address', () => {
    expect(blogQueryPath({ kind: 'category', cid: 13, page: 2 })).toBe('/mm/blog/13=2');
    expect(blogQueryPath({ kind: 'month', month: '2026-05', page: 1 }, 4)).toBe('/mm/blog/2026-05=4');
    expect(blogQueryPath({ kind: 'search', term: '2024', page: 1 })).toBe('/mm/blog?q=2024');
  });
});

describe('pageParam', () => {
  it('reads a positive whole number and falls back to 1', () => {
    expect(pageParam('3')).toBe(3);
    for (const value of [undefined, '', '0', '-2', '1.5', 'abc', '9999999']) expect(pageParam(value)).toBe(1);
  });
});
