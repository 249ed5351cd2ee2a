import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { Presenter } from '@/lib/conference/programme/presenters/public-queries';

/** An edition's key speakers in their queue order (seeds 2.2 Presentation); nothing while there are none. */
export async function KeySpeakers({ presenters }: { presenters: readonly Presenter[] }) {
  if (presenters.length === 0) return null;
  const t = await getTranslations('conference.presentation');

  return (
    <section aria-labelledby="speakers-title" className="mt-12">
      <h2 id="speakers-title" className="sec-title">
        {t('speakers')}
      </h2>
      <ul className="mw-speakers">
        {presenters.map((presenter) => (
          <li key={presenter.id}>
            <ResponsiveImage src={presenter.image} alt="" use="card" sizes="160px" width={400} height={400} />
            <h3>{presenter.name}</h3>
            <p>{presenter.position}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
