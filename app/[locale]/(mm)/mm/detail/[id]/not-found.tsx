'use client';

import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';
import { blogPath, DEFAULT_NEWS_CATEGORY } from '@/lib/news/blog-segment';

// A news id that does not exist (or is unpublished): the seeds' not-found text, answered with status 404.
// A client component: it is prepared with every detail page, and must not make those pages request-bound.
export default function NewsNotFound() {
  const t = useTranslations('news');

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('notFound')}</h1>
      <Link href={blogPath(DEFAULT_NEWS_CATEGORY)} className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
        {t('backToNews')}
      </Link>
    </div>
  );
}
