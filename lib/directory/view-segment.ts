/**
 * The directory's browsing views (category, letter, page) are addressed by query (`/yellow-page?main=01&page=2`,
 * the seeds' addresses, shared and indexed as they are) but rendered by a cached route with the view as one path
 * segment: proxy.ts rewrites the one to the other (the home without a query: lib/setup/site-rewrites.ts). A search
 * (`q`) has unbounded values and stays a page rendered per request. No imports: proxy.ts bundles this module.
 */

/** The route segment after `/yellow-page/` that renders the browsing views. */
export const VIEW_ROUTE = 'view';
/** The view of the whole directory: its home without a browsing or search query. */
export const EMPTY_VIEW = 'all';

/** Only values a browsing link can produce; anything else is left out, so cache keys stay few. */
const ACCEPTED: Record<string, RegExp> = {
  main: /^0[1-4]$/,
  sub: /^[1-9][0-9]{0,5}$/,
  letter: /^[A-ZА-ЯЁӨҮ]$/,
  page: /^[1-9][0-9]{0,4}$/,
};
const ORDER = ['main', 'sub', 'letter', 'page'] as const;
/** The query keys that choose the home's view: without any of them it shows EMPTY_VIEW. */
export const VIEW_QUERY_KEYS = [...ORDER, 'q'] as const;

/**
 * The view segment for a directory home query, e.g. `main-01.page-3` (letters as hex code points: the segment
 * stays ASCII, safe from double decoding), or null when the query holds a search term.
 */
export function viewSegmentOf(query: URLSearchParams): string | null {
  if ((query.get('q') ?? '').trim() !== '') return null;
  const parts = ORDER.flatMap((key) => {
    const raw = (query.get(key) ?? '').trim();
    const value = key === 'letter' ? raw.toLocaleUpperCase('mn') : raw;
    if (!ACCEPTED[key]?.test(value) || (key === 'page' && value === '1')) return [];

    return [`${key}-${key === 'letter' ? (value.codePointAt(0) ?? 0).toString(16) : value}`];
  });

  return parts.length > 0 ? parts.join('.') : EMPTY_VIEW;
}

/** The query a view segment stands for, as the page's search parameters; null for a segment no link makes. */
export function viewQueryOf(segment: string): Record<string, string> | null {
  if (segment === EMPTY_VIEW) return {};
  const query: Record<string, string> = {};
  for (const part of segment.split('.')) {
    const [key = '', encoded = ''] = part.split('-');
    const value = key === 'letter' ? String.fromCodePoint(Number.parseInt(encoded, 16) || 0) : encoded;
    if (!ACCEPTED[key]?.test(value) || key in query) return null;
    query[key] = value;
  }

  return query;
}
