import 'server-only';

import { existsSync } from 'node:fs';
import path from 'node:path';

import { env } from '@/lib/env';

/**
 * PGlite is one process's database: a second process opening `$DATA_DIR/db` while the server has it open corrupts
 * it. PGlite keeps `postmaster.pid` in the folder while it is open, so its presence means a server is running.
 * Called by the command-line tools before they open the database; PostgreSQL (DATABASE_URL) takes any number of
 * clients and needs no check.
 */
export function embeddedDatabaseInUse(): string | null {
  if (env.DATABASE_URL) return null;
  const marker = path.join(env.DATA_DIR, 'db', 'postmaster.pid');
  if (!existsSync(marker)) return null;

  return [
    `The embedded database in ${path.dirname(marker)} is open: a server is running on this data folder.`,
    'Stop the server first. (`npm run backup` asks the running server to make the archive, as its nightly job does.)',
    `If no server runs, the last one stopped abruptly: start and stop it once (or delete ${marker} if you are sure).`,
  ].join('\n');
}
