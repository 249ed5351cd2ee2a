'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { deleteDocument, deleteVideo } from '@/lib/library/actions';

import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type GridView } from '../data-table/data-table';
import { MediaForm, type MediaKind } from './media-form';
import { MediaRenameForm } from './media-rename-form';
import { RowActions } from '../row-actions';
import { useConfirmedDelete } from '../use-confirmed-delete';

export type MediaRow = { id: number; title: string; title_en: string; url: string };

type MediaLibraryProps = GridView<MediaRow> & { kind: MediaKind };

const SECTION = { pdf: 'document', video: 'video' } as const;
const CSV_HREF = { pdf: '/api/admin/get/document-pdf', video: '/api/admin/get/mining-video' } as const;

/**
 * The document and video screens (seeds 2): the add form or, while a row is being renamed, its edit view;
 * the grid with actions, name and file; delete after the seeds' confirmation.
 */
export function MediaLibrary({ kind, rows, total, page, pageSize, pageSizes }: MediaLibraryProps) {
  const t = useTranslations('admin');
  const section = SECTION[kind];
  const [editing, setEditing] = useState<MediaRow | null>(null);
  const removal = useConfirmedDelete<MediaRow>({
    remove: ({ id }) => (kind === 'pdf' ? deleteDocument : deleteVideo)({ id }),
  });
  const { ask } = removal;

  const columns = useMemo<ColumnDef<MediaRow>[]>(
    () => [
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <RowActions
            title={row.original.title}
            onEdit={() => setEditing(row.original)}
            onDelete={() => ask(row.original)}
          />
        ),
      },
      {
        id: 'title',
        header: t(`library.${section}.columns.name`),
        cell: ({ row }) => (
          <>
            <span className="font-medium">{row.original.title}</span>
            {row.original.title_en ? (
              <span lang="en" className="block text-xs text-gray-600">
                {row.original.title_en}
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'file',
        header: t(`library.${section}.columns.file`),
        cell: ({ row }) => (
          <a href={row.original.url} target="_blank" rel="noreferrer" className="text-brand-dark underline">
            {row.original.url.split('/').pop()}
          </a>
        ),
      },
    ],
    [ask, section, t],
  );

  return (
    <div className="space-y-6">
      {editing ? (
        <MediaRenameForm
          key={editing.id}
          kind={kind}
          row={{ id: editing.id, title: editing.title, title_en: editing.title_en }}
          onDone={() => setEditing(null)}
        />
      ) : (
        <MediaForm kind={kind} />
      )}
      <DataTable
        label={t(`library.${section}.tableLabel`)}
        columns={columns}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        emptyText={t('common.emptyList')}
        csvHref={CSV_HREF[kind]}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        isBusy={removal.isBusy}
        message={t(`library.${section}.confirmDelete`)}
        confirmLabel={t('common.delete')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
