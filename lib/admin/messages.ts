import { createFormatter } from 'next-intl';

import { messagesTranslator } from '@/lib/i18n/translator';
import admin from '@/messages/mn/admin.json';
import assessment from '@/messages/mn/admin-screens/assessment.json';
import content from '@/messages/mn/admin-screens/content.json';
import library from '@/messages/mn/admin-screens/library.json';
import operations from '@/messages/mn/admin-screens/operations.json';
import organisation from '@/messages/mn/admin-screens/organisation.json';
import settings from '@/messages/mn/admin-screens/settings.json';
import weekAgenda from '@/messages/mn/admin-screens/week-agenda.json';
import weekEditions from '@/messages/mn/admin-screens/week-editions.json';
import weekProgramme from '@/messages/mn/admin-screens/week-programme.json';
import weekRegistrations from '@/messages/mn/admin-screens/week-registrations.json';
import weekSite from '@/messages/mn/admin-screens/week-site.json';
import yellow from '@/messages/mn/admin-screens/yellow.json';
import yellowAdd from '@/messages/mn/admin-screens/yellow-add.json';
import yellowMeetings from '@/messages/mn/admin-screens/yellow-meetings.json';
import auth from '@/messages/mn/auth.json';
import errors from '@/messages/mn/errors.json';

import { ADMIN_LOCALE, ADMIN_TIME_ZONE } from './date-text';
import type { Translate } from './text-columns';

/**
 * The back-office is Mongolian only and has no locale in its URLs, so it reads its message files directly
 * instead of going through the public site's per-locale request configuration. Each group of screens keeps
 * its texts in its own file under messages/mn/admin-screens/ (keys `admin.<group>.*`).
 */
export const ADMIN_MESSAGES = {
  admin: {
    ...admin,
    content,
    organisation,
    library,
    operations,
    settings,
    assessment,
    weekSite,
    weekRegistrations,
    weekProgramme,
    weekAgenda,
    weekEditions,
    yellow,
    yellowAdd,
    yellowMeetings,
  },
  auth,
  errors,
};

export function adminTranslator() {
  return messagesTranslator(ADMIN_LOCALE, ADMIN_MESSAGES);
}

/** The translator for keys held in data (the grids' text columns) rather than written in the code. */
export function adminKeyTranslator(): Translate {
  const t = adminTranslator();

  return (key) => t(key as never);
}

export function adminFormatter() {
  return createFormatter({ locale: ADMIN_LOCALE, timeZone: ADMIN_TIME_ZONE });
}
