import 'server-only';

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { sql } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { selectRows } from '@/db/select-rows';
import { databaseMigrationLevel, type MigrationLevel } from '@/lib/version/migration-level';

import { listTables, tablesInLoadOrder, writableColumns } from './database-tables';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './local-files';

export const DATABASE_FOLDER = 'database';

export type DatabaseSummary = {
  migrations: MigrationLevel;
  rowCounts: Record<string, number>;
  rowChecksums: Record<string, string>;
};

const tableFile = (folder: string, table: string) => path.join(folder, DATABASE_FOLDER, `${table}.jsonl`);

/** The sha256 of a table's rows (their JSON texts, sorted): the same rows give the same checksum in any order. */
export function rowsChecksum(rows: readonly string[]): string {
  const hash = createHash('sha256');
  for (const row of [...rows].sort()) hash.update(row).update('\n');

  return hash.digest('hex');
}

/**
 * Reads every table (one `to_jsonb` row a line), all inside ONE repeatable-read, read-only transaction: the rows of
 * a single moment, however many writes run meanwhile. Timestamps are written in UTC, so a table's rows read the same
 * from any server whatever its time zone, and their checksums compare. On PGlite, which has one connection, other
 * queries wait for the transaction: it only reads.
 */
export async function readDatabase(
  database: Database,
  onTable?: (table: string, rows: string[]) => Promise<void>,
): Promise<DatabaseSummary> {
  return database.transaction(
    async (tx) => {
      const executor: Database = tx;
      await executor.execute(sql`set local timezone to 'UTC'`);
      const migrations = await databaseMigrationLevel(executor);
      const rowCounts: Record<string, number> = {};
      const rowChecksums: Record<string, string> = {};
      for (const table of await listTables(executor)) {
        const rows = (
          await selectRows<{ row: string }>(
            executor,
            sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
          )
        ).map(({ row }) => row);
        await onTable?.(table, rows);
        rowCounts[table] = rows.length;
        rowChecksums[table] = rowsChecksum(rows);
      }

      return { migrations, rowCounts, rowChecksums };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Writes every table of the configured database as JSON lines under `folder`/database. JSON rows read back into
 * either engine (PGlite or PostgreSQL) through `jsonb_populate_recordset`, so there is no pg_dump whose version must
 * match the server's.
 */
export async function dumpDatabase(folder: string): Promise<DatabaseSummary> {
  await mkdir(path.join(folder, DATABASE_FOLDER), { recursive: true, mode: PRIVATE_FOLDER_MODE });

  return readDatabase(db, (table, rows) =>
    writeFile(tableFile(folder, table), rows.map((row) => `${row}\n`).join(''), { mode: PRIVATE_FILE_MODE }),
  );
}

async function readRows(file: string): Promise<string[]> {
  const rows: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line) rows.push(line);
  }

  return rows;
}

/**
 * Every serial id's sequence continues after the largest id loaded: rows loaded with their ids do not advance
 * it, and the next row staff create would collide with a restored one. Each table is named with its schema:
 * PostgreSQL may test the sequence condition before the schema's, on columns of every schema (the migrations'
 * table among them, which no unqualified name reaches).
 */
async function moveSequencesPastLoadedIds(executor: Database): Promise<void> {
  const serials = await selectRows<{ table_name: string; column_name: string; sequence: string }>(
    executor,
    sql`select table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) is not null`,
  );
  for (const { table_name: table, column_name: column, sequence } of serials) {
    await executor.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/**
 * Loads the dumped tables into the (empty, same-level) `database` in one transaction, so a failure leaves no table
 * half loaded; each table is one statement, parents before children.
 */
export async function loadDatabase(folder: string, tables: readonly string[], database: Database = db): Promise<void> {
  await database.transaction(async (tx) => {
    const executor: Database = tx;
    const order = await tablesInLoadOrder(executor);
    const missing = tables.filter((table) => !order.includes(table));
    if (missing.length > 0) throw new Error(`The database has no table ${missing.join(', ')} for the archive's rows`);
    const loaded = order.filter((name) => tables.includes(name));
    // The archive holds every row as it was, those that triggers derived (a meeting's participants) among them:
    // the triggers must not derive them a second time. Foreign keys are system triggers and stay checked.
    for (const table of loaded) await executor.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    for (const table of loaded) {
      const rows = await readRows(tableFile(folder, table));
      if (rows.length === 0) continue;
      const columns = sql.join(
        (await writableColumns(executor, table)).map((column) => sql.identifier(column)),
        sql`, `,
      );
      await executor.execute(
        sql`insert into ${sql.identifier(table)} (${columns}) overriding system value
            select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::jsonb)`,
      );
    }
    for (const table of loaded) await executor.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    await moveSequencesPastLoadedIds(executor);
  });
}
