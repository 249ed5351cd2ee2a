import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// Archives go under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'nightly-backup-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKUP_RETENTION;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { JOB_HANDLERS, RECURRING_JOBS } = await import('@/lib/setup/job-handlers');
const { cronOf } = await import('@/lib/jobs/recurring');
const { archiveName } = await import('./archive-names');
const { latestBackup } = await import('./index');
const { NIGHTLY_BACKUP_JOB } = await import('./nightly-job');

setUpTestDatabase();

const backups = path.join(dataDir, 'backups');
const DAY = 24 * 3_600_000;
const archivesOnDisk = async () => (await readdir(backups)).filter((name) => name.endsWith('.tar.gz')).sort();

describe('the nightly backup job', () => {
  it('is a recurring job of the server at 03:00 Ulaanbaatar time, writes and verifies an archive and keeps the 14 newest, and latestBackup names it', async () => {
    expect(RECURRING_JOBS).toContain(NIGHTLY_BACKUP_JOB);
    expect(cronOf(NIGHTLY_BACKUP_JOB)).toBe('0 19 * * *');
    await mkdir(backups, { recursive: true });
    const older = Array.from({ length: 15 }, (_, day) =>
      archiveName(new Date(Date.now() - (day + 1) * DAY), { isEncrypted: false }),
    );
    for (const name of older) await writeFile(path.join(backups, name), 'an older archive');
    // An operator's own copy, named otherwise, is none of retention's business.
    await writeFile(path.join(backups, 'before-upgrade.tar.gz'), 'kept');

    await JOB_HANDLERS[NIGHTLY_BACKUP_JOB.kind]?.({});

    const kept = await archivesOnDisk();
    expect(kept).toHaveLength(15);
    expect(kept).toContain('before-upgrade.tar.gz');
    // The new one and the 13 newest older ones: the two oldest are gone.
    const sortedOlder = [...older].sort();
    expect(kept).not.toContain(sortedOlder[0]);
    expect(kept).not.toContain(sortedOlder[1]);
    const latest = await latestBackup();
    expect(latest?.size).toBeGreaterThan(100);
    expect(Date.now() - (latest?.createdAt.getTime() ?? 0)).toBeLessThan(DAY);
    expect(latest?.location).toBe(path.join(backups, latest?.name ?? ''));
    // It restored its own archive into a scratch database, and the result is kept beside it for the operator's views.
    expect(latest?.verification).toEqual({
      archive: latest?.name,
      verifiedAt: expect.any(String),
      isOk: true,
      problems: [],
    });
    expect(Date.now() - Date.parse(latest?.verification?.verifiedAt ?? '')).toBeLessThan(DAY);
  }, 120_000);

  it('makes no second archive when the newest is younger than 20 hours (one made by hand), and clears abandoned work', async () => {
    const before = await archivesOnDisk();
    // The work folders of a backup killed two days ago, and of one running now.
    await mkdir(path.join(backups, '.work-killed', 'content'), { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await utimes(path.join(backups, '.work-killed'), twoDaysAgo, twoDaysAgo);
    await mkdir(path.join(backups, '.work-running'));

    await NIGHTLY_BACKUP_JOB.run();

    expect(await archivesOnDisk()).toEqual(before);
    expect((await readdir(backups)).filter((name) => name.startsWith('.work-'))).toEqual(['.work-running']);
  });
});
