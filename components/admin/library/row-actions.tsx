'use client';

import { useTranslations } from 'next-intl';

/** Edit and delete buttons of a grid row; their names say which row they act on. */
export function RowActions({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('admin');

  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('library.editTitle', { title })}
        className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
      >
        {t('common.edit')}
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('library.deleteTitle', { title })}
        className="rounded border border-red-700 px-3 py-1 text-red-700"
      >
        {t('common.delete')}
      </button>
    </div>
  );
}
