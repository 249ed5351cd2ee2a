'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { notifyError } from '@/components/admin/notify';

type Loaded<Data> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: Data };

/** Reads one guarded JSON answer for an overlay; a failure is shown in the overlay and as a notice. */
export function useOverlayData<Data>(url: string, pick: (body: unknown) => Data): Loaded<Data> {
  const t = useTranslations('admin.assessment.memberResults');
  const [loaded, setLoaded] = useState<Loaded<Data>>({ status: 'loading' });
  const pickRef = useRef(pick);

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setLoaded({ status: 'loaded', data: pickRef.current(await response.json()) });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed' });
        notifyError(t('loadFailed'));
      });

    return () => controller.abort();
  }, [url, t]);

  return loaded;
}

type OverlayDialogProps<Data> = { title: string; loaded: Loaded<Data>; onClose: () => void; children: (data: Data) => ReactNode };

/** A modal native dialog (focus kept inside, Escape closes) titled by its heading, as the respondents' details. */
export function OverlayDialog<Data>({ title, loaded, onClose, children }: OverlayDialogProps<Data>) {
  const t = useTranslations('admin.assessment.memberResults');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-full max-w-5xl rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="space-y-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
            {t('close')}
          </button>
        </div>
        {loaded.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-red-700">
            {t('loadFailed')}
          </p>
        ) : null}
        {loaded.status === 'loaded' ? children(loaded.data) : null}
      </div>
    </dialog>
  );
}
