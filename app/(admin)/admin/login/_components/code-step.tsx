'use client';

import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { requestAdminCode } from '@/lib/auth/actions';
import { isVerifyCodeFailure } from '@/lib/auth/schema';
import { codeProviderId } from '@/lib/auth/subjects';

import { CodeInput, EMPTY_CODE } from '@/components/auth/code-input';

type CodeStepProps = {
  email: string;
  onChangeEmail: () => void;
  onError: (message: string) => void;
  onNotice: (message: string) => void;
};

const LINK_BUTTON =
  'text-sm font-medium text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70';

export function CodeStep({ email, onChangeEmail, onError, onNotice }: CodeStepProps) {
  const t = useTranslations();
  const router = useRouter();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    if (!/^\d{6}$/.test(code)) {
      onError(t('auth.errors.codeFormat'));

      return;
    }
    setIsBusy(true);
    onError('');
    const result = await signIn(codeProviderId('admin'), { email, code, redirect: false });
    if (result?.ok && !result.error) {
      router.replace('/admin/dashboard');
      router.refresh();

      return;
    }
    setIsBusy(false);
    setDigits(EMPTY_CODE);
    onError(t(`auth.errors.${isVerifyCodeFailure(result?.error) ? result.error : 'failed'}`));
  };

  const onResend = async () => {
    setIsBusy(true);
    onError('');
    const result = await requestAdminCode({ email });
    setIsBusy(false);
    setDigits(EMPTY_CODE);
    if (result.ok) onNotice(t('auth.login.codeRequested', { email: result.data.email }));
    else onError(t(result.error));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <CodeInput
        digits={digits}
        onDigitsChange={setDigits}
        legend={t('auth.login.code')}
        digitLabel={(position) => t('auth.login.codeDigit', { position })}
        isDisabled={isBusy}
      />
      <button
        type="submit"
        disabled={isBusy}
        className="w-full rounded-md bg-brand-dark px-4 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70"
      >
        {isBusy ? t('auth.login.signingIn') : t('auth.login.signIn')}
      </button>
      <div className="flex justify-between gap-4">
        <button type="button" onClick={onChangeEmail} disabled={isBusy} className={LINK_BUTTON}>
          {t('auth.login.changeEmail')}
        </button>
        <button type="button" onClick={() => void onResend()} disabled={isBusy} className={LINK_BUTTON}>
          {t('auth.login.resend')}
        </button>
      </div>
    </form>
  );
}
