'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { ADMIN_UPLOADS, type AdminUploadKind } from '@/lib/admin/uploads';

import { type UploadedFile, uploadFile } from './upload-file';

const ACCEPT: Record<AdminUploadKind, string> = {
  image: '.jpg,.jpeg,.png,image/jpeg,image/png',
  pdf: '.pdf,application/pdf',
  video: '.mp4,video/mp4',
};

const MIME: Record<AdminUploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png'],
  pdf: ['application/pdf'],
  video: ['video/mp4'],
};

type UploadFieldProps = {
  kind: AdminUploadKind;
  label: string;
  /** The stored key the form holds now (an earlier upload, or the row's current file when editing). */
  value: string;
  /** The current file's address, for the preview. */
  previewUrl?: string;
  onChange: (file: UploadedFile | null) => void;
  error?: string;
  hint?: string;
  /** The seeds' message for a wrong pick, shown at once (the server checks the content again). */
  wrongTypeMessage?: string;
  tooLargeMessage?: string;
};

/**
 * A file picker that uploads at once with a progress bar and keeps only the stored key in the form. A wrong
 * type or size is refused in the browser with the seeds' message and the selection is cleared; the server
 * checks the content again and its refusal is shown the same way.
 */
export function UploadField({
  kind,
  label,
  value,
  previewUrl,
  onChange,
  error,
  hint,
  wrongTypeMessage,
  tooLargeMessage,
}: UploadFieldProps) {
  const t = useTranslations('admin.upload');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  // A submit pressed while the file uploads, kept to be sent once the form holds the new key (null: no button).
  const heldSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  const shown = error ?? message;
  const preview = localPreview ?? previewUrl;
  const isUploading = progress !== null;

  // While the file uploads, the form would send the key it held before (none, or the old file): its submit waits.
  useEffect(() => {
    const form = input.current?.form;
    if (!form || !isUploading) return;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      heldSubmit.current = { submitter: event.submitter };
    };
    form.addEventListener('submit', hold, { capture: true });

    return () => form.removeEventListener('submit', hold, { capture: true });
  }, [isUploading]);

  // Stored, the new key is the form's once it renders with it: the held submit goes then.
  useEffect(() => {
    const held = heldSubmit.current;
    if (isUploading || !held) return;
    heldSubmit.current = null;
    input.current?.form?.requestSubmit(held.submitter ?? undefined);
  }, [isUploading, value]);

  const refuse = (text: string) => {
    setMessage(text);
    if (input.current) input.current.value = '';
  };

  const pick = async (file: File | undefined) => {
    setMessage('');
    if (!file) return;
    if (!MIME[kind].includes(file.type)) return refuse(wrongTypeMessage ?? t(`wrongType.${kind}`));
    if (file.size > ADMIN_UPLOADS[kind].maxBytes) return refuse(tooLargeMessage ?? t(`tooLarge.${kind}`));
    setProgress(0);
    const outcome = await uploadFile(kind, file, setProgress);
    // A failed upload sends nothing: the person sees why and picks again.
    if (!outcome.ok) heldSubmit.current = null;
    setProgress(null);
    if (!outcome.ok) return refuse(outcome.message || t('failed'));
    if (kind === 'image') setLocalPreview(outcome.file.url);
    onChange(outcome.file);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${inputId}-hint ${inputId}-error`}
        disabled={isUploading}
        onChange={(event) => void pick(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-dark file:px-3 file:py-2 file:text-white"
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {isUploading ? (
        <div className="flex items-center gap-2" role="status">
          <span
            className="size-4 animate-spin rounded-full border-2 border-brand-dark border-t-transparent"
            aria-hidden="true"
          />
          <progress
            max={100}
            value={progress}
            className="h-2 flex-1"
            aria-label={t('uploading', { percent: progress })}
          />
          <span className="text-xs">{t('uploading', { percent: progress })}</span>
        </div>
      ) : null}
      {kind === 'image' ? (
        preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin preview of a just-uploaded file
          <img src={preview} alt="" className="max-h-40 rounded border border-gray-200 object-contain" />
        ) : (
          <p className="flex h-24 w-40 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-500">
            {t('noImage')}
          </p>
        )
      ) : value ? (
        <p className="text-xs text-gray-700">
          {t('current')}:{' '}
          <a href={previewUrl} className="underline" target="_blank" rel="noreferrer">
            {value.split('/').pop()}
          </a>
        </p>
      ) : null}
      <p id={`${inputId}-error`} className="text-sm text-red-700" role={shown ? 'alert' : undefined}>
        {shown}
      </p>
    </div>
  );
}
