import type { Locale } from '@/lib/i18n/routing';

/** Seeds 3 and 9: the conference API's language codes, 1 Mongolian and 2 English; the tables store the locale. */
export const CONFERENCE_LANGUAGES = [
  { id: 1, locale: 'mn', language: 'Монгол' },
  { id: 2, locale: 'en', language: 'English' },
] as const satisfies readonly { id: number; locale: Locale; language: string }[];

export const LANGUAGE_IDS = [1, 2] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

export function localeOfLanguage(id: LanguageId): Locale {
  return id === 2 ? 'en' : 'mn';
}

/** A stored locale as the seeds' language entity: its code and its name. */
export function languageOfLocale(locale: string): { id: LanguageId; language: string } {
  const [mongolian, english] = CONFERENCE_LANGUAGES;

  return locale === 'en'
    ? { id: english.id, language: english.language }
    : { id: mongolian.id, language: mongolian.language };
}
