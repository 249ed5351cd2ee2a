'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferenceMenuCategories, conferenceNews } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardUnreferencedFiles } from '@/lib/conference/editions/stored-files';
import { isKeptOrUploaded } from '@/lib/conference/editions/uploaded-file';
import { sanitizeRichText } from '@/lib/html/sanitize';

import {
  conferenceNewsIdSchema,
  conferenceNewsSchema,
  conferenceNewsUpdateSchema,
  type ConferenceNewsValues,
} from './schema';

const M = 'admin.weekEditions.errors';

type Saved = ActionResult<{ id: number }>;

/** The row to store: bodies sanitised here, whatever the browser sent. */
const toRow = (values: ConferenceNewsValues) => ({
  eventId: values.event_id,
  categoryCid: values.category_cid,
  image: values.image,
  title: values.title,
  titleEn: values.title_en,
  summary: values.summary,
  summaryEn: values.summary_en,
  text: sanitizeRichText(values.text),
  textEn: sanitizeRichText(values.text_en),
  newsStatus: values.news_status,
});

/**
 * What a save may refer to: a cover the upload route stored (or the one already saved) and a conference menu
 * category that lists news. The edition and category must exist: the foreign keys refuse otherwise (see `write`).
 */
async function checkReferences(values: ConferenceNewsValues, currentImage?: string): Promise<ActionResult<null>> {
  if (!isKeptOrUploaded('image', values.image, currentImage)) {
    return fail('errors.invalidInput', { image: [`${M}.coverRequired`] });
  }
  const isNewsCategory =
    (await db.$count(
      conferenceMenuCategories,
      and(eq(conferenceMenuCategories.cid, values.category_cid), eq(conferenceMenuCategories.pageType, 'news')),
    )) > 0;

  return isNewsCategory ? ok(null) : fail(`${M}.categoryInvalid`, { category_cid: [`${M}.categoryInvalid`] });
}

/** An edition or category deleted while the form was open is a clear message, not an error page. */
async function write(save: () => Promise<Saved>): Promise<Saved> {
  try {
    return await save();
  } catch (error) {
    if (constraintViolation(error)?.kind === 'foreignKey') return fail(`${M}.referenceGone`);
    throw error;
  }
}

export async function createConferenceNews(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceNewsSchema,
    input,
    action: 'conference-news.create',
    target: (_values, saved) => saved.id,
    run: async (values) => {
      const references = await checkReferences(values);
      if (!references.ok) return references;

      return write(async () => {
        const [saved] = await db.insert(conferenceNews).values(toRow(values)).returning({ id: conferenceNews.id });

        return saved ? ok(saved) : fail('errors.serverError');
      });
    },
  });
}

export async function updateConferenceNews(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceNewsUpdateSchema,
    input,
    action: 'conference-news.update',
    target: ({ id }) => id,
    run: async ({ id, ...values }) => {
      const [current] = await db
        .select({ image: conferenceNews.image })
        .from(conferenceNews)
        .where(eq(conferenceNews.id, id));
      if (!current) return fail(`${M}.newsNotFound`);
      const references = await checkReferences(values, current.image);
      if (!references.ok) return references;

      return write(async () => {
        const [saved] = await db
          .update(conferenceNews)
          .set(toRow(values))
          .where(eq(conferenceNews.id, id))
          .returning({ id: conferenceNews.id });
        if (!saved) return fail(`${M}.newsNotFound`);
        if (values.image !== current.image) await discardUnreferencedFiles([current.image]);

        return ok(saved);
      });
    },
  });
}

export async function deleteConferenceNews(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceNewsIdSchema,
    input,
    action: 'conference-news.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(conferenceNews)
        .where(eq(conferenceNews.id, id))
        .returning({ image: conferenceNews.image });
      if (!deleted) return fail(`${M}.newsNotFound`);
      await discardUnreferencedFiles([deleted.image]);

      return ok({ id });
    },
  });
}
