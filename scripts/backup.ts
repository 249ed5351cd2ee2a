/**
 * npm run backup [-- FILE]: writes one archive (.tar.gz) of the database, every stored upload and a manifest, to
 * FILE or by default to $DATA_DIR/backups/ (the bucket's backups/ when S3_BUCKET is set). With the embedded
 * database it refuses to run while a server has the data folder open (the server's nightly job backs it up).
 */
import { embeddedDatabaseInUse } from '@/lib/backup/embedded-lock';

const [destination, ...extra] = process.argv.slice(2);
const inUse = embeddedDatabaseInUse();
if (extra.length > 0 || destination?.startsWith('-')) {
  console.error('Usage: npm run backup [-- FILE]');
  process.exitCode = 2;
} else if (inUse) {
  console.error(inUse);
  process.exitCode = 1;
} else {
  // Imported only now: opening the database module opens the embedded database.
  const { closeDatabase } = await import('@/db');
  const { createBackup } = await import('@/lib/backup/create-backup');
  try {
    const { location, size, manifest } = await createBackup({ destination });
    const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
    console.log(`Backup written to ${location} (${size} bytes): ${rows} rows, ${manifest.uploads.count} uploads.`);
  } catch (error) {
    console.error('Backup failed:', error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
