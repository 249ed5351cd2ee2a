import path from 'node:path';

import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Shared by the connection and the test run's snapshot, which must create the very same database. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');
export const EMBEDDED_EXTENSIONS = { pg_trgm };
