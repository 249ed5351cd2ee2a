import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

export function siteUrl(): string {
  return env.SITE_URL;
}

/** The public path of a page in a locale: Mongolian keeps the bare path, English lives under /en. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'en' ? `/en${path}` : path;
}

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path}`;
}
