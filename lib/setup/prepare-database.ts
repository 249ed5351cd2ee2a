import 'server-only';

import { count } from 'drizzle-orm';

import { db, isEmbeddedDatabase, migrateDatabase, reportLostConnectionsTo } from '@/db';
import { categories } from '@/db/schema';
import { ensureAdminAccounts } from '@/lib/accounts/writes';
import { env } from '@/lib/env';
import { logger } from '@/lib/observability/logger';

export type PrepareDatabaseOptions = {
  /** Fills a new embedded database: the demo content, which sits above lib/ and is handed over by the start-up hook. */
  fillNewDatabase: () => Promise<void>;
};

/**
 * Start-up: report lost connections in the server's log; apply migrations; fill a new embedded database (never a
 * database given by DATABASE_URL, which gets demo data only from an explicit `npm run db:seed`); ensure ADMIN_EMAILS
 * exist.
 */
export async function prepareDatabase({ fillNewDatabase }: PrepareDatabaseOptions): Promise<void> {
  reportLostConnectionsTo((error) => logger.error({ err: error }, 'PostgreSQL connection lost'));
  await migrateDatabase();
  if (isEmbeddedDatabase()) {
    const [row] = await db.select({ total: count() }).from(categories);
    if (!row?.total) await fillNewDatabase();
  }
  await ensureAdminAccounts(env.adminEmails);
}
