'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import { reorderPartners } from '@/lib/conference/editions/partner-actions';
import type { PartnerKind } from '@/lib/conference/editions/partner-schema';
import type { AdminPartner } from '@/lib/conference/editions/queries';

import { SortablePartnerRow } from './sortable-partner-row';

type PartnerListProps = {
  eventId: number;
  kind: PartnerKind;
  partners: AdminPartner[];
  labelledBy: string;
  onEdit: (partner: AdminPartner) => void;
  onDelete: (partner: AdminPartner) => void;
};

/**
 * The logos in their public order. A drag (mouse, touch or keyboard, by the handle) or an up/down button moves a
 * row and saves the new order at once; a refused save puts the rows back where the server has them.
 */
export function PartnerList({ eventId, kind, partners, labelledBy, onEdit, onDelete }: PartnerListProps) {
  const t = useTranslations('admin.weekEditions.partners');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const [rows, setRows] = useState(partners);
  const [isSaving, startTransition] = useTransition();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number | undefined) => rows.find((row) => row.id === Number(id))?.name ?? '';
  const placeOf = (id: string | number | undefined) => rows.findIndex((row) => row.id === Number(id)) + 1;

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= rows.length) return;
    const next = arrayMove(rows, from, to);
    setRows(next);
    startTransition(async () => {
      const result = await reorderPartners({ event_id: eventId, kind, ids: next.map((row) => row.id) });
      if (!result.ok) {
        setRows(partners);
        notifyError(common('errorWith', { error: errorText(result.error) }));
      } else notifySuccess(t('orderSaved'));
      router.refresh();
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(placeOf(active.id) - 1, placeOf(over.id) - 1);
  };

  if (rows.length === 0) return <p className="self-start rounded border border-dashed border-gray-300 bg-white p-6 text-center">{common('emptyList')}</p>;

  return (
    <DndContext
      id={`partners-${kind}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragHint') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) => t('dnd.moved', { name: nameOf(active.id), place: placeOf(over?.id) }),
          onDragEnd: ({ active, over }) => t('dnd.dropped', { name: nameOf(active.id), place: placeOf(over?.id) }),
          onDragCancel: () => t('dnd.cancelled'),
        },
      }}
    >
      <div className="self-start overflow-x-auto rounded-lg border border-gray-200 bg-white" aria-busy={isSaving}>
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-labelledby={labelledBy}>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('columns.order')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.logo')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.name')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.link')}</th>
              <th scope="col" className="px-3 py-2">{common('actions')}</th>
            </tr>
          </thead>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row, index) => (
                <SortablePartnerRow
                  key={row.id}
                  partner={row}
                  place={index + 1}
                  isFirst={index === 0}
                  isLast={index === rows.length - 1}
                  isBusy={isSaving}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onEdit={() => onEdit(row)}
                  onDelete={() => onDelete(row)}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </div>
    </DndContext>
  );
}
