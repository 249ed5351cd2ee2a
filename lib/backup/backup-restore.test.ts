import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signInAs } from '@/tests/fixtures/signed-in';

// Uploads and archives go under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
process.env.DATA_DIR = dataDir;
const work = mkdtempSync(path.join(tmpdir(), 'backup-archives-'));

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db, migrateDatabase } = await import('@/db');
const { news } = await import('@/db/schema');
const { seedDemoData } = await import('@/demo-data');
const { storage } = await import('@/lib/storage');
const { randomKey } = await import('@/lib/storage/keys');
const { createNews } = await import('@/lib/news/actions');
const { ROLES } = await import('@/lib/auth/roles');
const { createBackup } = await import('./create-backup');
const { restoreBackup } = await import('@/tests/fixtures/restore-backup');
const { RestoreRefusedError, UnreadableArchiveError } = await import('./backup-errors');
const { listTables } = await import('./database-tables');
const { codeMigrationLevel, databaseMigrationLevel } = await import('@/lib/version/migration-level');
const { migrateToLevel } = await import('./migration-level');
const { selectRows } = await import('@/db/select-rows');

setUpTestDatabase();

const uploadsRoot = path.join(dataDir, 'uploads');

/** Every row of every table, as sorted JSON texts: two databases with the same rows compare equal. */
async function allRows(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await selectRows<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
    );
    tables[table] = rows.map(({ row }) => row).sort();
  }

  return tables;
}

/** The sha256 of every stored upload, by key. */
async function allFiles(): Promise<Record<string, string>> {
  const entries = await readdir(uploadsRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(uploadsRoot, full)] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }

  return files;
}

/** A seeded news category: news rows must belong to one. */
async function newsCategory(): Promise<number> {
  const [category] = await selectRows<{ cid: number }>(
    db,
    sql`select cid from categories where page_type = 'news' order by cid limit 1`,
  );
  if (!category) throw new Error('The demo data has no news category');

  return category.cid;
}

/** The meetings whose reminder waits in the job queue for a time still ahead. */
async function upcomingReminders(): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select singleton_key as key from pgboss.job where name = 'meeting-reminder' and state = 'created' and start_after > now()`,
  );

  return rows.map(({ key }) => key).sort();
}

/** A new machine: no rows, no uploads, no queued jobs. */
async function wipe(): Promise<void> {
  const tables = await listTables(db);
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} restart identity cascade`,
  );
  await db.execute(sql`delete from pgboss.job`);
  await rm(uploadsRoot, { recursive: true, force: true });
}

/** A copy of `archive` with `change` applied to its unpacked content, packed again. */
async function alteredArchive(
  archive: string,
  name: string,
  change: (folder: string) => Promise<void>,
): Promise<string> {
  const folder = mkdtempSync(path.join(work, 'unpacked-'));
  execFileSync('tar', ['-xzf', archive, '-C', folder]);
  await change(folder);
  const file = path.join(work, name);
  execFileSync('tar', ['-czf', file, '-C', folder, '.']);

  return file;
}

let archive = '';
let rowsBefore: Record<string, string[]> = {};
let filesBefore: Record<string, string> = {};

beforeAll(async () => {
  await seedDemoData();
  rowsBefore = await allRows();
  filesBefore = await allFiles();
  archive = (await createBackup({ destination: path.join(work, 'seeded.tar.gz') })).location;
}, 180_000);

