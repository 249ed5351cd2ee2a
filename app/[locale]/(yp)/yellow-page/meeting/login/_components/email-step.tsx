'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { callAttendeeApi } from '../../_components/attendee-api';
import { BUTTON, ERROR, INPUT, LABEL } from '../../_components/styles';
import { GoogleSignIn } from './google-sign-in';

type EmailStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  isGoogleEnabled: boolean;
  initialError: string;
};

type EmailError = { message: string; isUnregistered: boolean } | null;

/** Step 1: Google (when configured), or the e-mail a code is mailed to. */
export function EmailStep({ email, onEmailChange, onSent, isGoogleEnabled, initialError }: EmailStepProps) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [error, setError] = useState<EmailError>(
    initialError ? { message: initialError, isUnregistered: false } : null,
  );
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError({ message: t('errors.emailRequired'), isUnregistered: false });

      return;
    }
    setIsBusy(true);
    const sent = await callAttendeeApi(
      `/api/yellow-page/send/verification-code?${new URLSearchParams({ email: address })}`,
      { locale },
    );
    setIsBusy(false);
    if (sent.status === 200) {
      onSent(address);

      return;
    }
    setError({ message: sent.body.message || t('errors.signInFailed'), isUnregistered: sent.status === 404 });
  };

  return (
    <div className="space-y-5">
      {isGoogleEnabled ? (
        <>
          <GoogleSignIn />
          <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
            {t('login.or')}
          </p>
        </>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="attendee-email" className={LABEL}>
            {t('login.email')}
          </label>
          <input
            id="attendee-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              onEmailChange(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'attendee-email-error' : undefined}
            className={INPUT}
          />
        </div>
        {error ? (
          <p id="attendee-email-error" role="alert" className={ERROR}>
            {error.message}
          </p>
        ) : null}
        {/* Seeds 8: an unregistered address cannot be sent again until it is changed. */}
        <button type="submit" disabled={isBusy || Boolean(error?.isUnregistered)} className={`${BUTTON} w-full`}>
          {isBusy ? t('login.sending') : t('login.sendCode')}
        </button>
      </form>
    </div>
  );
}
