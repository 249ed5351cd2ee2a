'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { UrlSelect } from '@/components/admin/data-table/url-select';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { ADMIN_LOCALE } from '@/lib/admin/date-text';
import { formatCalendarDay } from '@/lib/i18n/date-text';
import { MEETING_STATUS_FILTERS, type MeetingStatusFilter } from '@/lib/meetings/admin/schema';
import type { MeetingView } from '@/lib/meetings/meeting-view';

import { MeetingDetailDialog } from './meeting-detail-dialog';
import { StatusBadge } from './status-badge';

type MeetingsScreenProps = GridView<MeetingView> & { status: MeetingStatusFilter; isEnglish: boolean };

/** A person's name in the list's language; the other language when that one is empty. */
const nameIn = (isEnglish: boolean, name: string, nameEn: string) => (isEnglish ? nameEn || name : name || nameEn);

/**
 * The meetings with the status filter (all, accepted, pending, cancelled), the English toggle (names and status labels
 * in English) and the CSV export of the filtered list, all kept in the URL; each row opens its details.
 */
export function MeetingsScreen({ status, isEnglish, ...grid }: MeetingsScreenProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const { update } = useUrlState();
  const [shown, setShown] = useState<MeetingView | null>(null);
  const columns = useMemo<ColumnDef<MeetingView>[]>(
    () => [
      { id: 'meeting_number', header: t('meetingList.columns.number'), accessorKey: 'meeting_number' },
      {
        id: 'meeting_date',
        header: t('meetingList.columns.date'),
        cell: ({ row }) => formatCalendarDay(ADMIN_LOCALE, row.original.meeting_date),
      },
      { id: 'meeting_time', header: t('meetingList.columns.time'), accessorKey: 'meeting_time' },
      { id: 'room_number', header: t('meetingList.columns.room'), accessorKey: 'room_number' },
      {
        id: 'sender',
        header: t('meetingList.columns.sender'),
        cell: ({ row }) => nameIn(isEnglish, row.original.sender_name, row.original.sender_name_en),
      },
      {
        id: 'receiver',
        header: t('meetingList.columns.receiver'),
        cell: ({ row }) => nameIn(isEnglish, row.original.receiver_name, row.original.receiver_name_en),
      },
      {
        id: 'meeting_status',
        header: t('meetingList.columns.status'),
        cell: ({ row }) => <StatusBadge status={row.original.meeting_status} isEnglish={isEnglish} />,
      },
      {
        id: 'actions',
        header: common('actions'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setShown(row.original)}
            aria-label={t('meetingList.detailsOf', { number: row.original.meeting_number })}
            className="rounded border border-brand-dark px-3 py-1 whitespace-nowrap text-brand-dark"
          >
            {t('meetingList.details')}
          </button>
        ),
      },
    ],
    [t, common, isEnglish],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <UrlSelect
          label={t('meetingList.status')}
          param="type"
          value={status}
          unsetValue="all"
          options={MEETING_STATUS_FILTERS.map((filter) => ({
            value: filter,
            label: filter === 'all' ? t('all') : t(`status.${filter}`),
          }))}
        />
        <button
          type="button"
          lang="en"
          aria-pressed={isEnglish}
          onClick={() => update({ lang: isEnglish ? null : 'en', page: grid.page })}
          className="rounded border border-brand-dark px-4 py-2 text-sm font-semibold text-brand-dark aria-pressed:bg-brand-dark aria-pressed:text-white"
        >
          {t('meetingList.english')}
        </button>
      </div>
      <DataTable
        label={t('meetingList.grid')}
        columns={columns}
        {...grid}
        emptyText={common('emptyList')}
        csvHref="/api/yellow-page/get/meetings"
        getRowId={(row) => String(row.id)}
      />
      {shown ? <MeetingDetailDialog meeting={shown} isEnglish={isEnglish} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
