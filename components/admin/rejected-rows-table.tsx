import type { RefusedRow } from '@/lib/import/refused-row';

type RejectedRowsTableProps = {
  rows: readonly RefusedRow[];
  title: string;
  columnLabels: { row: string; column: string; reason: string };
};

/** The refused rows of an import, in a scrollable region staff can reach with the keyboard. */
export function RejectedRowsTable({ rows, title, columnLabels }: RejectedRowsTableProps) {
  return (
    <div role="region" aria-label={title} tabIndex={0} className="max-h-80 overflow-auto rounded border border-red-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-red-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {columnLabels.row}
            </th>
            <th scope="col" className="px-3 py-2">
              {columnLabels.column}
            </th>
            <th scope="col" className="px-3 py-2">
              {columnLabels.reason}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-red-100">
          {rows.map((problem) => (
            <tr key={`${problem.row}-${problem.column}`}>
              <td className="px-3 py-1.5 tabular-nums">{problem.row}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{problem.column}</td>
              <td className="px-3 py-1.5">{problem.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
