import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { createS3Storage } from '@/lib/storage/s3';
import { useTestDatabase } from '@/tests/fixtures/database';
import { startRedisServer, type RedisServer } from '@/tests/fixtures/redis-server';

import { BYTES_PER_MB, diskSpace } from './disk-space';
import { checkReadiness } from './readiness';

useTestDatabase();

/** This build's migrations plus one the database has not applied: what a server of a newer build sees. */
function folderWithNewerMigration(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; when: number; tag: string }>;
  };
  const last = journal.entries.at(-1);
  journal.entries.push({
    ...last,
    idx: journal.entries.length,
    when: (last?.when ?? 0) + 1000,
    tag: '9999_not-applied',
  } as (typeof journal.entries)[number]);
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(folder, '9999_not-applied.sql'), 'select 1;\n');

  return folder;
}

let redis: RedisServer;
let isRedisRunning = false;
beforeAll(async () => {
  redis = await startRedisServer();
  isRedisRunning = true;
});
afterAll(async () => {
  if (isRedisRunning) await redis.stop();
});

describe('checkReadiness', () => {
  it('is not ready while the database lacks the newest migration of this build', async () => {
    const readiness = await checkReadiness({ migrationsFolder: folderWithNewerMigration() });

    expect(readiness.ok).toBe(false);
    expect(readiness.checks.database).toEqual({ ok: true });
    expect(readiness.checks.migrations).toMatchObject({ ok: false, expected: '9999_not-applied' });
  });

  it('checks Redis when it is configured: ready while it answers, not ready once it is down, and never shows its address', async () => {
    const url = redis.url;
    expect(await checkReadiness({ redisUrl: url })).toMatchObject({ ok: true, checks: { redis: { ok: true } } });

    await redis.stop();
    isRedisRunning = false;
    const down = await checkReadiness({ redisUrl: url });
    expect(down).toMatchObject({ ok: false, checks: { database: { ok: true }, redis: { ok: false } } });
    expect(JSON.stringify(down)).not.toContain(new URL(url).port);
  });
});

describe('checkReadiness with uploads in S3', () => {
  it('is ready while the bucket answers, and not ready once its server is gone', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'readiness-s3-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'uploads' }],
    });
    const { port } = await s3.run();
    // s3rver checks signatures against these fixed credentials.
    const storage = createS3Storage({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });

    expect(await checkReadiness({ storage })).toMatchObject({ ok: true, checks: { storage: { ok: true } } });

    await s3.close();
    const down = await checkReadiness({ storage });
    expect(down).toMatchObject({ ok: false, checks: { database: { ok: true }, storage: { ok: false } } });
    expect(JSON.stringify(down)).not.toContain('S3RVER');
    rmSync(directory, { recursive: true, force: true });
  });
});

describe('checkReadiness of the data folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'readiness-disk-'));

  it('is not ready when the folder has less free space than the minimum, and answers both numbers', async () => {
    const freeMb = Math.floor((await diskSpace(folder)).freeBytes / BYTES_PER_MB);
    // Far above what is free, so that other writes on the disk meanwhile cannot change the outcome.
    const minimumFreeMb = freeMb + 100_000;

    const full = await checkReadiness({ disk: { folder, minimumFreeMb } });

    expect(full.ok).toBe(false);
    expect(full.checks.database).toEqual({ ok: true });
    expect(full.checks.disk).toEqual({ ok: false, freeMb: expect.any(Number), minimumMb: minimumFreeMb });
    expect(full.checks.disk?.freeMb).toBeLessThan(minimumFreeMb);
  });

  it('is ready while the folder has room, and a minimum of 0 never fails', async () => {
    expect(await checkReadiness({ disk: { folder, minimumFreeMb: 1 } })).toMatchObject({
      ok: true,
      checks: { disk: { ok: true } },
    });
    expect(await checkReadiness({ disk: { folder, minimumFreeMb: 0 } })).toMatchObject({
      ok: true,
      checks: { disk: { ok: true, minimumMb: 0 } },
    });
  });

  it('measures a folder not made yet on the disk that will hold it', async () => {
    const notYetMade = path.join(folder, 'backups', 'later');

    expect((await diskSpace(notYetMade)).totalBytes).toBe((await diskSpace(folder)).totalBytes);
    expect(existsSync(notYetMade)).toBe(false);
  });
});
