'use client';

import { useTranslations } from 'next-intl';

import { useErrorText } from '@/components/admin/use-error-text';
import type { ImportReport } from '@/lib/meetings/admin/import-users';

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
        <div role="region" aria-label={t('rejectedTitle')} tabIndex={0} className="max-h-80 overflow-auto rounded border border-red-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('rejectedTitle')}</caption>
            <thead className="bg-red-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('columns.row')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.column')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-red-100">
              {report.rejected.map((problem) => (
                <tr key={`${problem.row}-${problem.column}`}>
                  <td className="px-3 py-1.5 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{problem.column}</td>
                  <td className="px-3 py-1.5">{errorText(problem.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
