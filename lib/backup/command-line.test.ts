import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

import { EMBEDDED_EXTENSIONS } from '@/db/embedded';

const run = promisify(execFile);

type FakeServer = {
  port: number;
  calls: { method?: string; url?: string; authorization?: string }[];
  close: () => Promise<void>;
};

/** A server on a free loopback port, answering every request with `status` and `body`. */
async function fakeServer(status: number, body: (request: IncomingMessage) => unknown): Promise<FakeServer> {
  const calls: FakeServer['calls'] = [];
  const server = createServer((request, response) => {
    calls.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body(request)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: where the commands find no running server. */
async function unusedPort(): Promise<number> {
  const server = await fakeServer(200, () => null);
  await server.close();

  return server.port;
}

/** Runs `npm run <script> -- ...args` as an operator would, on the embedded database in `dataDir`. */
async function npmRun(
  script: string,
  dataDir: string,
  args: string[] = [],
  port?: number,
): Promise<{ code: number; output: string }> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    S3_BUCKET: '',
    BACKUP_PASSPHRASE: '',
    NODE_ENV: 'production' as const,
    PORT: String(port ?? (await unusedPort())),
  };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { env });

    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };

    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** What the server does: it keeps the embedded database open for as long as it runs. */
async function holdEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  const server = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: EMBEDDED_EXTENSIONS });
  await server.query('select 1');

  return server;
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('refuse to open the data folder while a server holds it, and work once it is closed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    const server = await holdEmbeddedDatabase(dataDir);

    const refused = await npmRun('backup', dataDir);
    const refusedRestore = await npmRun('restore', dataDir, [path.join(dataDir, 'any.tar.gz')]);
    const refusedVerify = await npmRun('restore', dataDir, [path.join(dataDir, 'any.tar.gz'), '--verify']);
    await server.close();

    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /a server is running on this data folder[\s\S]*nightly job[\s\S]*No server answers on port \d+/,
    );
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.output).toMatch(/a server is running on this data folder/);
    expect(refusedVerify.output).toMatch(/DATA_DIR=\$\(mktemp -d\) npm run restore -- .*any\.tar\.gz --verify/);

    const made = await npmRun('backup', dataDir);
    expect(made.output).toMatch(/Backup written to .*backups\/backup-.*\.tar\.gz/);
    expect(made.output).toMatch(/Verified backup-.*\.tar\.gz: restored into a scratch database and folder/);
    expect(made.code).toBe(0);
    expect((await readdir(path.join(dataDir, 'backups'))).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
  }, 240_000);

  it('restore an archive into a new data folder, as the restore drill in the README does', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    const archive = path.join(dataDir, 'kept.tar.gz');
    expect((await npmRun('backup', dataDir, [archive])).code).toBe(0);

    // The command loads outside the server: only what a restore needs, never the code of every job.
    const restored = await npmRun('restore', mkdtempSync(path.join(tmpdir(), 'backup-cli-restored-')), [archive]);

    expect(restored).toEqual({
      code: 0,
      output: expect.stringMatching(/^Restored the backup of .*: \d+ rows, 0 uploads\.\n$/),
    });
  }, 240_000);

  it('verify an archive with --verify: exit 0 when it restores as its manifest says, 1 when it does not', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    const archive = path.join(dataDir, 'kept.tar.gz');
    expect((await npmRun('backup', dataDir, [archive])).code).toBe(0);
    const truncated = path.join(dataDir, 'truncated.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));

    const good = await npmRun('restore', dataDir, [archive, '--verify']);
    const bad = await npmRun('restore', dataDir, [truncated, '--verify']);

    expect(good).toEqual({
      code: 0,
      output: expect.stringMatching(
        /^Verified .*kept\.tar\.gz: restored into a scratch database and folder, its \d+ tables \(\d+ rows\) and 0 uploads match the manifest\./,
      ),
    });
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/truncated\.tar\.gz does NOT verify:\n {2}- The archive .* cannot be read/);
  }, 240_000);

  it('ask the running server to make the backup while it holds the embedded database, and print its answer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    const held = await holdEmbeddedDatabase(dataDir);
    const location = path.join(dataDir, 'backups', 'backup-2026-11-27T03-00-00Z.tar.gz');
    const report = {
      name: 'backup-2026-11-27T03-00-00Z.tar.gz',
      location,
      size: 4096,
      rows: 1621,
      uploads: 752,
      verification: { isOk: true, tables: 58, rows: 1621, files: 752, problems: [] },
      offSiteCopy: 's3://site-archives/nightly/backup-2026-11-27T03-00-00Z.tar.gz',
    };
    const running = await fakeServer(200, () => report);
    const failing = await fakeServer(500, () => ({
      message: 'Writing the backup failed: no space left on the disk under /srv/data/backups (ENOSPC).',
    }));
    try {
      const asked = await npmRun('backup', dataDir, [], running.port);
      const refused = await npmRun('backup', dataDir, [], failing.port);

      const token = (await readFile(path.join(dataDir, 'operator-token'), 'utf8')).trim();
      expect(running.calls).toEqual([
        { method: 'POST', url: '/api/operator/backup', authorization: `Bearer ${token}` },
      ]);
      expect(asked.code).toBe(0);
      expect(asked.output).toContain('A server is running on this data folder: it made the backup.');
      expect(asked.output).toContain(`Backup written to ${location} (4096 bytes): 1621 rows, 752 uploads.`);
      expect(asked.output).toContain(
        'Verified backup-2026-11-27T03-00-00Z.tar.gz: restored into a scratch database and folder, its 58 tables (1621 rows) and 752 uploads match the manifest.',
      );
      expect(asked.output).toContain(
        'Copied off the machine to s3://site-archives/nightly/backup-2026-11-27T03-00-00Z.tar.gz.',
      );
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'The running server could not make the backup (HTTP 500): Writing the backup failed: no space left on the disk',
      );
    } finally {
      await Promise.all([running.close(), failing.close(), held.close()]);
    }
  }, 240_000);

  it('explain their usage when called with wrong arguments', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    const usage = { code: 2, output: expect.stringContaining('Usage: npm run restore -- FILE [--force | --verify]') };

    expect(await npmRun('restore', dataDir)).toEqual(usage);
    expect(await npmRun('restore', dataDir, ['a.tar.gz', '--force', '--verify'])).toEqual(usage);
    expect(await npmRun('restore', dataDir, ['a.tar.gz', '--check'])).toEqual(usage);
    expect(await npmRun('backup', dataDir, ['a', 'b'])).toEqual({
      code: 2,
      output: expect.stringContaining('Usage: npm run backup [-- FILE]'),
    });
  }, 120_000);
});
