'use client';

import { useTranslations } from 'next-intl';

import { RejectedRowsTable } from '@/components/admin/rejected-rows-table';
import { useErrorText } from '@/components/admin/use-error-text';
import type { ImportReport } from '@/lib/meetings/admin/user-import-writes';

/** The outcome of an import for review: how many were added and updated, and each refused row with its reasons. */
export function MeetingUserImportReport({ report }: { report: ImportReport }) {
  const t = useTranslations('admin.yellowMeetings.import');
  const errorText = useErrorText();
  const rejectedRows = new Set(report.rejected.map((problem) => problem.row)).size;

  return (
    <section aria-label={t('reportTitle')} className="space-y-3" data-testid="import-report">
      <ul className="flex flex-wrap gap-4 text-sm font-semibold">
        <li className="rounded bg-green-50 px-3 py-1 text-green-900">{t('addedCount', { count: report.added })}</li>
        <li className="rounded bg-blue-50 px-3 py-1 text-blue-900">{t('updatedCount', { count: report.updated })}</li>
        <li className="rounded bg-red-50 px-3 py-1 text-red-900">{t('rejectedCount', { count: rejectedRows })}</li>
      </ul>
      {report.rejected.length > 0 ? (
        <RejectedRowsTable
          rows={report.rejected.map((problem) => ({ ...problem, reason: errorText(problem.reason) }))}
          title={t('rejectedTitle')}
          columnLabels={{ row: t('columns.row'), column: t('columns.column'), reason: t('columns.reason') }}
        />
      ) : null}
    </section>
  );
}
