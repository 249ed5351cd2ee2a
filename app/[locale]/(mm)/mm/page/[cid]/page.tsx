import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';
import { plainTextExcerpt } from '@/lib/static-pages/excerpt';
import { getStaticPage } from '@/lib/static-pages/queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { ProjectExtras } from './_components/project-extras';
import { StaticText } from './_components/static-text';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type StaticPageProps = { params: Promise<{ locale: string; cid: string }> };

// Metadata and page share one read per request.
const loadPage = cache(async (cid: string, locale: Locale) =>
  /^\d{1,9}$/.test(cid) ? getStaticPage({ cid: Number(cid), locale }) : null,
);

async function load(params: StaticPageProps['params']) {
  const locale = await readLocale(params);
  const { cid } = await params;

  return { locale, page: await loadPage(cid, locale) };
}

export async function generateMetadata({ params }: StaticPageProps): Promise<Metadata> {
  const { locale, page } = await load(params);
  if (!page) return unknownAddressMetadata(locale);

  return pageMetadata({
    locale,
    path: `/mm/page/${page.cid}`,
    title: page.title,
    description: plainTextExcerpt(page.html),
  });
}

/** A static menu page (/mm/page/{cid}): its rich text, and for the fixed project pages their lists. */
export default async function StaticMenuPage({ params }: StaticPageProps) {
  const { locale, page } = await load(params);
  setRequestLocale(locale);
  if (!page) return <UnknownAddress home="/mm" />;

  return (
    <div className="pg">
      <h1 className="border-l-4 border-brand pl-3 text-3xl font-bold leading-tight text-ink">{page.title}</h1>
      <StaticText html={page.html} />
      <ProjectExtras cid={page.cid} locale={locale} />
    </div>
  );
}
