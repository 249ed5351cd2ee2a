'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

type RowActionsProps = {
  /** What the row is called; the buttons are named "Засах: {title}" and "Устгах: {title}" for screen readers. */
  title: string;
  /** Left out where the row may not be deleted (one's own account). */
  onDelete?: () => void;
} & (
  { onEdit: () => void; editHref?: never } | { editHref: string; onEdit?: never } | { onEdit?: never; editHref?: never }
);

/** The edit and delete controls of one row of an admin list; delete only asks, the screen confirms. */
export function RowActions({ title, onEdit, editHref, onDelete }: RowActionsProps) {
  const t = useTranslations('admin.common');
  const editLabel = `${t('edit')}: ${title}`;
  const editClass = 'rounded border border-brand-dark px-3 py-1 text-brand-dark';

  return (
    <div className="flex gap-2">
      {editHref ? (
        <Link href={editHref} aria-label={editLabel} className={editClass}>
          {t('edit')}
        </Link>
      ) : null}
      {onEdit ? (
        <button type="button" onClick={onEdit} aria-label={editLabel} className={editClass}>
          {t('edit')}
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`${t('delete')}: ${title}`}
          className="rounded border border-red-700 px-3 py-1 text-red-700"
        >
          {t('delete')}
        </button>
      ) : null}
    </div>
  );
}
