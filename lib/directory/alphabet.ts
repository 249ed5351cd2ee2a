import { MONGOLIAN_ALPHABET } from '@/db/mongolian-order';
import type { Locale } from '@/lib/i18n/routing';

/** Seeds 9: 32 Cyrillic letter buttons in the Mongolian dictionary's order: no name starts with Ъ, Ы or Ь. */
export const CYRILLIC_LETTERS: readonly string[] = [...MONGOLIAN_ALPHABET].filter((letter) => !'ЪЫЬ'.includes(letter));

/** Seeds 9: 26 Latin letter buttons. */
export const LATIN_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, index) =>
  String.fromCharCode(65 + index),
);

/** The buttons a page shows: names are browsed in the page's language, so in its script. */
export function lettersFor(locale: Locale): readonly string[] {
  return locale === 'en' ? LATIN_LETTERS : CYRILLIC_LETTERS;
}

/** A letter of either alphabet, upper-cased; null for anything else. */
export function normalizeLetter(value: string): string | null {
  const letter = value.trim().toLocaleUpperCase('mn');

  return CYRILLIC_LETTERS.includes(letter) || LATIN_LETTERS.includes(letter) ? letter : null;
}
