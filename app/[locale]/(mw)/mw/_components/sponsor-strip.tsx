import { getTranslations } from 'next-intl/server';

import { listPartners } from '@/lib/conference/editions/public-queries';

import { PartnerLogo } from './partner-logo';
import { SponsorCarousel } from './sponsor-carousel';

import '@/components/media/swiper-core.css';

const CAROUSEL_ID = 'sponsors';

/**
 * The edition's sponsor logos (seeds 2.1: 5 at a time on small screens, 10 on wide), rendered here as a plain row
 * that shows before any script; the carousel island then sets it moving, without the logos in its props.
 */
export async function SponsorStrip({ eventId }: { eventId: number }) {
  const [t, sponsors] = await Promise.all([getTranslations('conference'), listPartners(eventId, 'sponsor')]);
  if (sponsors.length === 0) return null;

  return (
    <section aria-labelledby="sponsors-title" className="mw-sp">
      <h2 id="sponsors-title">{t('sponsors')}</h2>
      <div id={CAROUSEL_ID}>
        <ul>
          {sponsors.map((sponsor) => {
            const logo = <PartnerLogo partner={sponsor} />;

            return (
              <li key={sponsor.id}>
                {sponsor.link ? (
                  <a href={sponsor.link} target="_blank" rel="noopener noreferrer">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <SponsorCarousel targetId={CAROUSEL_ID} />
    </section>
  );
}
