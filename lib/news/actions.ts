'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { categories, news } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { discardStoredFiles } from '@/lib/storage/discard';

import { newsFormSchema, type NewsFormValues, newsIdSchema } from './admin-schema';

const MESSAGE = 'admin.content.news.errors.';

async function isNewsCategory(cid: number): Promise<boolean> {
  return (await db.$count(categories, and(eq(categories.cid, cid), eq(categories.pageType, 'news')))) > 0;
}

/** The row to store: bodies sanitised here, whatever the browser sent. */
const toRow = (values: NewsFormValues) => ({
  image: values.image,
  title: values.title,
  summary: values.summary,
  text: sanitizeRichText(values.text),
  titleEn: values.title_en,
  summaryEn: values.summary_en,
  textEn: sanitizeRichText(values.text_en),
  categoryCid: values.category_cid,
  publisher: values.publisher,
  newsStatus: values.news_status,
  yellowBook: values.yellow_book,
});

/** What a save may refer to: a news category, and a cover the upload route stored (or the one already saved). */
async function checkReferences(values: NewsFormValues, currentImage?: string): Promise<ActionResult<null>> {
  if (values.image !== currentImage && !isAdminUploadKey('image', values.image)) {
    return fail('errors.invalidInput', { image: [`${MESSAGE}imageRequired`] });
  }
  if (!(await isNewsCategory(values.category_cid))) {
    return fail(`${MESSAGE}categoryInvalid`, { category_cid: [`${MESSAGE}categoryInvalid`] });
  }

  return ok(null);
}

export async function createNews(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: newsFormSchema,
    input,
    action: 'news.create',
    run: async (values) => {
      const references = await checkReferences(values);
      if (!references.ok) return references;
      const [created] = await db.insert(news).values(toRow(values)).returning({ id: news.id });

      return created ? ok(created) : fail('errors.serverError');
    },
    target: (_values, created) => created.id,
  });
}

export async function updateNews(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: newsFormSchema,
    input,
    action: 'news.update',
    run: async (values) => {
      if (!values.id) return fail('errors.notFound');
      const [current] = await db.select({ image: news.image }).from(news).where(eq(news.id, values.id)).limit(1);
      if (!current) return fail('errors.notFound');
      const references = await checkReferences(values, current.image);
      if (!references.ok) return references;
      await db.update(news).set(toRow(values)).where(eq(news.id, values.id));
      if (values.image !== current.image) await discardStoredFiles([current.image]);

      return ok({ id: values.id });
    },
    target: (_values, updated) => updated.id,
  });
}

export async function deleteNews(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: newsIdSchema,
    input,
    action: 'news.delete',
    run: async ({ id }) => {
      const [deleted] = await db.delete(news).where(eq(news.id, id)).returning({ image: news.image });
      if (!deleted) return fail('errors.notFound');
      await discardStoredFiles([deleted.image]);

      return ok({ id });
    },
    target: ({ id }) => id,
  });
}
