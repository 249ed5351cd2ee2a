import { availableParallelism } from 'node:os';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];
/**
 * Files that change what belongs to the whole process (the time zone): each runs in a process of its own. The others
 * run in worker threads, which start in a fraction of a process's time.
 */
const OWN_PROCESS = ['components/assessment/export-element.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Domain modules import 'server-only'; tests run them on the server side, where it is an empty module.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    // What next build sets from next.config.ts experimental.authInterrupts, so forbidden() works as in the app.
    env: { __NEXT_EXPERIMENTAL_AUTH_INTERRUPTS: 'true' },
    // A migrated embedded database every file loads; against a real PostgreSQL (DATABASE_URL), a database per worker.
    globalSetup: ['tests/database-snapshot.ts', 'tests/worker-databases.ts'],
    setupFiles: ['tests/worker-database.ts'],
    // One worker per core: the main process only hands out files, so Vitest's default (one core less) idles one.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // next-intl's ESM imports `next/server` without an extension, which only a bundler resolves (proxy.test.ts).
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      // Each project names its own files: a project's lists are added to the root's, never put in their place.
      { extends: true, test: { name: 'threads', pool: 'threads', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...EXCLUDE, ...OWN_PROCESS] } },
      { extends: true, test: { name: 'process', pool: 'forks', include: OWN_PROCESS, exclude: EXCLUDE } },
    ],
  },
});
