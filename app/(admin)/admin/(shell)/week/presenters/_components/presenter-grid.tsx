'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { Pagination } from '@/components/admin/data-table/pagination';
import { GridToolbar } from '@/components/admin/data-table/grid-toolbar';
import { PRESENTER_PAGE_SIZES } from '@/lib/conference/programme/presenters/schema';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import { pageCount } from '@/lib/list-query/paging';
import { reorderPresenters } from '@/lib/conference/programme/presenters/actions';
import type { AdminPresenterRow } from '@/lib/conference/programme/presenters/queries';


import { SortablePresenterRow } from './sortable-presenter-row';

type PresenterGridProps = {
  eventId: number;
  rows: AdminPresenterRow[];
  total: number;
  page: number;
  pageSize: number;
  onEdit: (row: AdminPresenterRow) => void;
  onDelete: (row: AdminPresenterRow) => void;
};

const COLUMNS = ['queue', 'picture', 'nameMn', 'nameEn', 'positionMn', 'positionEn', 'event', 'createdAt'] as const;

/**
 * The presenters of the page in queue order. A row dropped elsewhere (mouse, touch or keyboard, by its handle) is
 * shown there at once and the page's new order is saved; a refused save puts the rows back.
 */
export function PresenterGrid({ eventId, rows, total, page, pageSize, onEdit, onDelete }: PresenterGridProps) {
  const t = useTranslations('admin.weekProgramme.presenters');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const { update } = useUrlState();
  // The order a drag just made, shown until the server's rows arrive (or put back when the save is refused).
  const [order, setOrder] = useState<number[] | null>(null);
  const shown = order ? order.flatMap((id) => rows.filter((row) => row.id === id)) : rows;
  const [isSaving, startSaving] = useTransition();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => shown.find((row) => row.id === Number(id))?.name_mn ?? '';
  const placeOf = (id: string | number | undefined) => (page - 1) * pageSize + shown.findIndex((row) => row.id === Number(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      shown,
      shown.findIndex((row) => row.id === Number(active.id)),
      shown.findIndex((row) => row.id === Number(over.id)),
    );
    setOrder(next.map((row) => row.id));
    startSaving(async () => {
      const result = await reorderPresenters({ event_id: eventId, ids: next.map((row) => row.id) }).catch(() => null);
      if (!result?.ok) {
        setOrder(null);
        notifyError(t('orderFailed', { error: errorText(result?.error ?? 'errors.serverError') }));

        return;
      }
      notifySuccess(t('orderSaved'));
      router.refresh();
    });
  };

  return (
    <div className="space-y-3" aria-busy={isSaving}>
      <GridToolbar total={total} pageSize={pageSize} pageSizes={PRESENTER_PAGE_SIZES} />
      <p className="text-sm text-gray-700">
        {t('dragHint')}
      </p>
      <DndContext
        id="presenter-reorder"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('dragHint') },
          announcements: {
            onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
            onDragOver: ({ active, over }) => t('dnd.moved', { name: nameOf(active.id), position: placeOf(over?.id) }),
            onDragEnd: ({ active, over }) => t('dnd.dropped', { name: nameOf(active.id), position: placeOf(over?.id) }),
            onDragCancel: () => t('dnd.cancelled'),
          },
        }}
      >
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{t('grid')}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {common('actions')}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <SortableContext items={shown.map((row) => row.id)} strategy={verticalListSortingStrategy} disabled={isSaving}>
              <tbody className="divide-y divide-gray-100">
                {shown.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length + 1} className="px-3 py-6 text-center text-gray-600">
                      {t('empty')}
                    </td>
                  </tr>
                ) : (
                  shown.map((row, index) => (
                    <SortablePresenterRow
                      key={row.id}
                      row={row}
                      place={(page - 1) * pageSize + index + 1}
                      onEdit={() => onEdit(row)}
                      onDelete={() => onDelete(row)}
                    />
                  ))
                )}
              </tbody>
            </SortableContext>
          </table>
        </div>
      </DndContext>
      <Pagination page={page} totalPages={pageCount(total, pageSize, { minimum: 1 })} onChange={(next) => update({ page: next })} />
    </div>
  );
}
