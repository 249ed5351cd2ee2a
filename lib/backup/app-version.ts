import 'server-only';

import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** package.json's version, and the git commit when the application runs from a checkout. */
export async function appVersion(): Promise<{ version: string; commit: string | null }> {
  const { version } = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
  const commit = await run('git', ['rev-parse', 'HEAD'], { cwd: process.cwd() })
    .then(({ stdout }) => stdout.trim() || null)
    .catch(() => null);

  return { version, commit };
}
