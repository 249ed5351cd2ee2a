'use client';

import { arrayMove } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import type { ActionResult } from '@/lib/action-result';

import { SortableTable, type SortableTableProps } from './sortable-table';

type SavedOrderTableProps<Row extends { id: number }> = Omit<SortableTableProps<Row>, 'onMove' | 'isBusy'> & {
  /** Saves the whole new order, first to last. */
  save: (ids: number[]) => Promise<ActionResult<unknown>>;
  savedText: string;
  /** The notice of a refused save, given its reason; by default 'Error: <reason>'. */
  failureText?: (reason: string) => string;
};

/**
 * A sortable table whose every move is saved at once (halls, presentations, presenters, partners): a refused save
 * puts the rows back, and the list is read again from the server either way. Give it a key made of the server's
 * rows, so that a list with rows added, removed or reordered starts afresh.
 */
export function SavedOrderTable<Row extends { id: number }>({
  rows,
  save,
  savedText,
  failureText,
  ...table
}: SavedOrderTableProps<Row>) {
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  // The order is the person's until the server's list arrives; the rows' contents always come from the server.
  const [ids, setIds] = useState(() => rows.map((row) => row.id));
  const order = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const [isSaving, startTransition] = useTransition();

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return;
    const previous = ids;
    const next = arrayMove([...ids], from, to);
    setIds(next);
    startTransition(async () => {
      const result = await save(next).catch(() => null);
      if (result?.ok) {
        notifySuccess(savedText);
      } else {
        setIds(previous);
        const reason = errorText(result?.error ?? 'errors.serverError');
        notifyError(failureText ? failureText(reason) : common('errorWith', { error: reason }));
      }
      router.refresh();
    });
  };

  return <SortableTable {...table} rows={order} onMove={move} isBusy={isSaving} />;
}
