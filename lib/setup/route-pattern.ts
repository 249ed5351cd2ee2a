import 'server-only';

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { parseBlogSegment } from '@/lib/news/blog-segment';

import { PUBLIC_SITES } from './site-rewrites';

/** A route as `.next/routes-manifest.json` lists it: its pattern (`/[locale]/mm/news/[id]`) and its regex. */
export type ManifestRoute = { page: string; regex: string };

/** The label of a path no route answers (a 404), so that unknown addresses never become labels of their own. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Next.js' own assets: one label for all of them. */
const NEXT_ASSETS_ROUTE = '/_next/*';
/** Files of `public/`, which Next.js serves before any route. */
export const PUBLIC_FILE_ROUTE = '(public file)';

/** Routes whose address is a credential (a calendar feed's secret token): their paths are logged as the pattern. */
const CREDENTIAL_ROUTES: ReadonlySet<string> = new Set(['/api/yellow-page/calendar/[file]']);

const SITE_PREFIXES = PUBLIC_SITES.map((site) => `/${site}`);

/**
 * The address the routes see: a Mongolian page is served at its plain address (`/mm/x`) by the `[locale]` routes
 * as `/mn/mm/x` (lib/setup/site-rewrites.ts).
 */
function routedPath(pathname: string): string {
  const isMongolianPage = SITE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

  return isMongolianPage ? `/${DEFAULT_LOCALE}${pathname}` : pathname;
}

/**
 * Maps a request's path (no query) to the pattern of the route that serves it. Static routes win over dynamic
 * ones, and dynamic ones are tried in the manifest's order, most specific first, as Next.js' router does.
 */
export function routePatternMatcher(
  routes: { staticRoutes: ManifestRoute[]; dynamicRoutes: ManifestRoute[] },
  publicFiles: ReadonlySet<string> = new Set(),
): (pathname: string) => string {
  const compiled = [...routes.staticRoutes, ...routes.dynamicRoutes].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));

  return (pathname) => {
    if (pathname.startsWith('/_next/')) return NEXT_ASSETS_ROUTE;
    if (publicFiles.has(pathname)) return PUBLIC_FILE_ROUTE;
    const routed = routedPath(pathname);

    return compiled.find((route) => route.regex.test(routed))?.page ?? UNMATCHED_ROUTE;
  };
}

type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

/** The addresses of the files in `public/` (`/images/logo.svg`, ...). */
function publicFileAddresses(): Set<string> {
  const folder = path.join(process.cwd(), 'public');
  try {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

    return new Set(
      files.map((file) => `/${path.relative(folder, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`),
    );
  } catch {
    return new Set();
  }
}

let buildMatcher: ((pathname: string) => string) | undefined;

/** The route pattern of a path in this build, from the routes manifest that `next build` wrote. */
export function routePatternOf(pathname: string): string {
  if (!buildMatcher) {
    let manifest: RoutesManifest = {};
    try {
      manifest = JSON.parse(
        readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8'),
      ) as RoutesManifest;
    } catch {
      // No build (tests, or a development server before its first compile): every path is unmatched.
    }
    buildMatcher = routePatternMatcher(
      { staticRoutes: manifest.staticRoutes ?? [], dynamicRoutes: manifest.dynamicRoutes ?? [] },
      publicFileAddresses(),
    );
  }

  return buildMatcher(pathname);
}

/** A news list's address, `/mm/blog/{segment}`, plain or with its language (`/en/...`, `/mn/...` once routed). */
const BLOG_SEGMENT = new RegExp(`^((?:/(?:${LOCALES.join('|')}))?/mm/blog/)([^/]+)$`);

/**
 * A news search's term (`/mm/blog/{term}={page}`, the seeds' search address) replaced by `[term]`: the route's
 * shape and page stay, what someone searched for does not. A category's or month's list keeps its address.
 */
function withoutSearchTerm(pathname: string): string {
  const [, list, segment] = BLOG_SEGMENT.exec(pathname) ?? [];
  if (list === undefined || segment === undefined) return pathname;
  const query = parseBlogSegment(segment);

  return query.kind === 'search' ? `${list}[term]=${query.page}` : pathname;
}

/** The path without its query: queries carry search terms, codes and e-mail addresses. */
export const pathOf = (url: string | undefined): string => (url ?? '/').replace(/\?.*$/s, '');

/**
 * The path as a log line may show it: a credential in an address never reaches the logs, nor a search term
 * (searches by query, `?q=`, lose it with the query).
 */
export function loggablePath(pathname: string, route: string): string {
  return CREDENTIAL_ROUTES.has(route) ? route : withoutSearchTerm(pathname);
}
