import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import { listMinerals } from '@/lib/library/queries';

import { EmptyList, PageSection } from './page-section';

/** Mining we don't know about (21): the pictures of minerals mined in Mongolia. */
export async function MineralGallery() {
  const [t, minerals] = await Promise.all([getTranslations('pages.project.minerals'), listMinerals()]);

  return (
    <PageSection id="minerals-title" title={t('title')}>
      {minerals.length === 0 ? (
        <EmptyList>{t('empty')}</EmptyList>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {minerals.map((mineral, index) => (
            <li key={mineral.id} className="overflow-hidden rounded-lg bg-gray-100">
              <ResponsiveImage
                src={mineral.image}
                alt={t('alt', { number: index + 1 })}
                use="card"
                width={600}
                height={600}
                sizes="(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                className="aspect-square h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
