import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { formatDateText } from '@/lib/i18n/date-text';
import { langOfText } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import { siteDay } from '@/lib/i18n/site-date';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';

/**
 * A news teaser: date, cover image, title, summary and a read-more link to the detail page. The title's link
 * covers the whole card (globals.css), so the picture opens the item too without a link of its own.
 */
type NewsCardProps = {
  item: NewsCardData;
  isPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The item's page; the association's news detail unless given (the conference's news live under /mw). */
  href?: string;
};

/** headingLevel keeps the outline in order: h2 directly under a page's h1, h3 inside a titled section. */
export async function NewsCard({
  item,
  isPriority = false,
  headingLevel: Heading = 'h3',
  href = `/mm/detail/${item.id}`,
}: NewsCardProps) {
  const [t, locale] = await Promise.all([getTranslations('news'), getLocale()]);
  const pageLocale = localeOrDefault(locale);
  // The read-more link is described by the title: its name stays short, in the page and in its payload.
  const titleId = `nt${item.id}`;

  return (
    <article className="nc">
      <div className="nc-cover">
        <ResponsiveImage
          src={item.image}
          alt=""
          use="teaser"
          isFill
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          isPriority={isPriority}
        />
      </div>
      <div className="nc-body">
        <time dateTime={siteDay(item.created_at)}>{formatDateText(pageLocale, item.created_at, 'date')}</time>
        <Heading id={titleId} {...langOfText(item.title, pageLocale)}>
          <Link href={href}>{item.title}</Link>
        </Heading>
        <p {...langOfText(item.summary, pageLocale)}>{item.summary}</p>
        <Link href={href} className="nc-more" aria-describedby={titleId}>
          {t('readMore')}
        </Link>
      </div>
    </article>
  );
}
