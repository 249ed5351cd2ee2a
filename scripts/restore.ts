/**
 * npm run restore -- FILE [--force]: restores an archive of `npm run backup` into the database and storage the
 * settings name (DATABASE_URL or $DATA_DIR, S3_*). Refuses a damaged archive and a target that is not empty
 * (unless --force, which empties it first); nothing is written before the archive has been checked.
 */
import { embeddedDatabaseInUse } from '@/lib/backup/embedded-lock';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
const inUse = embeddedDatabaseInUse();
const [file] = files;
if (files.length !== 1 || !file || file.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exitCode = 2;
} else if (inUse) {
  console.error(inUse);
  process.exitCode = 1;
} else {
  // Imported only now: opening the database module opens the embedded database.
  const { closeDatabase } = await import('@/db');
  const { restoreBackup, RestoreRefusedError } = await import('@/lib/backup/restore-backup');
  const { UnreadableArchiveError } = await import('@/lib/backup/archive-file');
  try {
    const { manifest, rows, files: uploads } = await restoreBackup({ file, force });
    console.log(`Restored the backup of ${manifest.createdAt}: ${rows} rows, ${uploads} uploads.`);
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof UnreadableArchiveError) console.error(error.message);
    else console.error('Restore failed:', error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
