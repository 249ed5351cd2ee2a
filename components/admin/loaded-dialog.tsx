'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';

import { notifyError } from './notify';

type Loaded<Data> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: Data };

/** Reads one guarded JSON answer for a dialog; a failure is shown in the dialog and as a notice. */
export function useDialogData<Data>(url: string, pick: (body: unknown) => Data): Loaded<Data> {
  const t = useTranslations('admin.common');
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

type LoadedDialogProps<Data> = {
  title: string;
  loaded: Loaded<Data>;
  onClose: () => void;
  children: (data: Data) => ReactNode;
};

/** A wide modal that shows what useDialogData read, with its loading and failure states, and a close button. */
export function LoadedDialog<Data>({ title, loaded, onClose, children }: LoadedDialogProps<Data>) {
  const t = useTranslations('admin.common');

  return (
    <ModalDialog
      isOpen
      title={title}
      onClose={onClose}
      className="max-h-[90vh] max-w-5xl"
      titleAside={
        <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
          {t('close')}
        </button>
      }
    >
      {loaded.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : null}
      {loaded.status === 'loaded' ? children(loaded.data) : null}
    </ModalDialog>
  );
}
