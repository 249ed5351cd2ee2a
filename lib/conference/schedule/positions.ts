import 'server-only';

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The place after the last row of a list (`where` picks the list), computed in the same statement as the insert
 * or update, so a new row goes last without a separate read.
 */
export function nextPosition(table: PgTable, position: AnyColumn, where: SQL | undefined): SQL {
  return sql`(select coalesce(max(${position}), -1) + 1 from ${table} where ${where})`;
}
