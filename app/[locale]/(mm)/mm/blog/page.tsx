import { notFound, redirect } from 'next/navigation';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale } from '@/lib/i18n/routing';
import { blogPath, DEFAULT_NEWS_CATEGORY } from '@/lib/news/blog-segment';

// It reads the query string, so it renders per request (a cached render cannot).
export const dynamic = 'force-dynamic';

type BlogIndexProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

// /mm/blog?q=term: where the search box submits without JavaScript; /mm/blog alone opens the default category.
export default async function BlogIndex({ params, searchParams }: BlogIndexProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { q } = await searchParams;
  const term = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100);

  redirect(localizedPath(blogPath(term || DEFAULT_NEWS_CATEGORY, 1), locale));
}