describe('backup and restore', () => {
  it("restores into a wiped target the same rows in every table, the same files and the meetings' reminders", async () => {
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0);
    expect(Object.values(rowsBefore).flat().length).toBeGreaterThan(0);
    const reminders = await upcomingReminders();
    expect(reminders.length).toBeGreaterThan(0);
    await wipe();

    const result = await restoreBackup({ file: archive });

    expect(result.files).toBe(Object.keys(filesBefore).length);
    expect(await allRows()).toEqual(rowsBefore);
    expect(await allFiles()).toEqual(filesBefore);
    expect(await upcomingReminders()).toEqual(reminders);
    // Sequences continue after the restored ids: a new row gets a fresh one.
    const [{ max } = { max: 0 }] = await selectRows<{ max: number }>(db, sql`select max(id)::int as max from news`);
    const [created] = await db
      .insert(news)
      .values({ image: 'admin/images/new.png', title: 'Шинэ', categoryCid: await newsCategory() })
      .returning({ id: news.id });
    expect(created?.id).toBe(max + 1);
    await db.delete(news).where(sql`id = ${created?.id ?? 0}`);
  });

  it('refuses a target holding rows or uploads without --force, and with --force empties it first', async () => {
    await db
      .insert(news)
      .values({ image: 'admin/images/extra.png', categoryCid: await newsCategory(), title: 'Нэмэлт' });
    await storage.put('admin/images/extra.png', Buffer.from('extra'), { contentType: 'image/png' });

    await expect(restoreBackup({ file: archive })).rejects.toThrow(/not empty.*--force/s);
    expect(await allFiles()).toHaveProperty('admin/images/extra.png');

    await restoreBackup({ file: archive, force: true });
    expect(await allRows()).toEqual(rowsBefore);
    expect(await allFiles()).toEqual(filesBefore);
  });

  it('refuses a damaged archive before writing anything, even with --force', async () => {
    const firstUpload = Object.keys(filesBefore)[0] ?? '';
    const changedFile = await alteredArchive(archive, 'changed-file.tar.gz', async (folder) => {
      await writeFile(path.join(folder, 'uploads', firstUpload), 'not the picture');
    });
    const changedRow = await alteredArchive(archive, 'changed-row.tar.gz', async (folder) => {
      const file = path.join(folder, 'database', 'news.jsonl');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"news_status": true', '"news_status": false'));
    });
    const truncated = path.join(work, 'truncated.tar.gz');
    await writeFile(truncated, (await readFile(archive)).subarray(0, 4096));
    await db
      .insert(news)
      .values({ image: 'admin/images/kept.png', categoryCid: await newsCategory(), title: 'Үлдэнэ' });
    const rowsNow = await allRows();

    await expect(restoreBackup({ file: changedFile, force: true })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup({ file: changedFile, force: true })).rejects.toThrow(
      new RegExp(`damaged.*uploads/${firstUpload}`),
    );
    await expect(restoreBackup({ file: changedRow, force: true })).rejects.toThrow(/damaged.*database\/news\.jsonl/);
    await expect(restoreBackup({ file: truncated, force: true })).rejects.toThrow(UnreadableArchiveError);

    expect(await allRows()).toEqual(rowsNow);
    expect(await allFiles()).toEqual(filesBefore);
  });

  it('loads an archive of an older migration level at its level, then migrates it to the current one', async () => {
    const current = await codeMigrationLevel();
    const olderCount = current.count - 2;
    // A database as an older version left it: its schema stops two migrations short.
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema if exists pgboss cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
    await migrateToLevel(olderCount);
    await db.execute(sql`insert into categories (category, category_en, page_type) values ('Мэдээ', 'News', 'news')`);
    await db.execute(sql`insert into news (image, title, category_cid) values ('admin/images/old.png', 'Хуучин', 1)`);
    await rm(uploadsRoot, { recursive: true, force: true });
    await storage.put('admin/images/old.png', Buffer.from('old picture'), { contentType: 'image/png' });
    const older = await createBackup({ destination: path.join(work, 'older.tar.gz') });
    expect(older.manifest.database.migrations.count).toBe(olderCount);
    // The target is today's database, full of other rows.
    await migrateDatabase();
    await db.execute(sql`insert into news (image, title, category_cid) values ('admin/images/new.png', 'Шинэ', 1)`);

    await restoreBackup({ file: older.location, force: true });

    expect(await databaseMigrationLevel()).toEqual(current);
    const restored = await selectRows<{ title: string; image: string }>(db, sql`select title, image from news`);
    expect(restored).toEqual([{ title: 'Хуучин', image: 'admin/images/old.png' }]);
    // The later migrations ran on the loaded rows: their tables and columns are there.
    await selectRows(db, sql`select count(*) from auth_sessions`);
    await selectRows(db, sql`select name_en from conference_partners`);
    expect(await allFiles()).toEqual({
      'admin/images/old.png': createHash('sha256').update('old picture').digest('hex'),
    });
  });

  it('keeps every row and its file whole while news with pictures are written during the backup', async () => {
    await restoreBackup({ file: archive, force: true });
    const [admin] = await selectRows<{ id: number }>(
      db,
      sql`select id from admin_accounts where account_role = ${ROLES.admin} limit 1`,
    );
    signInAs({ kind: 'admin', id: admin?.id ?? 0 });
    const categoryCid = await newsCategory();
    let isBackingUp = true;
    let written = 0;
    const writer = (async () => {
      while (isBackingUp) {
        const image = randomKey('admin/images', 'png');
        await storage.put(image, Buffer.from(`picture ${written}`), { contentType: 'image/png' });
        const title = `Мэдээ ${written}`;
        const created = await createNews({
          image,
          title,
          summary: title,
          title_en: `News ${written}`,
          summary_en: title,
          category_cid: categoryCid,
          publisher: 'Админ',
          news_status: true,
          yellow_book: false,
          text: `<p>${written}</p>`,
          text_en: `<p>${written}</p>`,
        });
        if (!created.ok) throw new Error(created.error);
        written += 1;
      }
    })();
    const during = await createBackup({ destination: path.join(work, 'during.tar.gz') });
    isBackingUp = false;
    await writer;
    expect(written).toBeGreaterThan(0);

    await restoreBackup({ file: during.location, force: true });

    const rows = await selectRows<{ title: string; title_en: string; summary: string; image: string }>(
      db,
      sql`select title, title_en, summary, image from news where title like 'Мэдээ %'`,
    );
    expect(rows.length).toBe((during.manifest.database.rowCounts.news ?? 0) - (rowsBefore.news?.length ?? 0));
    for (const row of rows) {
      const index = row.title.slice('Мэдээ '.length);
      expect(row).toMatchObject({ title_en: `News ${index}`, summary: row.title });
      const file = await storage.open(row.image);
      expect(file, `the picture of ${row.title}`).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of file ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe(`picture ${index}`);
    }
  });
});

describe('archive content', () => {
  it('holds a manifest with the version, migration level, row counts and a checksum of every file', async () => {
    const folder = mkdtempSync(path.join(work, 'listed-'));
    execFileSync('tar', ['-xzf', archive, '-C', folder]);
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));

    expect(manifest).toMatchObject({
      format: 1,
      app: { version: JSON.parse(await readFile('package.json', 'utf8')).version },
      database: { migrations: await codeMigrationLevel() },
      uploads: { count: Object.keys(filesBefore).length },
    });
    expect(manifest.database.rowCounts).toEqual(
      Object.fromEntries(Object.entries(rowsBefore).map(([table, rows]) => [table, rows.length])),
    );
    for (const [key, checksum] of Object.entries(filesBefore)) expect(manifest.files[`uploads/${key}`]).toBe(checksum);
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining(Object.keys(rowsBefore).map((table) => `database/${table}.jsonl`)),
    );
  });
});
