'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { ActionResult } from '@/lib/action-result';

import { notifyError, notifySuccess } from './notify';
import { useErrorText } from './use-error-text';

type ConfirmedDeleteOptions<Item> = {
  remove: (item: Item) => Promise<ActionResult<unknown>>;
  /** The failure notice from the action's error text; by default that text itself. */
  failureText?: (errorText: string) => string;
  successText?: string;
  failureMs?: number;
  successMs?: number;
  /** Runs after a successful delete, before the list is fetched again (e.g. leave the edit form of that row). */
  onDeleted?: (item: Item) => void;
};

/**
 * Delete with a confirmation, the same on every admin screen: `ask(item)` opens the dialog, `confirm()` deletes
 * and refreshes the server-rendered list. A failure (also a failed request) is shown as a notice and the row stays.
 */
export function useConfirmedDelete<Item>({
  remove,
  failureText,
  successText,
  failureMs,
  successMs,
  onDeleted,
}: ConfirmedDeleteOptions<Item>) {
  const t = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, setPending] = useState<Item | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    if (pending === null) return;
    setIsBusy(true);
    const result = await remove(pending).catch(() => null);
    setIsBusy(false);
    setPending(null);
    if (!result?.ok) {
      const text = errorText(result?.error ?? 'errors.serverError');
      notifyError(failureText ? failureText(text) : text, failureMs);

      return;
    }
    onDeleted?.(pending);
    notifySuccess(successText ?? t('deleted'), successMs);
    router.refresh();
  };

  return { pending, isOpen: pending !== null, isBusy, ask: setPending, cancel: () => setPending(null), confirm };
}
