'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table/data-table';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { deleteNews } from '@/lib/news/actions';
import type { AdminNewsRow } from '@/lib/news/admin-queries';

type NewsTableProps = { rows: AdminNewsRow[]; total: number; page: number; pageSize: number; pageSizes: readonly number[] };

const titleOf = (row: AdminNewsRow) => row.title || row.title_en;

/** One server page of news: cover, title, category, publisher, status, directory flag, date, edit and delete. */
export function NewsTable({ rows, total, page, pageSize, pageSizes }: NewsTableProps) {
  const t = useTranslations();
  const format = useFormatter();
  const router = useRouter();
  const [deleting, setDeleting] = useState<AdminNewsRow | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsBusy(true);
    const result = await deleteNews({ id: deleting.id });
    setIsBusy(false);
    setDeleting(null);
    if (!result.ok) return notifyError(t(result.error));
    notifySuccess(t('admin.content.news.deleted'));
    router.refresh();
  };

  const columns: ColumnDef<AdminNewsRow>[] = [
    {
      id: 'image',
      header: t('admin.content.news.columns.image'),
      // eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail of a stored file
      cell: ({ row }) => <img src={row.original.image} alt="" className="h-12 w-20 rounded object-cover" loading="lazy" />,
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
      cell: ({ row }) => <time dateTime={row.original.created_at}>{format.dateTime(new Date(row.original.created_at), { dateStyle: 'short' })}</time>,
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <div className="flex gap-3">
          <Link href={`/admin/update-news/${row.original.id}`} className="font-semibold text-brand-dark underline" aria-label={`${t('admin.common.edit')}: ${titleOf(row.original)}`}>
            {t('admin.common.edit')}
          </Link>
          <button type="button" onClick={() => setDeleting(row.original)} className="font-semibold text-red-700 underline" aria-label={`${t('admin.common.delete')}: ${titleOf(row.original)}`}>
            {t('admin.common.delete')}
          </button>
        </div>
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
        emptyText={t('admin.content.news.empty')}
        csvHref="/api/admin/get/news"
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        message={t('admin.content.news.deleteConfirm', { title: deleting ? titleOf(deleting) : '' })}
        confirmLabel={t('admin.common.delete')}
        isBusy={isBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
