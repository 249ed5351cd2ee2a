import Papa from 'papaparse';

/** A CSV export holds the whole current filter, up to this many rows (years of the association's data). */
export const CSV_EXPORT_LIMIT = 10_000;

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null };

/**
 * A CSV download of an admin grid's current view. The byte-order mark makes Excel read the Mongolian
 * (UTF-8) text correctly; papaparse quotes fields and neutralises formulas (`=`, `+`, `-`, `@`).
 */
export function csvResponse<Row>(fileName: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Response {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { escapeFormulae: true },
  );

  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
