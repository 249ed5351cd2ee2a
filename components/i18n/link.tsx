import 'server-only';

import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to an address of the public sites (`/mm/contact`), written in the page's language (`/en/mm/contact`)
 * on the server. next-intl's own Link is a client component that brings its translation runtime into every
 * page's JavaScript (even a server module that only imports its navigation helpers does); this one costs
 * nothing there beyond next/link. Server components only: client components (forms inside ClientMessages) use
 * the Link of lib/i18n/navigation.
 */
export async function Link({ href, ...props }: LinkProps) {
  const locale = await getLocale();

  return <NextLink href={localizedPath(href, isLocale(locale) ? locale : DEFAULT_LOCALE)} {...props} />;
}
