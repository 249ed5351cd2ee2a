import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { ATTENDEE_LOGIN_PATH } from '@/lib/auth/subjects';
import { env } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { readLocale } from '@/lib/i18n/read-locale';
import { getAttendee } from '@/lib/meetings/attendee-session';
import { pageMetadata } from '@/lib/seo/metadata';

import { AttendeeSignIn } from './_components/attendee-sign-in';

// A signed-in attendee is sent on to its page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'meetings.login' });

  return pageMetadata({
    locale,
    path: ATTENDEE_LOGIN_PATH,
    title: t('title'),
    description: t('description'),
    isIndexable: false,
  });
}

/** The meeting login (seeds 2.4): Google or the e-mail code; only registered meeting users get in. */
export default async function MeetingLoginPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const attendee = await getAttendee();
  if (attendee) redirect(localizedPath(`/yellow-page/meeting/${encodeURIComponent(attendee.userToken)}`, locale));
  const [t, { error }] = await Promise.all([getTranslations('meetings'), searchParams]);
  // A refused Google sign-in comes back with ?error=AccessDenied (seeds 8: shown as the unregistered message).
  const initialError = error ? t(error === 'AccessDenied' ? 'errors.accessDenied' : 'errors.signInFailed') : '';

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <section
        aria-labelledby="meeting-login-title"
        className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="meeting-login-title" className="text-2xl font-bold text-ink">
          {t('login.title')}
        </h1>
        <p className="mt-2 mb-6 text-muted">{t('login.intro')}</p>
        <ClientMessages paths={['meetings.login', 'meetings.errors']}>
          <AttendeeSignIn isGoogleEnabled={env.isGoogleEnabled} initialError={initialError} />
        </ClientMessages>
      </section>
    </div>
  );
}
