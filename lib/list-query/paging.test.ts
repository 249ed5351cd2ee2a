import { describe, expect, it } from 'vitest';

import { loadPageWithin, pageCount, pageWindow } from './paging';

describe('pageWindow', () => {
  it('shows at most three numbers centred on the current page', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than three', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows nothing without pages and clamps a page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 5)).toEqual([3, 4, 5]);
  });
});

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(0);
  });

  it('counts an empty admin grid as one page', () => {
    expect(pageCount(0, 20, { minimum: 1 })).toBe(1);
    expect(pageCount(41, 20, { minimum: 1 })).toBe(3);
  });
});

const pages = (totalPages: number) => async (page: number) => ({ page, totalPages });

describe('loadPageWithin', () => {
  it('loads the asked page when it exists', async () => {
    expect(await loadPageWithin(2, pages(3))).toEqual({ page: 2, result: { page: 2, totalPages: 3 } });
  });

  it('loads the last page instead of one past the end', async () => {
    expect(await loadPageWithin(9, pages(3))).toEqual({ page: 3, result: { page: 3, totalPages: 3 } });
  });

  it('keeps page 1 of an empty list', async () => {
    expect(await loadPageWithin(1, pages(0))).toEqual({ page: 1, result: { page: 1, totalPages: 0 } });
  });
});
