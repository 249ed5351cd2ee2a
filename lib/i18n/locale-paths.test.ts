import { describe, expect, it } from 'vitest';

import { parseBlogSegment } from '@/lib/news/blog-segment';

import {
  isEnglishPath,
  languageSwitchHref,
  shieldEncodedPercent,
  switchQuery,
  unprefixedMongolianPath,
} from './locale-paths';

/**
 * What the page receives: next-intl decodes the path (decodeURI) for its rewrite, URL re-encodes what must be,
 * and Next.js' route matcher decodes the segment once more, throwing (the 500) when it cannot.
 */
function segmentAfterRouting(pathname: string): string {
  const rewritten = new URL(`http://localhost${decodeURI(shieldEncodedPercent(pathname))}`).pathname;
  const segment = rewritten.split('/').pop() ?? '';
  decodeURIComponent(segment);

  return segment;
}

describe('shieldEncodedPercent', () => {
  it('encodes only the encoded percent signs once more', () => {
    expect(shieldEncodedPercent('/mm/blog/50%25%20off=1')).toBe('/mm/blog/50%2525%20off=1');
    expect(shieldEncodedPercent('/mm/blog/100%25=1')).toBe('/mm/blog/100%2525=1');
    expect(shieldEncodedPercent('/mm/blog/8=1')).toBe('/mm/blog/8=1');
  });

  it.each(['50% off', '100%', '%41', '#1 уурхай', 'a?b', 'and/or', 'a=b', '⛏️ алт 💰', 'уурхай'])(
    'lets the term %s survive next-intl and the route matcher decoding the path',
    (term) => {
      const path = `/mm/blog/${encodeURIComponent(term)}=1`;
      expect(parseBlogSegment(segmentAfterRouting(path))).toEqual({ kind: 'search', term: term.trim(), page: 1 });
    },
  );
});

describe('unprefixedMongolianPath', () => {
  it('removes the /mn prefix of the toggle', () => {
    expect(unprefixedMongolianPath('/mn/mm/blog/8=1')).toBe('/mm/blog/8=1');
    expect(unprefixedMongolianPath('/mn')).toBe('/');
  });

  it('leaves other paths alone', () => {
    expect(unprefixedMongolianPath('/mm/blog/8=1')).toBeNull();
    expect(unprefixedMongolianPath('/mnx/mm')).toBeNull();
    expect(unprefixedMongolianPath('/en/mm')).toBeNull();
  });
});

describe('isEnglishPath', () => {
  it('recognises the /en prefix only as a whole segment', () => {
    expect(isEnglishPath('/en')).toBe(true);
    expect(isEnglishPath('/en/mm/contact')).toBe(true);
    expect(isEnglishPath('/entry')).toBe(false);
    expect(isEnglishPath('/mm')).toBe(false);
  });
});

describe('languageSwitchHref', () => {
  it('keeps the path and the query of the page', () => {
    expect(languageSwitchHref({ pathname: '/mm/trade', search: 'tab=report&start=2026-01-01', locale: 'mn' })).toBe(
      '/mn/mm/trade?tab=report&start=2026-01-01',
    );
    expect(languageSwitchHref({ pathname: '/mm/blog/50%25=1', search: '', locale: 'en' })).toBe(
      '/en/mm/blog/50%25=1?switch-language=1',
    );
    expect(languageSwitchHref({ pathname: '/', search: '?a=1', locale: 'en' })).toBe('/en?a=1&switch-language=1');
  });
});

describe('switchQuery', () => {
  const target = (address: string) => new URL(address, 'http://localhost:3000');

  it('keeps the query the toggle carries', () => {
    expect(
      switchQuery({ target: target('/mm/trade?tab=report'), referrer: 'http://localhost:3000/en/mm/trade?tab=notice' }),
    ).toBe('?tab=report');
  });

  it("takes the referring page's query when it is the same page in the other language", () => {
    expect(
      switchQuery({
        target: target('/en/mm/trade'),
        referrer: 'http://localhost:3000/mm/trade?tab=report&start=2026-01-01',
      }),
    ).toBe('?tab=report&start=2026-01-01');
    expect(switchQuery({ target: target('/mm/search'), referrer: 'http://localhost:3000/en/mm/search?q=coal' })).toBe(
      '?q=coal',
    );
    expect(switchQuery({ target: target('/en/mm/blog/8=3'), referrer: 'http://localhost:3000/mm/blog/8=3?x=1' })).toBe(
      '?x=1',
    );
  });

  it("ignores another page of the same list: the switch keeps the list's page", () => {
    expect(switchQuery({ target: target('/en/mm/blog/8=1'), referrer: 'http://localhost:3000/mm/blog/8=3?x=1' })).toBe(
      '',
    );
  });

  it('ignores another page, another site and a broken referrer', () => {
    expect(
      switchQuery({ target: target('/en/mm/trade'), referrer: 'http://localhost:3000/mm/contact?tab=report' }),
    ).toBe('');
    expect(switchQuery({ target: target('/en/mm/trade'), referrer: 'https://example.com/mm/trade?tab=report' })).toBe(
      '',
    );
    expect(switchQuery({ target: target('/en/mm/trade'), referrer: 'not an address' })).toBe('');
    expect(switchQuery({ target: target('/en/mm/trade'), referrer: null })).toBe('');
  });
});
