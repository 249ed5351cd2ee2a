'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { ActionResult } from '@/lib/action-result';

import { notifyError, notifySuccess } from '../notify';

type DeleteOptions = {
  remove: (input: { id: number }) => Promise<ActionResult<{ id: number }>>;
  /** The failure notice: the seeds' text for this screen, or the action's own message. */
  failureMessage?: string;
  failureMs?: number;
  successMs?: number;
};

/**
 * Delete with a confirmation: `ask(id)` opens the dialog, `confirm()` deletes and refreshes the server-rendered
 * list. A failure is shown as a notice and the row stays.
 */
export function useConfirmedDelete({ remove, failureMessage, failureMs, successMs }: DeleteOptions) {
  const t = useTranslations();
  const router = useRouter();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    if (pendingId === null) return;
    setIsBusy(true);
    const result = await remove({ id: pendingId }).catch(() => null);
    setIsBusy(false);
    setPendingId(null);
    if (!result?.ok) {
      notifyError(failureMessage ?? t(result?.error ?? 'admin.common.error'), failureMs);

      return;
    }
    notifySuccess(t('admin.common.deleted'), successMs);
    router.refresh();
  };

  return { isOpen: pendingId !== null, isBusy, ask: setPendingId, cancel: () => setPendingId(null), confirm };
}
