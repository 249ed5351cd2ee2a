import { describe, expect, it } from 'vitest';

import { closeDatabase } from '@/db';

import { GET } from './route';

describe('GET /api/health (liveness)', () => {
  it('answers while the database is gone: a live process is not restarted for what readiness reports', async () => {
    await closeDatabase();
    const answer = await GET();

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
