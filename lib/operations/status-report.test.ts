import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// Backups and the disk checked live under DATA_DIR, read when lib/env is first imported: set it before any import.
const dataDir = mkdtempSync(path.join(tmpdir(), 'status-report-'));
process.env.DATA_DIR = dataDir;

const { useTestDatabase: prepareTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { outboxMails } = await import('@/db/schema');
const { archiveName } = await import('@/lib/backup/archive-names');
const { env } = await import('@/lib/env');
const { setMaintenanceMode } = await import('@/lib/maintenance/writes');
const { gatherStatusReport } = await import('./status-report');
const { statusProblems } = await import('./status-problems');
const { statusText } = await import('./status-text');
type StatusReport = Awaited<ReturnType<typeof gatherStatusReport>>;

prepareTestDatabase();

const configured = { smtpUrl: env.SMTP_URL, diskFreeMinMb: env.DISK_FREE_MIN_MB };
afterEach(() => {
  env.SMTP_URL = configured.smtpUrl;
  env.DISK_FREE_MIN_MB = configured.diskFreeMinMb;
});

/** A local port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));

  return typeof address === 'object' && address ? address.port : 1;
}

async function storeArchive(madeAt: Date): Promise<void> {
  await mkdir(path.join(dataDir, 'backups'), { recursive: true });
  await writeFile(path.join(dataDir, 'backups', archiveName(madeAt, { isEncrypted: false })), 'archive');
}

const NEWEST_BACKUP = {
  name: 'backup-2026-11-27T19-00-00Z.tar.gz',
  location: '/srv/site/data/backups/x',
  createdAt: '2026-11-27T19:00:00.000Z',
  ageSeconds: 15 * 3600,
};

/** A report in which all is well, to change one part of at a time. */
const WELL: Omit<StatusReport, 'problems'> = {
  checkedAt: '2026-11-28T10:00:00.000Z',
  version: { version: '0.1.0', commit: 'cd217d273d89' },
  migrations: { applied: '0021_x', appliedCount: 22, newest: '0021_x', newestCount: 22, isCurrent: true },
  services: [
    { name: 'database', state: 'ok', detail: 'PostgreSQL (DATABASE_URL)' },
    { name: 'redis', state: 'unused', detail: 'REDIS_URL unset' },
  ],
  disks: [{ folder: 'data', path: '/srv/site/data', freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 }],
  diskFreeMinMb: 1024,
  jobs: { queued: 2, active: 0, failed: 0, byKind: [{ kind: 'mail-outbox', queued: 2, active: 0, failed: 0 }] },
  mail: { pending: 1, failed: 0, oldestPendingSeconds: 30 },
  backups: { newest: NEWEST_BACKUP },
  maintenance: { isOn: false, changedBy: '', changedAt: null },
  unreadable: [],
};

describe('statusProblems', () => {
  it('finds nothing when all is well', () => {
    expect(statusProblems(WELL)).toEqual([]);
  });

  it('names each thing that needs attention', () => {
    const problems = statusProblems({
      ...WELL,
      services: [{ name: 'smtp', state: 'failed', detail: 'connect ECONNREFUSED 127.0.0.1:25' }],
      migrations: { applied: '0020_x', appliedCount: 21, newest: '0021_x', newestCount: 22, isCurrent: false },
      disks: [
        { folder: 'backups', path: '/srv/site/data/backups', freeBytes: 1536 * 1024 ** 2, totalBytes: 100 * 1024 ** 3 },
      ],
      jobs: { queued: 0, active: 0, failed: 3, byKind: [{ kind: 'backup:nightly', queued: 0, active: 0, failed: 3 }] },
      mail: { pending: 4, failed: 2, oldestPendingSeconds: 3600 },
      backups: { newest: { ...NEWEST_BACKUP, createdAt: '2026-11-27T03:00:00.000Z', ageSeconds: 31 * 3600 } },
      maintenance: { isOn: true, changedBy: 'deploy@web-1 (command line)', changedAt: '2026-11-28T09:00:00.000Z' },
      unreadable: ['job queue: timeout'],
    });

    expect(problems).toEqual([
      'smtp does not answer: connect ECONNREFUSED 127.0.0.1:25',
      'Could not read the job queue: timeout',
      'The database is at migration 0020_x (21 of 22): a starting server applies the rest (or npm run db:migrate)',
      'Only 1.5 GB free for the backups folder (/srv/site/data/backups); readiness fails below 1024 MB in the data folder',
      '3 scheduled job run(s) failed: backup:nightly (3)',
      '2 mail(s) failed: resend them on /admin/operations',
      'The oldest unsent mail has waited 1 h 0 min',
      'The newest backup is 1 d 7 h old: the nightly backup has missed a night',
      'Maintenance mode is on (since 2026-11-28T09:00:00.000Z, deploy@web-1 (command line)): public forms are refused until npm run maintenance off',
    ]);
  });
});

describe('statusText', () => {
  it('prints one section per subject, then all is well or what needs attention', () => {
    const text = statusText({ ...WELL, problems: [] });

    expect(text).toContain('Version      0.1.0 (commit cd217d273d89), checked 2026-11-28T10:00:00.000Z');
    expect(text).toContain('Migrations   0021_x (22 of 22), current');
    expect(text).toMatch(/^Services {5}database {2}ok {6}PostgreSQL \(DATABASE_URL\)$/m);
    expect(text).toContain('Disk         data  50.0 GB free of 100.0 GB  /srv/site/data');
    expect(text).toContain('Mail         1 pending (the oldest for 30 s), 0 failed');
    expect(text).toContain('Backup       backup-2026-11-27T19-00-00Z.tar.gz, 15 h 0 min ago');
    expect(text).toMatch(/All is well\.$/);
    expect(statusText({ ...WELL, jobs: null, problems: ['No backup has been made yet'] })).toMatch(
      /Jobs {9}could not be read[\s\S]*Needs attention:\n {2}- No backup has been made yet$/,
    );
  });
});

describe('gatherStatusReport', () => {
  it('reads this database and folder: migrations, services, disk, mail, backups and maintenance mode', async () => {
    await db
      .insert(outboxMails)
      .values({ kind: 'sign-in-code', to: 'a@example.com', subject: 's', html: '', text: '', locale: 'mn' });
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;

    const report = await gatherStatusReport();

    expect(report.migrations).toMatchObject({ isCurrent: true });
    expect(report.services.map((service) => [service.name, service.state])).toEqual([
      ['database', 'ok'],
      ['redis', 'unused'],
      ['s3', 'unused'],
      ['smtp', 'failed'],
    ]);
    expect(report.services.find((service) => service.name === 'smtp')?.detail).toMatch(/ECONNREFUSED/);
    expect(report.disks.map((disk) => [disk.folder, disk.path])).toEqual([
      ['data', dataDir],
      ['backups', path.join(dataDir, 'backups')],
    ]);
    expect(report.disks[0]?.freeBytes).toBeGreaterThan(0);
    expect(report.mail).toMatchObject({ pending: 1, failed: 0 });
    expect(report.jobs).not.toBeNull();
    expect(report.unreadable).toEqual([]);
    expect(report.problems).toEqual([expect.stringMatching(/^smtp does not answer/), 'No backup has been made yet']);
  });

  it('warns of a missed nightly backup, a nearly full disk and maintenance mode', async () => {
    await storeArchive(new Date(Date.now() - 30 * 3600_000));
    await setMaintenanceMode({ isOn: true, changedBy: 'deploy@web-1 (command line)' });
    env.DISK_FREE_MIN_MB = 100_000_000;

    const stale = await gatherStatusReport();
    await storeArchive(new Date(Date.now() - 3600_000));
    const fresh = await gatherStatusReport();
    await setMaintenanceMode({ isOn: false, changedBy: 'deploy@web-1 (command line)' });

    expect(stale.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The newest backup is 1 d 6 h old/),
        expect.stringMatching(/^Maintenance mode is on/),
      ]),
    );
    expect(stale.problems.filter((problem) => problem.startsWith('Only '))).toHaveLength(2);
    expect(fresh.backups?.newest?.ageSeconds).toBeLessThan(3700);
    expect(fresh.problems.filter((problem) => /^(The newest backup|No backup)/.test(problem))).toEqual([]);
  });
});
