'use server';

import { type ActionResult, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { saveSiteSettings } from './queries';
import { siteSettingsSchema } from './schema';

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
