import { z } from 'zod';

import { type DateRange, lenientIsoDate, todayInUlaanbaatar } from '@/lib/list-query/date-range';
import { gridQuerySchema } from '@/lib/list-query/grid-query';

import { ADMIN_TRADE_PAGE_SIZES } from './page-size';

/** Seeds 2 Trade: notice = trade schedule, trade = trade information; the default is trade. */
export const ADMIN_TRADE_CATEGORIES = ['trade', 'notice'] as const;
export type AdminTradeCategory = (typeof ADMIN_TRADE_CATEGORIES)[number];

/**
 * The back-office trade grid's query (`?category=&startDate=&endDate=&page=&limit=`), shared by the page and
 * the admin GET handlers. Each field falls back on its own, so a hand-edited URL still shows a view.
 */
export const adminTradeQuerySchema = gridQuerySchema({ pageSizes: ADMIN_TRADE_PAGE_SIZES }).extend({
  category: z.enum(ADMIN_TRADE_CATEGORIES).catch('trade').default('trade'),
  startDate: lenientIsoDate,
  endDate: lenientIsoDate,
});
export type AdminTradeQuery = z.infer<typeof adminTradeQuerySchema>;

/**
 * Seeds 5 Trade filter: the range applies only when both dates are set, and a start later than today is
 * refused (as is a start after the end); otherwise the grid shows every row.
 */
export function activeTradeRange(
  { startDate, endDate }: Pick<AdminTradeQuery, 'startDate' | 'endDate'>,
  now: Date = new Date(),
): DateRange | null {
  if (!startDate || !endDate) return null;
  if (startDate > todayInUlaanbaatar(now) || startDate > endDate) return null;

  return { start: startDate, end: endDate };
}
