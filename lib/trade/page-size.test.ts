import { describe, expect, it } from 'vitest';

import { NOTICE_API_LIMITS, NOTICE_PAGE_SIZES, parsePageSize, TRADE_API_LIMITS, TRADE_PAGE_SIZES } from './page-size';

describe('parsePageSize', () => {
  it('takes only an allowed size', () => {
    expect(parsePageSize('20', TRADE_PAGE_SIZES)).toBe(20);
    expect(parsePageSize(30, TRADE_PAGE_SIZES)).toBe(30);
    expect(parsePageSize('50', NOTICE_PAGE_SIZES)).toBe(50);
  });

  it('falls back to the default for anything else', () => {
    expect(parsePageSize(undefined, TRADE_PAGE_SIZES)).toBe(10);
    expect(parsePageSize('25', TRADE_PAGE_SIZES)).toBe(10);
    expect(parsePageSize('abc', NOTICE_PAGE_SIZES)).toBe(12);
    expect(parsePageSize('', NOTICE_PAGE_SIZES)).toBe(12);
    expect(parsePageSize('12.0x', NOTICE_PAGE_SIZES)).toBe(12);
  });

  it('lets the calls serve the public sizes and the back-office sizes', () => {
    expect(TRADE_API_LIMITS).toEqual([10, 20, 30, 50, 100]);
    expect(NOTICE_API_LIMITS).toEqual([12, 20, 24, 50, 100]);
  });
});
