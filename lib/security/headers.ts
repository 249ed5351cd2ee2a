/**
 * Content-Security-Policy values. Public pages are rendered once and served from caches, so they cannot
 * carry a per-response nonce; the signed-in back-office is rendered per request and gets a strict nonce policy.
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

export function publicContentSecurityPolicy(): string {
  return [...COMMON_DIRECTIVES, `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''}`].join('; ');
}

export function nonceContentSecurityPolicy(nonce: string): string {
  return [
    ...COMMON_DIRECTIVES,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
];
