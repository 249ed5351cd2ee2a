import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import type { TextColumn, Translate } from '@/lib/admin/text-columns';

/** Dresses a cell's shared text (a link, a time element, chips); it never computes other words. */
export type CellRender<Row> = (text: string | number, row: Row) => ReactNode;

/**
 * A grid's columns from its text columns (lib), the ones its CSV export writes: heading and text come from the
 * shared definition, `renders` may dress a column's text by its id.
 */
export function gridColumns<Row>(
  columns: readonly TextColumn<Row>[],
  t: Translate,
  renders: Partial<Record<string, CellRender<Row>>> = {},
): ColumnDef<Row>[] {
  return columns
    .filter((column) => !column.isFileOnly)
    .map((column) => ({
      id: column.id,
      header: t(column.header),
      cell: ({ row }) => {
        const text = column.text(row.original, t);
        const render = renders[column.id];

        return render ? render(text, row.original) : text;
      },
    }));
}
