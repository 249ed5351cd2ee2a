'use client';

import { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import { formatEditionDates } from '@/lib/conference/dates';
import type { AdminEdition } from '@/lib/conference/editions/queries';

type EditionsTableProps = {
  editions: AdminEdition[];
  onEdit: (edition: AdminEdition) => void;
  onMakeCurrent: (edition: AdminEdition) => void;
  onDelete: (edition: AdminEdition) => void;
};

const CELL = 'px-3 py-2 align-top';

/** Year, names, dates, venue, time zone and which one is current; the current one can be neither deleted nor promoted. */
export function EditionsTable({ editions, onEdit, onMakeCurrent, onDelete }: EditionsTableProps) {
  const t = useTranslations('admin.weekEditions.editions');
  const common = useTranslations('admin.common');

  return (
    <div className="self-start overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
          <tr>
            {(['year', 'name', 'dates', 'venue', 'timeZone', 'status'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`columns.${column}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {common('actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {editions.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-3 py-6 text-center text-gray-600">
                {common('emptyList')}
              </td>
            </tr>
          ) : (
            editions.map((edition) => (
              <tr key={edition.id} data-testid="edition-row">
                <th scope="row" className={`${CELL} font-semibold`}>
                  {edition.year}
                </th>
                <td className={CELL}>
                  <p>{edition.name}</p>
                  <p lang="en" className="text-gray-600">
                    {edition.name_en}
                  </p>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {formatEditionDates('mn', edition.starts_on, edition.ends_on)}
                </td>
                <td className={CELL}>{edition.venue}</td>
                <td className={CELL}>{edition.time_zone}</td>
                <td className={CELL}>
                  {edition.is_current ? (
                    <span className="rounded bg-brand-dark px-2 py-0.5 text-xs font-semibold text-white">
                      {t('current')}
                    </span>
                  ) : (
                    <a
                      href={`/mw/${edition.year}`}
                      className="text-brand-dark underline"
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('archive', { year: edition.year })}
                    </a>
                  )}
                </td>
                <td className={CELL}>
                  <div className="flex flex-wrap gap-2">
                    <RowActions
                      title={String(edition.year)}
                      onEdit={() => onEdit(edition)}
                      onDelete={edition.is_current ? undefined : () => onDelete(edition)}
                    />
                    {edition.is_current ? null : (
                      <button
                        type="button"
                        onClick={() => onMakeCurrent(edition)}
                        aria-label={`${t('makeCurrent')}: ${edition.year}`}
                        className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
                      >
                        {t('makeCurrent')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
