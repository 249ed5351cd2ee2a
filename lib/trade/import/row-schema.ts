import { z } from 'zod';

import { isIsoDate } from '@/lib/list-query/date-range';

/** Reasons a row is refused: keys of admin.operations.import.reasons (Mongolian texts). */
const REASON = {
  required: 'admin.operations.import.reasons.required',
  tooLong: 'admin.operations.import.reasons.tooLong',
  number: 'admin.operations.import.reasons.number',
  datetime: 'admin.operations.import.reasons.datetime',
  url: 'admin.operations.import.reasons.url',
} as const;

const MAX_TEXT = 300;
const MAX_URL = 2000;
/** Mongolia keeps UTC+8 all year; the exchange publishes its times in Ulaanbaatar time. */
const ULAANBAATAR_OFFSET = '+08:00';
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// Spreadsheets write thousands with spaces or commas (1 250 000, 1,250,000); the decimal mark is a dot.
const AMOUNT = /^\d+(\.\d+)?$/;

/** `2026-05-14`, `2026-05-14 10:30` or `2026-05-14T10:30:00`, in Ulaanbaatar time; null when it is none of them. */
export function parseUlaanbaatarDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match || !isIsoDate(match[1])) return null;
  const [, day, hours = '00', minutes = '00', seconds = '00'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;

  return new Date(`${day}T${hours}:${minutes}:${seconds}${ULAANBAATAR_OFFSET}`);
}

export function parseAmount(value: string): number | null {
  const compact = value.replace(/[\s,\u00a0]/g, '');

  return AMOUNT.test(compact) ? Number(compact) : null;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;

  return ['http:', 'https:'].includes(new URL(value).protocol);
}

const requiredText = z.string().trim().min(1, REASON.required).max(MAX_TEXT, REASON.tooLong);
const optionalText = z.string().trim().max(MAX_TEXT, REASON.tooLong).default('');
const link = z
  .string()
  .trim()
  .max(MAX_URL, REASON.tooLong)
  .refine((value) => value === '' || isHttpUrl(value), REASON.url)
  .default('');

function amount({ isRequired }: { isRequired: boolean }) {
  return z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      if (value === '' && !isRequired) return 0;
      const parsed = value === '' ? null : parseAmount(value);
      if (parsed === null)
        context.addIssue({ code: 'custom', message: value === '' ? REASON.required : REASON.number });

      return parsed ?? 0;
    });
}

const dateTime = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    const parsed = value === '' ? null : parseUlaanbaatarDateTime(value);
    if (!parsed) context.addIssue({ code: 'custom', message: value === '' ? REASON.required : REASON.datetime });

    return parsed ?? new Date(0);
  });

/** One row of a trade file (docs/trade-import.md), as the trades table stores it. */
export const tradeImportRowSchema = z
  .object({
    seller_name: requiredText,
    product_name: requiredText,
    product_category: optionalText,
    mass: amount({ isRequired: false }),
    min_price: amount({ isRequired: true }),
    price_currency: amount({ isRequired: true }),
    trade_datetime: dateTime,
    own_url: link,
    url: link,
  })
  .transform((row) => ({
    sellerName: row.seller_name,
    productName: row.product_name,
    productCategory: row.product_category,
    mass: row.mass,
    minPrice: row.min_price,
    priceCurrency: row.price_currency,
    tradeDatetime: row.trade_datetime,
    ownUrl: row.own_url,
    url: row.url,
  }));
export type TradeImportRow = z.output<typeof tradeImportRowSchema>;

/** One row of a notice (auction schedule) file. */
export const noticeImportRowSchema = z
  .object({
    seller_name: requiredText,
    order_num: requiredText,
    type: requiredText,
    sell_datetime: dateTime,
    quantity: amount({ isRequired: true }),
    currency: requiredText,
    lot_size: amount({ isRequired: true }),
    own_url: link,
    url: link,
    other: link,
  })
  .transform((row) => ({
    sellerName: row.seller_name,
    orderNum: row.order_num,
    type: row.type,
    sellDatetime: row.sell_datetime,
    quantity: row.quantity,
    currency: row.currency,
    lotSize: row.lot_size,
    ownUrl: row.own_url,
    url: row.url,
    other: row.other,
  }));
export type NoticeImportRow = z.output<typeof noticeImportRowSchema>;
