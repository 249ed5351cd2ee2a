/**
 * npm run restore -- FILE [--force]: restores an archive of `npm run backup` into the database and storage the
 * settings name (DATABASE_URL or $DATA_DIR, S3_*). Refuses a damaged archive and a target that is not empty
 * (unless --force, which empties it first); nothing is written before the archive has been checked.
 *
 * npm run restore -- FILE --verify: restores it into a scratch embedded database and folder instead, never the
 * configured ones, and compares every table's rows and every file with the manifest; exits 0 when all match, else 1.
 *
 * An encrypted archive needs BACKUP_PASSPHRASE, or the passphrase typed when asked on a terminal.
 */
import { BackupError } from '@/lib/backup/backup-errors';
import { embeddedDatabaseInUse } from '@/lib/backup/embedded-lock';

const USAGE = 'Usage: npm run restore -- FILE [--force | --verify]';
const args = process.argv.slice(2);
const options = new Set(args.filter((arg) => arg.startsWith('-')));
const files = args.filter((arg) => !arg.startsWith('-'));
const isForced = options.delete('--force');
const isVerifying = options.delete('--verify');

async function askPassphrase(): Promise<string> {
  const { askPassphraseOnTerminal } = await import('@/lib/backup/ask-passphrase');

  return askPassphraseOnTerminal();
}

async function verify(file: string): Promise<number> {
  const { verifyBackup } = await import('@/lib/backup/verify-backup');
  const { describeVerification } = await import('@/lib/backup/backup-report');
  const verification = await verifyBackup({ file, askPassphrase: process.stdin.isTTY ? askPassphrase : undefined });
  const print = verification.isOk ? console.log : console.error;
  for (const line of describeVerification(file, verification)) print(line);

  return verification.isOk ? 0 : 1;
}

async function restore(file: string): Promise<number> {
  const { restoreBackup } = await import('@/lib/backup/restore-backup');
  const { rescheduleJobsFromRows } = await import('@/lib/setup/reschedule-jobs');
  const {
    manifest,
    rows,
    files: uploads,
  } = await restoreBackup({
    file,
    force: isForced,
    rescheduleJobs: rescheduleJobsFromRows,
    askPassphrase: process.stdin.isTTY ? askPassphrase : undefined,
  });
  console.log(`Restored the backup of ${manifest.createdAt}: ${rows} rows, ${uploads} uploads.`);

  return 0;
}

const [file] = files;
const inUse = embeddedDatabaseInUse();
if (files.length !== 1 || !file || options.size > 0 || (isForced && isVerifying)) {
  console.error(USAGE);
  process.exitCode = 2;
} else if (inUse) {
  // Even --verify opens the configured database module; a scratch data folder keeps it clear of the server's.
  console.error(
    isVerifying
      ? `${inUse}\nTo verify while it runs, give the command a data folder of its own: DATA_DIR=$(mktemp -d) npm run restore -- ${file} --verify`
      : inUse,
  );
  process.exitCode = 1;
} else {
  // Imported only now: opening the database module opens the embedded database.
  const { closeDatabase } = await import('@/db');
  try {
    process.exitCode = isVerifying ? await verify(file) : await restore(file);
  } catch (error) {
    if (error instanceof BackupError) console.error(error.message);
    else console.error(isVerifying ? 'Verification failed:' : 'Restore failed:', error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
