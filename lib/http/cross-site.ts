import 'server-only';

import { env } from '@/lib/env';

/** Sec-Fetch-Site of a request from the site's own pages, or one a person typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * The address the browser reached the site at: SITE_URL when it is set, otherwise the request's Host header (nginx
 * passes the browser's on, port included: deploy/nginx-proxy.conf). A page on another site can make a browser
 * send neither a different Host nor a forged Origin, so comparing the two is safe without trusting the client.
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage: no page of ours.
    return false;
  }
  if (env.isSiteUrlSet) return url.origin === new URL(env.SITE_URL).origin;
  const host = request.headers.get('host') ?? new URL(request.url).host;

  return url.host === host.toLowerCase();
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
