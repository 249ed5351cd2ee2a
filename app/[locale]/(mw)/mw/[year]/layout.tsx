import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { UnknownAddress } from '@/components/layout/page-not-found';
import { findArchivedEdition } from '@/lib/conference/archive/load-edition';
import { listArchiveMenu } from '@/lib/conference/archive/menu';

import { ConferenceFrame } from '../_components/conference-frame';
import { CurrentEditionFrame } from '../_components/current-edition-frame';

type Props = { children: ReactNode; params: Promise<{ locale: string; year: string }> };

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

/** An archived edition's frame (/mw/{year}): its year in the header, the conference menu (seeds 2.2) and a way to the current edition. */
export default async function ArchivedEditionLayout({ children, params }: Props) {
  const { locale, edition } = await findArchivedEdition(params);
  setRequestLocale(locale);
  const conference = await getTranslations('conference');
  // No archived edition of that name (/mw/x, /mw/1999/news): an unknown address of the conference site, in the
  // current edition's frame; the pages below are not rendered.
  if (!edition) {
    return (
      <CurrentEditionFrame locale={locale}>
        <UnknownAddress home="/mw" />
      </CurrentEditionFrame>
    );
  }
  const menu = await listArchiveMenu(edition.year, locale);

  return (
    <ConferenceFrame
      locale={locale}
      edition={edition}
      home={`/mw/${edition.year}`}
      menu={[
        ...(menu.length > 0
          ? menu
          : [{ href: `/mw/${edition.year}`, label: conference('archive.home', { year: edition.year }) }]),
        { href: '/mw', label: conference('archive.current') },
      ]}
      hasRegister={false}
    >
      {children}
    </ConferenceFrame>
  );
}
