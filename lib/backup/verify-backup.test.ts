import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

// Archives go under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-verify-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKUP_PASSPHRASE;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { selectRows } = await import('@/db/select-rows');
const { storage } = await import('@/lib/storage');
const { createBackup } = await import('./create-backup');
const { verifyBackup } = await import('./verify-backup');

setUpTestDatabase();

const work = mkdtempSync(path.join(tmpdir(), 'backup-verify-archives-'));
const newsTitles = async () =>
  (await selectRows<{ title: string }>(db, sql`select title from news order by id`)).map((row) => row.title);
const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * A copy of `archive` whose news rows `change` rewrites, with the manifest's file checksum brought in line: the
 * archive a faulty dump would make, whole as a file, wrong in its rows.
 */
async function rewrittenNews(archive: string, name: string, change: (lines: string[]) => string[]): Promise<string> {
  const folder = mkdtempSync(path.join(work, 'unpacked-'));
  execFileSync('tar', ['-xzf', archive, '-C', folder]);
  const rows = path.join(folder, 'database', 'news.jsonl');
  const content = change((await readFile(rows, 'utf8')).split('\n').filter(Boolean))
    .map((line) => `${line}\n`)
    .join('');
  await writeFile(rows, content);
  const manifestFile = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.files['database/news.jsonl'] = sha256(content);
  await writeFile(manifestFile, JSON.stringify(manifest));
  const file = path.join(work, name);
  execFileSync('tar', ['-czf', file, '-C', folder, '.']);

  return file;
}

let archive = '';

beforeAll(async () => {
  await db.execute(
    sql`insert into categories (cid, category, category_en, page_type) values (8, 'Мэдээ', 'News', 'news')`,
  );
  for (const title of ['Нэгдүгээр', 'Хоёрдугаар', 'Гуравдугаар']) {
    await db.execute(
      sql`insert into news (image, title, category_cid, created_at) values ('admin/images/one.png', ${title}, 8, '2026-01-05T10:00:00+08:00')`,
    );
  }
  await storage.put('admin/images/one.png', Buffer.from('a picture'), { contentType: 'image/png' });
  archive = (await createBackup({ destination: path.join(work, 'backup.tar.gz') })).location;
});

describe('verifyBackup', () => {
  it('restores into a scratch database and folder, finds every table and upload as the manifest says, and leaves the configured ones alone', async () => {
    await db.execute(
      sql`insert into news (image, title, category_cid) values ('admin/images/two.png', 'Архивт байхгүй', 8)`,
    );
    const titles = await newsTitles();

    const verification = await verifyBackup({ file: archive });

    expect(verification).toMatchObject({ isOk: true, rows: expect.any(Number), files: 1, problems: [] });
    expect(verification.tables).toBeGreaterThan(40);
    expect(verification.rows).toBeGreaterThanOrEqual(4);
    expect(await newsTitles()).toEqual(titles);
  }, 120_000);

  it('finds rows that differ from the manifest even when every file matches its checksum', async () => {
    const changed = await rewrittenNews(archive, 'changed-row.tar.gz', (lines) =>
      lines.map((line) => line.replace('Хоёрдугаар', 'Өөрчлөгдсөн')),
    );
    const lost = await rewrittenNews(archive, 'lost-row.tar.gz', (lines) => lines.slice(1));

    const afterChange = await verifyBackup({ file: changed });
    const afterLoss = await verifyBackup({ file: lost });

    expect(afterChange).toMatchObject({
      isOk: false,
      problems: ["news: the restored rows differ from the manifest's checksum"],
    });
    expect(afterLoss).toMatchObject({ isOk: false, problems: ['news: 2 row(s) restored, the manifest says 3'] });
  }, 240_000);

  it('fails, with the reason, on an archive that is damaged or not there', async () => {
    const truncated = path.join(work, 'truncated.tar.gz');
    await writeFile(truncated, (await readFile(archive)).subarray(0, 2000));

    expect(await verifyBackup({ file: truncated })).toMatchObject({
      isOk: false,
      problems: [expect.stringMatching(/cannot be read \(damaged, incomplete or not a backup\)/)],
    });
    expect(await verifyBackup({ file: path.join(work, 'nothing.tar.gz') })).toMatchObject({
      isOk: false,
      problems: [`There is no archive at ${path.join(work, 'nothing.tar.gz')}.`],
    });
  });
});
