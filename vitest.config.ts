import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];
/**
 * Files that change what belongs to the whole process (the time zone): each runs in a process of its own. The others
 * run in worker threads, which start in a fraction of a process's time.
 */
const OWN_PROCESS = ['components/assessment/export-element.test.ts'];
const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.git', 'data', 'test-results', 'e2e']);
/**
 * What makes a file's modules its own: it replaces modules with doubles or prepares state before its imports, reads
 * the environment at import, resets the module graph or closes the shared database. In a module graph shared with
 * the files before and after it, its doubles would leak into theirs (or theirs into its), so it gets a fresh one.
 */
const OWNS_ITS_MODULES = /vi\.(un)?mock\(|vi\.hoisted\(|vi\.stubEnv|vi\.resetModules|process\.env|closeDatabase/;

function testFiles(folder = '.'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFiles(path.join(folder, entry.name));
    return TEST_FILE.test(entry.name) ? [path.join(folder, entry.name)] : [];
  });
}

const OWN_MODULES = testFiles().filter(
  (file) => !OWN_PROCESS.includes(file) && OWNS_ITS_MODULES.test(readFileSync(file, 'utf8')),
);

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
    // Each file then runs with its worker's database and the doubles of what exists only inside a Next.js request.
    globalSetup: ['tests/setup/database-snapshot.ts', 'tests/setup/worker-databases.ts'],
    setupFiles: ['tests/setup/worker-database-url.ts', 'tests/setup/server-doubles.ts'],
    // One worker per core: the main process only hands out files, so Vitest's default (one core less) idles one.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // next-intl's ESM imports `next/server` without an extension, which only a bundler resolves (proxy.test.ts).
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      // Each project names its own files: a project's lists are added to the root's, never put in their place.
      // Most files share one module graph per worker: the app's modules load once per worker, not once per file.
      {
        extends: true,
        test: {
          name: 'shared',
          pool: 'threads',
          isolate: false,
          env: { TEST_SHARED_MODULES: 'true' },
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...EXCLUDE, ...OWN_PROCESS, ...OWN_MODULES],
        },
      },
      { extends: true, test: { name: 'threads', pool: 'threads', include: OWN_MODULES, exclude: EXCLUDE } },
      { extends: true, test: { name: 'process', pool: 'forks', include: OWN_PROCESS, exclude: EXCLUDE } },
    ],
  },
});
