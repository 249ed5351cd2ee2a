import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { CONFERENCE_NAV } from '@/lib/conference/navigation';
import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { registrationState } from '@/lib/conference/sign-up/window';
import type { Locale } from '@/lib/i18n/routing';

import { ConferenceFrame } from './conference-frame';
import { SponsorStrip } from './sponsor-strip';

/** The current edition's frame (seeds 2.1): its header and menu, the sponsors' carousel, its footer, back to top. */
export async function CurrentEditionFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [conference, edition] = await Promise.all([getTranslations('conference'), getCurrentEdition(locale)]);

  return (
    <ConferenceFrame
      locale={locale}
      edition={edition}
      home="/mw"
      menu={CONFERENCE_NAV.map((item) => ({ href: item.href, label: conference(`nav.${item.key}`) }))}
      // The header's button leads to the form; once the edition has ended the menu's entry says it is closed.
      hasRegister={edition !== null && registrationState(edition) === 'open'}
      beforeFooter={edition ? <SponsorStrip eventId={edition.id} /> : null}
    >
      {children}
    </ConferenceFrame>
  );
}
