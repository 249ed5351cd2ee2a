import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import enNews from '@/messages/en/news.json';
import mnNews from '@/messages/mn/news.json';

import { getPublisherNameEn } from './queries';

const NEWS_MESSAGES: Record<Locale, typeof mnNews> = { mn: mnNews, en: enNews };

type PublisherKey = keyof typeof mnNews.publishers;

/**
 * The names the back-office's free-text publisher field is given (its default and the office's departments, as the
 * staff accounts name them), each with its message in both languages.
 */
const KNOWN_PUBLISHERS: ReadonlyMap<string, PublisherKey> = new Map([
  ['Админ', 'admin'],
  ['Хэвлэл мэдээллийн алба', 'pressOffice'],
  ['Гүйцэтгэх алба', 'executiveOffice'],
]);

/**
 * Who published a news item, in the page's language: a known name from the messages, else a person or member
 * company of the organisation pages by their stored English name, else the name as it was typed (the page marks
 * its language).
 */
export async function localizePublisher(publisher: string, locale: Locale): Promise<string> {
  const name = publisher.trim();
  const key = KNOWN_PUBLISHERS.get(name);
  if (key) return messagesTranslator(locale, { news: NEWS_MESSAGES[locale] }, 'news.publishers')(key);
  // Publishers are typed in the back-office, which speaks Mongolian: only English needs a lookup.
  if (locale === 'mn' || name === '') return publisher;

  return (await getPublisherNameEn(name)) ?? publisher;
}
