'use client';

import { useTranslations } from 'next-intl';

import { MEMBER_FILE_ACCEPT } from '@/lib/assessment/member-file-rules';

type FileFieldProps = {
  id: string;
  label: string;
  file: File | null;
  /** Why the last file chosen or sent was refused, or why the field is needed; shown until the person chooses again. */
  error: string;
  onChoose: (file: File | null) => void;
  /** Marks the field as required (an asterisk for the eye; the error says it to everyone when it is missing). */
  isRequired?: boolean;
  isEnabled?: boolean;
  /** Why the field is off, shown and tied to the input while it is. */
  lockedText?: string;
};

/**
 * The flow's file control (proof files and attachments): a labelled button that opens the file picker, the chosen
 * file's name, the accepted kinds and size, and why it is off or why a file was refused, each tied to the input
 * for screen readers. The browser's own "Choose File" control, in the browser's language, is never shown.
 */
export function FileField({
  id,
  label,
  file,
  error,
  onChoose,
  isRequired = false,
  isEnabled = true,
  lockedText,
}: FileFieldProps) {
  const t = useTranslations('member-assessment.assessment');
  const isLocked = !isEnabled && lockedText !== undefined;
  const describedBy = [`${id}-types`, `${id}-chosen`, isLocked ? `${id}-locked` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="text-sm text-ink">
      {/* The asterisk stays outside the label, so that the field's name is its label alone. */}
      <p className="font-medium">
        <label id={`${id}-name`} htmlFor={id}>
          {label}
        </label>
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </p>
      <div className="relative mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          // A new input when the field is turned off, so a chosen file does not linger in it.
          key={isEnabled ? 'on' : 'off'}
          id={id}
          type="file"
          disabled={!isEnabled}
          accept={MEMBER_FILE_ACCEPT}
          // Named by the field's label alone: the button-like label below repeats the picker's action for the eye.
          aria-labelledby={`${id}-name`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            // The form holds the file; emptied, the input fires again when the same file is chosen after a refusal.
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-brand-dark bg-white px-3 py-1.5 font-semibold text-brand-dark hover:bg-brand-light peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-disabled:cursor-not-allowed peer-disabled:border-gray-300 peer-disabled:bg-gray-100 peer-disabled:text-gray-600"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M8 3a3 3 0 0 0-3 3v7a5 5 0 0 0 10 0V7h-2v6a3 3 0 0 1-6 0V6a1 1 0 0 1 2 0v7h2V6a3 3 0 0 0-3-3Z" />
          </svg>
          {t('chooseFile')}
        </label>
        <span
          id={`${id}-chosen`}
          className={`min-w-0 [overflow-wrap:anywhere] ${file ? 'font-medium text-ink' : 'text-muted'}`}
        >
          {file ? file.name : t('noFile')}
        </span>
      </div>
      <p id={`${id}-types`} className="mt-1 text-muted">
        {t('fileHint')}
      </p>
      {isLocked ? (
        <p id={`${id}-locked`} className="mt-1 text-muted">
          {lockedText}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1 rounded-md border border-red-200 bg-red-50 px-2 py-1 font-medium text-red-700 [overflow-wrap:anywhere]"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
