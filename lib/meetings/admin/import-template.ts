import ExcelJS from 'exceljs';
import Papa from 'papaparse';

import { IMPORT_COLUMNS } from './schema';

/** Example rows in the template's column order: one of each kind of attendee a file usually holds. */
const EXAMPLES: readonly (readonly string[])[] = [
  ['Эрдэнэс Монгол ХХК', 'Erdenes Mongol LLC', 'info@erdenes.example.mn', '+976 7011 0000', 'Exhibitor'],
  ['Б.Сараа', 'B.Saraa', 'saraa@example.mn', '', 'Attendee'],
];

export function templateFileName(format: 'csv' | 'xlsx'): string {
  return `meeting-users-template.${format}`;
}

/** The CSV template: the header row and the examples; the byte-order mark makes Excel read it as UTF-8. */
export function templateCsv(): string {
  return `\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS], data: EXAMPLES.map((row) => [...row]) })}\r\n`;
}

/** The Excel template: the same header and examples, every cell as text so phone numbers stay as typed. */
export async function templateXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('meeting-users');
  sheet.columns = IMPORT_COLUMNS.map((header) => ({
    header,
    key: header,
    width: Math.max(16, header.length + 4),
    style: { numFmt: '@' },
  }));
  for (const row of EXAMPLES) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
