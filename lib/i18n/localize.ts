import type { Locale } from './routing';

/**
 * Picks the text of a bilingual field pair for the locale: `title` is Mongolian, `title_en` English.
 * An empty translation falls back to the other language, so a page never shows a blank title.
 */
export function pickLocalized(mn: string | null | undefined, en: string | null | undefined, locale: Locale): string {
  const [preferred, fallback] = locale === 'en' ? [en, mn] : [mn, en];

  return preferred?.trim() ? preferred : (fallback ?? '');
}
