'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { useRouter } from '@/lib/i18n/navigation';

import { callAttendeeApi } from '../../_components/attendee-api';
import { ERROR, SECONDARY_BUTTON } from '../../_components/styles';

/** Seeds 4: logout ends the session and returns to the login page. */
export function LogoutButton() {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState('');

  const onLogout = async () => {
    setIsBusy(true);
    setError('');
    const answer = await callAttendeeApi('/api/yellow-page/logout', { locale, method: 'POST' });
    if (answer.status === 200) {
      router.replace('/yellow-page/meeting/login');
      router.refresh();

      return;
    }
    setIsBusy(false);
    setError(t('errors.logoutFailed'));
  };

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void onLogout()} disabled={isBusy} className={SECONDARY_BUTTON}>
        {t('page.logout')}
      </button>
      {error ? (
        <p role="alert" className={ERROR}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
