import type { ReactNode } from 'react';

import { EmptyRow, TableHead } from './table-parts';

type ListSectionProps = {
  headingId: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** The columns' headers, the row actions' last. */
  headers: readonly string[];
  /** Shown in one row across the table while `rows` is empty. */
  emptyText: string;
  isEmpty: boolean;
  /** The table's rows, one `<tr>` each. */
  children: ReactNode;
};

/** One titled list of a back-office screen with several (leadership, council, member logos): its add button and table. */
export function ListSection({
  headingId,
  title,
  addLabel,
  onAdd,
  headers,
  emptyText,
  isEmpty,
  children,
}: ListSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <button
          type="button"
          onClick={onAdd}
          className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white"
        >
          {addLabel}
        </button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-labelledby={headingId}>
          <TableHead headers={headers} />
          <tbody className="divide-y divide-gray-100">
            {isEmpty ? <EmptyRow columns={headers.length} text={emptyText} /> : children}
          </tbody>
        </table>
      </div>
    </section>
  );
}
