import { describe, expect, it } from 'vitest';

import { activeTradeRange, adminTradeQuerySchema } from './admin-query';

const NOW = new Date('2026-05-14T04:00:00Z');

describe('adminTradeQuerySchema', () => {
  it('defaults to the trade category, page 1 and 20 rows, and ignores what it cannot read', () => {
    expect(adminTradeQuerySchema.parse({})).toMatchObject({ category: 'trade', page: 1, limit: 20, format: 'json' });
    expect(
      adminTradeQuerySchema.parse({ category: 'x', limit: '30', startDate: '2026-02-30', page: '-2' }),
    ).toMatchObject({
      category: 'trade',
      limit: 20,
      startDate: undefined,
      page: 1,
    });
    expect(adminTradeQuerySchema.parse({ category: 'notice', limit: '100' })).toMatchObject({
      category: 'notice',
      limit: 100,
    });
  });
});

describe('activeTradeRange', () => {
  it('applies only with both dates, a start not after today and not after the end', () => {
    expect(activeTradeRange({ startDate: '2026-05-01', endDate: '2026-05-10' }, NOW)).toEqual({
      start: '2026-05-01',
      end: '2026-05-10',
    });
    expect(activeTradeRange({ startDate: '2026-05-01' }, NOW)).toBeNull();
    expect(activeTradeRange({ startDate: '2026-05-15', endDate: '2026-05-20' }, NOW)).toBeNull();
    expect(activeTradeRange({ startDate: '2026-05-10', endDate: '2026-05-01' }, NOW)).toBeNull();
  });
});
