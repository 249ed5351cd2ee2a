import { describe, expect, it } from 'vitest';

import type { RawTable } from '@/lib/import/table';
import { parseCsv } from '@/lib/import/parse-csv';
import { IMPORT_MAX_ROWS } from './columns';
import { parseAmount, parseUlaanbaatarDateTime } from './row-schema';
import { validateNoticeTable, validateTradeTable } from './validate';

const readCsv = (text: string) => parseCsv(text, { maxRows: IMPORT_MAX_ROWS });

const TRADE_HEADER =
  'seller_name,product_name,product_category,mass,min_price,price_currency,trade_datetime,own_url,url';

describe('values', () => {
  it('reads dates and times in Ulaanbaatar time (UTC+8)', () => {
    expect(parseUlaanbaatarDateTime('2026-05-14 10:30')?.toISOString()).toBe('2026-05-14T02:30:00.000Z');
    expect(parseUlaanbaatarDateTime('2026-05-14T10:30:15')?.toISOString()).toBe('2026-05-14T02:30:15.000Z');
    expect(parseUlaanbaatarDateTime('2026-05-14')?.toISOString()).toBe('2026-05-13T16:00:00.000Z');
    for (const bad of ['2026-02-30 10:00', '14/05/2026', '2026-05-14 24:00', 'маргааш'])
      expect(parseUlaanbaatarDateTime(bad)).toBeNull();
  });

  it('reads amounts with thousands separators', () => {
    expect(parseAmount('1 250 000')).toBe(1_250_000);
    expect(parseAmount('1,250,000.5')).toBe(1_250_000.5);
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
  });
});

describe('validateTradeTable', () => {
  it('lists every bad row with its number, column and reason, and keeps nothing', () => {
    const table = readCsv(
      [
        TRADE_HEADER,
        'Алтан ХХК,Нүүрс,Нүүрс,100,1000,1200,2026-05-14 10:30,,https://mse.mn',
        ',Нүүрс,,,abc,1200,2026-05-14 10:30,,',
        'Б ХХК,Зэс,,,5,6,14/05/2026,javascript:alert(1),',
      ].join('\n'),
    );

    expect(validateTradeTable(table)).toEqual({
      ok: false,
      problems: [
        { row: 3, column: 'seller_name', reason: 'admin.operations.import.reasons.required' },
        { row: 3, column: 'min_price', reason: 'admin.operations.import.reasons.number' },
        { row: 4, column: 'trade_datetime', reason: 'admin.operations.import.reasons.datetime' },
        { row: 4, column: 'own_url', reason: 'admin.operations.import.reasons.url' },
      ],
    });
  });

  it('keeps a deal repeated inside the file once and counts the repeat', () => {
    const row = 'Алтан ХХК,Нүүрс,,,1000,1200,2026-05-14 10:30,,';
    const validated = validateTradeTable(readCsv([TRADE_HEADER, row, row, row.replace('10:30', '11:00')].join('\n')));

    expect(validated).toMatchObject({ ok: true, duplicates: 1 });
    expect(validated.ok && validated.rows.map((trade) => trade.tradeDatetime.toISOString())).toEqual([
      '2026-05-14T02:30:00.000Z',
      '2026-05-14T03:00:00.000Z',
    ]);
  });

  it('refuses a file without the required columns or without rows', () => {
    expect(validateTradeTable(readCsv('seller_name,product_name\nА,Б\n'))).toEqual({
      ok: false,
      file: { problem: 'missingColumns', columns: ['min_price', 'price_currency', 'trade_datetime'] },
      problems: [],
    });
    expect(validateTradeTable(readCsv(`${TRADE_HEADER}\n`))).toMatchObject({ ok: false, file: { problem: 'noRows' } });
  });

  it('refuses more rows than one import takes', () => {
    const rows = Array.from({ length: 5001 }, (_, index) => ({ row: index + 2, values: { seller_name: 'А' } }));
    const table: RawTable = { headers: TRADE_HEADER.split(','), rows };

    expect(validateTradeTable(table)).toMatchObject({ ok: false, file: { problem: 'tooManyRows', max: 5000 } });
  });
});

describe('validateNoticeTable', () => {
  it('requires the auction fields and keys duplicates by auction number', () => {
    const header = 'seller_name,order_num,type,sell_datetime,quantity,currency,lot_size';
    const good = 'Тэнгэр ХХК,A-1,Дуудлага,2026-05-20 11:00,10,MNT,5000';

    expect(validateNoticeTable(readCsv([header, good, good.replace('Тэнгэр', 'Өөр')].join('\n')))).toMatchObject({
      ok: true,
      duplicates: 1,
    });
    expect(validateNoticeTable(readCsv([header, 'Тэнгэр ХХК,A-2,,2026-05-20,,MNT,5000'].join('\n')))).toEqual({
      ok: false,
      problems: [
        { row: 2, column: 'type', reason: 'admin.operations.import.reasons.required' },
        { row: 2, column: 'quantity', reason: 'admin.operations.import.reasons.required' },
      ],
    });
  });
});
