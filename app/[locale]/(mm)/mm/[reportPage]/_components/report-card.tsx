import { getLocale, getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import { formatDateText } from '@/lib/i18n/date-text';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { ShelfCard } from '@/lib/library/queries';

/** A report: publication date, cover, title and a button that downloads the PDF. */
export async function ReportCard({ report, isPriority = false }: { report: ShelfCard; isPriority?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('reports'), getLocale()]);

  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="relative aspect-[3/4] bg-gray-100">
        <ResponsiveImage
          src={report.cover}
          alt=""
          use="card"
          isFill
          sizes="(min-width: 1280px) 280px, (min-width: 1024px) 320px, 50vw"
          isPriority={isPriority}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {report.created_at ? (
          <time dateTime={report.created_at} className="text-xs text-muted sm:text-sm">
            {formatDateText(localeOrDefault(locale), report.created_at, 'date')}
          </time>
        ) : null}
        <h2 className="text-base font-semibold leading-snug text-ink sm:text-lg">{report.title}</h2>
        <a
          href={report.pdf}
          download
          aria-label={t('downloadLabel', { title: report.title })}
          className="mt-auto inline-flex items-center gap-2 self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            <path d="M9 3h2v7.6l2.3-2.3 1.4 1.4L10 14.4 5.3 9.7l1.4-1.4L9 10.6V3zM4 15h12v2H4v-2z" />
          </svg>
          {t('download')}
        </a>
      </div>
    </article>
  );
}
