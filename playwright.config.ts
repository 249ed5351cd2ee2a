import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

/**
 * The end-to-end suite runs the production build on its own port and its own fresh embedded database. Runs side by
 * side (scripts/test-e2e.mjs) each have a port of their own, and so a database, an outbox and sign-ins of their own.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve('test-results', `e2e-data-${E2E_PORT}`);
/** Where the setup project keeps each staff role's signed-in cookies for this run's server. */
export const E2E_AUTH_DIR = path.resolve('test-results', `.auth-${E2E_PORT}`);
/** The bearer token /metrics asks for on the suite's server (tests/e2e/observability.spec.ts). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
/** The page cache's capacity on the suite's server: small, so that tests/e2e/page-cache.spec.ts can overflow it. */
export const E2E_PAGE_CACHE_MAX_ENTRIES = 200;

/** Debian's Chromium, never a downloaded browser. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_LAUNCH = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

/**
 * Journeys that only read what the demo data holds (the `reading` project): they may run two at a time against one
 * server, since nothing changes what they see. Every other journey changes something a reader could see (content,
 * settings, rate limits, the page cache's contents, counters) and runs alone on its server (`chromium`).
 * `npm run test:e2e` runs the first, then the second split in two halves on two servers of their own, side by side
 * (scripts/test-e2e.mjs); a file given by name runs alone.
 */
const READING_JOURNEYS = [
  'admin-dates',
  'admin-guard',
  'conference-archive',
  'conference-hero',
  'conference-pages',
  'directory',
  'english',
  'home',
  'language',
  'news',
  'not-found',
  'organisation',
  'page-loader',
  'pages',
  'phone-width',
  'reports',
  'trade',
  'yellow-page-tools',
].map((name) => `**/${name}.spec.ts`);
const DESKTOP_CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failure keeps the pages' DOM step by step; the screencast in a full trace would cost a fifth of the suite's
    // time (`npx playwright test FILE --trace on` records one when the DOM is not enough). CI keeps only the run's
    // output, which names the failing step, so there nothing is recorded for files no one will open.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // Signs in once per staff role and keeps the cookies for the journeys (tests/fixtures/admin-session.ts).
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: DESKTOP_CHROMIUM },
    {
      name: 'reading',
      dependencies: ['setup'],
      testMatch: READING_JOURNEYS,
      fullyParallel: true,
      use: DESKTOP_CHROMIUM,
    },
    { name: 'chromium', dependencies: ['setup'], testIgnore: READING_JOURNEYS, use: DESKTOP_CHROMIUM },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node scripts/start.mjs`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Always the embedded database with demo data and the .eml outbox, even where CI sets DATABASE_URL.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SMTP_URL: '',
      SITE_URL: '',
      PAGE_CACHE_MAX_ENTRIES: String(E2E_PAGE_CACHE_MAX_ENTRIES),
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // A mail refused once is failed at once, so that the operator screen's journey need not wait out the retries.
      MAIL_MAX_ATTEMPTS: '1',
      // One line per request is for operators; the journeys' output keeps the warnings and errors only.
      LOG_LEVEL: 'warn',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
