'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  isOpen: boolean;
  /** The question, e.g. the seeds' 'Баннерийг устгах уу?'. */
  message: ReactNode;
  confirmLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: focus moves into it and back, Escape cancels, and the rest of
 * the page is inert while it is open.
 */
export function ConfirmDialog({ isOpen, message, confirmLabel, isBusy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useTranslations('admin.common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-full max-w-md rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('confirmTitle')}
        </h2>
        <p className="text-gray-800">{message}</p>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-4 py-2">
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={isBusy}
            className="rounded bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {confirmLabel ?? t('confirm')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
