'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { gridColumns } from '@/components/admin/data-table/text-columns';
import { NOTICE_COLUMNS, TRADE_COLUMNS } from '@/lib/trade/admin-columns';
import type { ScheduledAuction } from '@/lib/trade/auction-schedule';
import type { TradeResult } from '@/lib/trade/trade-report';

type GridProps<Row> = GridView<Row>;

/** Where a row's view link leads: its own page, the exchange's, or the public trade page as the last resort. */
const PUBLIC_TRADE_PAGE = '/mm/trade';

function ViewLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations('admin.operations.trade');

  return (
    <a
      href={href || PUBLIC_TRADE_PAGE}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="font-semibold text-brand-dark underline"
    >
      {t('view')}
    </a>
  );
}

/** Numbers as the grid shows them (digits grouped); the export keeps them plain. */
function useNumberCell() {
  const format = useFormatter();

  return useCallback((value: string | number) => (typeof value === 'number' ? format.number(value) : value), [format]);
}

export function TradeGrid(props: GridProps<TradeResult>) {
  const root = useTranslations();
  const t = useTranslations('admin.operations.trade');
  const numberCell = useNumberCell();
  const columns = useMemo(
    () =>
      gridColumns(TRADE_COLUMNS, root, {
        minPrice: numberCell,
        dealPrice: numberCell,
        view: (href, row) => <ViewLink href={String(href)} label={t('viewLabel', { seller: row.seller_name })} />,
      }),
    [root, t, numberCell],
  );

  return (
    <DataTable
      label={t('categories.trade')}
      columns={columns}
      emptyText={t('emptyTrade')}
      csvHref="/api/admin/get/trade"
      getRowId={(row) => String(row.id)}
      {...props}
    />
  );
}

export function NoticeGrid(props: GridProps<ScheduledAuction>) {
  const root = useTranslations();
  const t = useTranslations('admin.operations.trade');
  const numberCell = useNumberCell();
  const columns = useMemo(
    () =>
      gridColumns(NOTICE_COLUMNS, root, {
        quantity: numberCell,
        lotSize: numberCell,
        view: (href, row) => <ViewLink href={String(href)} label={t('viewLabel', { seller: row.seller_name })} />,
      }),
    [root, t, numberCell],
  );

  return (
    <DataTable
      label={t('categories.notice')}
      columns={columns}
      emptyText={t('emptyNotice')}
      csvHref="/api/admin/get/notice"
      getRowId={(row) => String(row.id)}
      {...props}
    />
  );
}
