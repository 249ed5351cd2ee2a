'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';

import { GoogleMark } from '@/components/auth/google-mark';

export function GoogleButton() {
  const t = useTranslations('auth.login');

  return (
    <button
      type="button"
      onClick={() => void signIn('google', { callbackUrl: '/admin/dashboard' })}
      className="flex w-full items-center justify-center gap-3 rounded-md border border-gray-300 bg-white px-4 py-2.5 font-medium text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
    >
      <GoogleMark />
      {t('google')}
    </button>
  );
}
