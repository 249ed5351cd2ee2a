import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { EMBEDDED_EXTENSIONS, MIGRATIONS_FOLDER } from '../../db/embedded';

/**
 * Vitest global setup: migrates one in-memory PGlite and saves its data directory, which every test file's fresh
 * database then loads instead of running initdb and the migrations again. Not needed against a real PostgreSQL.
 */
export default async function createDatabaseSnapshot(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const client = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const snapshot = await client.dumpDataDir('none');
  await client.close();

  const folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env.TEST_DATABASE_SNAPSHOT = file;

  return () => rmSync(folder, { recursive: true, force: true });
}
