'use client';

import { useTranslations } from 'next-intl';

import type { SortableCell, SortableTexts } from '@/components/admin/sortable-table/sortable-table';

/** The words of the agenda's ordered lists (halls, presentations), each row called by `name`. */
export function useAgendaOrder<Row>(name: (row: Row) => string) {
  const t = useTranslations('admin.weekAgenda.order');
  const texts: SortableTexts<Row> = {
    instructions: t('instructions'),
    controls: (row) => ({
      drag: t('drag', { name: name(row) }),
      steps: { up: t('up', { name: name(row) }), down: t('down', { name: name(row) }) },
    }),
    picked: (row) => t('picked', { name: name(row) }),
    moved: (row, place) => t('over', { name: name(row), place }),
    dropped: (row, place) => t('dropped', { name: name(row), place }),
    cancelled: (row) => t('cancelled', { name: name(row) }),
  };

  return { texts, leadingHeaders: [t('place'), t('move')], savedText: t('saved') };
}

/** The cells before a row's own: its place, then its handle and buttons. */
export function LeadingCells({ controls, place }: SortableCell) {
  return (
    <>
      <td className="px-3 py-2 font-semibold">{place}</td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">{controls}</div>
      </td>
    </>
  );
}
