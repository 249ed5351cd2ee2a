/**
 * npm run db:seed: migrates, then inserts the demo content (idempotent: existing demo rows are left as they
 * are). This explicit command is the only way demo data reaches a database given by DATABASE_URL.
 */
import { closeDatabase, isEmbeddedDatabase, migrateDatabase } from '@/db';
import { seedDemoData } from '@/demo-data';

try {
  const startedAt = performance.now();
  await migrateDatabase();
  const migratedAt = performance.now();
  await seedDemoData();
  const target = isEmbeddedDatabase() ? 'embedded database' : 'DATABASE_URL';
  const elapsed = (from: number, to: number): string => `${Math.round(to - from)} ms`;
  console.log(
    `Demo data seeded into the ${target} (migrate ${elapsed(startedAt, migratedAt)}, seed ${elapsed(migratedAt, performance.now())}).`,
  );
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
