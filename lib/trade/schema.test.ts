import { describe, expect, it } from 'vitest';

import { noticeQuerySchema, tradeQuerySchema } from './schema';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('tradeQuerySchema', () => {
  it('defaults to page 1 of 10 rows without a date bound', () => {
    expect(tradeQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('reads a range, treating empty dates as open', () => {
    expect(tradeQuerySchema.parse({ startDate: '2026-11-01', endDate: '', page: '3', limit: '100' })).toEqual({
      startDate: '2026-11-01',
      page: 3,
      limit: 100,
    });
  });

  it('names each bad field', () => {
    expect(
      messages(tradeQuerySchema.safeParse({ startDate: '2026/11/01', endDate: '2026-02-30', page: '0', limit: '15' })),
    ).toEqual({
      startDate: 'trade.validation.date',
      endDate: 'trade.validation.date',
      page: 'validation.positiveInteger',
      limit: 'trade.validation.tradeLimit',
    });
  });

  it('refuses a start after the end', () => {
    expect(messages(tradeQuerySchema.safeParse({ startDate: '2026-11-10', endDate: '2026-11-09' }))).toEqual({
      endDate: 'trade.validation.range',
    });
  });
});

describe('noticeQuerySchema', () => {
  it('defaults to 12 cards and allows the notice sizes only', () => {
    expect(noticeQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(noticeQuerySchema.parse({ limit: '24' }).limit).toBe(24);
    expect(messages(noticeQuerySchema.safeParse({ limit: '10' }))).toEqual({ limit: 'trade.validation.noticeLimit' });
  });
});
