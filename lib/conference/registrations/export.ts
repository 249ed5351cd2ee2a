import 'server-only';

import ExcelJS from 'exceljs';

import { type CsvColumn, csvResponse } from '@/lib/admin/csv';
import { adminDateText } from '@/lib/admin/date-text';
import { SITE_TIME_ZONE } from '@/lib/i18n/routing';

import type { RegistrationRow } from './queries';

/** The grid's columns in its order (seeds 2.3), which the downloads repeat. */
export const REGISTRATION_COLUMNS = [
  'first_name',
  'last_name',
  'company',
  'country',
  'email',
  'phone_number',
  'created_at',
] as const;
export type RegistrationColumn = (typeof REGISTRATION_COLUMNS)[number];
/** Each column's heading, as the grid shows it. */
export type RegistrationHeaders = Record<RegistrationColumn, string>;

export function registrationHeaders(label: (column: RegistrationColumn) => string): RegistrationHeaders {
  return {
    first_name: label('first_name'),
    last_name: label('last_name'),
    company: label('company'),
    country: label('country'),
    email: label('email'),
    phone_number: label('phone_number'),
    created_at: label('created_at'),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Characters wide per column, enough for the demo data's longest values. */
const XLSX_WIDTHS: Record<RegistrationColumn, number> = {
  first_name: 18,
  last_name: 18,
  company: 30,
  country: 18,
  email: 32,
  phone_number: 18,
  created_at: 18,
};

// sv-SE writes `2025-09-11 09:30`, which the workbook turns into a date cell.
const LOCAL_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When someone registered, on Ulaanbaatar's clock (where the staff who read the workbook work). */
export function registeredAt(createdAt: string): string {
  return LOCAL_TIME.format(new Date(createdAt));
}

const cell = (row: RegistrationRow, column: Exclude<RegistrationColumn, 'created_at'>): string =>
  column === 'country' ? row.country_name : row[column];

/** Every registration of the filter as CSV, columns and times written as the grid shows them. */
export function registrationsCsv({
  fileName,
  rows,
  headers,
}: {
  fileName: string;
  rows: readonly RegistrationRow[];
  headers: RegistrationHeaders;
}): Response {
  const columns: CsvColumn<RegistrationRow>[] = REGISTRATION_COLUMNS.map((column) => ({
    header: headers[column],
    value: (row) => (column === 'created_at' ? adminDateText(row.created_at, 'dateTime') : cell(row, column)),
  }));

  return csvResponse(`${fileName}.csv`, rows, columns);
}

/**
 * The same as an Excel workbook: a bold, frozen header row, readable widths, and the registration time as a real
 * date cell. Excel dates carry no time zone, so the cell holds Ulaanbaatar's wall-clock time.
 */
export async function registrationsWorkbook({
  rows,
  headers,
  sheetName,
}: {
  rows: readonly RegistrationRow[];
  headers: RegistrationHeaders;
  sheetName: string;
}): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REGISTRATION_COLUMNS.map((column) => ({
    header: headers[column],
    key: column,
    width: XLSX_WIDTHS[column],
    ...(column === 'created_at' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      first_name: row.first_name,
      last_name: row.last_name,
      company: row.company,
      country: row.country_name,
      email: row.email,
      phone_number: row.phone_number,
      created_at: new Date(`${registeredAt(row.created_at).replace(' ', 'T')}:00Z`),
    });
  }

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function registrationsXlsx(options: {
  fileName: string;
  rows: readonly RegistrationRow[];
  headers: RegistrationHeaders;
  sheetName: string;
}): Promise<Response> {
  return new Response(Buffer.from(await registrationsWorkbook(options)), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${options.fileName}.xlsx"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
