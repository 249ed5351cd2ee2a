'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { FormMessage } from './form-message';

/** E-mail first, then the mailed code; the card shows one message line for both steps. */
export function LoginForm({ initialError }: { initialError: string }) {
  const t = useTranslations('auth.login');
  const [email, setEmail] = useState('');
  const [isCodeStep, setIsCodeStep] = useState(false);
  const [error, setError] = useState(initialError);
  const [notice, setNotice] = useState('');

  return (
    <>
      <FormMessage error={error} notice={notice} />
      {isCodeStep ? (
        <CodeStep
          email={email}
          onChangeEmail={() => {
            setIsCodeStep(false);
            setNotice('');
            setError('');
          }}
          onError={setError}
          onNotice={setNotice}
        />
      ) : (
        <EmailStep
          defaultEmail={email}
          onError={setError}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setNotice(t('codeRequested', { email: sentTo }));
            setIsCodeStep(true);
          }}
        />
      )}
    </>
  );
}
