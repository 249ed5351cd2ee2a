import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// The operator's token and the archives live under DATA_DIR, read when lib/env is first imported: set it first.
const dataDir = mkdtempSync(path.join(tmpdir(), 'operator-backup-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKUP_PASSPHRASE;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { RELAYED_HEADER, SOCKET_ADDRESS_HEADER } = await import('@/lib/http/socket-address');
const { operatorToken } = await import('@/lib/operations/operator-access');
const { latestBackup } = await import('@/lib/backup');
const { POST } = await import('./route');

setUpTestDatabase();

type Caller = 'operator' | 'no token' | 'through a proxy' | 'another machine';

/** The call as `npm run backup` makes it (askRunningServer), or as someone else might. */
function backupCall(caller: Caller): Request {
  const headers = new Headers({
    [SOCKET_ADDRESS_HEADER]: caller === 'another machine' ? '10.0.0.7' : '127.0.0.1',
    [RELAYED_HEADER]: caller === 'through a proxy' ? '1' : '0',
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  });
  if (caller !== 'no token') headers.set('authorization', `Bearer ${operatorToken()}`);

  return new Request('http://127.0.0.1:3000/api/operator/backup', { method: 'POST', headers, body: '{}' });
}

const archivesOnDisk = async () =>
  (await readdir(path.join(dataDir, 'backups')).catch(() => [])).filter((name) => name.startsWith('backup-'));

describe('POST /api/operator/backup', () => {
  it('refuses anyone but a command on this machine with the kept token, and makes no backup', async () => {
    for (const caller of ['no token', 'through a proxy', 'another machine'] as const) {
      expect((await POST(backupCall(caller))).status, caller).toBe(403);
    }

    expect(await archivesOnDisk()).toEqual([]);
  });

  it("makes the nightly job's backup for the operator and answers its name, size and verification", async () => {
    const answer = await POST(backupCall('operator'));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const report = await answer.json();
    expect(report).toEqual({
      name: expect.stringMatching(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/),
      location: path.join(dataDir, 'backups', report.name),
      size: expect.any(Number),
      rows: expect.any(Number),
      uploads: 0,
      verification: { isOk: true, tables: expect.any(Number), rows: report.rows, files: 0, problems: [] },
      offSiteCopy: null,
    });
    expect(await archivesOnDisk()).toEqual([report.name]);
    expect(await latestBackup()).toMatchObject({
      name: report.name,
      size: report.size,
      verification: { archive: report.name, isOk: true },
    });
  }, 120_000);
});
