import { getTranslations } from 'next-intl/server';

import { listPartners } from '@/lib/conference/editions/public-queries';

import { PartnerLogo } from './partner-logo';

/** The edition's organisers' logos, named for those who cannot see them. */
export async function OrganiserLogos({ eventId }: { eventId: number }) {
  const [t, organisers] = await Promise.all([getTranslations('conference.home'), listPartners(eventId, 'organiser')]);
  if (organisers.length === 0) return null;

  return (
    <section aria-labelledby="organisers-title" className="sec">
      <h2 id="organisers-title" className="sec-title">
        {t('organisers')}
      </h2>
      <ul className="mw-logos">
        {organisers.map((organiser) => (
          <li key={organiser.id}>
            <PartnerLogo partner={organiser} />
          </li>
        ))}
      </ul>
    </section>
  );
}
