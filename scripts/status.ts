/**
 * npm run status: the site at a glance (version, migrations, database, Redis, S3 and SMTP, disk, jobs, mail, backup,
 * maintenance) and what needs attention; exits with 1 when something does. While a server runs on the embedded
 * database, which only one process may open, the server gathers the report.
 */
import { runCommand, runWithDatabase } from '@/lib/operations/operator-command';
import type { StatusReport } from '@/lib/operations/status-report';
import { statusText } from '@/lib/operations/status-text';

await runCommand(async () => {
  const report = await runWithDatabase<StatusReport>({
    path: '/api/operator/status',
    here: async () => (await import('@/lib/operations/status-report')).gatherStatusReport(),
  });
  console.log(statusText(report));

  return report.problems.length > 0 ? 1 : 0;
});
