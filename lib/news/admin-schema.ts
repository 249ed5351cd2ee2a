import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';
import { RICH_TEXT_MAX_LENGTH } from '@/lib/static-pages/schema';

const MESSAGE = 'admin.content.news.errors.';

/** Seeds 9: admin news page sizes 5, 10, 15 (default 5). */
export const ADMIN_NEWS_PAGE_SIZES = [5, 10, 15] as const;

/** Seeds 5: cover images jpg, jpeg or png (the upload route checks the content; this checks the stored name). */
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** Editor HTML with no text and no picture (e.g. `<p></p>`) counts as an empty body. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;

  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim() === ''
  );
}

const text = (max: number) => z.string().trim().max(max, `${MESSAGE}tooLong`).default('');
// Lenient here so that the one refinement below reports every message in the seeds' order.
const flag = z.boolean().nullable().catch(null);

/**
 * The add/update news form (seeds 5 "News"), messages in the seeds' order: cover image (jpg, jpeg, png);
 * the bilingual all-or-nothing rule (if any Mongolian field is filled, the Mongolian title, summary and body
 * are all required, likewise English; with neither, the Mongolian ones, the body with 'Мэдээний агуулгыг оруулна
 * уу'); category; publisher; status; the directory publish flag. Every message sits under its own field.
 */
export const newsFormSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    image: z.string().trim().default(''),
    title: text(300),
    summary: text(2000),
    text: z.string().max(RICH_TEXT_MAX_LENGTH, `${MESSAGE}tooLong`).default(''),
    title_en: text(300),
    summary_en: text(2000),
    text_en: z.string().max(RICH_TEXT_MAX_LENGTH, `${MESSAGE}tooLong`).default(''),
    category_cid: z.coerce.number().int().min(0).catch(0),
    publisher: text(100),
    news_status: flag,
    yellow_book: flag,
  })
  .superRefine((value, context) => {
    const add = (path: string, key: string) =>
      context.addIssue({ code: 'custom', path: [path], message: `${MESSAGE}${key}` });
    const mongolian = [
      ['title', value.title !== '', 'titleRequired'],
      ['summary', value.summary !== '', 'summaryRequired'],
      ['text', !isBlankHtml(value.text), 'textRequired'],
    ] as const;
    const english = [
      ['title_en', value.title_en !== '', 'titleEnRequired'],
      ['summary_en', value.summary_en !== '', 'summaryEnRequired'],
      ['text_en', !isBlankHtml(value.text_en), 'textEnRequired'],
    ] as const;
    const hasMongolian = mongolian.some(([, isFilled]) => isFilled);
    const hasEnglish = english.some(([, isFilled]) => isFilled);

    if (!value.image) add('image', 'imageRequired');
    else if (!IMAGE_NAME.test(value.image)) add('image', 'imageType');
    // With neither language begun, the Mongolian fields are asked for, each under itself; the body with the seeds'
    // 'Мэдээний агуулгыг оруулна уу'.
    if (!hasMongolian && !hasEnglish) {
      add('title', 'titleRequired');
      add('summary', 'summaryRequired');
      add('text', 'contentRequired');
    }
    for (const [path, isFilled, key] of [...(hasMongolian ? mongolian : []), ...(hasEnglish ? english : [])]) {
      if (!isFilled) add(path, key);
    }
    if (value.category_cid < 1) add('category_cid', 'categoryRequired');
    if (!value.publisher) add('publisher', 'publisherRequired');
    if (value.news_status === null) add('news_status', 'statusRequired');
    if (value.yellow_book === null) add('yellow_book', 'yellowBookRequired');
  })
  .transform((value) => ({
    ...value,
    text: isBlankHtml(value.text) ? '' : value.text,
    text_en: isBlankHtml(value.text_en) ? '' : value.text_en,
    news_status: value.news_status ?? true,
    yellow_book: value.yellow_book ?? false,
  }));
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormValues = z.output<typeof newsFormSchema>;

export const newsIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** Columns of the update-news grid that sort on the server (`?sort=&dir=`). */
export const ADMIN_NEWS_SORTABLE = ['title', 'publisher', 'createdAt'] as const;

/** GET /api/admin/get/news and the update-news grid: `?category=&page=&limit=&sort=&dir=` (no category: all). */

export const adminNewsQuerySchema = gridQuerySchema({
  pageSizes: ADMIN_NEWS_PAGE_SIZES,
  sortable: ADMIN_NEWS_SORTABLE,
}).extend({
  category: z.coerce.number().int().positive().optional().catch(undefined),
});
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;
