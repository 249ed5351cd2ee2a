import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Archives go under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-local-failures-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKUP_PASSPHRASE;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { selectRows } = await import('@/db/select-rows');
const { storage } = await import('@/lib/storage');
const { createBackup } = await import('./create-backup');
const { restoreBackup } = await import('@/tests/fixtures/restore-backup');
const { verifyBackup } = await import('./verify-backup');
const { LocalFailureError } = await import('./local-failure');
const { localFiles } = await import('./local-files');

setUpTestDatabase();

const backups = path.join(dataDir, 'backups');
const uploads = path.join(dataDir, 'uploads');

/** What the system says when a write fails with `code`, as Node reports it. */
const systemError = (code: string) =>
  Object.assign(new Error(`${code}: simulated failure, write`), { code, syscall: 'write' });

/** A file on a disk that fails every write with `code` (full, read-only, not ours). */
const failingFile = (code: string) =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback(systemError(code));
    },
  });

const newsTitles = async () =>
  (await selectRows<{ title: string }>(db, sql`select title from news order by id`)).map((row) => row.title);
const workFolders = async () => (await readdir(backups)).filter((name) => name.startsWith('.work-'));

let archive = '';

beforeAll(async () => {
  await db.execute(
    sql`insert into categories (cid, category, category_en, page_type) values (8, 'Мэдээ', 'News', 'news')`,
  );
  await db.execute(
    sql`insert into news (image, title, category_cid) values ('admin/images/one.png', 'Архивт байгаа', 8)`,
  );
  await storage.put('admin/images/one.png', Buffer.from('a picture'), { contentType: 'image/png' });
  archive = (await createBackup({ destination: path.join(dataDir, 'kept', 'backup.tar.gz') })).location;
  // The target now differs from the archive: a restore that went ahead would show.
  await db.execute(sql`insert into news (image, title, category_cid) values ('admin/images/two.png', 'Дараа нь', 8)`);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a restore on a machine that cannot write', () => {
  it.each([
    ['ENOSPC', 'no space left on the disk'],
    ['EACCES', 'permission denied'],
    ['EROFS', 'read-only file system'],
  ])("says %s is the machine's failure and where, not a damaged archive, and changes nothing", async (code, what) => {
    vi.spyOn(localFiles, 'openForWriting').mockImplementation(() => failingFile(code));
    const titles = await newsTitles();

    const restoring = restoreBackup({ file: archive, force: true });

    await expect(restoring).rejects.toThrow(LocalFailureError);
    await expect(restoring).rejects.toThrow(
      `Unpacking the archive failed: ${what} under ${backups} (${code}). This is a problem of this machine, not of the archive`,
    );
    await expect(restoring).rejects.not.toThrow(/damaged/);
    expect(await newsTitles()).toEqual(titles);
    expect(await workFolders()).toEqual([]);
  });

  it('names the uploads folder when storing an upload fails, and says the restore is to be run again', async () => {
    vi.spyOn(storage, 'put').mockRejectedValue(
      Object.assign(systemError('ENOSPC'), { path: path.join(uploads, 'admin', 'images', '.a1b2.part') }),
    );

    const restoring = restoreBackup({ file: archive, force: true });

    await expect(restoring).rejects.toThrow(
      `Storing the uploads (the database is restored already; run the restore again with --force) failed: no space left on the disk under ${uploads} (ENOSPC)`,
    );
  });
});

describe('a backup on a machine that cannot write', () => {
  it('says the disk is full, leaving no archive and no work behind', async () => {
    vi.spyOn(localFiles, 'openForWriting').mockImplementation(() => failingFile('ENOSPC'));

    await expect(createBackup()).rejects.toThrow(
      `Writing the backup failed: no space left on the disk under ${backups} (ENOSPC)`,
    );

    expect(await readdir(backups)).toEqual([]);
  });

  it("and a verification on a full disk fails with the machine's error, as it says nothing of the archive", async () => {
    vi.spyOn(localFiles, 'openForWriting').mockImplementation(() => failingFile('ENOSPC'));

    await expect(verifyBackup({ file: archive })).rejects.toThrow(LocalFailureError);
  });
});
