import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { registeredAt, registrationHeaders, registrationsCsv, registrationsWorkbook } from './export';
import type { RegistrationRow } from './queries';

const headers = registrationHeaders((column) => `head:${column}`);
const rows: RegistrationRow[] = [
  {
    id: 7,
    company: '=Оюу Толгой ХХК',
    first_name: 'Бат-Эрдэнэ',
    last_name: 'Дорж',
    country: 'MN',
    country_name: 'Монгол',
    email: 'bat@example.mn',
    phone_number: '+976 99112233',
    // 23:30 UTC is already the next morning in Ulaanbaatar.
    created_at: '2025-08-31T23:30:00.000Z',
  },
];

describe('registration downloads', () => {
  it('write times on Ulaanbaatar’s clock', () => {
    expect(registeredAt('2025-08-31T23:30:00.000Z')).toBe('2025-09-01 07:30');
  });

  it('write a CSV with the grid’s columns, country names and neutralised formulas', async () => {
    const response = registrationsCsv({ fileName: 'registrations-2025', rows, headers });
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="registrations-2025.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines).toEqual([
      'head:first_name,head:last_name,head:company,head:country,head:email,head:phone_number,head:created_at',
      `Бат-Эрдэнэ,Дорж,"'=Оюу Толгой ХХК",Монгол,bat@example.mn,"'+976 99112233",2025.09.01 07:30`,
    ]);
  });

  it('write a workbook with a bold header, widths and the registration time as a date', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await registrationsWorkbook({ rows, headers, sheetName: '2025' })).buffer);
    const sheet = workbook.getWorksheet('2025');
    if (!sheet) throw new Error('the sheet is missing');

    expect(sheet.getRow(1).values).toEqual([undefined, ...Object.values(headers)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(3).width).toBe(30);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Бат-Эрдэнэ',
      'Дорж',
      '=Оюу Толгой ХХК',
      'Монгол',
      'bat@example.mn',
      '+976 99112233',
      new Date('2025-09-01T07:30:00.000Z'),
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.rowCount).toBe(2);
  });
});
