import { describe, expect, it } from 'vitest';

import { parseBlogSegment } from '@/lib/news/blog-segment';

import { isEnglishPath, languageSwitchHref, shieldEncodedPercent, unprefixedMongolianPath } from './locale-paths';

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
    expect(languageSwitchHref({ pathname: '/mm/blog/50%25=1', search: '', locale: 'en' })).toBe('/en/mm/blog/50%25=1?switch-language=');
    expect(languageSwitchHref({ pathname: '/', search: '?a=1', locale: 'en' })).toBe('/en?a=1&switch-language=');
  });
});
