import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// Rendered on first request and cached, like every page of the directory.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();

  return unknownAddressMetadata(locale);
}

/** An address under /yellow-page that no page answers: the directory's not-found page in its frame. */
export default async function UnknownDirectoryPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return <UnknownAddress home="/yellow-page" />;
}
