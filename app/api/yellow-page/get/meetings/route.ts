import { CSV_EXPORT_LIMIT, type CsvColumn } from '@/lib/admin/csv';
import { adminDateText } from '@/lib/admin/date-text';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminTranslator } from '@/lib/admin/messages';
import { listAdminMeetings } from '@/lib/meetings/admin/queries';
import { type MeetingListQuery, meetingListQuerySchema } from '@/lib/meetings/admin/schema';
import type { MeetingView } from '@/lib/meetings/meeting-view';

/** The CSV's columns: names and status labels in the list's language (its English toggle). */
function meetingColumns(query: MeetingListQuery): CsvColumn<MeetingView>[] {
  const t = adminTranslator();
  const isEnglish = query.lang === 'en';
  const name = (mn: string, en: string) => (isEnglish ? en || mn : mn || en);
  const column = (key: 'number' | 'date' | 'time' | 'room' | 'sender' | 'receiver' | 'status') =>
    t(`admin.yellowMeetings.meetingList.columns.${key}`);

  return [
    { header: column('number'), value: (row) => row.meeting_number },
    { header: column('date'), value: (row) => row.meeting_date },
    { header: column('time'), value: (row) => row.meeting_time },
    { header: column('room'), value: (row) => row.room_number },
    { header: column('sender'), value: (row) => name(row.sender_name, row.sender_name_en) },
    { header: `${column('sender')}: ${t('admin.yellowMeetings.fields.email')}`, value: (row) => row.sender_email },
    { header: column('receiver'), value: (row) => name(row.receiver_name, row.receiver_name_en) },
    { header: `${column('receiver')}: ${t('admin.yellowMeetings.fields.email')}`, value: (row) => row.receiver_email },
    {
      header: column('status'),
      value: (row) =>
        isEnglish
          ? t(`admin.yellowMeetings.statusEn.${row.meeting_status}`)
          : t(`admin.yellowMeetings.status.${row.meeting_status}`),
    },
    { header: t('admin.yellowMeetings.meetingList.purpose'), value: (row) => row.meeting_description },
    // As the meeting's details show it: Ulaanbaatar time in the back-office's format.
    {
      header: t('admin.yellowMeetings.meetingList.createdAt'),
      value: (row) => adminDateText(row.created_at, 'dateTime'),
    },
  ];
}

// GET /api/yellow-page/get/meetings?type=all|accepted|pending|cancelled&page&limit&lang&format – meetings, newest first
// { meetings, totalPages, total }, or with format=csv every meeting of the filter as CSV
export const GET = adminGridRoute({
  permission: 'attendees',
  query: meetingListQuerySchema,
  page: async (query) => {
    const { meetings, totalPages, total } = await listAdminMeetings(query);

    return { meetings, totalPages, total };
  },
  csv: {
    fileName: (query) => `meetings-${query.type}.csv`,
    rows: async (query) => (await listAdminMeetings({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).meetings,
    columns: meetingColumns,
  },
});
