'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { NOTICE_MS } from '@/components/admin/notify';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteCategory } from '@/lib/directory/admin/actions/category';
import type { CategoryRow } from '@/lib/directory/admin/category-queries';
import { CONSULTANT_CATEGORY_ID } from '@/lib/directory/main-categories';

import { RenameDialog } from './rename-dialog';

type CategoriesGridProps = GridView<CategoryRow> & { lang: 'mn' | 'en' };

/** Code, name in the chosen language and company count; rename per row, delete only while no company is in it. */
export function CategoriesGrid({ lang, ...view }: CategoriesGridProps) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const removal = useConfirmedDelete<CategoryRow>({
    remove: ({ id }) => deleteCategory({ id }),
    successText: t('deleted'),
    failureMs: NOTICE_MS.success,
  });
  const askDelete = removal.ask;
  const columns = useMemo<ColumnDef<CategoryRow>[]>(
    () => [
      { id: 'category_code', header: t('columns.code'), accessorKey: 'category_code' },
      { id: 'name', header: t('columns.name'), accessorKey: 'name' },
      { id: 'company_count', header: t('columns.companyCount'), accessorKey: 'company_count' },
      {
        id: 'actions',
        header: common('actions'),
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setRenaming(row.original)}
              aria-label={t('categories.renameLabel', { code: row.original.category_code })}
              className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
            >
              {t('categories.rename')}
            </button>
            {row.original.company_count === 0 && row.original.id !== CONSULTANT_CATEGORY_ID ? (
              <button
                type="button"
                onClick={() => askDelete(row.original)}
                aria-label={t('categories.deleteLabel', { code: row.original.category_code })}
                className="rounded border border-red-700 px-3 py-1 text-red-700"
              >
                {common('delete')}
              </button>
            ) : null}
          </div>
        ),
      },
    ],
    [t, common, askDelete],
  );

  return (
    <>
      <DataTable
        label={t('categories.grid')}
        columns={columns}
        emptyText={common('emptyList')}
        getRowId={(row) => String(row.id)}
        {...view}
      />
      {renaming ? (
        <RenameDialog
          key={`${renaming.id}:${lang}`}
          category={renaming}
          lang={lang}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('categories.deleteConfirm', {
          name: removal.pending ? `${removal.pending.category_code} ${removal.pending.name}` : '',
        })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
