'use client';

import { useTranslations } from 'next-intl';

/** Send, and on the public form the way back to step 1 (what was typed stays). */
export function FormButtons({ isSubmitting, onBack }: { isSubmitting: boolean; onBack?: () => void }) {
  const t = useTranslations('directory-register.form');

  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="rounded border border-gray-400 px-5 py-2 font-semibold text-ink"
        >
          {t('back')}
        </button>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </div>
  );
}
