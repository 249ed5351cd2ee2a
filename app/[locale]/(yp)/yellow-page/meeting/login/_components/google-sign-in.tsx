'use client';

import { signIn } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';

import { GoogleMark } from '@/components/auth/google-mark';
import { ATTENDEE_GOOGLE_PROVIDER_ID, ATTENDEE_LOGIN_PATH } from '@/lib/auth/subjects';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { localeOrDefault } from '@/lib/i18n/routing';

import { SECONDARY_BUTTON } from '../../_components/styles';

/** Google's sign-in for attendees; back on the login page, a signed-in attendee is sent on to its meeting page. */
export function GoogleSignIn() {
  const t = useTranslations('meetings.login');
  const locale = useLocale();
  const callbackUrl = localizedPath(ATTENDEE_LOGIN_PATH, localeOrDefault(locale));

  return (
    <button
      type="button"
      onClick={() => void signIn(ATTENDEE_GOOGLE_PROVIDER_ID, { callbackUrl })}
      className={`${SECONDARY_BUTTON} w-full gap-3`}
    >
      <GoogleMark />
      {t('google')}
    </button>
  );
}
