import { notFound } from 'next/navigation';

import { isLocale, type Locale } from './routing';

/**
 * The locale of a `[locale]` route's params. Any other first segment is no page of the sites, so it is not found
 * (the proxy routes only the two languages there; this is what a request that gets past it meets).
 */
export async function readLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();

  return locale;
}
