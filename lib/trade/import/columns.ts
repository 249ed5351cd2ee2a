/** What a trade import file may hold: exchange deals (trade) or announced auctions (notice). */
export const IMPORT_KINDS = ['trade', 'notice'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The column layout of an import file, in template order (docs/trade-import.md). Header names are matched
 * case-insensitively, spaces count as underscores, and the order of the columns in a file does not matter.
 */
export const IMPORT_COLUMNS = {
  trade: [
    'seller_name',
    'product_name',
    'product_category',
    'mass',
    'min_price',
    'price_currency',
    'trade_datetime',
    'own_url',
    'url',
  ],
  notice: [
    'seller_name',
    'order_num',
    'type',
    'sell_datetime',
    'quantity',
    'currency',
    'lot_size',
    'own_url',
    'url',
    'other',
  ],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns a file must have (the others may be left out or empty). */
export const REQUIRED_COLUMNS = {
  trade: ['seller_name', 'product_name', 'min_price', 'price_currency', 'trade_datetime'],
  notice: ['seller_name', 'order_num', 'type', 'sell_datetime', 'quantity', 'currency', 'lot_size'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** A file is a day's or a month's exchange data: a few hundred rows. The limits keep one request small. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
