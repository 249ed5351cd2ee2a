'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import type { ActionResult } from '@/lib/action-result';

import { SortableRow } from './sortable-row';

type OrderedTableProps<Row extends { id: number }> = {
  /** The table's accessible name (its caption, hidden) and the drag-and-drop region's id. */
  caption: string;
  dndId: string;
  rows: readonly Row[];
  headers: readonly string[];
  /** The row's cells under `headers`. */
  cells: (row: Row) => ReactNode;
  /** What a row is called in its buttons' names and the drag announcements. */
  name: (row: Row) => string;
  emptyText: string;
  /** Saves the whole new order, first to last. */
  onReorder: (ids: number[]) => Promise<ActionResult<unknown>>;
};

/**
 * A list whose order staff set (halls, presentations): each move, by the up and down buttons or by dragging, is
 * saved at once; a refused save puts the rows back and reloads the list from the server. Give it a key made of the
 * rows' ids, so that a list with rows added or removed starts afresh.
 */
export function OrderedTable<Row extends { id: number }>({ caption, dndId, rows, headers, cells, name, emptyText, onReorder }: OrderedTableProps<Row>) {
  const t = useTranslations('admin.weekAgenda.order');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  // The order is the person's until the server's list arrives; the rows' contents always come from the server.
  const [ids, setIds] = useState(() => rows.map((row) => row.id));
  const order = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const [isSaving, startTransition] = useTransition();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number | undefined) => {
    const row = order.find((each) => each.id === Number(id));

    return row ? name(row) : '';
  };
  const placeOf = (id: string | number | undefined) => order.findIndex((row) => row.id === Number(id)) + 1;

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= order.length) return;
    const previous = ids;
    const next = arrayMove([...ids], from, to);
    setIds(next);
    startTransition(async () => {
      const result = await onReorder(next).catch(() => null);
      if (result?.ok) {
        notifySuccess(t('saved'));
      } else {
        setIds(previous);
        notifyError(common('errorWith', { error: errorText(result?.error ?? 'errors.serverError') }));
      }
      router.refresh();
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(placeOf(active.id) - 1, placeOf(over.id) - 1);
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('instructions') },
        announcements: {
          onDragStart: ({ active }) => t('picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) => t('over', { name: nameOf(active.id), place: placeOf(over?.id) }),
          onDragEnd: ({ active, over }) => t('dropped', { name: nameOf(active.id), place: placeOf(over?.id) }),
          onDragCancel: ({ active }) => t('cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white" aria-busy={isSaving}>
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('place')}</th>
              <th scope="col" className="px-3 py-2">{t('move')}</th>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-2">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <SortableContext items={order.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <tbody className="divide-y divide-gray-100">
              {order.length === 0 ? (
                <tr>
                  <td colSpan={headers.length + 2} className="px-3 py-6 text-center text-gray-600">
                    {emptyText}
                  </td>
                </tr>
              ) : (
                order.map((row, index) => (
                  <SortableRow
                    key={row.id}
                    id={row.id}
                    place={index + 1}
                    name={name(row)}
                    isFirst={index === 0}
                    isLast={index === order.length - 1}
                    isBusy={isSaving}
                    onUp={() => move(index, index - 1)}
                    onDown={() => move(index, index + 1)}
                  >
                    {cells(row)}
                  </SortableRow>
                ))
              )}
            </tbody>
          </SortableContext>
        </table>
      </div>
    </DndContext>
  );
}
