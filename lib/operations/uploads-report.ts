import 'server-only';

import { listStoredUploads, type StoredUpload } from '@/lib/backup/stored-files';
import { storage } from '@/lib/storage';
import { originalKeyCandidates, parseVariantKey } from '@/lib/storage/variant-keys';

import { namedUploadKeys } from './named-upload-keys';

/**
 * A file is stored before the row that names it is written (and a back-office form holds an uploaded file's key until
 * it is saved): only an orphan older than this is surely no upload in progress.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/** The uploads of one folder (`admin/images`, `directory/logos`, ...): what they take, and what no row names. */
export type UploadFolder = { folder: string; files: number; bytes: number; orphanFiles: number; orphanBytes: number };
export type OrphanUpload = { key: string; size: number; modifiedAt: string | null };
export type UploadsReport = { files: number; bytes: number; folders: UploadFolder[]; orphans: OrphanUpload[] };
export type OrphanDeletion = { report: UploadsReport; deleted: string[]; keptAsRecent: string[] };

const folderOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('/'))) || '.';

/** Whether a row names the file, or, for a resized copy of a picture (lib/images), its picture. */
function isNamed(key: string, named: ReadonlySet<string>): boolean {
  const variant = parseVariantKey(key);

  return named.has(key) || (variant !== null && originalKeyCandidates(variant).some((original) => named.has(original)));
}

function byFolder(uploads: readonly StoredUpload[], orphanKeys: ReadonlySet<string>): UploadFolder[] {
  const folders = new Map<string, UploadFolder>();
  for (const { key, size } of uploads) {
    const folder = folderOf(key);
    const entry = folders.get(folder) ?? { folder, files: 0, bytes: 0, orphanFiles: 0, orphanBytes: 0 };
    entry.files += 1;
    entry.bytes += size;
    if (orphanKeys.has(key)) {
      entry.orphanFiles += 1;
      entry.orphanBytes += size;
    }
    folders.set(folder, entry);
  }

  return [...folders.values()].sort((a, b) => b.bytes - a.bytes || a.folder.localeCompare(b.folder));
}

/** What the stored uploads take, folder by folder, and the files no row names (orphans), biggest first. */
export async function buildUploadsReport(): Promise<UploadsReport> {
  const [uploads, named] = await Promise.all([listStoredUploads(), namedUploadKeys()]);
  const orphanUploads = uploads.filter((upload) => !isNamed(upload.key, named)).sort((a, b) => b.size - a.size);
  const orphans = await Promise.all(
    orphanUploads.map(async ({ key, size }) => ({
      key,
      size,
      modifiedAt: (await storage.stat(key))?.modifiedAt.toISOString() ?? null,
    })),
  );

  return {
    files: uploads.length,
    bytes: uploads.reduce((sum, upload) => sum + upload.size, 0),
    folders: byFolder(uploads, new Set(orphans.map((orphan) => orphan.key))),
    orphans,
  };
}

/**
 * Deletes the orphans of a fresh report that are older than ORPHAN_MIN_AGE_MS; younger ones are kept (they may be
 * uploads whose row is on its way). Answers the report it worked from, what went and what was kept.
 */
export async function deleteOrphanUploads(now = new Date()): Promise<OrphanDeletion> {
  const report = await buildUploadsReport();
  const isOldEnough = (orphan: OrphanUpload) =>
    orphan.modifiedAt !== null && now.getTime() - Date.parse(orphan.modifiedAt) >= ORPHAN_MIN_AGE_MS;
  const deleted: string[] = [];
  for (const orphan of report.orphans.filter(isOldEnough)) {
    if (await storage.delete(orphan.key)) deleted.push(orphan.key);
  }

  return {
    report,
    deleted,
    keptAsRecent: report.orphans.filter((orphan) => !isOldEnough(orphan)).map((orphan) => orphan.key),
  };
}
