'use client';

import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';

import { pageCount } from '@/lib/list-query/paging';

import { Pagination } from './pagination';
import { GridToolbar } from './grid-toolbar';
import { useUrlState } from './url-state';

export type DataTableProps<Row> = {
  /** Accessible name of the table (its caption, hidden). */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  /** The seeds' page sizes for this grid, e.g. [10, 20, 30]. */
  pageSizes: readonly number[];
  /** Columns the server can sort by: `?sort=<id>&dir=asc|desc`. */
  sortable?: readonly string[];
  emptyText: string;
  /** The guarded GET handler that answers this view as CSV (same query plus format=csv). */
  csvHref?: string;
  getRowId?: (row: Row) => string;
};

/** What a server page hands to its grid: the current page of rows and how it was cut and ordered. */
export type GridView<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'pageSize' | 'pageSizes' | 'sortable'
>;

/**
 * The one admin grid: rows come from the server for the current page only; paging, page size and sorting
 * change the URL and the server renders the new view (server-side paging, filtering and sorting).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  page,
  pageSize,
  pageSizes,
  sortable = [],
  emptyText,
  csvHref,
  getRowId,
}: DataTableProps<Row>) {
  const t = useTranslations('admin.common');
  const { searchParams, update, isPending } = useUrlState();
  // The rule warns that the React Compiler cannot memoise this hook's functions; the build does not use the compiler,
  // and the table is rebuilt from its rows on every render as TanStack Table intends.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId,
  });
  const sort = searchParams.get('sort');
  const direction = searchParams.get('dir') === 'asc' ? 'asc' : 'desc';
  const totalPages = pageCount(total, pageSize, { minimum: 1 });
  const csvQuery = new URLSearchParams(searchParams.toString());
  csvQuery.set('format', 'csv');

  return (
    <div className="space-y-3" aria-busy={isPending}>
      <GridToolbar total={total} pageSize={pageSize} pageSizes={pageSizes}>
        {csvHref ? (
          <a href={`${csvHref}?${csvQuery.toString()}`} className="font-semibold text-brand-dark underline" download>
            {t('exportCsv')}
          </a>
        ) : null}
      </GridToolbar>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  const isSortable = sortable.includes(header.column.id);
                  const isSorted = sort === header.column.id;

                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2"
                      aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {isSortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:underline"
                          onClick={() =>
                            update({ sort: header.column.id, dir: isSorted && direction === 'desc' ? 'asc' : 'desc' })
                          }
                        >
                          {title}
                          <span aria-hidden="true">{isSorted ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100">
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-gray-600">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-gray-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={totalPages} onChange={(next) => update({ page: next })} />
    </div>
  );
}
