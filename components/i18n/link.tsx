import 'server-only';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { localeOrDefault } from '@/lib/i18n/routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to an address of the public sites (`/mm/contact`), written in the page's language (`/en/mm/contact`)
 * on the server. next-intl's own Link is a client component that brings its translation runtime into every
 * page's JavaScript (even a server module that only imports its navigation helpers does); this one costs
 * nothing there beyond next/link. Synchronous on purpose: an async component becomes a row of its own in the
 * page's inline payload, and pages hold dozens of links. Server components only: client components (forms
 * inside ClientMessages) use the Link of lib/i18n/navigation.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();

  return <NextLink href={localizedPath(href, localeOrDefault(locale))} {...props} />;
}
