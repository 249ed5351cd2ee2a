import 'server-only';

import { z } from 'zod';

import type { CheckedBackup } from './checked-backup';
import type { BackupVerification } from './verify-backup';

export const backupVerificationSchema = z.object({
  isOk: z.boolean(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  problems: z.array(z.string()),
});

/** What `npm run backup` reports, whether it made the archive itself or the running server did (/api/operator/backup). */
export const backupReportSchema = z.object({
  name: z.string(),
  location: z.string(),
  size: z.number().int(),
  rows: z.number().int(),
  uploads: z.number().int(),
  verification: backupVerificationSchema,
  offSiteCopy: z.string().nullable(),
});
export type BackupReport = z.infer<typeof backupReportSchema>;

export function backupReport({
  name,
  location,
  size,
  manifest,
  verification,
  offSiteCopy,
}: CheckedBackup): BackupReport {
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);

  return { name, location, size, rows, uploads: manifest.uploads.count, verification, offSiteCopy };
}

/** A verification as the operator reads it: one line when it passed, every problem when it did not. */
export function describeVerification(file: string, verification: BackupVerification): string[] {
  if (verification.isOk) {
    const { tables, rows, files } = verification;

    return [
      `Verified ${file}: restored into a scratch database and folder, its ${tables} tables (${rows} rows) and ${files} uploads match the manifest.`,
    ];
  }

  return [`${file} does NOT verify:`, ...verification.problems.map((problem) => `  - ${problem}`)];
}

export function describeBackup(report: BackupReport): string[] {
  return [
    `Backup written to ${report.location} (${report.size} bytes): ${report.rows} rows, ${report.uploads} uploads.`,
    ...describeVerification(report.name, report.verification),
    ...(report.offSiteCopy ? [`Copied off the machine to ${report.offSiteCopy}.`] : []),
  ];
}
