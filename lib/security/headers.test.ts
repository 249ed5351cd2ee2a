import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  nonceContentSecurityPolicy,
  publicContentSecurityPolicy,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './headers';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);

      return [name, values.join(' ')];
    }),
  );
}

const headerValue = (headers: Array<{ key: string; value: string }>, key: string) =>
  headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;

describe('securityHeaders', () => {
  it('sends the content-type, referrer, framing and permission headers on any site', () => {
    for (const siteUrl of [undefined, '', 'http://localhost:3000', 'https://www.example.mn']) {
      const headers = securityHeaders({ siteUrl });

      expect(headerValue(headers, 'X-Content-Type-Options')).toBe('nosniff');
      expect(headerValue(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headerValue(headers, 'X-Frame-Options')).toBe('SAMEORIGIN');
      expect(headerValue(headers, 'Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    }
  });

  it('asks browsers to keep to HTTPS for two years, sub-domains included, when the site is served over HTTPS', () => {
    expect(headerValue(securityHeaders({ siteUrl: 'https://www.example.mn' }), 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });

  it('leaves Strict-Transport-Security out on plain HTTP, so that a local server stays reachable', () => {
    for (const siteUrl of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:8080']) {
      expect(headerValue(securityHeaders({ siteUrl }), 'Strict-Transport-Security'), String(siteUrl)).toBeUndefined();
    }
  });
});

describe('content security policies', () => {
  it('lets no other site frame a page, plugin run or form post away, on the public site and in the back-office', () => {
    for (const policy of [publicContentSecurityPolicy(), nonceContentSecurityPolicy('bm9uY2U=')]) {
      const byName = directives(policy);

      expect(byName.get('frame-ancestors')).toBe("'self'");
      expect(byName.get('object-src')).toBe("'none'");
      expect(byName.get('base-uri')).toBe("'self'");
      expect(byName.get('form-action')).toBe("'self'");
      expect(byName.get('default-src')).toBe("'self'");
    }
  });

  it('runs in the back-office only the scripts that carry the response nonce, and no eval', () => {
    const scripts = directives(nonceContentSecurityPolicy('bm9uY2U=')).get('script-src');

    expect(scripts).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
  });

  it('keeps eval out of the public site', () => {
    expect(directives(publicContentSecurityPolicy()).get('script-src')).not.toContain('unsafe-eval');
  });
});

describe('next.config.ts headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function configuredHeaders(siteUrl: string) {
    vi.stubEnv('SITE_URL', siteUrl);
    const { default: config } = await import('@/next.config');
    const rules = (await config.headers?.()) ?? [];

    return rules.find((rule) => rule.source === '/:path*')?.headers ?? [];
  }

  it('puts every security header, Strict-Transport-Security included, on every address of an HTTPS site', async () => {
    const headers = await configuredHeaders('https://www.example.mn');

    expect(headers.map((header) => header.key)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Permissions-Policy',
        'Strict-Transport-Security',
      ]),
    );
  });

  it('sends no Strict-Transport-Security from a site on plain HTTP', async () => {
    const headers = await configuredHeaders('http://localhost:3000');

    expect(headers.map((header) => header.key)).not.toContain('Strict-Transport-Security');
    expect(headers.map((header) => header.key)).toContain('X-Content-Type-Options');
  });
});
