import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// Rendered on first request and cached, like every page of the conference site.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();

  return unknownAddressMetadata(locale);
}

/**
 * An address under /mw that no page answers (`/mw/about/x`, `/mw/2023/x`): the conference site's not-found page
 * in the frame of the edition its first segment names, else the current edition's ([year]/layout.tsx).
 */
export default async function UnknownConferencePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return <UnknownAddress home="/mw" />;
}
