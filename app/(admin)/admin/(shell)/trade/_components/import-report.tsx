'use client';

import { useTranslations } from 'next-intl';

export type RejectedRow = { row: number; column: string; reason: string };

/** Why a file was refused: the message, and every bad row with its number, column and reason. */
export function ImportReport({ message, rejected }: { message: string; rejected: RejectedRow[] }) {
  const t = useTranslations('admin.operations.import');

  return (
    <div className="space-y-3" data-testid="import-report">
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
      {rejected.length > 0 ? (
        <div role="region" aria-label={t('reportTitle')} tabIndex={0} className="max-h-80 overflow-auto rounded border border-red-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('reportTitle')}</caption>
            <thead className="bg-red-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('reportColumns.row')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('reportColumns.column')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('reportColumns.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-red-100">
              {rejected.map((problem) => (
                <tr key={`${problem.row}-${problem.column}`}>
                  <td className="px-3 py-1.5 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{problem.column}</td>
                  <td className="px-3 py-1.5">{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
