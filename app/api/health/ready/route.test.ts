import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '@/db/embedded';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

describe('GET /api/health/ready', () => {
  it('answers 200 with each check when the database is reachable and migrated, never cached', async () => {
    const answer = await GET();

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const newest = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> }).entries.at(-1)?.tag;
    expect(await answer.json()).toEqual({ ok: true, checks: { accepting: { ok: true }, database: { ok: true }, migrations: { ok: true, applied: newest, expected: newest } } });
  });
});
