import 'server-only';

import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';

/** Archives hold personal data and mails not sent yet: only the account that runs the site may read them. */
export const PRIVATE_FILE_MODE = 0o600;
/** Folders of the archives and of the work: their owner alone may list or enter them. */
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Where backups and restores write their files on this machine: archives, and the files unpacked from them. One
 * object, so that a test can make the disk fail (full, read-only) without filling one.
 */
export const localFiles = {
  openForWriting(file: string): Writable {
    return createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  },
};
