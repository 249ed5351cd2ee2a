import { getTranslations } from 'next-intl/server';

import { ExternalIcon } from '@/components/layout/icons';
import type { Locale } from '@/lib/i18n/routing';
import { officeMapEmbedUrl, officeMapUrl } from '@/lib/settings/contact-links';
import type { SiteSettings } from '@/lib/settings/queries';

/** Google Maps around the office's saved position, loaded only when scrolled near, with a link to the full map. */
export async function OfficeMap({ position, locale }: { position: Pick<SiteSettings, 'latitude' | 'longitude'>; locale: Locale }) {
  const t = await getTranslations('pages.contact');

  return (
    <section aria-labelledby="map-title" className="flex flex-col">
      <h2 id="map-title" className="sr-only">
        {t('mapTitle')}
      </h2>
      <iframe
        src={officeMapEmbedUrl(position, locale)}
        title={t('mapFrameTitle')}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="aspect-[4/3] w-full rounded-lg border border-gray-200 bg-gray-100 lg:aspect-auto lg:min-h-96 lg:flex-1"
      />
      <a
        href={officeMapUrl(position)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center self-start gap-2 font-semibold text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('openMap')}
        <ExternalIcon className="size-4" />
      </a>
    </section>
  );
}
