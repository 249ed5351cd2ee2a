import 'server-only';

import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { isShuttingDown } from '@/lib/http/graceful-shutdown';
import { logger } from '@/lib/observability/logger';
import type { Storage } from '@/lib/storage';
import { migrationState } from '@/lib/version/migration-level';

import { BYTES_PER_MB, diskSpace } from './disk-space';
import { pingBucket, pingDatabase, pingRedis, probe } from './probes';

export type CheckResult = { ok: boolean };
export type MigrationsResult = CheckResult & { applied: string | null; expected: string | null };
/** The data folder's free space against the minimum; null when it could not be measured. */
export type DiskResult = CheckResult & { freeMb: number | null; minimumMb: number };
export type Readiness = {
  ok: boolean;
  checks: {
    accepting: CheckResult;
    database: CheckResult;
    migrations: MigrationsResult;
    redis?: CheckResult;
    storage?: CheckResult;
    disk?: DiskResult;
  };
};

export type ReadinessOptions = {
  migrationsFolder?: string;
  /** Checked when set: the shared page cache. */
  redisUrl?: string;
  /** Checked when set: the S3 bucket of the uploads. */
  storage?: Storage;
  /** Checked when set: the folder uploads, the embedded database and mails are written to, and its least free space. */
  disk?: { folder: string; minimumFreeMb: number };
};

/** Runs a check; its failure is logged here (the answer says only which check failed, never why). */
async function check(name: string, work: () => Promise<void>): Promise<CheckResult> {
  const result = await probe(name, work);
  if (!result.ok) logger.warn({ err: result.error, check: name }, 'Readiness check failed');

  return { ok: result.ok };
}

/** The migration this build ships last, and the last one the database has applied. */
async function checkMigrations(migrationsFolder: string): Promise<MigrationsResult> {
  let result: MigrationsResult = { ok: false, applied: null, expected: null };
  await check('migrations', async () => {
    const { database, code, isCurrent } = await migrationState(migrationsFolder);
    result = { ok: isCurrent, applied: database.tag, expected: code.tag };
    if (!isCurrent)
      throw new Error(
        `The database's last migration is ${database.tag ?? 'none'}, this build's is ${code.tag ?? 'none'}`,
      );
  });

  return result;
}

/**
 * A full disk fails every upload and, with the embedded database, every write: the server is then not ready, and
 * the answer says why (free and least megabytes), so that a load balancer sends the traffic elsewhere and the
 * operator sees the reason at once.
 */
async function checkDisk({ folder, minimumFreeMb }: { folder: string; minimumFreeMb: number }): Promise<DiskResult> {
  let freeMb: number | null = null;
  const { ok } = await check('disk', async () => {
    freeMb = Math.floor((await diskSpace(folder)).freeBytes / BYTES_PER_MB);
    if (freeMb < minimumFreeMb)
      throw new Error(`${freeMb} MB free in ${folder}, under DISK_FREE_MIN_MB (${minimumFreeMb} MB)`);
  });

  return { ok, freeMb, minimumMb: minimumFreeMb };
}

/**
 * Whether this server can serve: it is not stopping (a SIGTERM drains it), the database answers and is migrated to
 * this build's newest migration, the shared page cache (Redis) and the upload bucket (S3) answer when they are
 * configured, and the data folder has room.
 */
export async function checkReadiness(options: ReadinessOptions = {}): Promise<Readiness> {
  const { redisUrl, storage, disk } = options;
  const [database, migrations, redis, bucket, space] = await Promise.all([
    check('database', pingDatabase),
    checkMigrations(options.migrationsFolder ?? MIGRATIONS_FOLDER),
    redisUrl ? check('redis', () => pingRedis(redisUrl)) : undefined,
    storage ? check('storage', () => pingBucket(storage)) : undefined,
    disk ? checkDisk(disk) : undefined,
  ]);
  const accepting = { ok: !isShuttingDown() };
  const checks: Readiness['checks'] = {
    accepting,
    database,
    migrations,
    ...(redis && { redis }),
    ...(bucket && { storage: bucket }),
    ...(space && { disk: space }),
  };

  return { ok: Object.values(checks).every((result) => result.ok), checks };
}
