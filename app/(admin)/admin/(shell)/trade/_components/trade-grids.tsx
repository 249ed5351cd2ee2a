'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { ScheduledAuction } from '@/lib/trade/auction-schedule';
import type { TradeResult } from '@/lib/trade/trade-report';

import { adminDateText } from '../../../_lib/locale';

type GridProps<Row> = GridView<Row>;

/** Where a row's view link leads: its own page, the exchange's, or the public trade page as the last resort. */
const PUBLIC_TRADE_PAGE = '/mm/trade';

function ViewLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations('admin.operations.trade');

  return (
    <a href={href || PUBLIC_TRADE_PAGE} target="_blank" rel="noopener noreferrer" aria-label={label} className="font-semibold text-brand-dark underline">
      {t('view')}
    </a>
  );
}

export function TradeGrid(props: GridProps<TradeResult>) {
  const t = useTranslations('admin.operations.trade');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<TradeResult>[]>(
    () => [
      { id: 'seller', header: t('columns.seller'), accessorKey: 'seller_name' },
      { id: 'product', header: t('columns.product'), accessorKey: 'product_name' },
      { id: 'minPrice', header: t('columns.minPrice'), cell: ({ row }) => format.number(row.original.min_price) },
      { id: 'dealPrice', header: t('columns.dealPrice'), cell: ({ row }) => format.number(row.original.price_currency) },
      {
        id: 'tradeDatetime',
        header: t('columns.tradeDatetime'),
        cell: ({ row }) => adminDateText(row.original.trade_datetime, 'dateTime'),
      },
      {
        id: 'view',
        header: t('columns.link'),
        cell: ({ row }) => <ViewLink href={row.original.own_url || row.original.url} label={t('viewLabel', { seller: row.original.seller_name })} />,
      },
    ],
    [t, format],
  );

  return <DataTable label={t('categories.trade')} columns={columns} emptyText={t('emptyTrade')} csvHref="/api/admin/get/trade" getRowId={(row) => String(row.id)} {...props} />;
}

export function NoticeGrid(props: GridProps<ScheduledAuction>) {
  const t = useTranslations('admin.operations.trade');
  const format = useFormatter();
  const columns = useMemo<ColumnDef<ScheduledAuction>[]>(
    () => [
      { id: 'seller', header: t('columns.seller'), accessorKey: 'seller_name' },
      { id: 'orderNum', header: t('columns.orderNum'), accessorKey: 'order_num' },
      { id: 'type', header: t('columns.type'), accessorKey: 'type' },
      { id: 'date', header: t('columns.date'), cell: ({ row }) => adminDateText(row.original.sell_date, 'dateTime') },
      { id: 'quantity', header: t('columns.quantity'), cell: ({ row }) => format.number(row.original.quantity) },
      { id: 'currency', header: t('columns.currency'), accessorKey: 'currency' },
      { id: 'lotSize', header: t('columns.lotSize'), cell: ({ row }) => format.number(row.original.lot_size) },
      {
        id: 'view',
        header: t('columns.link'),
        cell: ({ row }) => (
          <ViewLink href={row.original.own_url || row.original.url || row.original.other} label={t('viewLabel', { seller: row.original.seller_name })} />
        ),
      },
    ],
    [t, format],
  );

  return <DataTable label={t('categories.notice')} columns={columns} emptyText={t('emptyNotice')} csvHref="/api/admin/get/notice" getRowId={(row) => String(row.id)} {...props} />;
}
