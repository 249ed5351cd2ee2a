'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteCategory } from '@/lib/categories/actions';
import type { AdminCategoryRow } from '@/lib/categories/queries';

type CategoryTableProps = GridView<AdminCategoryRow>;

const ACTION = 'font-semibold text-brand-dark underline';

/** The menu list in tree order: edit, the static page editor for static categories, delete with confirmation. */
export function CategoryTable({ rows, total, page, pageSize, pageSizes }: CategoryTableProps) {
  const t = useTranslations();
  const searchParams = useSearchParams();
  const removal = useConfirmedDelete<AdminCategoryRow>({
    remove: ({ cid }) => deleteCategory({ cid }),
    successText: t('admin.content.link.deleted'),
  });

  const editQuery = (cid: number) => {
    const query = new URLSearchParams(searchParams.toString());
    query.set('cid', String(cid));

    return query.toString();
  };

  const columns: ColumnDef<AdminCategoryRow>[] = [
    { id: 'cid', header: t('admin.content.link.columns.cid'), cell: ({ row }) => row.original.cid },
    {
      id: 'name',
      header: t('admin.content.link.columns.name'),
      // Indented by level, so the tree shows in the flat list.
      cell: ({ row }) => (
        <span style={{ paddingLeft: `${(row.original.level - 1) * 1.25}rem` }}>{row.original.category}</span>
      ),
    },
    {
      id: 'nameEn',
      header: t('admin.content.link.columns.nameEn'),
      cell: ({ row }) => <span lang="en">{row.original.categoryEn}</span>,
    },
    {
      id: 'pageType',
      header: t('admin.content.link.columns.pageType'),
      cell: ({ row }) => t(`admin.content.link.pageTypes.${row.original.pageType}`),
    },
    { id: 'level', header: t('admin.content.link.columns.level'), cell: ({ row }) => row.original.level },
    { id: 'parent', header: t('admin.content.link.columns.parent'), cell: ({ row }) => row.original.parentName ?? '—' },
    {
      id: 'status',
      header: t('admin.content.link.columns.status'),
      cell: ({ row }) => t(row.original.categoryStatus ? 'admin.common.active' : 'admin.common.inactive'),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-3">
          <Link
            href={`/admin/link?${editQuery(row.original.cid)}`}
            className={ACTION}
            aria-label={`${t('admin.common.edit')}: ${row.original.category}`}
          >
            {t('admin.common.edit')}
          </Link>
          {row.original.pageType === 'static' ? (
            <Link
              href={`/admin/edit-static/${row.original.cid}`}
              className={ACTION}
              aria-label={`${t('admin.content.link.editStatic')}: ${row.original.category}`}
            >
              {t('admin.content.link.editStatic')}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => removal.ask(row.original)}
            className="font-semibold text-red-700 underline"
            aria-label={`${t('admin.common.delete')}: ${row.original.category}`}
          >
            {t('admin.common.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('admin.content.link.listTitle')}
        columns={columns}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        emptyText={t('admin.content.link.empty')}
        getRowId={(row) => String(row.cid)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('admin.content.link.deleteConfirm', { name: removal.pending?.category ?? '' })}
        confirmLabel={t('admin.common.delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
