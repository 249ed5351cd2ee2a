'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import type { ActionResult } from '@/lib/action-result';

export type ListColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

type ListEditorProps<Row> = {
  /** The table's caption (read by screen readers). */
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
  rowKey: (row: Row) => number;
  /** Names the row in its buttons ("Засах: {title}") and in tests. */
  rowTitle: (row: Row) => string;
  /** Controls beside edit and delete, e.g. the static page editor's link. */
  extraActions?: (row: Row) => ReactNode;
  remove: (row: Row) => Promise<ActionResult<unknown>>;
  deleteQuestion: (row: Row) => string;
  /** The add form, or the edit form of `editing`; `done` returns it to add mode. */
  form: (editing: Row | null, done: () => void) => ReactNode;
  rowTestId: string;
};

/**
 * The conference site screens' shape (menu, social links, footer info): the whole short list with its actions
 * first, and beside it one form in add mode, or in update mode for the row being edited (seeds 4). Deletes
 * are confirmed; a save or delete re-renders the list on the server.
 */
export function ListEditor<Row>({
  caption,
  columns,
  rows,
  emptyText,
  rowKey,
  rowTitle,
  extraActions,
  remove,
  deleteQuestion,
  form,
  rowTestId,
}: ListEditorProps<Row>) {
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<Row | null>(null);
  const removal = useConfirmedDelete<Row>({
    remove,
    onDeleted: (row) => setEditing((current) => (current !== null && rowKey(current) === rowKey(row) ? null : current)),
  });

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[3fr_2fr]">
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {common('actions')}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-gray-600">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} data-testid={rowTestId}>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <RowActions
                        title={rowTitle(row)}
                        onEdit={() => setEditing(row)}
                        onDelete={() => removal.ask(row)}
                      />
                      {extraActions?.(row)}
                    </div>
                  </td>
                  {columns.map((column) => (
                    <td key={column.header} className="px-3 py-2 break-all">
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* A new key remounts the form with the chosen row's values, or empty for add mode. */}
      <div key={editing === null ? 'new' : rowKey(editing)}>{form(editing, () => setEditing(null))}</div>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={removal.pending === null ? '' : deleteQuestion(removal.pending)}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
