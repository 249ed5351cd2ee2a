import { describe, expect, it } from 'vitest';

import { tradePath } from './trade-path';
import { parseTradeView } from './view';

const NOW = new Date('2026-11-22T03:00:00Z');

describe('parseTradeView', () => {
  it('opens on the schedule tab with 12 cards on page 1', () => {
    expect(parseTradeView({}, NOW)).toEqual({ tab: 'schedule', size: 12, page: 1 });
  });

  it('reads a shared report view', () => {
    expect(
      parseTradeView({ tab: 'report', start: '2026-11-01', end: '2026-11-10', size: '20', page: '2' }, NOW),
    ).toEqual({
      tab: 'report',
      start: '2026-11-01',
      end: '2026-11-10',
      size: 20,
      page: 2,
    });
  });

  it('gives the report tab the last 7 days and 10 rows by default', () => {
    expect(parseTradeView({ tab: 'report' }, NOW)).toEqual({
      tab: 'report',
      start: '2026-11-15',
      end: '2026-11-22',
      size: 10,
      page: 1,
    });
  });

  it('falls back field by field on bad values', () => {
    expect(parseTradeView({ tab: 'x', size: '10', page: '-3' }, NOW)).toEqual({ tab: 'schedule', size: 12, page: 1 });
    expect(parseTradeView({ tab: 'report', start: '2026-13-01', end: 'today', size: '12', page: 'two' }, NOW)).toEqual({
      tab: 'report',
      start: '2026-11-15',
      end: '2026-11-22',
      size: 10,
      page: 1,
    });
  });

  it('moves the end to a later start', () => {
    expect(parseTradeView({ tab: 'report', start: '2026-11-20', end: '2026-11-18' }, NOW)).toMatchObject({
      start: '2026-11-20',
      end: '2026-11-20',
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseTradeView({ tab: ['report', 'schedule'], size: ['30', '10'] }, NOW)).toMatchObject({
      tab: 'report',
      size: 30,
    });
  });
});

describe('tradePath', () => {
  it('writes every filter of the view into the query', () => {
    expect(tradePath({ tab: 'report', start: '2026-11-15', end: '2026-11-22', size: 20, page: 2 })).toBe(
      '/mm/trade?tab=report&start=2026-11-15&end=2026-11-22&size=20&page=2',
    );
    expect(tradePath({ tab: 'schedule', size: 24, page: 3 })).toBe('/mm/trade?tab=schedule&size=24&page=3');
  });

  it('round-trips through parseTradeView', () => {
    const view = { tab: 'report', start: '2026-10-01', end: '2026-10-31', size: 30, page: 4 } as const;
    const query = Object.fromEntries(new URLSearchParams(tradePath(view).split('?')[1]));
    expect(parseTradeView(query, NOW)).toEqual(view);
  });
});
