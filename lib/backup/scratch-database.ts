import 'server-only';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import type { Database } from '@/db';
import { EMBEDDED_EXTENSIONS } from '@/db/embedded';
import * as schema from '@/db/schema';

import type { Migrator } from './migration-level';

export type ScratchDatabase = { db: Database; migrate: Migrator; close: () => Promise<void> };

/**
 * An embedded database of its own in `folder` (a work folder), never the configured one: where a verification
 * restores an archive. It runs beside the server's own database, in the same process.
 */
export async function openScratchDatabase(folder: string): Promise<ScratchDatabase> {
  const client = await PGlite.create({ dataDir: folder, extensions: EMBEDDED_EXTENSIONS });
  const database = drizzle({ client, schema });

  return {
    db: database,
    migrate: (migrationsFolder) => migrate(database, { migrationsFolder }),
    close: () => client.close(),
  };
}
