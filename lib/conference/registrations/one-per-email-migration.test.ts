import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { EMBEDDED_EXTENSIONS, MIGRATIONS_FOLDER } from '@/db/embedded';

type Journal = { entries: Array<{ tag: string }> };

/** The migration that makes room for the unique index, found by name: migrations may be renumbered at a merge. */
const DEDUPLICATION = 'conference-registrations-drop-repeated-emails';

/** A copy of the migrations folder that stops before the deduplication, as a database migrated earlier has it. */
function migrationsBeforeDeduplication(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(DEDUPLICATION));
  if (cut < 0) throw new Error(`No migration named ${DEDUPLICATION}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

  return folder;
}

const client = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
const earlier = migrationsBeforeDeduplication();
afterAll(async () => {
  await client.close();
  rmSync(earlier, { recursive: true, force: true });
});

describe('the migration to one registration per e-mail and edition', () => {
  it('keeps the first registration of an address repeated in an edition, and every other row', async () => {
    await migrate(drizzle({ client }), { migrationsFolder: earlier });
    await client.exec(`
      insert into conference_events (id, name, name_en, year, starts_on, ends_on) values
        (1, 'MMW 2024', 'MMW 2024', 2024, '2024-10-02', '2024-10-05'),
        (2, 'MMW 2025', 'MMW 2025', 2025, '2025-09-11', '2025-09-13');
      insert into conference_registrations (id, event_id, company, first_name, last_name, country, email, phone_number, created_at) values
        (1, 2, 'A', 'First', 'X', 'MN', 'bat@example.mn', '1', '2025-08-01T10:00:00+08'),
        (2, 2, 'A', 'Again', 'X', 'MN', 'Bat@Example.mn', '1', '2025-08-02T10:00:00+08'),
        (3, 2, 'A', 'Third', 'X', 'MN', 'BAT@example.mn', '1', '2025-08-03T10:00:00+08'),
        (4, 1, 'A', 'Last year', 'X', 'MN', 'bat@example.mn', '1', '2024-09-01T10:00:00+08'),
        (5, 2, 'B', 'Other', 'Y', 'MN', 'saraa@example.mn', '2', '2025-08-01T10:00:00+08');
    `);

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{ id: number }>('select id from conference_registrations order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 4, 5]);
    await expect(
      client.exec(
        `insert into conference_registrations (id, event_id, company, first_name, last_name, country, email, phone_number) values (6, 2, 'C', 'D', 'E', 'MN', 'SARAA@example.mn', '3')`,
      ),
    ).rejects.toThrow(/conference_registrations_event_email_unique/);
  });
});
