'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import type { CompanyRow } from '@/lib/directory/admin/company-queries';

type ColumnOptions = {
  t: ReturnType<typeof useTranslations<'admin.yellow'>>;
  common: ReturnType<typeof useTranslations<'admin.common'>>;
  statusOf: (row: CompanyRow) => boolean;
  onToggle: (row: CompanyRow) => void;
  onEdit: (row: CompanyRow) => void;
  onDelete: (row: CompanyRow) => void;
};

/** Logo, names, registration number, category codes, approval, the status toggle and the row's actions. */
export function companyColumns({
  t,
  common,
  statusOf,
  onToggle,
  onEdit,
  onDelete,
}: ColumnOptions): ColumnDef<CompanyRow>[] {
  const nameOf = (row: CompanyRow) => row.name_mn || row.name_en;

  return [
    {
      id: 'logo',
      header: t('columns.logo'),
      cell: ({ row }) =>
        row.original.logo ? (
          <Thumbnail src={row.original.logo} alt={nameOf(row.original)} className="h-12 w-20" />
        ) : null,
    },
    { id: 'name_mn', header: t('columns.nameMn'), accessorKey: 'name_mn' },
    { id: 'name_en', header: t('columns.nameEn'), accessorKey: 'name_en' },
    { id: 'registration_number', header: t('columns.registrationNumber'), accessorKey: 'registration_number' },
    { id: 'categories', header: t('columns.categories'), accessorKey: 'categories' },
    {
      id: 'approval',
      header: t('approval'),
      cell: ({ row }) => (row.original.approval ? t('approved') : t(`review.${row.original.review}`)),
    },
    {
      id: 'status',
      header: t('status'),
      cell: ({ row }) => {
        const isActive = statusOf(row.original);

        return (
          <button
            type="button"
            onClick={() => onToggle(row.original)}
            aria-label={t('statusToggle', { name: nameOf(row.original) })}
            aria-pressed={isActive}
            className={`rounded px-3 py-1 text-sm font-semibold text-white ${isActive ? 'bg-brand-dark' : 'bg-gray-600'}`}
          >
            {isActive ? t('active') : t('inactive')}
          </button>
        );
      },
    },
    {
      id: 'actions',
      header: common('actions'),
      cell: ({ row }) => (
        <RowActions
          title={nameOf(row.original)}
          onEdit={() => onEdit(row.original)}
          onDelete={() => onDelete(row.original)}
        />
      ),
    },
  ];
}
