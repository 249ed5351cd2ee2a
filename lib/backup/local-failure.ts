import 'server-only';

import path from 'node:path';

import { BackupError } from './backup-errors';

/** What each failure of this machine means, and what the operator can do about it. */
const LOCAL_FAILURES: Record<string, { what: string; remedy: string }> = {
  ENOSPC: { what: 'no space left on the disk', remedy: 'free some space there and run it again' },
  EDQUOT: { what: 'the disk quota is used up', remedy: 'raise the quota or free some space and run it again' },
  EACCES: { what: 'permission denied', remedy: 'run the command as the account that owns the folder' },
  EPERM: { what: 'operation not permitted', remedy: 'run the command as the account that owns the folder' },
  EROFS: { what: 'read-only file system', remedy: 'mount the disk writable and run it again' },
  EIO: { what: 'input/output error of the disk', remedy: 'check the disk (dmesg, smartctl) before anything else' },
  EMFILE: { what: 'too many open files', remedy: 'raise the limit of open files (ulimit -n) and run it again' },
  ENFILE: { what: 'too many open files on this machine', remedy: 'raise the limit of open files and run it again' },
  ENOMEM: { what: 'out of memory', remedy: 'free some memory and run it again' },
};

const OTHER_FAILURE = { what: 'a failure of this machine', remedy: 'see the system log' };

/** PostgreSQL's SQLSTATE for a database whose disk is full (disk_full). */
const DISK_FULL_SQLSTATE = '53100';

/** A failure of this machine (its disk, its permissions), not of the archive: the message names which and where. */
export class LocalFailureError extends BackupError {
  constructor(
    readonly code: string,
    readonly folder: string,
    step: string,
  ) {
    const { what, remedy } = LOCAL_FAILURES[code] ?? OTHER_FAILURE;
    super(
      `${step} failed: ${what} under ${folder} (${code}). This is a problem of this machine, not of the archive: ${remedy}.`,
    );
  }
}

type ErrorFields = { code?: unknown; path?: unknown };

const isInside = (file: string, folder: string) => !path.relative(folder, file).startsWith('..');

/**
 * The failure of this machine `error` is, as a LocalFailureError; null for any other error. `folder` is where the
 * step writes; an error naming a file elsewhere (an upload read while backing up) names that file's folder instead.
 */
export function asLocalFailure(
  error: unknown,
  { folder, step }: { folder: string; step: string },
): LocalFailureError | null {
  if (error instanceof LocalFailureError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, path: file } = error as ErrorFields;
  if (code === DISK_FULL_SQLSTATE) return new LocalFailureError('ENOSPC', folder, step);
  if (typeof code !== 'string' || !LOCAL_FAILURES[code]) return null;
  const where =
    typeof file === 'string' && !isInside(path.resolve(file), folder) ? path.dirname(path.resolve(file)) : folder;

  return new LocalFailureError(code, where, step);
}

/** Runs `work`, turning a failure of this machine into a LocalFailureError that says what it is and where. */
export async function withLocalFailures<T>(
  place: { folder: string; step: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asLocalFailure(error, place) ?? error;
  }
}
