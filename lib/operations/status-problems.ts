import { BYTES_PER_MB } from '@/lib/health/disk-space';

import { isBackupStale } from './backup-freshness';
import type { StatusReport } from './status-report';
import { bytesText, durationText } from './text-units';

/** A mail waiting longer means the sender is stuck or the mail server will not take it (README's alert too). */
const MAIL_WAIT_WARNING_SECONDS = 15 * 60;
/** The status warns while there is time to act: below twice the free space under which readiness fails. */
const DISK_WARNING_FACTOR = 2;

type Report = Omit<StatusReport, 'problems'>;

function diskProblems({ disks, diskFreeMinMb }: Report): string[] {
  return disks.flatMap((disk) => {
    if (disk.freeBytes === null)
      return [`The free space of the ${disk.folder} folder (${disk.path}) could not be measured`];
    if (disk.freeBytes >= DISK_WARNING_FACTOR * diskFreeMinMb * BYTES_PER_MB) return [];

    return [
      `Only ${bytesText(disk.freeBytes)} free for the ${disk.folder} folder (${disk.path}); readiness fails below ${diskFreeMinMb} MB in the data folder`,
    ];
  });
}

function queueProblems({ jobs, mail }: Report): string[] {
  const problems: string[] = [];
  if (jobs && jobs.failed > 0) {
    const kinds = jobs.byKind.filter((kind) => kind.failed > 0).map((kind) => `${kind.kind} (${kind.failed})`);
    problems.push(`${jobs.failed} scheduled job run(s) failed: ${kinds.join(', ')}`);
  }
  if (mail && mail.failed > 0) problems.push(`${mail.failed} mail(s) failed: resend them on /admin/operations`);
  if (mail && (mail.oldestPendingSeconds ?? 0) > MAIL_WAIT_WARNING_SECONDS) {
    problems.push(`The oldest unsent mail has waited ${durationText(mail.oldestPendingSeconds ?? 0)}`);
  }

  return problems;
}

function backupProblems({ backups, checkedAt }: Report): string[] {
  if (!backups) return [];
  if (!backups.newest) return ['No backup has been made yet'];
  const { createdAt, ageSeconds } = backups.newest;

  return isBackupStale(new Date(createdAt), new Date(checkedAt))
    ? [`The newest backup is ${durationText(ageSeconds)} old: the nightly backup has missed a night`]
    : [];
}

/** What needs the operator's attention in a report, one sentence each; none when all is well. */
export function statusProblems(report: Report): string[] {
  const { migrations, maintenance } = report;

  return [
    ...report.services
      .filter((service) => service.state === 'failed')
      .map((service) => `${service.name} does not answer: ${service.detail}`),
    ...report.unreadable.map((part) => `Could not read the ${part}`),
    ...(migrations && !migrations.isCurrent
      ? [
          `The database is at migration ${migrations.applied ?? 'none'} (${migrations.appliedCount} of ${migrations.newestCount}): a starting server applies the rest (or npm run db:migrate)`,
        ]
      : []),
    ...diskProblems(report),
    ...queueProblems(report),
    ...backupProblems(report),
    ...(maintenance?.isOn
      ? [
          `Maintenance mode is on (since ${maintenance.changedAt ?? '?'}, ${maintenance.changedBy}): public forms are refused until npm run maintenance off`,
        ]
      : []),
  ];
}
