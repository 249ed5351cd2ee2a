import { describe, expect, it } from 'vitest';

import {
  deleteRefusal,
  isReshapeBlocked,
  levelsFor,
  parentCandidates,
  placementError,
  type PlacedCategory,
} from './levels';

const CATEGORIES: PlacedCategory[] = [
  { cid: 7, pid: null, pageType: 'news', level: 1 },
  { cid: 8, pid: 7, pageType: 'news', level: 2 },
  { cid: 19, pid: null, pageType: 'static', level: 1 },
  { cid: 20, pid: 19, pageType: 'static', level: 2 },
  { cid: 40, pid: 20, pageType: 'static', level: 3 },
];

describe('menu level rules', () => {
  it('offers levels 1-2 for news and 1-3 for static pages', () => {
    expect(levelsFor('news')).toEqual([1, 2]);
    expect(levelsFor('static')).toEqual([1, 2, 3]);
  });

  it('offers no parent at level 1 and the level above of the same page type otherwise', () => {
    expect(parentCandidates(CATEGORIES, { pageType: 'static', level: 1 })).toEqual([]);
    expect(parentCandidates(CATEGORIES, { pageType: 'news', level: 2 }).map((c) => c.cid)).toEqual([7]);
    expect(parentCandidates(CATEGORIES, { pageType: 'static', level: 2 }).map((c) => c.cid)).toEqual([19]);
    expect(parentCandidates(CATEGORIES, { pageType: 'static', level: 3 }).map((c) => c.cid)).toEqual([20]);
    expect(parentCandidates(CATEGORIES, { pageType: 'static', level: 2, cid: 19 })).toEqual([]);
  });

  it('checks where a category may sit', () => {
    const [news, , pages, page] = CATEGORIES;
    expect(placementError({ pageType: 'news', level: 1, parent: null })).toBeNull();
    expect(placementError({ pageType: 'news', level: 1, parent: pages ?? null })).toBe('parentInvalid');
    expect(placementError({ pageType: 'news', level: 3, parent: null })).toBe('levelThreeStaticOnly');
    expect(placementError({ pageType: 'static', level: 2, parent: null })).toBe('parentRequired');
    expect(placementError({ pageType: 'static', level: 2, parent: news ?? null })).toBe('parentInvalid');
    expect(placementError({ pageType: 'static', level: 3, parent: pages ?? null })).toBe('parentInvalid');
    expect(placementError({ pageType: 'static', level: 3, parent: page ?? null })).toBeNull();
  });

  it('keeps the page type and level of a category that has children or news', () => {
    const current = { pageType: 'news' as const, level: 1 };
    expect(isReshapeBlocked({ current, next: { pageType: 'news', level: 1 }, childCount: 3, newsCount: 5 })).toBe(
      false,
    );
    expect(isReshapeBlocked({ current, next: { pageType: 'static', level: 1 }, childCount: 1, newsCount: 0 })).toBe(
      true,
    );
    expect(isReshapeBlocked({ current, next: { pageType: 'news', level: 2 }, childCount: 0, newsCount: 1 })).toBe(true);
    expect(isReshapeBlocked({ current, next: { pageType: 'static', level: 2 }, childCount: 0, newsCount: 0 })).toBe(
      false,
    );
  });

  it('refuses to delete a category with children first, then one with news', () => {
    expect(deleteRefusal({ childCount: 2, newsCount: 4 })).toBe('deleteHasChildren');
    expect(deleteRefusal({ childCount: 0, newsCount: 4 })).toBe('deleteHasNews');
    expect(deleteRefusal({ childCount: 0, newsCount: 0 })).toBeNull();
  });
});
