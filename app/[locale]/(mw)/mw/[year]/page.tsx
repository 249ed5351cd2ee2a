import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { unknownAddressMetadata } from '@/components/layout/page-not-found';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { NewsCard } from '@/components/news/news-card';
import { StateTabs } from '@/components/tabs/state-tabs';
import { findArchivedEdition, loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { listEditionNews } from '@/lib/conference/archive/news';
import { listPortfolio } from '@/lib/conference/archive/portfolio';
import { listAgenda } from '@/lib/conference/schedule/public-queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { DayProgramme } from '../_components/day-programme';
import { EditionFigures } from '../_components/edition-figures';
import { OrganiserLogos } from '../_components/organiser-logos';
import { VideoBanner } from '../_components/video-banner';
import { ArchiveRegistration } from './_components/archive-registration';
import { PortfolioFilter } from './_components/portfolio-filter';

type Props = { params: Promise<{ locale: string; year: string }> };

/** The archive home shows the edition's three newest news items. */
const HOME_NEWS = 3;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition } = await findArchivedEdition(params);
  // The layout answers an unknown edition with the site's not-found page.
  if (!edition) return unknownAddressMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'conference' });

  return pageMetadata({
    locale,
    path: `/mw/${edition.year}`,
    title: edition.name,
    description: t('archive.description', { year: edition.year }),
  });
}

/**
 * An archived edition's home (seeds 2.2): banner, the programme/registration toggle (its own registration, closed),
 * figures, what it was about,
 * the portfolio with its year filter, news cards and organisers.
 */
export default async function ArchivedEditionPage({ params }: Props) {
  const { locale, edition } = await loadArchivedEdition(params);
  setRequestLocale(locale);
  const [t, archive] = await Promise.all([getTranslations('conference'), getTranslations('conference.archive')]);
  const [days, portfolio, news] = await Promise.all([
    listAgenda(edition.id, locale),
    listPortfolio(edition.year),
    listEditionNews({ eventId: edition.id, locale, page: 1, limit: HOME_NEWS }),
  ]);

  return (
    <>
      <VideoBanner locale={locale} edition={edition} />
      <section aria-label={archive('toggle')} className="sec">
        <StateTabs
          label={archive('toggle')}
          tabs={[
            {
              id: 'programme',
              label: archive('programme'),
              panel:
                days.length === 0 ? (
                  <p className="sec-empty">{t('agenda.empty')}</p>
                ) : (
                  days.map((day) => (
                    <section key={day.id} aria-label={t('agenda.programme', { day: day.day })} className="mt-6">
                      <h2 className="mb-2 font-semibold">{t('agenda.programme', { day: day.day })}</h2>
                      <DayProgramme day={day} locale={locale} />
                    </section>
                  ))
                ),
            },
            {
              id: 'registration',
              label: archive('registration'),
              panel: (
                <div className="mt-6">
                  <ArchiveRegistration edition={edition} locale={locale} />
                </div>
              ),
            },
          ]}
        />
      </section>
      <EditionFigures figures={edition.figures} />
      {edition.about ? (
        <section aria-labelledby="about-title" className="sec">
          <h2 id="about-title" className="sec-title">
            {t('about.title')}
          </h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: edition.about }} />
        </section>
      ) : null}
      {portfolio.photos.length > 0 ? (
        <section aria-labelledby="portfolio-title" className="sec">
          <h2 id="portfolio-title" className="sec-title">
            {archive('portfolio')}
          </h2>
          <PortfolioFilter
            listId="portfolio"
            years={portfolio.years}
            labels={{ group: archive('portfolioFilter'), all: archive('portfolioAll') }}
          />
          <ul id="portfolio" className="pf-grid">
            {portfolio.photos.map((photo) => (
              <li key={photo.id} data-year={photo.year}>
                <ResponsiveImage src={photo.image} alt="" use="teaser" isFill sizes="(min-width: 1024px) 300px, 50vw" />
              </li>
            ))}
          </ul>
          {portfolio.years.includes(edition.year) ? (
            <p className="mt-4">
              <Link href={`/mw/${edition.year}/gallery`} className="nc-more">
                {archive('allPhotos', { year: edition.year })}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {news.news.length > 0 ? (
        <section aria-labelledby="news-title" className="sec">
          <h2 id="news-title" className="sec-title">
            {archive('news')}
          </h2>
          <div className="np-cards">
            {news.news.map((item) => (
              <NewsCard key={item.id} item={item} href={`/mw/${edition.year}/news/detail/${item.id}`} />
            ))}
          </div>
          <p className="mt-4">
            <Link href={`/mw/${edition.year}/news`} className="nc-more">
              {archive('allNews')}
            </Link>
          </p>
        </section>
      ) : null}
      <OrganiserLogos eventId={edition.id} />
    </>
  );
}
