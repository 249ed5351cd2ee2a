import 'server-only';

import type { Database } from '@/db';
import { siteSettings } from '@/db/schema';

import { DEMO_SITE_SETTINGS } from './content/site-settings';
import type { SeedPart } from './part';

/** The single contact-details row; kept when it exists, so staff edits survive a second seeding. */
export function settingsPart(): SeedPart {
  return {
    files: [],
    insert: async (db: Database) => {
      await db
        .insert(siteSettings)
        .values({ id: 1, ...DEMO_SITE_SETTINGS })
        .onConflictDoNothing();
    },
  };
}
