import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { execFileSync } from 'node:child_process';

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Archives go under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-protection-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKUP_PASSPHRASE;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { selectRows } = await import('@/db/select-rows');
const { env } = await import('@/lib/env');
const { storage } = await import('@/lib/storage');
const { createBackup } = await import('./create-backup');
const { restoreBackup } = await import('@/tests/fixtures/restore-backup');
const { ArchivePassphraseError, UnreadableArchiveError } = await import('./backup-errors');
const { localFiles } = await import('./local-files');

setUpTestDatabase();

const PASSPHRASE = 'a passphrase kept in the vault';
const PICTURE_KEY = 'admin/images/large.png';
// Random bytes do not compress: the encrypted archive runs to several parts.
const PICTURE = randomBytes(300_000);
const backups = path.join(dataDir, 'backups');

const modeOf = (file: string) => statSync(file).mode & 0o777;
const newsTitles = async () =>
  (await selectRows<{ title: string }>(db, sql`select title from news order by id`)).map((row) => row.title);
const storedPicture = async () => {
  const file = await storage.open(PICTURE_KEY);

  return file ? buffer(file) : null;
};

async function seedSomeNews(): Promise<void> {
  await db.execute(
    sql`insert into categories (cid, category, category_en, page_type) values (8, 'Мэдээ', 'News', 'news') on conflict do nothing`,
  );
  await db.execute(sql`insert into news (image, title, category_cid) values (${PICTURE_KEY}, 'Хадгалагдсан мэдээ', 8)`);
  await storage.put(PICTURE_KEY, PICTURE, { contentType: 'image/png' });
}

async function wipe(): Promise<void> {
  await db.execute(sql`truncate table news, categories restart identity cascade`);
  await storage.delete(PICTURE_KEY);
}

afterEach(() => {
  env.BACKUP_PASSPHRASE = undefined;
  vi.restoreAllMocks();
});

describe('archives on this machine', () => {
  it('are readable by their owner only, as are the backups folder and the work folders', async () => {
    await seedSomeNews();
    const written: string[] = [];
    const open = localFiles.openForWriting.bind(localFiles);
    vi.spyOn(localFiles, 'openForWriting').mockImplementation((file) => {
      written.push(file);
      // Checked while the work folder still exists: it goes when the backup is done.
      expect(modeOf(path.dirname(file))).toBe(0o700);

      return open(file);
    });

    const backup = await createBackup();

    expect(backup.location).toBe(path.join(backups, backup.name));
    expect(modeOf(backup.location)).toBe(0o600);
    expect(modeOf(backups)).toBe(0o700);
    expect(written).toHaveLength(1);
    expect(path.dirname(written[0] ?? '')).toMatch(new RegExp(`^${backups}/\\.work-`));
    // A copy the operator names lands readable by its owner only too, even over an older, readable file.
    const destination = path.join(dataDir, 'copies', 'before-upgrade.tar.gz');
    await mkdir(path.dirname(destination));
    await writeFile(destination, 'an older copy');
    await chmod(destination, 0o644);
    expect(modeOf((await createBackup({ destination })).location)).toBe(0o600);
  });
});

