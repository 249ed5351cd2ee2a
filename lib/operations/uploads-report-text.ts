import { bytesText } from './text-units';
import type { OrphanDeletion, UploadsReport } from './uploads-report';

/** Rows of cells, each column as wide as its widest cell; numbers aligned right. */
function table(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];

  return rows.map((row) =>
    row
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** The report as `npm run uploads:report` prints it: the folders by size, then every orphan. */
export function uploadsReportText(report: UploadsReport): string {
  const folders = table(
    [
      ['folder', 'files', 'size', 'orphans', 'orphans size'],
      ...report.folders.map((folder) => [
        folder.folder,
        String(folder.files),
        bytesText(folder.bytes),
        String(folder.orphanFiles),
        bytesText(folder.orphanBytes),
      ]),
    ],
    new Set([1, 2, 3, 4]),
  );
  const orphans =
    report.orphans.length === 0
      ? ['No orphans: a row names every stored file.']
      : [
          `Orphans (no row names them), biggest first:`,
          ...table(
            report.orphans.map((orphan) => [`  ${orphan.key}`, bytesText(orphan.size), orphan.modifiedAt ?? '?']),
            new Set([1]),
          ),
        ];

  return [`Uploads: ${report.files} files, ${bytesText(report.bytes)}`, '', ...folders, '', ...orphans].join('\n');
}

/** What `--delete-orphans` did. */
export function orphanDeletionText({ report, deleted, keptAsRecent }: OrphanDeletion): string {
  const sizes = new Map(report.orphans.map((orphan) => [orphan.key, orphan.size]));
  const freed = deleted.reduce((sum, key) => sum + (sizes.get(key) ?? 0), 0);
  const lines = [`Deleted ${deleted.length} orphan(s), ${bytesText(freed)}.`];
  if (keptAsRecent.length > 0) {
    lines.push(
      `Kept ${keptAsRecent.length} orphan(s) stored less than an hour ago (an upload whose row may still come):`,
      ...keptAsRecent.map((key) => `  ${key}`),
    );
  }

  return lines.join('\n');
}
