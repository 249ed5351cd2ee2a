import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';
import { selectRows } from '@/db/select-rows';
import { DEFAULT_PROFILES } from '@/lib/about/default-profiles';

/**
 * Text that may hold a storage key: a path of two segments or more, alone (`news/4f9c.jpg`, a column of keys) or
 * inside a longer text (`<img src="/files/news/4f9c.jpg">` in an article's body, a JSON field).
 */
const KEY_LIKE_PATTERN = '[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)+';

/** The audit log names every file ever uploaded (`upload.create`): that is history, not use. */
const HISTORY_TABLES = new Set(['audit_log']);

/** The column types whose text can hold a key. */
const TEXT_TYPES = ['text', 'character varying', 'json', 'jsonb', 'ARRAY'];

/** `files/news/a.jpg` -> itself, `news/a.jpg`: every tail of two segments or more, one of which is the key. */
function keyCandidates(found: string): string[] {
  const segments = found.split('/');

  return segments.slice(0, -1).map((_, start) => segments.slice(start).join('/'));
}

/**
 * Every storage key some row names, found in the text of every column of every table (but the history above),
 * plus the keys the application names itself (the default profile pictures). A row names a file in many shapes (a
 * key column, an address in an HTML body, a field of JSON), so the whole text is searched rather than a list of
 * columns that the next table would leave out.
 */
export async function namedUploadKeys(): Promise<Set<string>> {
  const columns = await selectRows<{ tableName: string; columnName: string }>(
    db,
    sql`select table_name as "tableName", column_name as "columnName" from information_schema.columns
        where table_schema = 'public' and data_type in ${TEXT_TYPES}`,
  );
  const named = new Set<string>(Object.values(DEFAULT_PROFILES));
  for (const { tableName, columnName } of columns.filter((column) => !HISTORY_TABLES.has(column.tableName))) {
    const found = await selectRows<{ path: string }>(
      db,
      sql`select distinct match[1] as path
          from ${sql.identifier(tableName)} as row, regexp_matches(row.${sql.identifier(columnName)}::text, ${KEY_LIKE_PATTERN}, 'g') as match`,
    );
    for (const { path } of found) for (const key of keyCandidates(path)) named.add(key);
  }

  return named;
}
