import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listMeetingTimesAndRooms } from '@/lib/meetings/admin/queries';

import { MeetingInfoScreen } from './_components/meeting-info-screen';

/** Seeds 2.5 meeting info: mode A the days with their times and the rooms, B add a day, C add or edit a room. */
export default async function MeetingInfoPage() {
  await requireAdminPage();
  const { times, rooms } = await listMeetingTimesAndRooms();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellowMeetings.meetingInfo.title')}</h1>
      <MeetingInfoScreen times={times} rooms={rooms} />
    </div>
  );
}
