import { type Locale, localeOrDefault } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import enMessages from '@/messages/en/member-assessment.json';
import mnMessages from '@/messages/mn/member-assessment.json';

const MESSAGES: Record<Locale, typeof mnMessages> = { mn: mnMessages, en: enMessages };

/** The member flow's texts outside React (route handlers, the answers PDF), from messages/{locale}/member-assessment.json. */
export function memberAssessmentTranslator(locale: Locale) {
  return messagesTranslator(locale, { 'member-assessment': MESSAGES[locale] }, 'member-assessment');
}

/** The language of a member call: `?lang=en` answers in English, anything else in Mongolian (the default). */
export function requestLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang') ?? '';

  return localeOrDefault(lang);
}
