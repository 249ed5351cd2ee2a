import { defineRouting } from 'next-intl/routing';

export const LOCALES = ['mn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'mn';
/** Every date and time of the platform is shown as Ulaanbaatar sees it. */
export const SITE_TIME_ZONE = 'Asia/Ulaanbaatar';
/** The visitor's own language choice, written by the header toggle. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The URL alone decides the language (search engines, shared links); proxy.ts honours only the cookie.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value when it names a locale, else Mongolian: for a locale read from a request or the message runtime. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
