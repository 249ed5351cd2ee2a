'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import type { AdminAgendaRow } from '@/lib/conference/schedule/agenda/queries';

import type { OverlayImage } from './image-overlay';

/** What names an agenda page for people and screen readers: its date, day and language. */
export const pageNameValues = (row: AdminAgendaRow) => ({ date: row.event_date, day: row.day, language: row.language });

type AgendaGridProps = GridView<AdminAgendaRow> & {
  onEdit: (row: AdminAgendaRow) => void;
  onDelete: (row: AdminAgendaRow) => void;
  onOpen: (image: OverlayImage) => void;
};

/** Seeds 2.3: actions, agenda date, agenda day, the page's thumbnail (opens it at full screen), event, language. */
export function AgendaGrid({ onEdit, onDelete, onOpen, ...view }: AgendaGridProps) {
  const t = useTranslations('admin.weekAgenda.agenda');
  const common = useTranslations('admin.common');
  const columns = useMemo<ColumnDef<AdminAgendaRow>[]>(() => {
    const describe = (row: AdminAgendaRow) => t('pageName', pageNameValues(row));

    return [
      {
        id: 'actions',
        header: common('actions'),
        cell: ({ row }) => (
          <RowActions
            title={describe(row.original)}
            onEdit={() => onEdit(row.original)}
            onDelete={() => onDelete(row.original)}
          />
        ),
      },
      { id: 'agendaDate', header: t('columns.agendaDate'), accessorKey: 'event_date' },
      { id: 'agendaDay', header: t('columns.agendaDay'), cell: ({ row }) => t('dayNumber', { day: row.original.day }) },
      {
        id: 'agendaImage',
        header: t('columns.agendaImage'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => onOpen({ src: row.original.agenda_image, alt: describe(row.original) })}
            aria-label={t('open', { name: describe(row.original) })}
            className="cursor-zoom-in rounded"
          >
            <Thumbnail src={row.original.agenda_image} alt="" className="h-20 w-16" />
          </button>
        ),
      },
      { id: 'event', header: t('columns.event'), accessorKey: 'event' },
      { id: 'language', header: t('columns.language'), accessorKey: 'language' },
    ];
  }, [t, common, onEdit, onDelete, onOpen]);

  return (
    <DataTable
      label={t('grid')}
      columns={columns}
      emptyText={common('emptyList')}
      getRowId={(row) => String(row.id)}
      {...view}
    />
  );
}
