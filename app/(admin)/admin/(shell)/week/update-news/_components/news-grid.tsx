'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteConferenceNews } from '@/lib/conference/news/actions';
import type { ConferenceNewsRow } from '@/lib/conference/news/queries';

import { adminDateText } from '@/lib/admin/date-text';

const titleOf = (row: ConferenceNewsRow) => row.title || row.title_en;

/** One server page of conference news: cover, titles, category, status, date, edit and delete (with a confirmation). */
export function NewsGrid({ rows, total, page, pageSize, pageSizes }: GridView<ConferenceNewsRow>) {
  const t = useTranslations('admin.weekEditions.news');
  const common = useTranslations('admin.common');
  const removal = useConfirmedDelete<ConferenceNewsRow>({
    remove: ({ id }) => deleteConferenceNews({ id }),
    failureText: (error) => common('errorWith', { error }),
  });

  const columns: ColumnDef<ConferenceNewsRow>[] = [
    {
      id: 'image',
      header: t('columns.image'),
      cell: ({ row }) => <Thumbnail src={row.original.image} alt="" className="h-12 w-20" />,
    },
    {
      id: 'title',
      header: t('columns.title'),
      cell: ({ row }) => (
        <div data-testid="news-title">
          <p className="font-semibold">{row.original.title}</p>
          {row.original.title_en ? (
            <p lang="en" className="text-gray-600">
              {row.original.title_en}
            </p>
          ) : null}
        </div>
      ),
    },
    { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.category },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => t(row.original.news_status ? 'status.published' : 'status.hidden'),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: ({ row }) => (
        <time dateTime={row.original.created_at}>{adminDateText(row.original.created_at, 'date')}</time>
      ),
    },
    {
      id: 'actions',
      header: common('actions'),
      cell: ({ row }) => (
        <RowActions
          title={titleOf(row.original)}
          editHref={`/admin/week/update-news/${row.original.id}`}
          onDelete={() => removal.ask(row.original)}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('listTitle')}
        columns={columns}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        emptyText={common('emptyList')}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { title: removal.pending ? titleOf(removal.pending) : '' })}
        confirmLabel={common('delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
