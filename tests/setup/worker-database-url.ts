import { workerDatabaseUrl } from './worker-databases';

// Vitest setup file: before a test file imports anything, a worker against a real PostgreSQL is pointed at its own
// database (tests/setup/worker-databases.ts made one per worker), and commands the file starts inherit it.
if (process.env.DATABASE_URL && process.env.VITEST_POOL_ID) {
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.DATABASE_URL, process.env.VITEST_POOL_ID);
}
