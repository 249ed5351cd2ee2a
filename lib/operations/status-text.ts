import type { StatusReport } from './status-report';
import { bytesText, durationText } from './text-units';

const LABEL_WIDTH = 13;
const UNREADABLE = 'could not be read (see below)';

/** A section of the report: its label in the first column, each line after the first indented under it. */
function section(label: string, lines: string[]): string {
  return lines.map((line, index) => `${(index === 0 ? label : '').padEnd(LABEL_WIDTH)}${line}`).join('\n');
}

/** Rows of cells, each column as wide as its widest cell. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];

  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function migrationsLine({ migrations }: StatusReport): string {
  if (!migrations) return UNREADABLE;
  const state = migrations.isCurrent ? 'current' : `the newest is ${migrations.newest ?? 'none'}`;

  return `${migrations.applied ?? 'none'} (${migrations.appliedCount} of ${migrations.newestCount}), ${state}`;
}

function diskRow(disk: StatusReport['disks'][number]): string[] {
  const space =
    disk.freeBytes === null || disk.totalBytes === null
      ? 'not measurable'
      : `${bytesText(disk.freeBytes)} free of ${bytesText(disk.totalBytes)}`;

  return [disk.folder, space, disk.path];
}

function jobsLines({ jobs }: StatusReport): string[] {
  if (!jobs) return [UNREADABLE];
  const failedKinds = jobs.byKind
    .filter((kind) => kind.failed > 0)
    .map((kind) => `  ${kind.kind}: ${kind.failed} failed`);

  return [`${jobs.queued} queued, ${jobs.active} active, ${jobs.failed} failed`, ...failedKinds];
}

function mailLine({ mail }: StatusReport): string {
  if (!mail) return UNREADABLE;
  const oldest =
    mail.oldestPendingSeconds === null ? '' : ` (the oldest for ${durationText(mail.oldestPendingSeconds)})`;

  return `${mail.pending} pending${oldest}, ${mail.failed} failed`;
}

function backupLine({ backups }: StatusReport): string {
  if (!backups) return UNREADABLE;
  const { newest } = backups;

  return newest ? `${newest.name}, ${durationText(newest.ageSeconds)} ago (${newest.location})` : 'none yet';
}

function maintenanceLine({ maintenance }: StatusReport): string {
  if (!maintenance) return UNREADABLE;

  return maintenance.isOn ? `ON since ${maintenance.changedAt ?? '?'} (${maintenance.changedBy})` : 'off';
}

/** The report as `npm run status` prints it: one section per subject, then what needs attention. */
export function statusText(report: StatusReport): string {
  const { version } = report;

  return [
    section('Version', [
      `${version.version}${version.commit ? ` (commit ${version.commit})` : ''}, checked ${report.checkedAt}`,
    ]),
    section('Migrations', [migrationsLine(report)]),
    section(
      'Services',
      columns(
        report.services.map((service) => [
          service.name,
          service.state === 'failed' ? 'FAILED' : service.state,
          service.detail,
        ]),
      ),
    ),
    section('Disk', columns(report.disks.map(diskRow))),
    section('Jobs', jobsLines(report)),
    section('Mail', [mailLine(report)]),
    section('Backup', [backupLine(report)]),
    section('Maintenance', [maintenanceLine(report)]),
    '',
    report.problems.length === 0
      ? 'All is well.'
      : ['Needs attention:', ...report.problems.map((problem) => `  - ${problem}`)].join('\n'),
  ].join('\n');
}
