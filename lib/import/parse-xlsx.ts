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
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('hyperlink' in value) return String(value.text || value.hyperlink).trim();
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);

  return '';
}

/** Reads the first worksheet of an .xlsx file; its first row holds the column names. */
export async function parseXlsx(data: Uint8Array): Promise<RawTable> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its input as an ArrayBuffer-like Buffer; a copy of exactly these bytes is one.
  await workbook.xlsx.load(new Uint8Array(data).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };

  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column - 1] = normalizeHeader(cellText(cell.value));
  });
  const rows: RawTable['rows'] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const values = Object.fromEntries(
      headers.map((header, index) => [header, cellText(row.getCell(index + 1).value)] as const).filter(([header]) => header),
    );
    if (hasValues(values)) rows.push({ row: number, values });
  }

  return { headers: headers.filter(Boolean), rows };
}
