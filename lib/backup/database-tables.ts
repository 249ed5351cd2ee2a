import 'server-only';

import { sql } from 'drizzle-orm';

import type { Database } from '@/db';
import { selectRows } from '@/db/select-rows';

/** Every table of the application's schema (drizzle's own record of migrations lives in another schema). */
export async function listTables(executor: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    executor,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );

  return rows.map((row) => row.name);
}

/**
 * The tables in an order that loads each after the tables its foreign keys point at. A table pointing at itself
 * (a category's parent) is loaded in one statement, and PostgreSQL checks foreign keys at the end of a statement.
 */
export async function tablesInLoadOrder(executor: Database): Promise<string[]> {
  const tables = await listTables(executor);
  const references = await selectRows<{ child: string; parent: string }>(
    executor,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());

  return ordered;
}

/** The columns a row can be written into: generated columns are computed by the database. */
export async function writableColumns(executor: Database, table: string): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    executor,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );

  return rows.map((row) => row.name);
}
