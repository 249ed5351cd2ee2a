import { Readable } from 'node:stream';

import ExcelJS from 'exceljs';

import { hasValues, normalizeHeader, type RawTable } from './table';

/**
 * Excel keeps a date cell as the wall-clock time typed into it; exceljs hands it over as a Date whose UTC
 * fields are that wall-clock time. It is written back as `yyyy-mm-dd HH:mm:ss` so that a date cell and a text
 * cell mean the same thing (Ulaanbaatar time).
 */
function dateText(date: Date): string {
  const iso = date.toISOString();

  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return String(value.text || value.hyperlink).trim();
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);

  return '';
}

/** A worksheet row's cells as text under their column names. */
function rowValues(headers: string[], cells: ExcelJS.CellValue[]): Record<string, string> {
  return Object.fromEntries(
    headers.map((header, index) => [header, cellText(cells[index + 1])] as const).filter(([header]) => header),
  );
}

/**
 * Reads the first worksheet of an .xlsx file, row by row as it unpacks; its first row holds the column names.
 * Reading stops after `maxRows` + 1 data rows: one more than allowed says the file is too long, and the rest of a
 * huge sheet is never read. Check the archive first (checkZipBounds): this trusts it to unpack to a sane size.
 */
export async function parseXlsx(data: Uint8Array, { maxRows }: { maxRows: number }): Promise<RawTable> {
  // Styles are read for the number formats that mark a cell as a date; links are read as the text they show.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(data)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let headers: string[] = [];
  const rows: RawTable['rows'] = [];
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      // exceljs lists a row's cells from index 1, as spreadsheets number columns.
      const cells = row.values as ExcelJS.CellValue[];
      if (row.number === 1) {
        headers = Array.from({ length: Math.max(0, cells.length - 1) }, (_, index) =>
          normalizeHeader(cellText(cells[index + 1])),
        );
        continue;
      }
      const values = rowValues(headers, cells);
      if (hasValues(values)) rows.push({ row: row.number, values });
      if (rows.length > maxRows) break;
    }
    // Only the first worksheet is an import's table.
    break;
  }

  return { headers: headers.filter(Boolean), rows };
}
