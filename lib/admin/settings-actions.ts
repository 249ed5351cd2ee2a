'use server';

import { type ActionResult, ok } from '@/lib/action-result';
import { siteSettingsSchema } from '@/lib/settings/schema';
import { saveSiteSettings } from '@/lib/settings/writes';

import { runAdminAction } from './run-admin-action';

/** Saves the contact details; the public header, footer and contact page show them on their next load. */
export async function updateSiteSettings(input: unknown): Promise<ActionResult> {
  return runAdminAction({
    permission: 'content',
    schema: siteSettingsSchema,
    input,
    action: 'settings.update',
    target: () => 'contact',
    run: async (values) => {
      await saveSiteSettings(values);

      return ok(undefined);
    },
  });
}
