import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently, type SearchParams } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listMeetingUsers } from '@/lib/meetings/admin/queries';
import { MEETING_PAGE_SIZES, meetingUserListQuerySchema } from '@/lib/meetings/admin/schema';

import { MeetingUsersScreen } from './_components/meeting-users-screen';

type MeetingUsersPageProps = { searchParams: Promise<SearchParams> };

/** Seeds 2.5 meeting users: the type filter and paging in the URL, edit with the user form, delete. */
export default async function MeetingUsersPage({ searchParams }: MeetingUsersPageProps) {
  await requireAdminPage('attendees');
  const query = parseLeniently(meetingUserListQuerySchema, await searchParams);
  const list = await listMeetingUsers(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellowMeetings.meetingUsers.title')}</h1>
      <MeetingUsersScreen
        type={query.type}
        rows={list.users}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={MEETING_PAGE_SIZES}
      />
    </div>
  );
}
