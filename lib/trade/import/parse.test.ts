import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './columns';
import { parseCsv } from '@/lib/import/parse-csv';
import { parseXlsx } from '@/lib/import/parse-xlsx';
import { readImportFile } from '@/lib/import/read-file';
import { templateCsv, templateXlsx } from './template';
import { validateNoticeTable, validateTradeTable } from './validate';

const HEADER = 'Seller Name,product_name,min_price,price_currency,trade_datetime';

describe('parseCsv', () => {
  it('reads headers case-insensitively, trims cells, numbers rows as a spreadsheet and skips blank lines', () => {
    const table = parseCsv(
      `\uFEFF${HEADER}\r\n" Алтан ХХК ",Нүүрс,"1,000",1200,2026-05-14 10:30\r\n\r\n,,,,\r\nБ ХХК,Зэс,5,6,2026-05-15\r\n`,
      { maxRows: IMPORT_MAX_ROWS },
    );

    expect(table.headers).toEqual(['seller_name', 'product_name', 'min_price', 'price_currency', 'trade_datetime']);
    expect(table.rows.map((row) => row.row)).toEqual([2, 5]);
    expect(table.rows[0]?.values).toMatchObject({ seller_name: 'Алтан ХХК', min_price: '1,000' });
  });

  it('reads the semicolons Excel writes in some locales', () => {
    expect(parseCsv('seller_name;order_num\nА;1\n', { maxRows: IMPORT_MAX_ROWS }).rows[0]?.values).toEqual({
      seller_name: 'А',
      order_num: '1',
    });
  });
});

describe('parseXlsx', () => {
  it('reads the first sheet, with date cells as Ulaanbaatar wall-clock time', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('trade');
    sheet.addRow(['seller_name', 'product_name', 'min_price', 'price_currency', 'trade_datetime']);
    sheet.addRow([
      'Алтан ХХК',
      { richText: [{ text: 'Нүүрс ' }, { text: 'угаасан' }] },
      1000,
      1200,
      new Date('2026-05-14T10:30:00Z'),
    ]);
    sheet.addRow([]);
    sheet.addRow(['Б ХХК', 'Зэс', 'abc', 6, '2026-05-15 09:00']);
    const table = await parseXlsx(new Uint8Array(await workbook.xlsx.writeBuffer()), { maxRows: IMPORT_MAX_ROWS });

    expect(table.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(table.rows[0]?.values).toEqual({
      seller_name: 'Алтан ХХК',
      product_name: 'Нүүрс угаасан',
      min_price: '1000',
      price_currency: '1200',
      trade_datetime: '2026-05-14 10:30:00',
    });
    const validated = validateTradeTable(table);
    expect(validated).toEqual({
      ok: false,
      problems: [{ row: 4, column: 'min_price', reason: 'admin.operations.import.reasons.number' }],
    });
  });
});

describe('readImportFile and the templates', () => {
  it('tells a workbook from CSV by content and refuses other files', async () => {
    const wrongType = { ok: false, reason: 'wrongType' };
    expect(
      await readImportFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), { maxRows: IMPORT_MAX_ROWS }),
    ).toEqual(wrongType);
    expect(
      await readImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { maxRows: IMPORT_MAX_ROWS }),
    ).toEqual(wrongType);
  });

  it.each(['trade', 'notice'] as const)('gives %s templates in both formats that import as they are', async (kind) => {
    const validate = kind === 'trade' ? validateTradeTable : validateNoticeTable;
    const fromCsv = await readImportFile(new TextEncoder().encode(templateCsv(kind)), { maxRows: IMPORT_MAX_ROWS });
    const fromXlsx = await readImportFile(await templateXlsx(kind), { maxRows: IMPORT_MAX_ROWS });

    for (const read of [fromCsv, fromXlsx]) {
      expect(read.ok && read.table.headers).toEqual([...IMPORT_COLUMNS[kind]]);
      expect(read.ok && validate(read.table)).toMatchObject({ ok: true, duplicates: 0 });
    }
  });
});
