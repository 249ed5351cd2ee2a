import { MeetingUserForm } from '@/components/admin/meetings/meeting-user-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

import { MeetingUserImport } from './_components/meeting-user-import';

/** Seeds 9: notices on the user upload screen last 5 seconds. */
const NOTICE_MS = 5000;

/** Seeds 2.5 add user: meeting users in bulk from a CSV or Excel file, or one by one with the form. */
export default async function AddMeetingUserPage() {
  await requireAdminPage('attendees');
  const t = adminTranslator();

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellowMeetings.addUser.title')}</h1>
      <MeetingUserImport noticeMs={NOTICE_MS} />
      <MeetingUserForm user={null} noticeMs={NOTICE_MS} />
    </div>
  );
}
