'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteNews } from '@/lib/news/actions';
import { ADMIN_NEWS_COLUMNS } from '@/lib/news/admin-columns';
import type { AdminNewsRow } from '@/lib/news/admin-queries';

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
    ...gridColumns(ADMIN_NEWS_COLUMNS, t, {
      image: (src) => <Thumbnail src={String(src)} alt="" className="h-12 w-20" />,
      title: (text, row) => (
        <div>
          <p className="font-semibold">{text}</p>
          {row.title_en ? (
            <p lang="en" className="text-gray-600">
              {row.title_en}
            </p>
          ) : null}
        </div>
      ),
      createdAt: (text, row) => <time dateTime={row.created_at}>{text}</time>,
    }),
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <RowActions
          title={titleOf(row.original)}
          editHref={`/admin/update-news/${row.original.id}`}
          onDelete={() => removal.ask(row.original)}
        />
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
