import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { isValidKey } from '@/lib/storage';
import { codeMigrationLevel } from '@/lib/version/migration-level';

import type { Checksums } from './archive-file';
import { RestoreRefusedError } from './backup-errors';
import { findChecksumMismatches, MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';
import { isKnownLevel } from './migration-level';
import { UPLOADS_FOLDER } from './stored-files';

async function readManifest(folder: string, file: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null)
    throw new RestoreRefusedError(`${file} holds no ${MANIFEST_FILE}: it is not a backup of this application.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError(`The ${MANIFEST_FILE} of ${file} is damaged (not JSON).`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefusedError(`The ${MANIFEST_FILE} of ${file} is damaged or of an unknown format.`);

  return parsed.data;
}

/** The keys of the uploads an archive holds. */
export function uploadKeys(manifest: Manifest): string[] {
  return Object.keys(manifest.files)
    .filter((name) => name.startsWith(`${UPLOADS_FOLDER}/`))
    .map((name) => name.slice(UPLOADS_FOLDER.length + 1));
}

/**
 * Every check of an unpacked archive that needs no write: its files match the manifest (`checksums`, taken as they
 * were unpacked), its upload keys are valid, and this version can load its migration level.
 */
export async function checkArchive({
  folder,
  file,
  checksums,
}: {
  folder: string;
  file: string;
  checksums: Checksums;
}): Promise<Manifest> {
  const manifest = await readManifest(folder, file);
  const mismatches = findChecksumMismatches(checksums, manifest);
  if (mismatches.length > 0) {
    throw new RestoreRefusedError(
      `${file} is damaged: ${mismatches.length} file(s) do not match the manifest's checksums (${mismatches.slice(0, 5).join(', ')}). Nothing was restored.`,
    );
  }
  const badKeys = uploadKeys(manifest).filter((key) => !isValidKey(key));
  if (badKeys.length > 0)
    throw new RestoreRefusedError(`${file} names uploads with invalid keys (${badKeys.slice(0, 5).join(', ')}).`);
  const level = manifest.database.migrations;
  const current = await codeMigrationLevel();
  if (level.count > current.count || !(await isKnownLevel(level))) {
    throw new RestoreRefusedError(
      `${file} was made by another version of the application (migration ${level.tag ?? level.count}); restore it with that version or a newer one.`,
    );
  }

  return manifest;
}
