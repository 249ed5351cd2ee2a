import { createFormatter, createTranslator } from 'next-intl';

import admin from '@/messages/mn/admin.json';
import auth from '@/messages/mn/auth.json';

/**
 * The back-office is Mongolian only and has no locale in its URLs, so it reads its two message files
 * directly instead of going through the public site's per-locale request configuration.
 */
export const ADMIN_LOCALE = 'mn';
export const ADMIN_TIME_ZONE = 'Asia/Ulaanbaatar';
export const ADMIN_MESSAGES = { admin, auth };

export function adminTranslator() {
  return createTranslator({ locale: ADMIN_LOCALE, messages: ADMIN_MESSAGES });
}

export function adminFormatter() {
  return createFormatter({ locale: ADMIN_LOCALE, timeZone: ADMIN_TIME_ZONE });
}
