import 'server-only';

import { latestBackup, type StoredArchive } from '@/lib/backup/archive-store';
import { env } from '@/lib/env';
import { diskSpace, watchedFolders, type WatchedFolder } from '@/lib/health/disk-space';
import { withTimeout } from '@/lib/health/probes';
import { type JobQueueCounts, jobQueueSummary } from '@/lib/jobs/queue-summary';
import { type OutboxSummary, outboxSummary } from '@/lib/mail/outbox-summary';
import { getMaintenanceState, type MaintenanceState } from '@/lib/maintenance/queries';
import { type AppVersion, getAppVersion } from '@/lib/version/app-version';
import { type MigrationState, migrationState } from '@/lib/version/migration-level';

import { checkServices, errorText, type ServiceStatus } from './service-checks';
import { statusProblems } from './status-problems';

/** Longer than a probe's: listing the backups in a bucket takes a few requests. */
const PART_TIMEOUT_MS = 15_000;

export type DiskStatus = {
  folder: WatchedFolder['name'];
  path: string;
  freeBytes: number | null;
  totalBytes: number | null;
};
export type BackupStatus = { name: string; location: string; createdAt: string; ageSeconds: number };
export type JobsStatus = { queued: number; active: number; failed: number; byKind: JobQueueCounts[] };
export type MigrationsStatus = {
  applied: string | null;
  appliedCount: number;
  newest: string | null;
  newestCount: number;
  isCurrent: boolean;
};

/**
 * What `npm run status` prints, in plain JSON (dates as ISO text) because a running server may be the one to
 * gather it (/api/operator/status) and hand it to the command. A part that could not be read (the database is
 * down) is null, and `unreadable` says why.
 */
export type StatusReport = {
  checkedAt: string;
  version: AppVersion;
  migrations: MigrationsStatus | null;
  services: ServiceStatus[];
  disks: DiskStatus[];
  /** DISK_FREE_MIN_MB of the server that gathered the report: its readiness fails below it. */
  diskFreeMinMb: number;
  jobs: JobsStatus | null;
  mail: OutboxSummary | null;
  /** The newest archive in the default place (null inside when there is none yet). */
  backups: { newest: BackupStatus | null } | null;
  maintenance: MaintenanceState | null;
  unreadable: string[];
  /** What needs the operator's attention; the command exits with 1 when there is any. */
  problems: string[];
};

async function diskStatus(folder: WatchedFolder): Promise<DiskStatus> {
  const space = await diskSpace(folder.path).catch(() => null);

  return {
    folder: folder.name,
    path: folder.path,
    freeBytes: space?.freeBytes ?? null,
    totalBytes: space?.totalBytes ?? null,
  };
}

const migrationsStatus = ({ database, code, isCurrent }: MigrationState): MigrationsStatus => ({
  applied: database.tag,
  appliedCount: database.count,
  newest: code.tag,
  newestCount: code.count,
  isCurrent,
});

const backupStatus = (archive: StoredArchive, now: Date): BackupStatus => ({
  name: archive.name,
  location: archive.location,
  createdAt: archive.createdAt.toISOString(),
  ageSeconds: Math.round((now.getTime() - archive.createdAt.getTime()) / 1000),
});

const jobsStatus = (kinds: JobQueueCounts[]): JobsStatus => {
  const total = (state: 'queued' | 'active' | 'failed') => kinds.reduce((sum, kind) => sum + kind[state], 0);

  return { queued: total('queued'), active: total('active'), failed: total('failed'), byKind: kinds };
};

/** One look at everything an operator checks after an upgrade or when something seems wrong. */
export async function gatherStatusReport(now = new Date()): Promise<StatusReport> {
  const unreadable: string[] = [];
  // Each part is read on its own, and for a bounded time: a database that is down or hangs leaves the disks, the
  // services and the backups to see.
  const read = <T>(what: string, work: Promise<T>): Promise<T | null> =>
    withTimeout(work, what, PART_TIMEOUT_MS).catch((error: unknown) => {
      unreadable.push(`${what}: ${errorText(error)}`);

      return null;
    });
  const [version, migrations, services, disks, jobs, mail, backups, maintenance] = await Promise.all([
    getAppVersion(),
    read('migration level', migrationState().then(migrationsStatus)),
    checkServices(),
    Promise.all(watchedFolders().map(diskStatus)),
    read('job queue', jobQueueSummary().then(jobsStatus)),
    read('mail outbox', outboxSummary()),
    read(
      'backups',
      latestBackup().then((newest) => ({ newest: newest && backupStatus(newest, now) })),
    ),
    read('maintenance mode', getMaintenanceState()),
  ]);
  const report: Omit<StatusReport, 'problems'> = {
    checkedAt: now.toISOString(),
    version,
    migrations,
    services,
    disks,
    diskFreeMinMb: env.DISK_FREE_MIN_MB,
    jobs,
    mail,
    backups,
    maintenance,
    unreadable,
  };

  return { ...report, problems: statusProblems(report) };
}
