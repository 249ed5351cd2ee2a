import type { CsvColumn } from './csv';

/** A message by its full key (`admin.…`): the grids' useTranslations() and the server's adminTranslator(). */
export type Translate = (key: string) => string;

/**
 * One column of an admin grid as text: its heading (a message key) and what a row shows in it. The grid renders
 * this text and the CSV export writes it, so a download reads as the screen does: Ulaanbaatar times in the grid's
 * format, labels instead of stored codes. Numbers stay numbers: the grid groups their digits for reading, the file
 * keeps them as numbers a spreadsheet can sum.
 */
export type TextColumn<Row> = {
  id: string;
  header: string;
  text: (row: Row, t: Translate) => string | number;
  /** Written to the file as a column of its own, while the grid shows it inside another column's cell. */
  isFileOnly?: boolean;
};

/** The CSV columns of a grid's text columns, headed as the grid is. */
export function csvColumnsOf<Row>(columns: readonly TextColumn<Row>[], t: Translate): CsvColumn<Row>[] {
  return columns.map((column) => ({ header: t(column.header), value: (row) => column.text(row, t) }));
}
