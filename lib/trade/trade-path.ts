export const TRADE_TABS = ['schedule', 'report'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];

export type TradeView =
  | { tab: 'schedule'; size: number; page: number }
  | { tab: 'report'; size: number; page: number; start: string; end: string };

/** The address of a view of /mm/trade: the tab and every filter live in the query, so a view can be shared. */
export function tradePath(view: TradeView): string {
  const query = new URLSearchParams({ tab: view.tab });
  if (view.tab === 'report') {
    query.set('start', view.start);
    query.set('end', view.end);
  }
  query.set('size', String(view.size));
  query.set('page', String(view.page));

  return `/mm/trade?${query}`;
}
