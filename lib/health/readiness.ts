import 'server-only';

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

import { db } from '@/db';
import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { isShuttingDown } from '@/lib/http/graceful-shutdown';
import { logger } from '@/lib/observability/logger';
import { migrationState } from '@/lib/operations/migration-level';
import type { Storage } from '@/lib/storage';

/** A check that takes longer fails: a load balancer's probe must not hang on a dependency that hangs. */
const CHECK_TIMEOUT_MS = 3000;

/** A key no upload is stored under (uploads live in their kind's folder): asking for it reaches the bucket. */
const PROBE_KEY = 'readiness/probe';

export type CheckResult = { ok: boolean };
export type MigrationsResult = CheckResult & { applied: string | null; expected: string | null };
export type Readiness = {
  ok: boolean;
  checks: { accepting: CheckResult; database: CheckResult; migrations: MigrationsResult; redis?: CheckResult; storage?: CheckResult };
};

export type ReadinessOptions = {
  migrationsFolder?: string;
  /** Checked when set: the shared page cache. */
  redisUrl?: string;
  /** Checked when set: the S3 bucket of the uploads. */
  storage?: Storage;
};

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });

  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a check; its failure is logged here (the answer says only which check failed, never why). */
async function check(name: string, probe: () => Promise<void>): Promise<CheckResult> {
  try {
    await withTimeout(probe(), name);

    return { ok: true };
  } catch (error) {
    logger.warn({ err: error, check: name }, 'Readiness check failed');

    return { ok: false };
  }
}

/** The migration this build ships last, and the last one the database has applied. */
async function checkMigrations(migrationsFolder: string): Promise<MigrationsResult> {
  let result: MigrationsResult = { ok: false, applied: null, expected: null };
  await check('migrations', async () => {
    const { database, code, isCurrent } = await migrationState(migrationsFolder);
    result = { ok: isCurrent, applied: database.tag, expected: code.tag };
    if (!isCurrent) throw new Error(`The database's last migration is ${database.tag ?? 'none'}, this build's is ${code.tag ?? 'none'}`);
  });

  return result;
}

async function pingRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: CHECK_TIMEOUT_MS });
  // connect() and ping() report the failure; the client's own error events would only repeat it.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether this server can serve: it is not stopping (a SIGTERM drains it), the database answers and is migrated to this build's newest migration, and the
 * shared page cache (Redis) and the upload bucket (S3) answer when they are configured.
 */
export async function checkReadiness(options: ReadinessOptions = {}): Promise<Readiness> {
  const { redisUrl, storage } = options;
  const [database, migrations, redis, bucket] = await Promise.all([
    check('database', async () => void (await db.execute(sql`select 1`))),
    checkMigrations(options.migrationsFolder ?? MIGRATIONS_FOLDER),
    redisUrl ? check('redis', () => pingRedis(redisUrl)) : undefined,
    storage ? check('storage', async () => void (await storage.stat(PROBE_KEY))) : undefined,
  ]);
  const accepting = { ok: !isShuttingDown() };
  const checks: Readiness['checks'] = { accepting, database, migrations, ...(redis && { redis }), ...(bucket && { storage: bucket }) };

  return { ok: Object.values(checks).every((result) => result.ok), checks };
}
