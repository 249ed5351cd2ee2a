import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';

import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** Every file opened for writing through node:fs's streams, by the code under test. */
const writtenFiles = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const createWriteStream: typeof fs.createWriteStream = (file, options) => {
    writtenFiles.push(String(file));

    return fs.createWriteStream(file, options);
  };

  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

const BUCKET = 'site';
const directory = mkdtempSync(path.join(tmpdir(), 's3-backup-test-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
// The storage and the backups read S3_* when lib/env is first imported: set them before any import of it.
Object.assign(process.env, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 's3-backup-data-')),
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  // s3rver checks signatures against these fixed credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'association',
});

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { storage } = await import('@/lib/storage');
const { createBackup } = await import('./create-backup');
const { latestBackup, pruneArchives } = await import('./archive-store');
const { restoreBackup } = await import('@/tests/fixtures/restore-backup');
const { listStoredKeys } = await import('./stored-files');
const { selectRows } = await import('@/db/select-rows');

setUpTestDatabase();

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const PICTURES = { 'admin/images/one.png': 'first picture', 'admin/images/two.png': 'second picture' };

const newsRows = () => selectRows<{ title: string; image: string }>(db, sql`select title, image from news order by id`);

describe('backups with the uploads in S3', () => {
  it('archive the bucket under backups/, list it as the latest, and restore rows and objects from it', async () => {
    await db.execute(
      sql`insert into categories (cid, category, category_en, page_type) values (8, 'Мэдээ', 'News', 'news')`,
    );
    for (const [key, content] of Object.entries(PICTURES)) {
      await storage.put(key, Buffer.from(content), { contentType: 'image/png' });
      await db.execute(sql`insert into news (image, title, category_cid) values (${key}, ${content}, 8)`);
    }
    const rowsBefore = await newsRows();

    writtenFiles.length = 0;
    const backup = await createBackup({ now: new Date('2026-11-27T03:00:00Z') });

    // The objects stream from the bucket into the archive, and the archive into the bucket: neither lands on this disk.
    expect(writtenFiles).toEqual([]);
    expect(backup.location).toBe(`s3://${BUCKET}/association/backups/backup-2026-11-27T03-00-00Z.tar.gz`);
    expect(backup.manifest.uploads).toEqual({ storage: 's3', count: 2 });
    // The archive is no upload: the next backup does not hold the previous one.
    expect(await listStoredKeys()).toEqual(Object.keys(PICTURES));
    const latest = await latestBackup();
    expect(latest).toMatchObject({ name: 'backup-2026-11-27T03-00-00Z.tar.gz', size: backup.size });

    await db.execute(sql`truncate table news, categories restart identity cascade`);
    for (const key of Object.keys(PICTURES)) await storage.delete(key);

    // Restored straight from the bucket, by the location the latest backup reports.
    await restoreBackup({ file: latest?.location ?? '' });

    expect(await newsRows()).toEqual(rowsBefore);
    for (const [key, content] of Object.entries(PICTURES)) {
      const file = await storage.open(key);
      expect(file && (await text(file))).toBe(content);
    }
  });

  it('restores an archive by the address the backup reported', async () => {
    const backup = await createBackup({ now: new Date('2026-11-27T04:00:00Z') });
    await db.execute(sql`insert into news (image, title, category_cid) values ('admin/images/extra.png', 'Нэмэлт', 8)`);

    await restoreBackup({ file: backup.location, force: true });

    expect((await newsRows()).map((row) => row.image)).toEqual(Object.keys(PICTURES));
  });

  it('names a missing archive', async () => {
    await expect(restoreBackup({ file: 'backups/backup-2020-01-01T00-00-00Z.tar.gz' })).rejects.toThrow(
      'There is no archive at backups/backup-2020-01-01T00-00-00Z.tar.gz.',
    );
  });

  it('keeps only the newest archives in the bucket', async () => {
    await createBackup({ now: new Date('2026-11-28T03:00:00Z') });

    const pruned = await pruneArchives(1);

    expect(pruned.map((archive) => archive.name)).toEqual([
      'backup-2026-11-27T04-00-00Z.tar.gz',
      'backup-2026-11-27T03-00-00Z.tar.gz',
    ]);
    expect((await latestBackup())?.name).toBe('backup-2026-11-28T03-00-00Z.tar.gz');
    expect(await storage.stat('backups/backup-2026-11-27T03-00-00Z.tar.gz')).toBeNull();
  });
});
