import 'server-only';

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Archives are gzip-compressed tar files made by the system's tar, which streams any number of files of any size
 * without holding them in memory, and which the operator can open by hand (`tar -tzf`).
 */
export async function packFolder(folder: string, file: string): Promise<void> {
  await run('tar', ['-czf', file, '-C', folder, '.']);
}

export class UnreadableArchiveError extends Error {
  constructor(file: string, detail: string) {
    super(`The archive ${file} cannot be read (damaged, incomplete or not a backup): ${detail.trim()}`);
    this.name = 'UnreadableArchiveError';
  }
}

/** Unpacks into `folder`; GNU tar refuses absolute paths and '..' in an archive by default. */
export async function unpackArchive(file: string, folder: string): Promise<void> {
  try {
    await run('tar', ['-xzf', file, '-C', folder, '--no-same-owner']);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr || (error as Error).message;
    throw new UnreadableArchiveError(file, detail);
  }
}
