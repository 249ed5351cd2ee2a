import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { readLocale } from '@/lib/i18n/read-locale';
import { calendarFeedUrl } from '@/lib/meetings/attendee-http';
import { requireAttendeePage } from '@/lib/meetings/attendee-session';
import { calendarTokenOf } from '@/lib/meetings/calendar-feed';
import { listMeetingsOfUser } from '@/lib/meetings/queries';

import { AttendeeProfile } from './_components/attendee-profile';
import { CalendarFeed } from './_components/calendar-feed';
import { MeetingsPanel } from './_components/meetings-panel';

// One attendee's own page: rendered for each request and its session, never cached or indexed.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'meetings.page' });

  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The meeting page (seeds 2.4): who is signed in, the calendar feed, the meetings and the new-meeting modal. */
export default async function MeetingPage({ params }: Props) {
  const locale = await readLocale(params);
  const { id } = await params;
  setRequestLocale(locale);
  // The address names the page; only the attendee's own session opens it.
  const attendee = await requireAttendeePage(id, locale);
  const [meetings, calendarToken] = await Promise.all([listMeetingsOfUser(attendee.id), calendarTokenOf(attendee.id)]);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <ClientMessages
        paths={[
          'meetings.page',
          'meetings.userTypes',
          'meetings.statuses',
          'meetings.list',
          'meetings.details',
          'meetings.cancel',
          'meetings.calendar',
          'meetings.newMeeting',
          'meetings.errors',
        ]}
      >
        <AttendeeProfile attendee={attendee} locale={locale} />
        <MeetingsPanel attendeeId={attendee.id} initialMeetings={meetings} />
        <CalendarFeed initialUrl={calendarFeedUrl(calendarToken)} />
      </ClientMessages>
    </div>
  );
}
