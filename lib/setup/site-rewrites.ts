// Relative imports: next.config.ts loads this module outside the bundler's path aliases.
import { EMPTY_VIEW, VIEW_QUERY_KEYS, VIEW_ROUTE } from '../directory/view-segment';
import { localizedPath } from '../i18n/locale-paths';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/routing';
import { LIST_ROUTE, LIST_SEGMENT_PATTERN } from '../news/blog-segment';

/** The public sub-sites, each the first segment of its pages' addresses. */
export const PUBLIC_SITES = ['mm', 'mw', 'yellow-page'] as const;

type Rewrite = {
  source: string;
  destination: string;
  missing?: { type: 'query'; key: string }[];
};

/**
 * Addresses the router rewrites before any route matches, at a fraction of what running proxy.ts costs a cached
 * page. The proxy's matcher leaves a page's plain load to these rewrites (proxy.ts; its cases in proxy.test.ts):
 * - the directory home without a browsing or search query is its cached view of the whole directory;
 * - a news category's or month's list (`/mm/blog/8=1`) is rendered by the stored route `blog/list/[segment]`; any
 *   other `/mm/blog/{segment}` (a search) by `blog/[segment]`, per request. Mongolian addresses arrive plain, or as
 *   `/mn/mm/...` when proxy.ts has routed them, so both forms are rewritten, before the Mongolian pages' rewrite;
 * - a Mongolian page keeps its plain address (`/mm/x`) and is rendered by the `[locale]` routes as `/mn/mm/x`.
 */
export function siteRewrites(): Rewrite[] {
  const missingViewQuery = VIEW_QUERY_KEYS.map((key) => ({ type: 'query' as const, key }));
  const directoryHomes = LOCALES.map((locale) => ({
    source: localizedPath('/yellow-page', locale),
    destination: `/${locale}/yellow-page/${VIEW_ROUTE}/${EMPTY_VIEW}`,
    missing: missingViewQuery,
  }));
  const listSegment = `:segment(${LIST_SEGMENT_PATTERN})`;
  const blogLists = [
    { source: `/mm/blog/${listSegment}`, destination: `/${DEFAULT_LOCALE}/mm/blog/${LIST_ROUTE}/:segment` },
    ...LOCALES.map((locale) => ({
      source: `/${locale}/mm/blog/${listSegment}`,
      destination: `/${locale}/mm/blog/${LIST_ROUTE}/:segment`,
    })),
  ];
  const mongolianPages = PUBLIC_SITES.map((site) => ({
    source: `/${site}/:path*`,
    destination: `/${DEFAULT_LOCALE}/${site}/:path*`,
  }));

  return [...directoryHomes, ...blogLists, ...mongolianPages];
}