describe('with BACKUP_PASSPHRASE', () => {
  it('encrypts the archive, which restores with the passphrase alone', async () => {
    env.BACKUP_PASSPHRASE = PASSPHRASE;
    const titles = await newsTitles();

    const backup = await createBackup({ now: new Date('2026-11-27T03:00:00Z') });

    expect(backup.name).toBe('backup-2026-11-27T03-00-00Z.tar.gz.enc');
    const bytes = await readFile(backup.location);
    expect(bytes.subarray(0, 32).toString()).toBe('association-backup encrypted v1\n');
    // Neither gzip nor tar can read it, and no upload's bytes are in it in the clear.
    expect(() => execFileSync('tar', ['-tzf', backup.location], { stdio: 'pipe' })).toThrow();
    expect(bytes.includes(PICTURE.subarray(1000, 1064))).toBe(false);
    expect(modeOf(backup.location)).toBe(0o600);
    await wipe();

    await restoreBackup({ file: backup.location });

    expect(await newsTitles()).toEqual(titles);
    expect((await storedPicture())?.equals(PICTURE)).toBe(true);
  });

  it('says so when the passphrase is missing or wrong, and restores nothing', async () => {
    env.BACKUP_PASSPHRASE = PASSPHRASE;
    const backup = await createBackup({ now: new Date('2026-11-27T04:00:00Z') });
    await db.execute(sql`insert into news (image, title, category_cid) values ('admin/images/kept.png', 'Үлдэнэ', 8)`);
    const titles = await newsTitles();

    env.BACKUP_PASSPHRASE = undefined;
    await expect(restoreBackup({ file: backup.location, force: true })).rejects.toThrow(ArchivePassphraseError);
    await expect(restoreBackup({ file: backup.location, force: true })).rejects.toThrow(
      /is encrypted and no passphrase was given: set BACKUP_PASSPHRASE/,
    );
    // A command on a terminal asks for it instead.
    await expect(
      restoreBackup({ file: backup.location, force: true, askPassphrase: async () => 'not the passphrase at all' }),
    ).rejects.toThrow(`The passphrase does not open ${backup.location}: it was made with another BACKUP_PASSPHRASE.`);
    env.BACKUP_PASSPHRASE = 'another passphrase, long enough';
    await expect(restoreBackup({ file: backup.location, force: true })).rejects.toThrow(/The passphrase does not open/);

    expect(await newsTitles()).toEqual(titles);
  });

  it('refuses an archive cut short or altered, even at the end, and leaves the target as it was', async () => {
    env.BACKUP_PASSPHRASE = PASSPHRASE;
    const backup = await createBackup({ now: new Date('2026-11-27T05:00:00Z') });
    const bytes = await readFile(backup.location);
    const cutAtPart = path.join(dataDir, 'cut-at-part.tar.gz.enc');
    await writeFile(cutAtPart, bytes.subarray(0, 74 + 5 + 65_536 + 16));
    const cutInside = path.join(dataDir, 'cut-inside.tar.gz.enc');
    await writeFile(cutInside, bytes.subarray(0, bytes.length - 10));
    // The last part holds the manifest: every file before it would unpack, and still nothing is restored.
    const alteredEnd = path.join(dataDir, 'altered-end.tar.gz.enc');
    const altered = Buffer.from(bytes);
    altered.writeUInt8(altered.readUInt8(altered.length - 30) ^ 1, altered.length - 30);
    await writeFile(alteredEnd, altered);
    await db.execute(
      sql`insert into news (image, title, category_cid) values ('admin/images/after.png', 'Дараа нь', 8)`,
    );
    const titles = await newsTitles();

    await expect(restoreBackup({ file: cutAtPart, force: true })).rejects.toThrow(UnreadableArchiveError);
    await expect(restoreBackup({ file: cutAtPart, force: true })).rejects.toThrow(
      /cut short: its last encrypted part is missing/,
    );
    await expect(restoreBackup({ file: cutInside, force: true })).rejects.toThrow(/cut short/);
    await expect(restoreBackup({ file: alteredEnd, force: true })).rejects.toThrow(/has been altered or damaged/);

    expect(await newsTitles()).toEqual(titles);
    expect((await storedPicture())?.equals(PICTURE)).toBe(true);
    // Nothing is left behind in the work folders either.
    expect((await readdir(backups)).filter((name) => name.startsWith('.work-'))).toEqual([]);
  });

  it('still restores an archive made without encryption', async () => {
    const plain = await createBackup({ now: new Date('2026-11-27T06:00:00Z'), passphrase: undefined });
    env.BACKUP_PASSPHRASE = PASSPHRASE;
    const titles = await newsTitles();
    await wipe();

    expect(plain.name).toBe('backup-2026-11-27T06-00-00Z.tar.gz');
    await restoreBackup({ file: plain.location });

    expect(await newsTitles()).toEqual(titles);
    expect((await storedPicture())?.equals(PICTURE)).toBe(true);
  });
});
