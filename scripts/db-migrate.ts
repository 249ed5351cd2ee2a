/**
 * npm run db:migrate: applies the committed migrations (db/migrations) to DATABASE_URL, or to the embedded
 * database in $DATA_DIR/db. Runs with the react-server condition (see package.json), as the server does.
 */
import { closeDatabase, isEmbeddedDatabase, migrateDatabase } from '@/db';

try {
  const startedAt = performance.now();
  await migrateDatabase();
  const target = isEmbeddedDatabase() ? 'embedded database' : 'DATABASE_URL';
  console.log(`Migrations applied to the ${target} in ${Math.round(performance.now() - startedAt)} ms.`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
