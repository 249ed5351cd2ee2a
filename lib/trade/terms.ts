import enTrade from '@/messages/en/trade.json';
import mnTrade from '@/messages/mn/trade.json';

import { langOfText, type LangAttribute } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

const TERMS: Record<Locale, Record<string, string>> = { mn: mnTrade.terms, en: enTrade.terms };

const normalised = (text: string) => text.trim().toLocaleLowerCase();

/** Each known term's key by its name in either language (`нүүрс`, `coal` -> `coal`). */
const KEY_BY_NAME = new Map(
  Object.values(TERMS).flatMap((terms) => Object.entries(terms).map(([key, name]) => [normalised(name), key] as const)),
);

/**
 * A word of the exchange's data (a notice's type, a trade's product category) in the page's language. The exchange
 * writes them in Mongolian; the known ones (trade.terms in the messages) have their English name, any other is
 * shown as written, marked with its language when that is not the page's.
 */
export function localizeTradeTerm(text: string, locale: Locale): { text: string } & LangAttribute {
  const key = KEY_BY_NAME.get(normalised(text));
  const translated = key === undefined ? undefined : TERMS[locale][key];

  return translated === undefined ? { text, ...langOfText(text, locale) } : { text: translated };
}
