import { adminDateText } from '@/lib/admin/date-text';
import type { TextColumn } from '@/lib/admin/text-columns';

import type { ScheduledAuction } from './auction-schedule';
import type { TradeResult } from './trade-report';

const H = 'admin.operations.trade.columns';

/** The back-office trade results grid, which its CSV export writes; the link is the row's own page or the exchange's. */
export const TRADE_COLUMNS: readonly TextColumn<TradeResult>[] = [
  { id: 'seller', header: `${H}.seller`, text: (row) => row.seller_name },
  { id: 'product', header: `${H}.product`, text: (row) => row.product_name },
  { id: 'minPrice', header: `${H}.minPrice`, text: (row) => row.min_price },
  { id: 'dealPrice', header: `${H}.dealPrice`, text: (row) => row.price_currency },
  { id: 'tradeDatetime', header: `${H}.tradeDatetime`, text: (row) => adminDateText(row.trade_datetime, 'dateTime') },
  { id: 'view', header: `${H}.link`, text: (row) => row.own_url || row.url },
];

/** The back-office auction schedule grid, which its CSV export writes. */
export const NOTICE_COLUMNS: readonly TextColumn<ScheduledAuction>[] = [
  { id: 'seller', header: `${H}.seller`, text: (row) => row.seller_name },
  { id: 'orderNum', header: `${H}.orderNum`, text: (row) => row.order_num },
  { id: 'type', header: `${H}.type`, text: (row) => row.type },
  { id: 'date', header: `${H}.date`, text: (row) => adminDateText(row.sell_date, 'dateTime') },
  { id: 'quantity', header: `${H}.quantity`, text: (row) => row.quantity },
  { id: 'currency', header: `${H}.currency`, text: (row) => row.currency },
  { id: 'lotSize', header: `${H}.lotSize`, text: (row) => row.lot_size },
  { id: 'view', header: `${H}.link`, text: (row) => row.own_url || row.url || row.other },
];
