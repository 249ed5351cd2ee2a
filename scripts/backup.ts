/**
 * npm run backup [-- FILE]: writes one archive of the database, every stored upload and a manifest, verifies it in
 * a scratch database, and prints where it is. Without FILE it goes to the default place ($DATA_DIR/backups/, the
 * bucket's backups/ with S3_BUCKET) as the nightly job's do: copied off the machine (BACKUP_COPY_TO) and pruned
 * (BACKUP_RETENTION). While a server holds the embedded database, that server makes it (POST /api/operator/backup)
 * and FILE gets a copy. Exits 1 when the backup fails or does not verify.
 */
import { BackupError } from '@/lib/backup/backup-errors';
import { embeddedDatabaseInUse } from '@/lib/backup/embedded-lock';
import { env } from '@/lib/env';

const [destination, ...extra] = process.argv.slice(2);

/** As long as the nightly job may take. */
const SERVER_BACKUP_TIMEOUT_MS = 2 * 3_600_000;

/** Whether the command stopped waiting while the server still works (fetch waits 5 minutes at most for an answer). */
function isStillWorking(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;

  return code === 'UND_ERR_HEADERS_TIMEOUT' || (error instanceof DOMException && error.name === 'TimeoutError');
}

async function askServer(): Promise<Response | null | 'still working'> {
  const { askRunningServer } = await import('@/lib/operations/running-server');
  try {
    return await askRunningServer('/api/operator/backup', { method: 'POST', timeoutMs: SERVER_BACKUP_TIMEOUT_MS });
  } catch (error) {
    if (isStillWorking(error)) return 'still working';
    throw error;
  }
}

/** The running server makes the backup, as its nightly job would; FILE then gets a copy of it. */
async function askTheRunningServer(inUse: string): Promise<number> {
  const { backupReportSchema, describeBackup } = await import('@/lib/backup/backup-report');
  const answer = await askServer();
  if (answer === 'still working') {
    console.error(
      'The running server is still making the backup; this command stopped waiting. Its log and `npm run status` will show the result.',
    );

    return 1;
  }
  if (!answer) {
    console.error(`${inUse}\nNo server answers on port ${env.PORT} (PORT) to make the backup.`);

    return 1;
  }
  const body: unknown = await answer.json().catch(() => null);
  const report = backupReportSchema.safeParse(body);
  if (!answer.ok || !report.success) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : 'see the server log';
    console.error(`The running server could not make the backup (HTTP ${answer.status}): ${message}`);

    return 1;
  }
  console.log('A server is running on this data folder: it made the backup.');
  for (const line of describeBackup(report.data)) console.log(line);
  if (destination) {
    const { copyArchiveTo } = await import('@/lib/backup/archive-source');
    console.log(`Copied to ${await copyArchiveTo(report.data.location, destination)}.`);
  }

  return report.data.verification.isOk ? 0 : 1;
}

async function backUpHere(): Promise<number> {
  // Imported only now: opening the database module opens the embedded database.
  const { closeDatabase } = await import('@/db');
  const { makeCheckedBackup, makeVerifiedCopy } = await import('@/lib/backup/checked-backup');
  const { backupReport, describeBackup } = await import('@/lib/backup/backup-report');
  try {
    const report = backupReport(destination ? await makeVerifiedCopy(destination) : await makeCheckedBackup());
    for (const line of describeBackup(report)) console.log(line);

    return report.verification.isOk ? 0 : 1;
  } finally {
    await closeDatabase();
  }
}

if (extra.length > 0 || destination?.startsWith('-')) {
  console.error('Usage: npm run backup [-- FILE]');
  process.exitCode = 2;
} else {
  const inUse = embeddedDatabaseInUse();
  try {
    process.exitCode = inUse ? await askTheRunningServer(inUse) : await backUpHere();
  } catch (error) {
    // A BackupError's message says what failed and what to do; anything else needs its stack.
    if (error instanceof BackupError) console.error(error.message);
    else console.error('Backup failed:', error);
    process.exitCode = 1;
  }
}
