import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { type Database, databaseDriver } from '@/db';

/** What the job queue (pg-boss) runs its SQL through: text with $1..$n placeholders, and their values. */
export type QueueDatabase = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The queue's own work over the application's connection. Its maintenance sends several statements in one text
 * (BEGIN; ...; COMMIT), which PGlite runs only through exec and PostgreSQL only without parameters.
 */
export function driverQueueDatabase(): QueueDatabase {
  return {
    async executeSql(text, values) {
      const driver = databaseDriver();
      if (driver.kind === 'postgres') return driver.pool.query(text, values);
      if (values?.length) return driver.client.query(text, values);
      const results = await driver.client.exec(text);

      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** The queue's statements inside a drizzle transaction: a job sent through it stands or falls with that transaction. */
export function executorQueueDatabase(executor: Database): QueueDatabase {
  return {
    async executeSql(text, values = []) {
      // Both drivers (PGlite, node-postgres) answer with their rows; the shared Database type does not say so.
      return (await executor.execute(withParameters(text, values))) as { rows: unknown[] };
    },
  };
}

/**
 * `$n` placeholders as drizzle parameters; split with a capture group puts the numbers at the odd indexes. An
 * option pg-boss leaves undefined is SQL null (drizzle would render an undefined parameter as nothing).
 */
function withParameters(text: string, values: unknown[]): SQL {
  return sql.join(
    text
      .split(/\$(\d+)/)
      .map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1] ?? null}`)),
  );
}
