import { z } from 'zod';

import { firstValue } from '@/lib/http/first-value';
import { defaultDateRange, lenientIsoDate, normalizeRange } from '@/lib/list-query/date-range';
import type { SearchParams } from '@/lib/list-query/lenient-query';

import { NOTICE_PAGE_SIZES, parsePageSize, TRADE_PAGE_SIZES } from './page-size';
import { TRADE_TABS, type TradeView } from './trade-path';

const field = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema);

// Every field falls back on its own: a shared or hand-edited address never breaks the page.
const viewSchema = z.object({
  tab: field(z.enum(TRADE_TABS)).catch('schedule'),
  start: field(lenientIsoDate),
  end: field(lenientIsoDate),
  size: field(z.string().optional()).catch(undefined),
  page: field(z.coerce.number().int().min(1).max(100_000)).catch(1),
});

/** Reads the /mm/trade query: tab, date range (report tab only), page size and page, each checked. */
export function parseTradeView(searchParams: SearchParams, now: Date = new Date()): TradeView {
  const { tab, start, end, size, page } = viewSchema.parse(searchParams);
  if (tab === 'schedule') return { tab, size: parsePageSize(size, NOTICE_PAGE_SIZES), page };
  const fallback = defaultDateRange(now);
  const range = normalizeRange({ start: start ?? fallback.start, end: end ?? fallback.end });

  return { tab, ...range, size: parsePageSize(size, TRADE_PAGE_SIZES), page };
}
