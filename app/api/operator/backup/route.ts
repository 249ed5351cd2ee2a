import { backupReport } from '@/lib/backup/backup-report';
import { BackupError } from '@/lib/backup/backup-errors';
import { makeCheckedBackup } from '@/lib/backup/checked-backup';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { operatorRoute } from '@/lib/operations/operator-route';
import { writeRoute } from '@/lib/write-guards/write-route';

export const dynamic = 'force-dynamic';

// POST /api/operator/backup – `npm run backup` on this machine while this server holds the embedded database: the
// nightly job's backup (verified, copied off the machine, pruned), answered with the archive's name, size and check
async function makeOperatorBackup(): Promise<Response> {
  try {
    return jsonPrivate(backupReport(await makeCheckedBackup()));
  } catch (error) {
    // The operator's command prints why (a full disk, a folder it may not write); anything else goes to the log.
    if (error instanceof BackupError) return jsonError(500, error.message);
    throw error;
  }
}

export const POST = writeRoute(['json'], operatorRoute(makeOperatorBackup));
