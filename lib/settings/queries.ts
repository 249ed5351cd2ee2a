import 'server-only';

import { eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { siteSettings } from '@/db/schema';

import type { SiteSettingsValues } from './schema';

/** The single settings row's id (the table's check allows no other). */
export const SITE_SETTINGS_ID = 1;

export type SiteSettings = SiteSettingsValues;

/**
 * The association's contact details, read once per request however many parts of the page show them (header,
 * footer, quick contact, contact page). Null until staff (or the demo data) have saved them.
 */
export const getSiteSettings = cache(async (): Promise<SiteSettings | null> => {
  const [row] = await db
    .select({
      phone: siteSettings.phone,
      phoneSecondary: siteSettings.phoneSecondary,
      email: siteSettings.email,
      emailSecondary: siteSettings.emailSecondary,
      address: siteSettings.address,
      addressEn: siteSettings.addressEn,
      latitude: siteSettings.latitude,
      longitude: siteSettings.longitude,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID));

  return row ?? null;
});
