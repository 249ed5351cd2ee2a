import { getTranslations } from 'next-intl/server';

import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import type { MeetingUser } from '@/lib/meetings/queries';

import { LogoutButton } from './logout-button';

/** Seeds 2.4: the attendee's organisation or name (in the page's language), e-mail and type, and logout. */
export async function AttendeeProfile({ attendee, locale }: { attendee: MeetingUser; locale: Locale }) {
  const t = await getTranslations('meetings');

  return (
    <section
      aria-labelledby="attendee-name"
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{t('page.title')}</p>
        <h1 id="attendee-name" className="text-2xl font-bold text-ink">
          {pickLocalized(attendee.name, attendee.nameEn, locale)}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('page.email')}</dt>
          <dd className="text-ink">{attendee.email}</dd>
          <dt className="text-muted">{t('page.type')}</dt>
          <dd className="text-ink">{t(`userTypes.${attendee.userType}`)}</dd>
        </dl>
      </div>
      <LogoutButton />
    </section>
  );
}
