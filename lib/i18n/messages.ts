import type { AbstractIntlMessages } from 'next-intl';

import type { Locale } from './routing';

/** Messages live in one file per domain (messages/{locale}/{domain}.json); the file name is the top-level key. */
const DOMAINS = [
  'common', 'layout', 'news', 'home', 'admin', 'auth', 'errors', 'validation',
  'about', 'membership', 'trade', 'reports', 'pages', 'assessment', 'member-assessment',
] as const;

export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(
    DOMAINS.map(async (domain) => [domain, (await import(`../../messages/${locale}/${domain}.json`)).default] as const),
  );

  return Object.fromEntries(entries);
}

/** Domains whose texts client components of the public sites use (useTranslations in 'use client' files). */
export const CLIENT_MESSAGE_DOMAINS = ['common', 'news', 'trade', 'membership', 'validation', 'errors'] as const;

export function pickMessages(messages: AbstractIntlMessages, domains: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(
    domains.flatMap((domain) => {
      const domainMessages = messages[domain];

      return domainMessages === undefined ? [] : [[domain, domainMessages] as const];
    }),
  );
}
