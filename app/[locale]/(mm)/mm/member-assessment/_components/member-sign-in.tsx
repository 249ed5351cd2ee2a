'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { CodeInput, EMPTY_CODE } from '@/components/auth/code-input';
import { CODE_RESENT_NOTICE_MS } from '@/lib/assessment/member-constants';
import { Link } from '@/lib/i18n/navigation';

import { callMemberApi, messageOf } from './member-api';
import { useTimedMessage } from '@/components/forms/use-timed-message';

const BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
const LINK_BUTTON =
  'text-sm font-medium text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60';
const ERROR = 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700';

type EmailError = { message: string; isUnknown: boolean } | null;

/** Steps 1 and 2 of the member flow (seeds 4, 5): the registered e-mail, then the mailed 6-digit code. */
export function MemberSignIn() {
  const t = useTranslations('member-assessment');
  const locale = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [emailError, setEmailError] = useState<EmailError>(null);
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [codeError, setCodeError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [resentNotice, showResentNotice] = useTimedMessage(CODE_RESENT_NOTICE_MS);

  const requestCode = (address: string) =>
    callMemberApi(`/api/create/code?${new URLSearchParams({ email: address, lang: locale })}`);

  const onEmailSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailError({ message: t('signIn.emailRequired'), isUnknown: false });

      return;
    }
    setIsBusy(true);
    const checked = await callMemberApi(`/api/check/email?${new URLSearchParams({ email: address, lang: locale })}`);
    if (checked.status !== 200) {
      setIsBusy(false);
      setEmailError({ message: messageOf(checked.body) || t('errors.failed'), isUnknown: checked.status === 404 });

      return;
    }
    const sent = await requestCode(address);
    setIsBusy(false);
    if (sent.status !== 200) {
      setEmailError({ message: messageOf(sent.body) || t('signIn.codeSendFailed'), isUnknown: false });

      return;
    }
    setSentTo(address);
  };

  const onCodeSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    setCodeError('');
    const verified = await callMemberApi(`/api/verify/code?${new URLSearchParams({ lang: locale })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: sentTo, code: digits.join('') }),
    });
    // Signed in: the page renders the member's stage (result, attachments or a fresh assessment) on the server.
    if (verified.status === 200) {
      router.refresh();

      return;
    }
    setIsBusy(false);
    setCodeError(messageOf(verified.body) || t('errors.failed'));
  };

  const onResend = async () => {
    setIsBusy(true);
    setCodeError('');
    const sent = await requestCode(sentTo);
    setIsBusy(false);
    if (sent.status === 200) showResentNotice(t('signIn.codeSent'));
    else setCodeError(t('signIn.codeSendFailed'));
  };

  if (!sentTo) {
    return (
      <form onSubmit={onEmailSubmit} noValidate className="space-y-4" aria-labelledby="member-sign-in-title">
        <h2 id="member-sign-in-title" className="text-xl font-semibold text-ink">
          {t('signIn.title')}
        </h2>
        <p className="text-muted">{t('signIn.emailIntro')}</p>
        <div>
          <label htmlFor="member-email" className="mb-1 block text-sm font-medium text-ink">
            {t('signIn.email')}
          </label>
          <input
            id="member-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'member-email-error' : undefined}
            className="w-full rounded-md border border-gray-400 px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
          />
        </div>
        {emailError ? (
          <p id="member-email-error" role="alert" className={ERROR}>
            {emailError.message}
            {emailError.isUnknown ? (
              <>
                {' '}
                <Link href="/mm/contact" className="font-semibold underline">
                  {t('signIn.contact')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <button type="submit" disabled={isBusy} className={BUTTON}>
          {isBusy ? t('signIn.sending') : t('signIn.next')}
        </button>
      </form>
    );
  }

  const isFull = digits.every((digit) => digit !== '');

  return (
    <form onSubmit={onCodeSubmit} noValidate className="max-w-md space-y-4">
      <p className="text-muted">{t('signIn.codeIntro', { email: sentTo })}</p>
      <CodeInput
        digits={digits}
        onDigitsChange={(next) => {
          setDigits(next);
          setCodeError('');
        }}
        legend={t('signIn.code')}
        digitLabel={(position) => t('signIn.codeDigit', { position })}
        isDisabled={isBusy}
      />
      {codeError ? (
        <p role="alert" className={ERROR}>
          {codeError}
        </p>
      ) : null}
      <p
        role="status"
        className={resentNotice ? 'rounded-md bg-brand-light px-3 py-2 text-sm text-brand-dark' : 'sr-only'}
      >
        {resentNotice}
      </p>
      <button type="submit" disabled={isBusy || !isFull} className={`${BUTTON} w-full`}>
        {isBusy ? t('signIn.verifying') : t('signIn.continue')}
      </button>
      <div className="flex justify-between gap-4">
        <button
          type="button"
          disabled={isBusy}
          className={LINK_BUTTON}
          onClick={() => {
            setSentTo('');
            setDigits(EMPTY_CODE);
            setCodeError('');
          }}
        >
          {t('signIn.changeEmail')}
        </button>
        <button type="button" disabled={isBusy} className={LINK_BUTTON} onClick={() => void onResend()}>
          {t('signIn.resend')}
        </button>
      </div>
    </form>
  );
}
