'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { moveBanner, moveDown, moveUp, renumberBanners, toSequencePayload } from '@/lib/banners/sequence';

import type { BannerActions, BannerRow, BannerTexts } from './banner-actions';
import { SortableBannerRow } from './sortable-banner-row';

/**
 * Mode C: old sequence, image, new sequence, and up/down buttons (the first row's up and the last row's down are
 * disabled), plus drag and drop by a handle (mouse, touch or keyboard). 'Save order' sends the whole list.
 */
export function BannerReorder({ banners, saveOrder, texts }: { banners: readonly BannerRow[]; saveOrder: BannerActions['saveOrder']; texts: BannerTexts }) {
  const t = useTranslations('admin.organisation.slides');
  const router = useRouter();
  const [rows, setRows] = useState(() => renumberBanners(banners));
  const [isSaving, startTransition] = useTransition();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sequenceOf = (id: string | number) => rows.find((row) => row.id === Number(id))?.oldSequence ?? 0;
  const positionOf = (id: string | number | undefined) => rows.findIndex((row) => row.id === Number(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    setRows((current) =>
      moveBanner(
        current,
        current.findIndex((row) => row.id === Number(active.id)),
        current.findIndex((row) => row.id === Number(over.id)),
      ),
    );
  };

  const save = () =>
    startTransition(async () => {
      const result = await saveOrder({ banners: toSequencePayload(rows) });
      if (!result.ok) return notifyError(t('orderFailed'));
      notifySuccess(t('orderSaved'));
      router.refresh();
    });

  if (rows.length === 0) return <p className="rounded border border-dashed border-gray-300 p-6 text-center">{texts.empty}</p>;

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        {t('dragHint')}
      </p>
      <DndContext
        id="slide-reorder"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('dragHint') },
          announcements: {
            onDragStart: ({ active }) => t('dnd.picked', { sequence: sequenceOf(active.id) }),
            onDragOver: ({ active, over }) => t('dnd.moved', { sequence: sequenceOf(active.id), position: positionOf(over?.id) }),
            onDragEnd: ({ active, over }) => t('dnd.dropped', { sequence: sequenceOf(active.id), position: positionOf(over?.id) }),
            onDragCancel: () => t('dnd.cancelled'),
          },
        }}
      >
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{t('reorder')}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">{t('oldSequence')}</th>
                <th scope="col" className="px-3 py-2">{t('banner')}</th>
                <th scope="col" className="px-3 py-2">{t('newSequence')}</th>
                <th scope="col" className="px-3 py-2">{t('reorder')}</th>
              </tr>
            </thead>
            <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
              <tbody className="divide-y divide-gray-100">
                {rows.map((row, index) => (
                  <SortableBannerRow
                    key={row.id}
                    row={row}
                    isFirst={index === 0}
                    isLast={index === rows.length - 1}
                    onUp={() => setRows((current) => moveUp(current, index))}
                    onDown={() => setRows((current) => moveDown(current, index))}
                  />
                ))}
              </tbody>
            </SortableContext>
          </table>
        </div>
      </DndContext>
      <button
        type="button"
        onClick={save}
        disabled={isSaving}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t('saveOrder')}
      </button>
    </div>
  );
}
