import ExcelJS from 'exceljs';
import Papa from 'papaparse';

import { IMPORT_COLUMNS, type ImportKind } from './columns';

/** One example row per kind, in the template's column order; dates in Ulaanbaatar time. */
const EXAMPLES: Record<ImportKind, readonly string[]> = {
  trade: [
    'Номин Говь Коал ХХК',
    'Угаасан коксжих нүүрс',
    'Нүүрс',
    '50000',
    '420000',
    '455000',
    '2026-05-14 10:30',
    '',
    'https://mse.mn/mn/mining-exchange',
  ],
  notice: [
    'Тэнгэр Майнинг ХХК',
    'MSE-2026-0514-01',
    'Дуудлага худалдаа',
    '2026-05-20 11:00',
    '10',
    'MNT',
    '5000',
    '',
    'https://mse.mn/mn/mining-exchange',
    '',
  ],
};

export function templateFileName(kind: ImportKind, format: 'csv' | 'xlsx'): string {
  return `${kind}-import-template.${format}`;
}

/** The CSV template: the header row and one example; the byte-order mark makes Excel read it as UTF-8. */
export function templateCsv(kind: ImportKind): string {
  return `\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS[kind]], data: [[...EXAMPLES[kind]]] })}\r\n`;
}

/** The Excel template: the same header and example, every cell as text so dates stay as typed. */
export async function templateXlsx(kind: ImportKind): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  sheet.columns = IMPORT_COLUMNS[kind].map((header) => ({
    header,
    key: header,
    width: Math.max(14, header.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.addRow([...EXAMPLES[kind]]);
  sheet.getRow(1).font = { bold: true };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
