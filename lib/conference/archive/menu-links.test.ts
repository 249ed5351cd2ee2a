import { describe, expect, it } from 'vitest';

import { archiveMenuHref, archiveNewsPath, parseArchiveNewsSegment } from './menu-links';

describe('archive menu links', () => {
  it('map category 1 to the home, 4 to the presentation, static categories to pages and the rest to news', () => {
    expect(archiveMenuHref(2023, { cid: 1, pageType: 'static' })).toBe('/mw/2023');
    expect(archiveMenuHref(2023, { cid: 4, pageType: 'static' })).toBe('/mw/2023/presentation');
    expect(archiveMenuHref(2023, { cid: 5, pageType: 'static' })).toBe('/mw/2023/category/5');
    expect(archiveMenuHref(2024, { cid: 3, pageType: 'news' })).toBe('/mw/2024/news/3=1');
  });

  it("give every category's news its own first page", () => {
    expect(archiveNewsPath(2023, null)).toBe('/mw/2023/news');
    expect(archiveNewsPath(2023, null, 2)).toBe('/mw/2023/news/all=2');
  });

  it('read a news list segment and refuse anything else', () => {
    expect(parseArchiveNewsSegment('3=2')).toEqual({ cid: 3, page: 2 });
    expect(parseArchiveNewsSegment('all=2')).toEqual({ cid: null, page: 2 });
    expect(parseArchiveNewsSegment('3=0')).toBeNull();
    expect(parseArchiveNewsSegment('3')).toBeNull();
    expect(parseArchiveNewsSegment('abc=1')).toBeNull();
  });
});
