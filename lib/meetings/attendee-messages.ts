import type { Locale } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import enMessages from '@/messages/en/meetings.json';
import mnMessages from '@/messages/mn/meetings.json';

const MESSAGES: Record<Locale, typeof mnMessages> = { mn: mnMessages, en: enMessages };

/** The attendee side's texts in route handlers and guards, from messages/{locale}/meetings.json. */
export function attendeeTranslator(locale: Locale) {
  return messagesTranslator(locale, { meetings: MESSAGES[locale] }, 'meetings');
}
