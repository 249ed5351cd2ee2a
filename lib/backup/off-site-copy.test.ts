import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';

const BUCKET = 'site-archives';
const directory = mkdtempSync(path.join(tmpdir(), 'off-site-copy-test-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
// Uploads and archives stay on this machine; each archive is copied to another bucket. Read when lib/env is first
// imported: set before any import of it.
Object.assign(process.env, {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'off-site-copy-data-')),
  S3_BUCKET: '',
  BACKUP_COPY_TO: `s3://${BUCKET}/nightly`,
  BACKUP_COPY_ENDPOINT: `http://127.0.0.1:${port}`,
  // s3rver checks signatures against these fixed credentials.
  BACKUP_COPY_ACCESS_KEY_ID: 'S3RVER',
  BACKUP_COPY_SECRET_ACCESS_KEY: 'S3RVER',
  BACKUP_RETENTION: '2',
});
delete process.env.BACKUP_PASSPHRASE;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { createS3Storage } = await import('@/lib/storage/s3');
const { archiveName } = await import('./archive-names');
const { latestBackup, listStoredArchives } = await import('./archive-store');
const { NIGHTLY_BACKUP_JOB } = await import('./nightly-job');
const { listOffSiteCopies } = await import('./off-site-copy');

setUpTestDatabase();

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const DAY = 24 * 3_600_000;
// The copies' bucket as an operator's tool sees it, without the application's settings.
const copies = createS3Storage({
  bucket: BUCKET,
  prefix: 'nightly',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});
const copyNames = async () => (await listOffSiteCopies()).map((copy) => copy.name);
const copyBytes = async (name: string) => {
  const stream = await copies.open(name);

  return stream ? buffer(stream) : null;
};

describe('with BACKUP_COPY_TO', () => {
  it('copies each nightly archive to the other bucket, and keeps the BACKUP_RETENTION newest there as here', async () => {
    const older = [1, 2, 3].map((days) => archiveName(new Date(Date.now() - days * DAY), { isEncrypted: false }));
    for (const name of older)
      await copies.put(name, Buffer.from('an older archive'), { contentType: 'application/gzip' });
    // An operator's own copy, named otherwise, is none of retention's business.
    await copies.put('before-upgrade.tar.gz', Buffer.from('kept'), { contentType: 'application/gzip' });

    await NIGHTLY_BACKUP_JOB.run();

    const latest = await latestBackup();
    expect(latest?.verification?.isOk).toBe(true);
    expect(await copyNames()).toEqual([latest?.name, older[0]]);
    expect((await copyBytes(latest?.name ?? ''))?.equals(await readFile(latest?.location ?? ''))).toBe(true);
    expect(await copies.stat('before-upgrade.tar.gz')).not.toBeNull();
    expect((await listStoredArchives()).map((archive) => archive.name)).toEqual([latest?.name]);
  }, 120_000);

  it("copies today's archive again on the next run when its copy did not arrive", async () => {
    const latest = await latestBackup();
    await copies.delete(latest?.name ?? '');

    await NIGHTLY_BACKUP_JOB.run();

    // No second archive today: the run only made up the missing copy.
    expect((await listStoredArchives()).map((archive) => archive.name)).toEqual([latest?.name]);
    expect((await copyBytes(latest?.name ?? ''))?.equals(await readFile(latest?.location ?? ''))).toBe(true);
  });
});
