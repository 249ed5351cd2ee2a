import 'server-only';

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import packageJson from '@/package.json';

export type AppVersion = { version: string; commit: string | null };

let commitLookup: Promise<string | null> | undefined;

/** The checkout's commit, asked of git once per process; null where the server runs without git or checkout. */
function currentCommit(): Promise<string | null> {
  commitLookup ??= promisify(execFile)('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: process.cwd(),
    timeout: 2000,
  })
    .then(({ stdout }) => stdout.trim() || null)
    .catch(() => null);

  return commitLookup;
}

/** What runs: the package's version and, when it can be told, the commit it was built from. */
export async function getAppVersion(): Promise<AppVersion> {
  return { version: packageJson.version, commit: await currentCommit() };
}
