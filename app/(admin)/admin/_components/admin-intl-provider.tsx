'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

import { ADMIN_MESSAGES } from '@/lib/i18n/admin-messages';

import { ADMIN_LOCALE, ADMIN_TIME_ZONE } from '@/lib/admin/date-text';

/** Gives the admin's client components their texts (admin and auth only). */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={ADMIN_LOCALE} messages={ADMIN_MESSAGES} timeZone={ADMIN_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
