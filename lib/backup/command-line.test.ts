import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

import { EMBEDDED_EXTENSIONS } from '@/db/embedded';

const run = promisify(execFile);

/** Runs `npm run <script> -- ...args` as an operator would, on the embedded database in `dataDir`. */
async function npmRun(script: string, dataDir: string, args: string[] = []): Promise<{ code: number; output: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', NODE_ENV: 'production' as const };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { env });

    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };

    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('refuse to open the data folder while a server holds it, and work once it is closed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
    await mkdir(dataDir, { recursive: true });
    // What the server does: it keeps the embedded database open for as long as it runs.
    const server = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: EMBEDDED_EXTENSIONS });
    await server.query('select 1');

    const refused = await npmRun('backup', dataDir);
    const refusedRestore = await npmRun('restore', dataDir, [path.join(dataDir, 'any.tar.gz')]);
    await server.close();

    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/a server is running on this data folder[\s\S]*nightly job/);
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.output).toMatch(/a server is running on this data folder/);

    const made = await npmRun('backup', dataDir);
    expect(made.output).toMatch(/Backup written to .*backups\/backup-.*\.tar\.gz/);
    expect(made.code).toBe(0);
    expect((await readdir(path.join(dataDir, 'backups'))).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
  }, 120_000);

  it('explain their usage when called with wrong arguments', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));

    expect(await npmRun('restore', dataDir)).toEqual({ code: 2, output: expect.stringContaining('Usage: npm run restore -- FILE [--force]') });
    expect(await npmRun('backup', dataDir, ['a', 'b'])).toEqual({ code: 2, output: expect.stringContaining('Usage: npm run backup [-- FILE]') });
  }, 60_000);
});
