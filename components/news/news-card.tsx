import { getFormatter, getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';

/** A news teaser: date, cover image, title, summary and a read-more link to the detail page. */
type NewsCardProps = { item: NewsCardData; isPriority?: boolean; headingLevel?: 'h2' | 'h3' };

/** headingLevel keeps the outline in order: h2 directly under a page's h1, h3 inside a titled section. */
export async function NewsCard({ item, isPriority = false, headingLevel: Heading = 'h3' }: NewsCardProps) {
  const [t, format] = await Promise.all([getTranslations('news'), getFormatter()]);
  const href = `/mm/detail/${item.id}`;

  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <Link href={href} className="relative block aspect-[730/455] bg-gray-100" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={item.image}
          alt=""
          use="cover"
          isFill
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
          isPriority={isPriority}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={item.created_at} className="text-sm text-muted">
          {format.dateTime(new Date(item.created_at), { year: 'numeric', month: 'long', day: 'numeric' })}
        </time>
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={href} className="hover:text-brand-dark">
            {item.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{item.summary}</p>
        <Link href={href} className="mt-auto self-start text-sm font-semibold text-brand-dark hover:underline" aria-label={`${t('readMore')}: ${item.title}`}>
          {t('readMore')} →
        </Link>
      </div>
    </article>
  );
}
