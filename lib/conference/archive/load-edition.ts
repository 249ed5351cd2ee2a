import 'server-only';

import { notFound } from 'next/navigation';

import { type Edition, getArchivedEdition } from '@/lib/conference/editions/public-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';

import { editionYear } from './year';

type EditionParams = Promise<{ locale: string; year: string }>;

/**
 * The page's locale and the archived edition an /mw/{year}/… address names, in that language; `edition` is null
 * for anything but a four-digit year of an archived edition, and only such a segment reaches the database.
 */
export async function findArchivedEdition(params: EditionParams): Promise<{ locale: Locale; edition: Edition | null }> {
  const locale = await readLocale(params);
  const year = editionYear((await params).year);

  return { locale, edition: year === null ? null : await getArchivedEdition(year, locale) };
}

/** The archived edition an /mw/{year}/… address names, in the page's language; not found for anything else. */
export async function loadArchivedEdition(params: EditionParams): Promise<{ locale: Locale; edition: Edition }> {
  const { locale, edition } = await findArchivedEdition(params);
  if (!edition) notFound();

  return { locale, edition };
}
