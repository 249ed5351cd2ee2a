import 'server-only';

import type { SQL } from 'drizzle-orm';

import type { Database } from '@/db';

/**
 * The rows of a raw query. PGlite and node-postgres both answer `{ rows }`, but drizzle types the answer by
 * driver, so this one place names the shape both share.
 */
export async function selectRows<T>(executor: Database, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };

  return result.rows;
}
