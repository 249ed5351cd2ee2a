import { createTranslator } from 'next-intl';

import type { Locale } from '@/lib/i18n/routing';
import enAuth from '@/messages/en/auth.json';
import mnAuth from '@/messages/mn/auth.json';

const AUTH_MESSAGES: Record<Locale, typeof mnAuth> = { mn: mnAuth, en: enAuth };

/** Sign-in texts outside a page render (route handlers, mails), from messages/{locale}/auth.json. */
export function authTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { auth: AUTH_MESSAGES[locale] }, namespace: 'auth' });
}
