import 'server-only';

import { db } from '@/db';
import { siteSettings } from '@/db/schema';

import { SITE_SETTINGS_ID } from './queries';
import type { SiteSettingsValues } from './schema';

/**
 * Creates the row on the first save and replaces it afterwards. The settings action lives in another folder
 * (lib/admin/settings-actions.ts), so the write is kept here rather than inline.
 */
export async function saveSiteSettings(values: SiteSettingsValues): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });
}
