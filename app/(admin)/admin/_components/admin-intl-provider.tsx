'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

import { useRevealInvalidFieldOnSubmit } from '@/components/forms/reveal-invalid-field';
import { useHydrationMark } from '@/components/layout/hydration-mark';
import { ADMIN_LOCALE, ADMIN_TIME_ZONE } from '@/lib/admin/date-text';
import { ADMIN_MESSAGES } from '@/lib/admin/messages';

/**
 * Gives the admin's client components their texts (admin and auth only), marks the page alive once hydrated and
 * makes a failed form submission focus its first invalid field.
 */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  useHydrationMark();
  useRevealInvalidFieldOnSubmit();

  return (
    <NextIntlClientProvider locale={ADMIN_LOCALE} messages={ADMIN_MESSAGES} timeZone={ADMIN_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
