'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  /** The question, e.g. the seeds' 'Баннерийг устгах уу?'. */
  message: ReactNode;
  confirmLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal confirmation: Escape or Cancel cancels. */
export function ConfirmDialog({
  isOpen,
  message,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTranslations('admin.common');

  return (
    <ModalDialog isOpen={isOpen} title={t('confirmTitle')} onClose={onCancel}>
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
    </ModalDialog>
  );
}
