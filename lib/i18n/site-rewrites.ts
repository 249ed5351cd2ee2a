// Relative imports: next.config.ts loads this module outside the bundler's path aliases.
import { EMPTY_VIEW, VIEW_QUERY_KEYS, VIEW_ROUTE } from '../directory/view-segment';

import { DEFAULT_LOCALE, type Locale, LOCALES } from './routing';

/** The public sub-sites, each the first segment of its pages' addresses. */
export const PUBLIC_SITES = ['mm', 'mw', 'yellow-page'] as const;

type Rewrite = {
  source: string;
  destination: string;
  missing?: { type: 'query'; key: string }[];
};

/** `/yellow-page` as the visitor writes it in `locale`: Mongolian without a prefix. */
function directoryHome(locale: Locale): string {
  return locale === 'en' ? '/en/yellow-page' : '/yellow-page';
}

/**
 * Addresses the router rewrites before any route matches, at a fraction of what running proxy.ts costs a cached
 * page; the proxy's matcher leaves these requests out (proxy.ts, whose cases are tested in proxy.test.ts):
 * - the directory home without a browsing or search query is its cached view of the whole directory;
 * - a Mongolian page keeps its plain address (`/mm/x`) and is rendered by the `[locale]` routes as `/mn/mm/x`.
 */
export function siteRewrites(): Rewrite[] {
  const missingViewQuery = VIEW_QUERY_KEYS.map((key) => ({ type: 'query' as const, key }));
  const directoryHomes = LOCALES.map((locale) => ({
    source: directoryHome(locale),
    destination: `/${locale}/yellow-page/${VIEW_ROUTE}/${EMPTY_VIEW}`,
    missing: missingViewQuery,
  }));
  const mongolianPages = PUBLIC_SITES.map((site) => ({ source: `/${site}/:path*`, destination: `/${DEFAULT_LOCALE}/${site}/:path*` }));

  return [...directoryHomes, ...mongolianPages];
}
