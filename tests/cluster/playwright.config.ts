import { defineConfig } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../../playwright.config';

/** npm run test:cluster: one serial spec that starts the whole cluster (deploy/cluster.mjs) and checks it. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  workers: 1,
  retries: 0,
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { launchOptions: CHROMIUM_LAUNCH, trace: 'retain-on-failure' },
});
