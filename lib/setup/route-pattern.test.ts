import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { describe, expect, it } from 'vitest';

import { loggablePath, PUBLIC_FILE_ROUTE, routePatternMatcher, UNMATCHED_ROUTE } from './route-pattern';

/** Routes as `next build` lists them in .next/routes-manifest.json, with the regexes Next.js makes for them. */
const route = (page: string) => ({ page, regex: getRouteRegex(page).re.source });
const matcher = routePatternMatcher(
  {
    staticRoutes: ['/api/health', '/metrics', '/admin/news'].map(route),
    // Most specific first, as the manifest orders them.
    dynamicRoutes: [
      '/api/yellow-page/calendar/[file]',
      '/[locale]/mm/blog/[segment]',
      '/[locale]/mm/news/[id]',
      '/[locale]/mm',
      '/api/get/news/[id]',
      '/files/[...key]',
      '/[locale]/[...rest]',
    ].map(route),
  },
  new Set(['/images/logo.svg', '/icons.svg']),
);

describe('routePatternMatcher', () => {
  it('names a Mongolian page at its plain address by the [locale] route that renders it', () => {
    expect(matcher('/mm/news/42')).toBe('/[locale]/mm/news/[id]');
    expect(matcher('/mm')).toBe('/[locale]/mm');
    expect(matcher('/mm/blog/uurhai=1')).toBe('/[locale]/mm/blog/[segment]');
  });

  it('names English pages, route handlers and stored files by their patterns', () => {
    expect(matcher('/en/mm/news/42')).toBe('/[locale]/mm/news/[id]');
    expect(matcher('/api/health')).toBe('/api/health');
    expect(matcher('/metrics')).toBe('/metrics');
    expect(matcher('/api/get/news/7')).toBe('/api/get/news/[id]');
    expect(matcher('/files/news/2026/a.webp')).toBe('/files/[...key]');
    expect(matcher('/admin/news')).toBe('/admin/news');
  });

  it('gives every unknown address one label, and every build asset another, so that labels stay few', () => {
    expect(matcher('/wp-login.php')).toBe(UNMATCHED_ROUTE);
    // The site's catch-all answers a deeper unknown address (its 404 page): its pattern is the label.
    expect(matcher('/de/wp-admin/setup.php')).toBe('/[locale]/[...rest]');
    expect(matcher('/_next/static/chunks/a1b2.js')).toBe('/_next/*');
    // Served from public/ before any route, though the catch-all's pattern would fit.
    expect(matcher('/images/logo.svg')).toBe(PUBLIC_FILE_ROUTE);
    expect(matcher('/icons.svg')).toBe(PUBLIC_FILE_ROUTE);
  });
});

describe('loggablePath', () => {
  it("keeps a path, except the secret token of a calendar feed's address", () => {
    const feed = '/api/yellow-page/calendar/3f9a6c1e2b7d4a8f.ics';

    expect(loggablePath(feed, matcher(feed))).toBe('/api/yellow-page/calendar/[file]');
    expect(loggablePath('/mm/news/42', matcher('/mm/news/42'))).toBe('/mm/news/42');
  });

  it('replaces a news search term by [term], keeping the page, in every language; lists keep their address', () => {
    const logged = (pathname: string) => loggablePath(pathname, matcher(pathname));

    expect(logged(`/mm/blog/${encodeURIComponent('алтны уурхай')}=1`)).toBe('/mm/blog/[term]=1');
    expect(logged('/en/mm/blog/gold%20mine=3')).toBe('/en/mm/blog/[term]=3');
    expect(logged('/mn/mm/blog/secret')).toBe('/mn/mm/blog/[term]=1');
    expect(logged('/mm/blog/8=1')).toBe('/mm/blog/8=1');
    expect(logged('/en/mm/blog/2026-05=2')).toBe('/en/mm/blog/2026-05=2');
    expect(logged('/mm/blog/list/8=1')).toBe('/mm/blog/list/8=1');
    expect(logged('/mm/blog')).toBe('/mm/blog');
  });
});
