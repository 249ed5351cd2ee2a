// A relative import: next.config.ts loads this module outside the bundler's path aliases.
import { SEARCH_TERM_MAX_LENGTH } from '../list-query/search-term';

export const DEFAULT_NEWS_CATEGORY = 8;

export type BlogQuery =
  | { kind: 'category'; cid: number; page: number }
  | { kind: 'month'; month: string; page: number }
  | { kind: 'search'; term: string; page: number };

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The route segment after `/mm/blog/` that renders the stored lists (next.config.ts rewrites them there). */
export const LIST_ROUTE = 'list';
/**
 * A category's or an archive month's list as its links write it (`8=2`, `2026-05=1`), in path-to-regexp syntax:
 * the only /mm/blog/{value}={page} addresses whose page is stored, as many as there are categories and months
 * with news. Every other segment (a search term, a spelling no link makes) renders per request, so terms made up
 * without end never take a stored page's place.
 */
export const LIST_SEGMENT_PATTERN = '(?:[1-9]\\d{0,8}|\\d{4}-(?:0[1-9]|1[0-2]))=[1-9]\\d{0,5}';
const LIST_SEGMENT = new RegExp(`^${LIST_SEGMENT_PATTERN}$`);

/**
 * Whether a /mm/blog segment is a list in the form its links write, which the stored route answers. The route's
 * parameter arrives with its `=` encoded, so the segment is read decoded.
 */
export function isListSegment(segment: string): boolean {
  return LIST_SEGMENT.test(decode(segment));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads the last segment of /mm/blog/{value}={page}: a number is a category id, `yyyy-mm` an archive month and
 * anything else a search term. A missing or unreadable page number means page 1.
 */
export function parseBlogSegment(rawSegment: string): BlogQuery {
  const segment = decode(rawSegment);
  const match = /^(.*)=(\d{1,6})$/s.exec(segment);
  const value = (match ? match[1] : segment)?.trim() ?? '';
  const page = Math.max(1, Number(match?.[2] ?? 1));

  if (/^\d{1,9}$/.test(value)) return { kind: 'category', cid: Number(value), page };
  if (MONTH_PATTERN.test(value)) return { kind: 'month', month: value, page };
  if (value === '') return { kind: 'category', cid: DEFAULT_NEWS_CATEGORY, page };

  return { kind: 'search', term: value.slice(0, SEARCH_TERM_MAX_LENGTH), page };
}

/** The path of a news list; the value is encoded so that search terms survive any character. */
export function blogPath(value: string | number, page = 1): string {
  return `/mm/blog/${encodeURIComponent(String(value))}=${page}`;
}

/** Whether the seeds' address /mm/blog/{term}= reads `term` as a search, not as a category id or an archive month. */
export function readsAsSearch(term: string): boolean {
  return parseBlogSegment(encodeURIComponent(term)).kind === 'search';
}

/**
 * A search's page: /mm/blog/{term}={page}, the seeds' form, unless the term would read there as a category id or
 * an archive month (a year, a number): those are searched at /mm/blog?q={term}&page={page} instead.
 */
export function searchPath(term: string, page = 1): string {
  if (readsAsSearch(term)) return blogPath(term, page);
  const query = new URLSearchParams({ q: term });
  if (page > 1) query.set('page', String(page));

  return `/mm/blog?${query}`;
}

/** A list's page, whatever it lists. */
export function blogQueryPath(query: BlogQuery, page = query.page): string {
  if (query.kind === 'search') return searchPath(query.term, page);

  return blogPath(query.kind === 'month' ? query.month : query.cid, page);
}

/** `?page=` of the search address: a positive whole number, else 1. */
export function pageParam(value: string | undefined): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}
