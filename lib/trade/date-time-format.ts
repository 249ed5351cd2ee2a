/** How trades and notices show their time everywhere (table, cards, ticker): `2026.11.23 14:05`, 24-hour clock. */
export const TRADE_DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
