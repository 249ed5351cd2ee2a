'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import type { AdminPartner } from '@/lib/conference/editions/queries';

type SortablePartnerRowProps = {
  partner: AdminPartner;
  place: number;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const BUTTON = 'rounded border border-gray-300 px-3 py-1.5 disabled:cursor-not-allowed disabled:opacity-40';

/** One logo: draggable by its handle, movable one place with the arrows (none past either end), editable, deletable. */
export function SortablePartnerRow({ partner, place, isFirst, isLast, isBusy, onUp, onDown, onEdit, onDelete }: SortablePartnerRowProps) {
  const t = useTranslations('admin.weekEditions.partners');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: partner.id, disabled: isBusy });
  const name = { name: partner.name };

  return (
    <tr
      ref={setNodeRef}
      data-testid="partner-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-brand-light shadow' : 'bg-white'}
    >
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <span className="w-6 font-semibold">{place}</span>
          <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('dragHandle', name)} className={`${BUTTON} cursor-grab touch-none`}>
            <span aria-hidden="true">⠿</span>
          </button>
          <button type="button" onClick={onUp} disabled={isFirst || isBusy} aria-label={t('moveUp', name)} className={BUTTON}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" onClick={onDown} disabled={isLast || isBusy} aria-label={t('moveDown', name)} className={BUTTON}>
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </td>
      <td className="px-3 py-2">
        <Thumbnail src={partner.logo_url} alt={t('logoAlt', name)} className="h-12 w-24" />
      </td>
      <td className="px-3 py-2">{partner.name}</td>
      <td className="px-3 py-2 break-all">{partner.link}</td>
      <td className="px-3 py-2">
        <RowActions title={partner.name} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
