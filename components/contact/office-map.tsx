import { getTranslations } from 'next-intl/server';

import { ExternalIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { officeMapEmbedUrl, officeMapUrl } from '@/lib/settings/contact-links';
import type { SiteSettings } from '@/lib/settings/queries';

/** Google Maps around the office's saved position, loaded only when scrolled near, with a link to the full map. */
export async function OfficeMap({
  position,
  locale,
}: {
  position: Pick<SiteSettings, 'latitude' | 'longitude'>;
  locale: Locale;
}) {
  const t = await getTranslations('pages.contact');

  return (
    <section aria-labelledby="map-title" className="ct-map">
      <h2 id="map-title" className="sr-only">
        {t('mapTitle')}
      </h2>
      <iframe
        src={officeMapEmbedUrl(position, locale)}
        title={t('mapFrameTitle')}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
      <a href={officeMapUrl(position)} target="_blank" rel="noopener noreferrer">
        {t('openMap')}
        <ExternalIcon className="i4" />
      </a>
    </section>
  );
}
