import { notFound } from 'next/navigation';

import { editionYear } from '@/lib/conference/archive/year';
import { type Edition, getArchivedEdition } from '@/lib/conference/queries';
import { isLocale, type Locale } from '@/lib/i18n/routing';

/** The archived edition an /mw/{year}/… address names, in the page's language; not found for anything else. */
export async function loadArchivedEdition(params: Promise<{ locale: string; year: string }>): Promise<{ locale: Locale; edition: Edition }> {
  const { locale, year: segment } = await params;
  const year = editionYear(segment);
  if (!isLocale(locale) || year === null) notFound();
  const edition = await getArchivedEdition(year, locale);
  if (!edition) notFound();

  return { locale, edition };
}
