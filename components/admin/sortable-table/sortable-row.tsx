'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type SortableRowProps = {
  id: number;
  place: number;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
};

const BUTTON = 'rounded border border-gray-300 px-3 py-1.5 disabled:cursor-not-allowed disabled:opacity-40';

/** One row of an ordered list: dragged by its handle (mouse, touch or keyboard) or moved one place with up and down. */
export function SortableRow({ id, place, name, isFirst, isLast, isBusy, onUp, onDown, children }: SortableRowProps) {
  const t = useTranslations('admin.weekAgenda.order');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: isBusy });

  return (
    <tr
      ref={setNodeRef}
      data-testid="ordered-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-brand-light shadow' : 'bg-white'}
    >
      <td className="px-3 py-2 font-semibold">{place}</td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('drag', { name })} className={`${BUTTON} cursor-grab touch-none`}>
            <span aria-hidden="true">⠿</span>
          </button>
          <button type="button" onClick={onUp} disabled={isFirst || isBusy} aria-label={t('up', { name })} className={BUTTON}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" onClick={onDown} disabled={isLast || isBusy} aria-label={t('down', { name })} className={BUTTON}>
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </td>
      {children}
    </tr>
  );
}
