import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';
import journal from '@/db/migrations/meta/_journal.json';

export type MigrationLevel = { applied: string | null; appliedCount: number; newest: string | null; total: number; isCurrent: boolean };

/**
 * The last migration the database has applied against the newest this build carries. drizzle records each applied
 * migration with its journal time (`created_at` = the journal's `when`), which names it.
 */
export async function getMigrationLevel(): Promise<MigrationLevel> {
  const result = await db.execute(sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`);
  // node-postgres and PGlite both answer with `rows`.
  const [row] = (result as { rows: { count: number; last: string | null }[] }).rows;
  const newest = journal.entries.at(-1);
  const last = row?.last ?? null;
  const applied = last === null ? null : (journal.entries.find((entry) => String(entry.when) === last)?.tag ?? null);

  return {
    applied,
    appliedCount: row?.count ?? 0,
    newest: newest?.tag ?? null,
    total: journal.entries.length,
    isCurrent: newest !== undefined && applied === newest.tag,
  };
}
