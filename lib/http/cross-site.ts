import 'server-only';

import { env } from '@/lib/env';

/** Sec-Fetch-Site of a request from the site's own pages, or one a person typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** The host the request reached, as nginx passes the browser's on (port included: deploy/nginx-proxy.conf). */
function requestHost(request: Request): string {
  return (request.headers.get('host') ?? new URL(request.url).host).toLowerCase();
}

/** An absolute http(s) address, or null for anything else (`Origin: null`, garbage, `javascript:`). */
function httpUrl(address: string): URL | null {
  try {
    const url = new URL(address);

    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address the browser reached the site at: SITE_URL when it is set, otherwise the request's Host header. A
 * page on another site can make a browser send neither a different Host nor a forged Origin, so comparing the two
 * is safe without trusting the client.
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage: no page of ours.
  const url = httpUrl(origin);
  if (!url) return false;
  if (env.isSiteUrlSet) return url.origin === new URL(env.SITE_URL).origin;

  return url.host === requestHost(request);
}

/**
 * Whether `address` names a page of this site: a path (`/admin/login`, but not `//host` or `/\host`, which
 * browsers read as another host), or an http(s) address at this site's origin or at the host the request reached
 * (a page's own `location.href`, also when a server is reached at its own address rather than SITE_URL).
 */
export function isSiteAddress(address: string, request: Request): boolean {
  if (address.startsWith('/')) return !/^\/[/\\]/.test(address);
  const url = httpUrl(address);

  return url !== null && (isOwnOrigin(url.origin, request) || url.host === requestHost(request));
}

/**
 * Whether another site made the browser send this request. A browser's Sec-Fetch-Site decides when it is there
 * (no page can set it): `cross-site`, or `same-site` for a sibling subdomain, is refused; `same-origin` is the
 * page's own server, also when a server is reached at its own address rather than SITE_URL (one instance behind
 * nginx). Without it (an older browser) the Origin must be this site's. A request with neither header comes from
 * no browser page (an app, a partner's server, curl) and is not cross-site.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return !OWN_FETCH_SITES.has(fetchSite);
  const origin = request.headers.get('origin');

  return origin !== null && !isOwnOrigin(origin, request);
}
