'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteNews } from '@/lib/news/actions';
import type { AdminNewsRow } from '@/lib/news/admin-queries';

import { adminDateText } from '../../../_lib/locale';

type NewsTableProps = GridView<AdminNewsRow>;

const titleOf = (row: AdminNewsRow) => row.title || row.title_en;

/** One server page of news: cover, title, category, publisher, status, directory flag, date, edit and delete. */
export function NewsTable({ rows, total, page, pageSize, pageSizes, sortable }: NewsTableProps) {
  const t = useTranslations();
  const removal = useConfirmedDelete<AdminNewsRow>({
    remove: ({ id }) => deleteNews({ id }),
    successText: t('admin.content.news.deleted'),
  });

  const columns: ColumnDef<AdminNewsRow>[] = [
    {
      id: 'image',
      header: t('admin.content.news.columns.image'),
      cell: ({ row }) => <Thumbnail src={row.original.image} alt="" className="h-12 w-20" />,
    },
    {
      id: 'title',
      header: t('admin.content.news.columns.title'),
      cell: ({ row }) => (
        <div>
          <p className="font-semibold">{row.original.title}</p>
          {row.original.title_en ? (
            <p lang="en" className="text-gray-600">
              {row.original.title_en}
            </p>
          ) : null}
        </div>
      ),
    },
    { id: 'category', header: t('admin.content.news.columns.category'), cell: ({ row }) => row.original.category },
    { id: 'publisher', header: t('admin.content.news.columns.publisher'), cell: ({ row }) => row.original.publisher },
    {
      id: 'status',
      header: t('admin.content.news.columns.status'),
      cell: ({ row }) => t(row.original.news_status ? 'admin.content.news.status.active' : 'admin.content.news.status.inactive'),
    },
    {
      id: 'yellowBook',
      header: t('admin.content.news.columns.yellowBook'),
      cell: ({ row }) => t(row.original.yellow_book ? 'admin.common.yes' : 'admin.common.no'),
    },
    {
      id: 'createdAt',
      header: t('admin.content.news.columns.createdAt'),
      cell: ({ row }) => <time dateTime={row.original.created_at}>{adminDateText(row.original.created_at, 'date')}</time>,
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <RowActions title={titleOf(row.original)} editHref={`/admin/update-news/${row.original.id}`} onDelete={() => removal.ask(row.original)} />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('admin.content.news.listTitle')}
        columns={columns}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        sortable={sortable}
        emptyText={t('admin.content.news.empty')}
        csvHref="/api/admin/get/news"
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('admin.content.news.deleteConfirm', { title: removal.pending ? titleOf(removal.pending) : '' })}
        confirmLabel={t('admin.common.delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
