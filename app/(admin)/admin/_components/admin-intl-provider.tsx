'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

import { useHydrationMark } from '@/components/layout/hydration-mark';
import { ADMIN_LOCALE, ADMIN_TIME_ZONE } from '@/lib/admin/date-text';
import { ADMIN_MESSAGES } from '@/lib/i18n/admin-messages';

/** Gives the admin's client components their texts (admin and auth only), and marks the page alive once hydrated. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  useHydrationMark();

  return (
    <NextIntlClientProvider locale={ADMIN_LOCALE} messages={ADMIN_MESSAGES} timeZone={ADMIN_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
