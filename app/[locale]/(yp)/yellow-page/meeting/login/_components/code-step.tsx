'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { CodeInput, EMPTY_CODE } from '@/components/auth/code-input';
import { useRouter } from '@/lib/i18n/navigation';

import { callAttendeeApi, jsonBody } from '../../_components/attendee-api';
import { BUTTON, ERROR, LINK_BUTTON, NOTICE } from '../../_components/styles';
import { useTimedMessage } from '@/components/forms/use-timed-message';
import { MEETING_MESSAGE_MS } from '@/lib/meetings/constants';

type SignedIn = { user: { user_token: string } };

/** Step 2: the six boxes (CodeInput focuses the first), continue once all six hold a digit, resend. */
export function CodeStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const router = useRouter();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [notice, showNotice] = useTimedMessage(MEETING_MESSAGE_MS);
  const isFull = digits.every((digit) => digit !== '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    setError('');
    const verified = await callAttendeeApi<SignedIn>('/api/yellow-page/verify/confirmation-code', {
      locale,
      method: 'POST',
      ...jsonBody({ email, confirmation_code: digits.join('') }),
    });
    const token = verified.body.user?.user_token;
    if (verified.status === 200 && token) {
      // The meeting page is rendered for the session the answer just set.
      router.replace(`/yellow-page/meeting/${encodeURIComponent(token)}`);

      return;
    }
    setIsBusy(false);
    setError(verified.body.message || t('errors.signInFailed'));
  };

  const onResend = async () => {
    setIsBusy(true);
    setError('');
    const sent = await callAttendeeApi(`/api/yellow-page/send/verification-code?${new URLSearchParams({ email })}`, {
      locale,
    });
    setIsBusy(false);
    setDigits(EMPTY_CODE);
    if (sent.status === 200) showNotice(t('login.codeResent'));
    else setError(t('login.resendFailed'));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-muted">{t('login.codeIntro', { email })}</p>
      <CodeInput
        digits={digits}
        onDigitsChange={(next) => {
          setDigits(next);
          setError('');
        }}
        legend={t('login.code')}
        digitLabel={(position) => t('login.codeDigit', { position })}
        isDisabled={isBusy}
      />
      {error ? (
        <p role="alert" className={ERROR}>
          {error}
        </p>
      ) : null}
      <p role="status" className={notice ? NOTICE : 'sr-only'}>
        {notice}
      </p>
      <button type="submit" disabled={isBusy || !isFull} className={`${BUTTON} w-full`}>
        {isBusy ? t('login.verifying') : t('login.continue')}
      </button>
      <div className="flex justify-between gap-4">
        <button type="button" disabled={isBusy} className={LINK_BUTTON} onClick={onChangeEmail}>
          {t('login.changeEmail')}
        </button>
        <button type="button" disabled={isBusy} className={LINK_BUTTON} onClick={() => void onResend()}>
          {t('login.resend')}
        </button>
      </div>
    </form>
  );
}
