'use server';

import { db } from '@/db';
import { isForeignKeyViolation } from '@/db/constraint-violation';
import { conferenceStaticPages } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { staticPageFormSchema } from '@/lib/static-pages/schema';

import { getEditableStaticPage } from './menu-queries';

/**
 * Saves both languages of a conference static page, sanitised as the association's pages are; the first save of
 * a category creates its row (one row per category).
 */
export async function saveStaticPage(input: unknown): Promise<ActionResult<{ cid: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: staticPageFormSchema,
    input,
    action: 'conference-static-page.update',
    target: ({ cid }) => cid,
    run: async ({ cid, text, text_en }) => {
      if (!(await getEditableStaticPage(cid))) return fail('errors.notFound');
      const values = { text: sanitizeRichText(text), textEn: sanitizeRichText(text_en), updatedAt: new Date() };
      try {
        await db
          .insert(conferenceStaticPages)
          .values({ categoryCid: cid, ...values })
          .onConflictDoUpdate({ target: conferenceStaticPages.categoryCid, set: values });
      } catch (error) {
        // The category was deleted between the check and the save.
        if (isForeignKeyViolation(error)) return fail('errors.notFound');
        throw error;
      }

      return ok({ cid });
    },
  });
}
