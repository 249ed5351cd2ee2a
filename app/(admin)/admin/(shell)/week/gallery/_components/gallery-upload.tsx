'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { uploadFile } from '@/components/admin/upload-file';
import { useErrorText } from '@/components/admin/use-error-text';
import { attachGalleryImages } from '@/lib/conference/programme/gallery/actions';

type Status = 'waiting' | 'uploading' | 'done' | 'failed';
type Entry = { id: number; file: File; progress: number; status: Status; error: string };
type Uploaded = { id: number; key: string };

/**
 * Seeds 2.3 and 8: pick several files, then the upload button sends each with its progress bar and attaches the
 * ones that arrived to the day in one action. A file the server refuses is marked and named in the failure notice;
 * the others still go in. With no file chosen the button does nothing.
 */
export function GalleryUpload({ dayId }: { dayId: number }) {
  const t = useTranslations('admin.weekProgramme.gallery');
  const upload = useTranslations('admin.upload');
  const errorText = useErrorText();
  const router = useRouter();
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [isBusy, setIsBusy] = useState(false);

  const patch = (ids: readonly number[], changes: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (ids.includes(entry.id) ? { ...entry, ...changes } : entry)));

  /** Sends the files one after the other (the server resizes each picture) and collects the stored keys. */
  const send = async (pending: readonly Entry[]): Promise<{ uploaded: Uploaded[]; failures: string[] }> => {
    const uploaded: Uploaded[] = [];
    const failures: string[] = [];
    for (const entry of pending) {
      patch([entry.id], { status: 'uploading', progress: 0, error: '' });
      const outcome = await uploadFile('image', entry.file, (progress) => patch([entry.id], { progress }));
      if (outcome.ok) {
        uploaded.push({ id: entry.id, key: outcome.file.key });
      } else {
        const error = outcome.message || upload('failed');
        patch([entry.id], { status: 'failed', error });
        failures.push(`${entry.file.name}: ${error}`);
      }
    }

    return { uploaded, failures };
  };

  const start = async () => {
    const pending = entries.filter((entry) => entry.status !== 'done');
    if (pending.length === 0 || isBusy) return;
    setIsBusy(true);
    const { uploaded, failures } = await send(pending);
    if (uploaded.length > 0) {
      const ids = uploaded.map((each) => each.id);
      const result = await attachGalleryImages({ day_id: dayId, images: uploaded.map((each) => each.key) }).catch(
        () => null,
      );
      if (result?.ok) {
        patch(ids, { status: 'done', progress: 100 });
        notifySuccess(t('added'));
        router.refresh();
      } else {
        const error = errorText(result?.error ?? 'errors.serverError');
        patch(ids, { status: 'failed', error });
        failures.push(error);
      }
    }
    if (failures.length > 0) notifyError(t('addFailed', { error: failures.join('; ') }));
    if (input.current) input.current.value = '';
    setIsBusy(false);
  };

  const statusText = (entry: Entry) =>
    entry.status === 'failed' ? t('status.failed', { error: entry.error }) : t(`status.${entry.status}`);

  return (
    <section aria-labelledby={titleId} className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('uploadTitle')}
      </h2>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-semibold text-gray-800">
          {t('files')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-describedby={`${inputId}-hint`}
          disabled={isBusy}
          onChange={(event) =>
            setEntries(
              Array.from(event.target.files ?? [], (file, index) => ({
                id: index,
                file,
                progress: 0,
                status: 'waiting',
                error: '',
              })),
            )
          }
          className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-dark file:px-3 file:py-2 file:text-white"
        />
        <p id={`${inputId}-hint`} className="text-xs text-gray-600">
          {t('filesHint')}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void start()}
        disabled={isBusy}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isBusy ? t('uploading') : t('upload')}
      </button>
      {entries.length > 0 ? (
        <ul
          aria-label={t('chosen')}
          aria-live="polite"
          className="divide-y divide-gray-100 rounded border border-gray-200"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="gallery-file"
              data-status={entry.status}
              className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-40 flex-1 break-all">{entry.file.name}</span>
              <progress max={100} value={entry.progress} aria-label={entry.file.name} className="h-2 w-40" />
              <span className="w-10 text-right text-xs">{t('progress', { percent: entry.progress })}</span>
              <span className={entry.status === 'failed' ? 'w-full text-red-700' : 'text-gray-700'}>
                {statusText(entry)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
