import 'server-only';

import { count } from 'drizzle-orm';

import { db, isEmbeddedDatabase, migrateDatabase } from '@/db';
import { categories } from '@/db/schema';
import { seedDemoData } from '@/db/seed';
import { ensureAdminAccounts } from '@/lib/accounts/ensure-admin-accounts';
import { env } from '@/lib/env';

/**
 * Start-up: apply migrations; fill a new embedded database with the demo content (never a database given
 * by DATABASE_URL, which gets demo data only from an explicit `npm run db:seed`); ensure ADMIN_EMAILS exist.
 */
export async function prepareDatabase(): Promise<void> {
  await migrateDatabase();
  if (isEmbeddedDatabase()) {
    const [row] = await db.select({ total: count() }).from(categories);
    if (!row?.total) await seedDemoData();
  }
  await ensureAdminAccounts(env.adminEmails);
}
