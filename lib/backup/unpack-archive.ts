import 'server-only';

import { mkdir } from 'node:fs/promises';

import { extractArchive } from './archive-file';
import { checkArchive } from './archive-check';
import { openArchive } from './archive-source';
import { localBackupsFolder } from './backups-folder';
import { withLocalFailures } from './local-failure';
import { PRIVATE_FOLDER_MODE } from './local-files';
import type { Manifest } from './manifest';

export type PassphraseOptions = {
  /** The archive's passphrase when it is encrypted (BACKUP_PASSPHRASE by default). */
  passphrase?: string;
  /** Asks for it when none is set (a command on a terminal); without it, an encrypted archive is refused. */
  askPassphrase?: () => Promise<string>;
};

/**
 * Unpacks the archive `file` into `folder` (in a work folder beside the archives) and checks it whole: the same
 * first step for a restore and a verification, before either writes anything anywhere else.
 */
export async function unpackCheckedArchive({
  file,
  folder,
  passphrase,
  askPassphrase,
}: { file: string; folder: string } & PassphraseOptions): Promise<Manifest> {
  const source = await openArchive(file);
  const checksums = await withLocalFailures(
    { folder: localBackupsFolder(), step: 'Unpacking the archive' },
    async () => {
      await mkdir(folder, { mode: PRIVATE_FOLDER_MODE });

      return extractArchive(source, folder, { file, passphrase: async () => passphrase ?? (await askPassphrase?.()) });
    },
  );

  return checkArchive({ folder, file, checksums });
}
