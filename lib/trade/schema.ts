import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';
import { isIsoDate } from '@/lib/list-query/date-range';

import { NOTICE_API_LIMITS, TRADE_API_LIMITS } from './page-size';

// An empty field means "no bound", as when the back-office filter is cleared.
const isoDate = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ message: 'trade.validation.date' }).refine(isIsoDate, 'trade.validation.date').optional(),
);
const page = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(100_000, 'validation.positiveInteger')
  .default(1);

function limitOf(sizes: readonly number[], fallback: number, message: string) {
  return z.coerce
    .number({ message })
    .refine((size) => sizes.includes(size), message)
    .default(fallback);
}

const dateBounds = { startDate: isoDate, endDate: isoDate };
type Bounds = { startDate?: string; endDate?: string };
// Only two real days are compared; a malformed one already has its own message.
const isOrdered = ({ startDate, endDate }: Bounds) =>
  !isIsoDate(startDate) || !isIsoDate(endDate) || startDate <= endDate;
const rangeIssue = { message: 'trade.validation.range', path: ['endDate'] };

// GET /api/get/trade
export const tradeQuerySchema = z
  .object({ ...dateBounds, page, limit: limitOf(TRADE_API_LIMITS, 10, 'trade.validation.tradeLimit') })
  .refine(isOrdered, rangeIssue);
export type TradeQueryInput = z.infer<typeof tradeQuerySchema>;

// GET /api/get/notice
export const noticeQuerySchema = z
  .object({ ...dateBounds, page, limit: limitOf(NOTICE_API_LIMITS, 12, 'trade.validation.noticeLimit') })
  .refine(isOrdered, rangeIssue);
export type NoticeQueryInput = z.infer<typeof noticeQuerySchema>;

// GET /api/get/ticker: only the language (anything else answers in Mongolian).
export const tickerQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
