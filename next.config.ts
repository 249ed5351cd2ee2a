import path from 'node:path';

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { publicContentSecurityPolicy, securityHeaders } from './lib/security/headers';
import { siteRewrites } from './lib/setup/site-rewrites';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js hashes every page body in JavaScript for its ETag, on every response: 12% of a server's CPU under
  // load on a cached page (profiled). The pages are shared-cache fresh for seconds and carry no max-age, so a
  // browser seldom revalidates one; the build's assets and stored files keep their own validators.
  generateEtags: false,
  // forbidden(): staff without a screen's permission get a 403 page, not a redirect that hides the refusal.
  // Server actions: one limit for all of them, set by the largest form that sends files through one. Staff add a
  // company with its logo (5 MB) and import meeting users from a file (5 MB), and the public directory
  // registration sends its logo, so it stays 6 MB (Next's default is 1 MB). Every other public action takes a
  // few kilobytes of JSON: proxy.ts holds each public page's actions to its own form's limit before Next.js reads
  // the body (lib/write-guards/server-action-guard.ts: the registration's, else 64 KB).
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '6mb' } },
  // Pages and data live in memory or, with REDIS_URL, in Redis shared by every server (cache-handler/), never
  // in files under .next, so a rebuilt or re-seeded database never meets pages rendered from another one.
  cacheHandler: path.resolve('./cache-handler/index.mjs'),
  cacheMaxMemorySize: 0,
  // Shared caches may serve a page up to an hour past its freshness while it is re-rendered.
  expireTime: 3600,
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  // Images are resized when uploaded (lib/images) and served as stored files; no page uses next/image. The
  // on-request optimiser (/_next/image) is switched off so that no request can set it resizing.
  images: { unoptimized: true },
  async headers() {
    return [
      // Headers are fixed when the site is built, so SITE_URL is read here, at build time (lib/env.ts is server
      // code); scripts/ensure-build.mjs builds again when its scheme has changed since.
      { source: '/:path*', headers: securityHeaders({ siteUrl: process.env.SITE_URL }) },
      // The icon sprite every page uses, and the site's icon: kept a day, refreshed in the background for a week after that.
      {
        source: '/:icon(icons.svg|favicon.ico)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
      // The stored pages' script loader: its address carries its content's hash (cache-handler/defer-page-scripts.mjs).
      {
        source: '/load-after-paint.js',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The back-office gets a per-response nonce policy from proxy.ts instead.
      { source: '/((?!admin).*)', headers: [{ key: 'Content-Security-Policy', value: publicContentSecurityPolicy() }] },
    ];
  },
  async rewrites() {
    return { beforeFiles: siteRewrites() };
  },
  async redirects() {
    return [
      { source: '/', destination: '/mm', permanent: false },
      { source: '/en', destination: '/en/mm', permanent: false },
      // The seeds' route table also lists the directory at /yellow: links to it land on the directory's home.
      { source: '/yellow', destination: '/yellow-page', permanent: true },
      { source: '/en/yellow', destination: '/en/yellow-page', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
