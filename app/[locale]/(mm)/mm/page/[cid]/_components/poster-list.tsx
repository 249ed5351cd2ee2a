import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { Locale } from '@/lib/i18n/routing';
import { listShelfCards } from '@/lib/library/queries';

import { DownloadIcon } from './file-icons';
import { EmptyList, PageSection } from './page-section';

/** Sustainable mining (25): the numbered posters, each with its printable PDF. */
export async function PosterList({ locale }: { locale: Locale }) {
  const [t, { items: posters }] = await Promise.all([
    getTranslations('pages.project.posters'),
    listShelfCards('sustainableMining', { locale }),
  ]);

  return (
    <PageSection id="posters-title" title={t('title')}>
      {posters.length === 0 ? (
        <EmptyList>{t('empty')}</EmptyList>
      ) : (
        <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posters.map((poster, index) => {
            const number = index + 1;
            const title = poster.title || t('untitled', { number });

            return (
              <li key={poster.id} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
                <div className="relative">
                  <ResponsiveImage
                    src={poster.cover}
                    alt={t('alt', { number, title })}
                    use="cover"
                    width={600}
                    height={850}
                    sizes="(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[600/850] h-auto w-full object-cover"
                  />
                  <span className="absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink shadow">
                    {t('number', { number })}
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <a
                    href={poster.pdf}
                    download
                    aria-label={t('downloadLabel', { number })}
                    className="mt-auto inline-flex items-center justify-center gap-2 rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    <DownloadIcon className="size-4" />
                    {t('download')}
                  </a>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </PageSection>
  );
}
