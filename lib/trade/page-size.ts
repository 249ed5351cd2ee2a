/** Seeds 9: the trade table shows 10, 20 or 30 rows (default 10); the auction cards 12, 24 or 50 (default 12). */
export const TRADE_PAGE_SIZES = [10, 20, 30] as const;
export const NOTICE_PAGE_SIZES = [12, 24, 50] as const;
/** The back-office grids read the same calls with 20, 50 or 100 rows. */
export const ADMIN_TRADE_PAGE_SIZES = [20, 50, 100] as const;

export const TRADE_API_LIMITS = [...new Set([...TRADE_PAGE_SIZES, ...ADMIN_TRADE_PAGE_SIZES])].sort((a, b) => a - b);
export const NOTICE_API_LIMITS = [...new Set([...NOTICE_PAGE_SIZES, ...ADMIN_TRADE_PAGE_SIZES])].sort((a, b) => a - b);

/** A page size from a query value: only an allowed size counts, anything else gives the first (default) one. */
export function parsePageSize(value: unknown, sizes: readonly number[]): number {
  const fallback = sizes[0] ?? 1;
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  const size = Number(value);

  return sizes.includes(size) ? size : fallback;
}
