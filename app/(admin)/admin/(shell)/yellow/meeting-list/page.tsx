import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently, type SearchParams } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listAdminMeetings } from '@/lib/meetings/admin/queries';
import { MEETING_PAGE_SIZES, meetingListQuerySchema } from '@/lib/meetings/admin/schema';

import { MeetingsScreen } from './_components/meetings-screen';

type MeetingListPageProps = { searchParams: Promise<SearchParams> };

/** Seeds 2.5 meeting list: every meeting, filtered by status and paged on the server, with details and an English view. */
export default async function MeetingListPage({ searchParams }: MeetingListPageProps) {
  await requireAdminPage('attendees');
  const query = parseLeniently(meetingListQuerySchema, await searchParams);
  const list = await listAdminMeetings(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellowMeetings.meetingList.title')}</h1>
      <MeetingsScreen
        status={query.type}
        isEnglish={query.lang === 'en'}
        rows={list.meetings}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={MEETING_PAGE_SIZES}
      />
    </div>
  );
}
