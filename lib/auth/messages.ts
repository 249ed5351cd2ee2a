import type { Locale } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import enAuth from '@/messages/en/auth.json';
import mnAuth from '@/messages/mn/auth.json';

const AUTH_MESSAGES: Record<Locale, typeof mnAuth> = { mn: mnAuth, en: enAuth };

/** Sign-in texts outside a page render (route handlers, mails), from messages/{locale}/auth.json. */
export function authTranslator(locale: Locale) {
  return messagesTranslator(locale, { auth: AUTH_MESSAGES[locale] }, 'auth');
}
