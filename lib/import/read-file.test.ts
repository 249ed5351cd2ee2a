import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { zipBombWorkbook } from '@/tests/fixtures/zip-bomb';

import { readImportFile } from './read-file';
import { checkZipBounds } from './zip-bounds';

const MIB = 1024 * 1024;
const tooLargeUnpacked = { ok: false, reason: 'tooLargeUnpacked' };

/** Runs `read` and says how far the process's resident memory grew meanwhile. */
async function rssGrowth<T>(read: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  const result = await read();

  return { result, growth: process.memoryUsage().rss - before };
}

async function workbookOf(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(['name', 'email']);
  for (let row = 1; row <= rows; row += 1) sheet.addRow([`Компани ${row}`, `person${row}@example.com`]);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readImportFile and zip bombs', () => {
  it('refuses a 4 MB workbook whose sheet unpacks to 4 GB, without unpacking it', async () => {
    const bomb = zipBombWorkbook();
    expect(bomb.byteLength).toBeLessThan(6 * MIB);

    const { result, growth } = await rssGrowth(() => readImportFile(bomb, { maxRows: 5000 }));

    expect(result).toEqual(tooLargeUnpacked);
    expect(growth).toBeLessThan(200 * MIB);
  });

  it('refuses a bomb whose headers claim a small sheet, stopping once it unpacks past the claim', async () => {
    const bomb = zipBombWorkbook({ mebibytes: 1000, declaredBytes: 20_000 });

    const { result, growth } = await rssGrowth(() => readImportFile(bomb, { maxRows: 5000 }));

    expect(result).toEqual(tooLargeUnpacked);
    expect(growth).toBeLessThan(200 * MIB);
  });

  it('counts the entries and their unpacked bytes against the bounds', async () => {
    const workbook = await workbookOf(3);

    expect(await checkZipBounds(workbook)).toEqual({ ok: true });
    expect(await checkZipBounds(workbook, { maxEntries: 3, maxUnpackedBytes: MIB })).toEqual(tooLargeUnpacked);
    expect(await checkZipBounds(workbook, { maxEntries: 200, maxUnpackedBytes: 1000 })).toEqual(tooLargeUnpacked);
    expect(await checkZipBounds(workbook.subarray(0, workbook.byteLength - 30))).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });
});

describe('readImportFile stops at the row limit', () => {
  it('reads one row past the limit of a workbook, and no further', async () => {
    const read = await readImportFile(await workbookOf(300), { maxRows: 10 });

    expect(read.ok && read.table.headers).toEqual(['name', 'email']);
    expect(read.ok && read.table.rows.map((row) => row.row)).toEqual(
      Array.from({ length: 11 }, (_, index) => index + 2),
    );
  });

  it('reads one row past the limit of a CSV file, and no further', async () => {
    const text = [
      'name,email',
      ...Array.from({ length: 300 }, (_, index) => `Компани ${index},p${index}@example.com`),
    ].join('\n');
    const read = await readImportFile(new TextEncoder().encode(text), { maxRows: 10 });

    expect(read.ok && read.table.rows).toHaveLength(11);
    expect(read.ok && read.table.rows.at(-1)).toEqual({
      row: 12,
      values: { name: 'Компани 10', email: 'p10@example.com' },
    });
  });
});
