import path from 'node:path';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Domain modules import 'server-only'; tests run them on the server side, where it is an empty module.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'],
    environment: 'node',
    // What next build sets from next.config.ts experimental.authInterrupts, so forbidden() works as in the app.
    env: { __NEXT_EXPERIMENTAL_AUTH_INTERRUPTS: 'true' },
    globalSetup: ['tests/database-snapshot.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A real PostgreSQL (DATABASE_URL) is one database shared by all test files: run them one at a time.
    fileParallelism: !process.env.DATABASE_URL,
    // next-intl's ESM imports `next/server` without an extension, which only a bundler resolves (proxy.test.ts).
    server: { deps: { inline: ['next-intl'] } },
  },
});
