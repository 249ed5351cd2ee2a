'use client';

import { useTranslations } from 'next-intl';

type FormActionsProps = {
  isSubmitting: boolean;
  /** The submit button's text while idle (add, save, update…); it says it is saving meanwhile. */
  submitLabel: string;
  /** A second button beside it: cancel an edit, clear the form. */
  secondary?: { label: string; onClick: () => void } | null;
};

/** The buttons under an admin form: submit, and optionally a way out of editing. */
export function FormActions({ isSubmitting, submitLabel, secondary }: FormActionsProps) {
  const common = useTranslations('admin.common');

  return (
    <div className="flex gap-2">
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : submitLabel}
      </button>
      {secondary ? (
        <button type="button" onClick={secondary.onClick} className="rounded border border-gray-300 px-5 py-2">
          {secondary.label}
        </button>
      ) : null}
    </div>
  );
}
