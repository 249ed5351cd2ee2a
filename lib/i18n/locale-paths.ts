import { DEFAULT_LOCALE, type Locale } from './routing';

/** The prefix that the language toggle puts before a Mongolian address: `/mn/mm/x` sets the choice and leads to `/mm/x`. */
export const MONGOLIAN_SWITCH_PREFIX = `/${DEFAULT_LOCALE}`;

/** One year: the language choice outlives the session, as the toggle promises. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The public path of a page in a locale: Mongolian keeps the bare path, English lives under /en. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'en' ? `/en${path}` : path;
}

export function isEnglishPath(pathname: string): boolean {
  return hasPrefix(pathname, '/en');
}

/** `/mn/mm/x` -> `/mm/x`, `/mn` -> `/`; null when the path does not ask for Mongolian explicitly. */
export function unprefixedMongolianPath(pathname: string): string | null {
  if (!hasPrefix(pathname, MONGOLIAN_SWITCH_PREFIX)) return null;

  return pathname.slice(MONGOLIAN_SWITCH_PREFIX.length) || '/';
}

/**
 * Marks the toggle's English link: only the visitor's own choice may send later visits to English, not an
 * English address opened from a search engine or a shared link.
 */
export const ENGLISH_SWITCH_PARAM = 'switch-language';
/** A value, not a bare key: Next.js' `has` conditions, which let the English link through the proxy, skip empty values. */
const ENGLISH_SWITCH_VALUE = '1';

/**
 * The address the language toggle links to: `/en/mm/x?y&switch-language=1` for English and `/mn/mm/x?y` for
 * Mongolian. Both go through proxy.ts, which stores the choice in the language cookie on the server and
 * redirects to the plain address (`/en/mm/x?y`, `/mm/x?y`), so the switch works before or without JavaScript.
 */
export function languageSwitchHref({
  pathname,
  search,
  locale,
}: {
  pathname: string;
  search: string;
  locale: Locale;
}): string {
  const query = new URLSearchParams(search);
  if (locale === 'en') query.set(ENGLISH_SWITCH_PARAM, ENGLISH_SWITCH_VALUE);
  const path = pathname === '/' ? '' : pathname;
  const queryText = query.toString();

  return `/${locale}${path}${queryText ? `?${queryText}` : ''}`;
}

/**
 * Next.js decodes a dynamic segment once more after next-intl has decoded the path for its rewrite, so an
 * encoded percent sign (`%25`) reaches that second decoding as a bare `%` and it throws (vercel/next.js#92527,
 * a 500 for a search for `50%`). Encoding the percent sign once more survives the extra decoding, and the page
 * receives the segment exactly as it would without the bug.
 */
export function shieldEncodedPercent(pathname: string): string {
  return pathname.replace(/%25/gi, '%2525');
}

/** `/en/mm/x` -> `/mm/x`; other paths as they are: the page whatever its language. */
export function pageOf(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;

  return pathname.slice('/en'.length) || '/';
}

/**
 * The query a language switch lands with. Before hydration, or without JavaScript, a cached page cannot put its
 * query in the toggle's link; the browser still names the page in the Referer header (same origin, full
 * address). So when the switch itself carries no query, the referring page's query is kept, but only when that
 * page is this site's same page in the other language.
 */
export function switchQuery({ target, referrer }: { target: URL; referrer: string | null }): string {
  if (target.search || !referrer) return target.search;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return '';
  }
  const isSamePage = from.origin === target.origin && pageOf(from.pathname) === pageOf(target.pathname);

  return isSamePage ? from.search : '';
}
