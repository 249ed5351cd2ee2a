import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { env } from '@/lib/env';
import { BYTES_PER_MB, diskSpace } from '@/lib/health/disk-space';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

const configuredMinimum = env.DISK_FREE_MIN_MB;
afterEach(() => {
  env.DISK_FREE_MIN_MB = configuredMinimum;
});

describe('GET /api/health/ready', () => {
  it('answers 200 with each check when the database is reachable and migrated and the disk has room, never cached', async () => {
    const answer = await GET();

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const newest = (
      JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: Array<{ tag: string }>;
      }
    ).entries.at(-1)?.tag;
    expect(await answer.json()).toEqual({
      ok: true,
      checks: {
        accepting: { ok: true },
        database: { ok: true },
        migrations: { ok: true, applied: newest, expected: newest },
        disk: { ok: true, freeMb: expect.any(Number), minimumMb: configuredMinimum },
      },
    });
  });

  it('answers 503 with the free and least megabytes once the data folder has less room than DISK_FREE_MIN_MB', async () => {
    const freeMb = Math.floor((await diskSpace(env.DATA_DIR)).freeBytes / BYTES_PER_MB);
    // Far above what is free, so that other writes on the disk meanwhile cannot change the outcome.
    env.DISK_FREE_MIN_MB = freeMb + 100_000;

    const answer = await GET();

    expect(answer.status).toBe(503);
    const body = (await answer.json()) as {
      ok: boolean;
      checks: { database: unknown; disk: { ok: boolean; freeMb: number; minimumMb: number } };
    };
    expect(body.ok).toBe(false);
    expect(body.checks.database).toEqual({ ok: true });
    expect(body.checks.disk).toEqual({ ok: false, freeMb: expect.any(Number), minimumMb: freeMb + 100_000 });
    expect(body.checks.disk.freeMb).toBeLessThan(body.checks.disk.minimumMb);
  });
});
