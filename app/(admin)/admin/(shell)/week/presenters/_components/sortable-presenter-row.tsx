'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import type { AdminPresenterRow } from '@/lib/conference/programme/presenters/queries';

import { adminDateText } from '../../../../_lib/locale';

type SortablePresenterRowProps = { row: AdminPresenterRow; place: number; onEdit: () => void; onDelete: () => void };

/** One presenter: its actions, its place with the drag handle, picture, names, positions, edition and date. */
export function SortablePresenterRow({ row, place, onEdit, onDelete }: SortablePresenterRowProps) {
  const t = useTranslations('admin.weekProgramme.presenters');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });

  return (
    <tr
      ref={setNodeRef}
      data-testid="presenter-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-brand-light shadow' : 'bg-white hover:bg-gray-50'}
    >
      <td className="px-3 py-2 align-top">
        <RowActions title={row.name_mn} onEdit={onEdit} onDelete={onDelete} />
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex items-center gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('dragHandle', { name: row.name_mn })}
            className="cursor-grab touch-none rounded border border-gray-300 px-2 py-1"
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <span className="font-semibold" data-testid="presenter-place">
            {place}
          </span>
        </div>
      </td>
      <td className="px-3 py-2 align-top">
        <Thumbnail src={row.profile_img} alt={t('pictureAlt', { name: row.name_mn })} className="size-16" />
      </td>
      <td className="px-3 py-2 align-top">{row.name_mn}</td>
      <td className="px-3 py-2 align-top">{row.name_en}</td>
      <td className="px-3 py-2 align-top">{row.position_mn}</td>
      <td className="px-3 py-2 align-top">{row.position_en}</td>
      <td className="px-3 py-2 align-top">{row.event}</td>
      <td className="px-3 py-2 align-top">
        <time dateTime={row.created_at}>{adminDateText(row.created_at, 'longDate')}</time>
      </td>
    </tr>
  );
}
