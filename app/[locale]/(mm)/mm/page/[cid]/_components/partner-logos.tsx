import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PartnerLogo } from '@/lib/library/queries';

import { EmptyList } from './page-section';

const TILE = 'flex h-28 items-center justify-center rounded-lg border border-gray-200 bg-white p-3';

// Only web addresses become links: a stored value is never allowed to run script.
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

/** The partners of the responsible-mining initiative, each logo linking to the partner's site. */
export async function PartnerLogos({ logos }: { logos: readonly PartnerLogo[] }) {
  const t = await getTranslations('pages.project.partners');
  if (logos.length === 0) return <EmptyList>{t('empty')}</EmptyList>;

  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {logos.map((partner) => {
        const image = (
          <ResponsiveImage
            src={partner.logo}
            alt={partner.name}
            use="card"
            width={160}
            height={100}
            sizes="160px"
            className="max-h-full w-auto object-contain"
          />
        );

        return (
          <li key={partner.id}>
            {isWebAddress(partner.link) ? (
              <a
                href={partner.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('opensInNewTab', { name: partner.name })}
                className={`${TILE} transition hover:border-brand hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}
              >
                {image}
              </a>
            ) : (
              <div className={TILE}>{image}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
