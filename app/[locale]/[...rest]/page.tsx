import type { Metadata } from 'next';

import { PlainNotFound, bilingualNotFoundTitle } from '@/components/layout/not-found-content';
import { NotFoundResponse } from '@/components/layout/page-not-found';
import { localeOrDefault } from '@/lib/i18n/routing';

// Rendered on first request and cached, like every public page (the build has no database).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: await bilingualNotFoundTitle(), robots: { index: false } };
}

/** An address under no sub-site (`/x`, `/en/x`): the bilingual not-found page, status 404. */
export default async function UnknownPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;

  return (
    <NotFoundResponse>
      <PlainNotFound documentLocale={localeOrDefault(locale)} />
    </NotFoundResponse>
  );
}
