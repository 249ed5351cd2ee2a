import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages } from '@/lib/i18n/messages';

/**
 * Gives the client components below it the texts they use, and only those: the messages travel in the page's
 * HTML, so a page sends the few domains or keys (`'trade.filters'`) of its own forms, never the whole catalogue.
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), paths);

  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
