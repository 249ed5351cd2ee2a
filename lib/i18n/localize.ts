import type { Locale } from './routing';

/**
 * Picks the text of a bilingual field pair for the locale: `title` is Mongolian, `title_en` English.
 * An empty translation falls back to the other language, so a page never shows a blank title.
 */
export function pickLocalized(mn: string | null | undefined, en: string | null | undefined, locale: Locale): string {
  const [preferred, fallback] = locale === 'en' ? [en, mn] : [mn, en];

  return preferred?.trim() ? preferred : (fallback ?? '');
}

const CYRILLIC_LETTER = /\p{Script=Cyrillic}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

/** The `lang` attribute of an element whose text is in another language than its page; none when it is not. */
export type LangAttribute = { lang?: Locale };

/**
 * The attribute that marks a text shown on a page in `pageLocale` as Mongolian or English when it is not in the
 * page's language. A field without a translation shows the other language's text (pickLocalized), and names and
 * publishers are often written in one language only; a screen reader must then switch voice. Mongolian is
 * written in Cyrillic and English in Latin letters, so the letters that prevail tell. An empty object, not an
 * undefined `lang`, for text in the page's language: the page's payload then carries nothing for it.
 */
export function langOfText(text: string, pageLocale: Locale): LangAttribute {
  const cyrillic = text.match(CYRILLIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const language = cyrillic > latin ? 'mn' : latin > cyrillic ? 'en' : pageLocale;

  return language === pageLocale ? {} : { lang: language };
}

/** langOfText for sanitised rich text: only its words count, not its tags' names or entities. */
export function langOfHtml(html: string, pageLocale: Locale): LangAttribute {
  return langOfText(html.replace(/<[^>]*>|&[a-z]+;/gi, ' '), pageLocale);
}
