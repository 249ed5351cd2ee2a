import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { listMiningVideos } from '@/lib/library/queries';

import { EmptyList, PageSection } from './page-section';

/**
 * Mining 101 (22): the learning videos. preload="none" keeps the page light: nothing is fetched until a
 * reader presses play, and /files answers the player's Range requests.
 */
export async function VideoList({ locale }: { locale: Locale }) {
  const [t, { video: videos }] = await Promise.all([
    getTranslations('pages.project.videos'),
    listMiningVideos({ locale }),
  ]);

  return (
    <PageSection id="videos-title" title={t('title')}>
      {videos.length === 0 ? (
        <EmptyList>{t('empty')}</EmptyList>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video.id}>
              <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white">
                <video
                  controls
                  preload="none"
                  aria-labelledby={`video-${video.id}`}
                  className="aspect-video w-full bg-black"
                >
                  <source src={video.video} type="video/mp4" />
                  <a href={video.video} download>
                    {t('unsupported')} {t('download')}
                  </a>
                </video>
                <figcaption id={`video-${video.id}`} className="p-4 font-semibold text-ink">
                  {video.title}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
