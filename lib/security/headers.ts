/**
 * Security headers. Public pages are rendered once and served from caches, so they cannot carry a per-response
 * nonce: the site-wide policy below is their floor, and a stored page adds a policy of its own that lets only the
 * framework's inline scripts in it run, by their hashes (cache-handler/page-script-policy.mjs). The back-office and
 * the public pages rendered per request (lib/security/per-request-pages.ts) get a strict nonce policy instead, set by
 * proxy.ts.
 */
const isDevelopment = process.env.NODE_ENV === 'development';

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  // Only the map and PDF embeds may be framed.
  "frame-src 'self' https://www.google.com https://maps.google.com",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Two years, the preload list's minimum; sub-domains too, so no sibling host can be reached over plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function publicContentSecurityPolicy(): string {
  return [...COMMON_DIRECTIVES, `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''}`].join('; ');
}

export function nonceContentSecurityPolicy(nonce: string): string {
  return [
    ...COMMON_DIRECTIVES,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
  ].join('; ');
}

type Header = { key: string; value: string };

/**
 * The headers every response carries. Strict-Transport-Security only when the site is served over HTTPS
 * (`SITE_URL`): sent over plain HTTP it would make a browser refuse `http://localhost` for two years.
 */
export function securityHeaders({ siteUrl }: { siteUrl: string | undefined }): Header[] {
  const isHttps = siteUrl !== undefined && siteUrl !== '' && new URL(siteUrl).protocol === 'https:';

  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(isHttps ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
  ];
}
