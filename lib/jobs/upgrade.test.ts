import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { EMBEDDED_EXTENSIONS, MIGRATIONS_FOLDER } from '@/db/embedded';

const JOB_QUEUE_MIGRATION = '0017_job-queue';

/** The migrations as they were before the job queue: the same folder with the journal cut before it. */
function migrationsBeforeJobQueue(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-queue-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex(({ tag }) => tag === JOB_QUEUE_MIGRATION);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

  return folder;
}

const client = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
const oldMigrations = migrationsBeforeJobQueue();

afterAll(async () => {
  await client.close();
  rmSync(oldMigrations, { recursive: true, force: true });
});

describe('the upgrade to the job queue', () => {
  it('moves the pending meeting reminders into the queue, at their time, and drops the old job table', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldMigrations });
    const remindAt = new Date(Date.now() + 3 * 24 * 3_600_000);
    await client.query(
      `insert into scheduled_jobs (kind, key, payload, run_at, done_at) values
        ('meeting-reminder', 'meeting-reminder:7', '{"meetingId":7}', $1, null),
        ('meeting-reminder', 'meeting-reminder:8', '{"meetingId":8}', now() - interval '1 day', now()),
        ('rate-limits-expired', 'rate-limits-expired', '{}', now(), null)`,
      [remindAt.toISOString()],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query(
      'select name, data, state, start_after, singleton_key, retry_limit from pgboss.job',
    );
    expect(rows).toEqual([
      {
        name: 'meeting-reminder',
        data: { meetingId: 7 },
        state: 'created',
        start_after: remindAt,
        singleton_key: 'meeting-reminder:7',
        retry_limit: 4,
      },
    ]);
    expect((await client.query(`select to_regclass('scheduled_jobs') as old`)).rows).toEqual([{ old: null }]);
  });
});
