/**
 * npm run uploads:report [-- --delete-orphans]: what the stored uploads take per folder, and the files no row names
 * (orphans). Without the flag nothing changes (a dry run); with it, the orphans stored over an hour ago are deleted.
 */
import { runCommand, runWithDatabase } from '@/lib/operations/operator-command';
import type { OrphanDeletion, UploadsReport } from '@/lib/operations/uploads-report';
import { orphanDeletionText, uploadsReportText } from '@/lib/operations/uploads-report-text';

const PATH = '/api/operator/uploads';
const DELETE_FLAG = '--delete-orphans';

const args = process.argv.slice(2);
if (args.some((argument) => argument !== DELETE_FLAG)) {
  console.error(`Usage: npm run uploads:report [-- ${DELETE_FLAG}]`);
  process.exitCode = 2;
} else if (args.includes(DELETE_FLAG)) {
  await runCommand(async () => {
    const deletion = await runWithDatabase<OrphanDeletion>({
      path: PATH,
      method: 'POST',
      here: async () => (await import('@/lib/operations/uploads-report')).deleteOrphanUploads(),
    });
    console.log(`${uploadsReportText(deletion.report)}\n\n${orphanDeletionText(deletion)}`);

    return 0;
  });
} else {
  await runCommand(async () => {
    const report = await runWithDatabase<UploadsReport>({
      path: PATH,
      here: async () => (await import('@/lib/operations/uploads-report')).buildUploadsReport(),
    });
    const hint =
      report.orphans.length > 0
        ? `\n\nA dry run: nothing was deleted. npm run uploads:report -- ${DELETE_FLAG} deletes the orphans stored over an hour ago.`
        : '';
    console.log(`${uploadsReportText(report)}${hint}`);

    return 0;
  });
}
