'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/thumbnail';
import type { SequencedBanner } from '@/lib/banners/sequence';

type SortableBannerRowProps = { row: SequencedBanner; isFirst: boolean; isLast: boolean; onUp: () => void; onDown: () => void };

const BUTTON = 'rounded border border-gray-300 px-3 py-1.5 disabled:cursor-not-allowed disabled:opacity-40';

/** One row of the reorder table: draggable by its handle, movable one place with the up and down buttons. */
export function SortableBannerRow({ row, isFirst, isLast, onUp, onDown }: SortableBannerRowProps) {
  const t = useTranslations('admin.organisation.slides');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  const name = { sequence: row.oldSequence };

  return (
    <tr
      ref={setNodeRef}
      data-testid="reorder-row"
      data-banner-id={row.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-brand-light shadow' : 'bg-white'}
    >
      <td className="px-3 py-2">{row.oldSequence}</td>
      <td className="px-3 py-2">
        <Thumbnail src={row.image} alt={t('bannerAlt', name)} className="h-16 w-28" />
      </td>
      <td className="px-3 py-2 font-semibold" data-testid="new-sequence">
        {row.sequence}
      </td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('dragHandle', name)}
            className={`${BUTTON} cursor-grab touch-none`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <button type="button" onClick={onUp} disabled={isFirst} aria-label={t('moveUp', name)} className={BUTTON}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" onClick={onDown} disabled={isLast} aria-label={t('moveDown', name)} className={BUTTON}>
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
