import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { checkRows, checkTableShape } from './check-rows';
import type { RawTable } from './table';

const table = (headers: string[], ...rows: Record<string, string>[]): RawTable => ({
  headers,
  rows: rows.map((values, index) => ({ row: index + 2, values })),
});
const schema = z.object({
  code: z.string().min(1, 'required').max(3, 'tooLong'),
  amount: z.coerce.number('number').int('whole'),
});

describe('checkTableShape', () => {
  it('names the missing columns, then refuses a file without rows or with too many', () => {
    expect(checkTableShape(table(['code']), { requiredColumns: ['code', 'amount'], maxRows: 2 })).toEqual({
      problem: 'missingColumns',
      columns: ['amount'],
    });
    expect(checkTableShape(table(['code', 'amount']), { requiredColumns: ['code', 'amount'], maxRows: 2 })).toEqual({
      problem: 'noRows',
    });
    const rows = Array.from({ length: 3 }, () => ({ code: 'A', amount: '1' }));
    expect(checkTableShape(table(['code', 'amount'], ...rows), { requiredColumns: ['code'], maxRows: 2 })).toEqual({
      problem: 'tooManyRows',
      max: 2,
    });
    expect(checkTableShape(table(['code', 'amount'], ...rows), { requiredColumns: ['code'], maxRows: 3 })).toBeNull();
  });
});

describe('checkRows', () => {
  it('refuses each bad row with its sheet number and the first reason of each column, in file order', () => {
    const checked = checkRows(
      table(['code', 'amount'], { code: 'A', amount: '1' }, { code: 'ABCD', amount: '1.5' }, { code: '', amount: '2' })
        .rows,
      {
        schema,
        key: (row) => row.code,
        repeat: 'skip',
      },
    );

    expect(checked).toEqual({
      accepted: [{ code: 'A', amount: 1 }],
      refused: [
        { row: 3, column: 'code', reason: 'tooLong' },
        { row: 3, column: 'amount', reason: 'whole' },
        { row: 4, column: 'code', reason: 'required' },
      ],
      duplicates: 0,
    });
  });

  it('keeps the first of rows with one key and skips or refuses the repeats', () => {
    const { rows } = table(
      ['code', 'amount'],
      { code: 'A', amount: '1' },
      { code: 'B', amount: '2' },
      { code: 'A', amount: '3' },
    );

    expect(checkRows(rows, { schema, key: (row) => row.code, repeat: 'skip' })).toEqual({
      accepted: [
        { code: 'A', amount: 1 },
        { code: 'B', amount: 2 },
      ],
      refused: [],
      duplicates: 1,
    });
    expect(checkRows(rows, { schema, key: (row) => row.code, repeat: { column: 'code', reason: 'repeated' } })).toEqual(
      {
        accepted: [
          { code: 'A', amount: 1 },
          { code: 'B', amount: 2 },
        ],
        refused: [{ row: 4, column: 'code', reason: 'repeated' }],
        duplicates: 0,
      },
    );
  });
});
