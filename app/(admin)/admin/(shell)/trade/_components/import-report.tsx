'use client';

import { useTranslations } from 'next-intl';

import { RejectedRowsTable } from '@/components/admin/rejected-rows-table';
import type { RefusedRow } from '@/lib/import/refused-row';

/** Why a file was refused: the message, and every bad row with its number, column and reason. */
export function ImportReport({ message, rejected }: { message: string; rejected: RefusedRow[] }) {
  const t = useTranslations('admin.operations.import');

  return (
    <div className="space-y-3" data-testid="import-report">
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
      {rejected.length > 0 ? (
        <RejectedRowsTable
          rows={rejected}
          title={t('reportTitle')}
          columnLabels={{
            row: t('reportColumns.row'),
            column: t('reportColumns.column'),
            reason: t('reportColumns.reason'),
          }}
        />
      ) : null}
    </div>
  );
}
