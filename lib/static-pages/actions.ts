'use server';

import { db } from '@/db';
import { staticPages } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { sanitizeRichText } from '@/lib/html/sanitize';

import { getEditableStaticPage } from './admin-queries';
import { staticPageFormSchema } from './schema';

/** Saves both languages of a static page, sanitised; the first save of a category creates its row. */
export async function saveStaticPage(input: unknown): Promise<ActionResult<{ cid: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: staticPageFormSchema,
    input,
    action: 'static-page.update',
    run: async ({ cid, text, text_en }) => {
      if (!(await getEditableStaticPage(cid))) return fail('errors.notFound');
      const values = { text: sanitizeRichText(text), textEn: sanitizeRichText(text_en), updatedAt: new Date() };
      await db
        .insert(staticPages)
        .values({ categoryCid: cid, ...values })
        .onConflictDoUpdate({ target: staticPages.categoryCid, set: values });

      return ok({ cid });
    },
    target: ({ cid }) => cid,
  });
}
