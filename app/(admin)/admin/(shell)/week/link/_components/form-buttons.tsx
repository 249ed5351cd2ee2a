'use client';

import { useTranslations } from 'next-intl';

type FormButtonsProps = { isEditing: boolean; isSubmitting: boolean; onClear: () => void };

/** Seeds 2.3: add (update while a row is edited) and clear, which empties the form back into add mode. */
export function FormButtons({ isEditing, isSubmitting, onClear }: FormButtonsProps) {
  const t = useTranslations('admin.weekSite.form');
  const common = useTranslations('admin.common');

  return (
    <div className="flex gap-2">
      <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60">
        {isSubmitting ? common('saving') : isEditing ? t('update') : common('add')}
      </button>
      <button type="button" onClick={onClear} className="rounded border border-gray-300 px-5 py-2">
        {common('clear')}
      </button>
    </div>
  );
}
