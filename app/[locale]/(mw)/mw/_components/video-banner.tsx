import { Picture } from '@/components/media/picture';
import { PicturePreload } from '@/components/media/responsive-image';
import { formatEditionDates } from '@/lib/conference/dates';
import type { Edition } from '@/lib/conference/editions/public-queries';
import type { Locale } from '@/lib/i18n/routing';
import { imageSources } from '@/lib/images/srcset';

import { VideoPlayer } from './video-player';

const BANNER_SIZES = '100vw';
const VIDEO_ID = 'edition-video';

/**
 * The edition's video behind its name, dates and venue. The poster is a picture preloaded at the width the screen
 * needs, so it, not the video, is the page's largest paint; the muted video (decoration: hidden from assistive
 * technology) is fetched only after the page has loaded, then plays over it; not at all for visitors who ask for reduced
 * motion.
 */
export function VideoBanner({ locale, edition }: { locale: Locale; edition: Edition }) {
  const sources = edition.poster ? imageSources(edition.poster, 'banner') : null;

  return (
    <section aria-labelledby="edition-title" className="mw-banner">
      {sources ? <PicturePreload sources={sources} sizes={BANNER_SIZES} /> : null}
      {edition.poster ? (
        <Picture src={edition.poster} sources={sources} alt="" sizes={BANNER_SIZES} isFill isPriority />
      ) : null}
      {edition.video ? (
        <>
          <video id={VIDEO_ID} className="img-fill" muted loop playsInline preload="none" aria-hidden="true">
            <source src={edition.video} type="video/mp4" />
          </video>
          <VideoPlayer targetId={VIDEO_ID} />
        </>
      ) : null}
      <div className="mw-banner-text">
        <h1 id="edition-title">{edition.name}</h1>
        <p>
          {formatEditionDates(locale, edition.startsOn, edition.endsOn)} · {edition.venue}
        </p>
      </div>
    </section>
  );
}
