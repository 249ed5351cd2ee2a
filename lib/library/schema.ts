import { z } from 'zod';

import { type AdminUploadKind, isAdminUploadKey } from '@/lib/admin/uploads';
import { LOCALES } from '@/lib/i18n/routing';
import { NEWS_PAGE_LIMIT_MAX } from '@/lib/news/limits';

import { REPORTS_PAGE_SIZE } from './report-listing';

/** The largest page of videos a call may ask for; the message validation.limit states the same bound. */
export const VIDEO_PAGE_LIMIT_MAX = 50;

const positiveInteger = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(100_000, 'validation.positiveInteger');

// GET /api/get/mining-video: without limit the whole list is answered as one page.
export const miningVideoQuerySchema = z.object({
  page: positiveInteger.default(1),
  limit: z.coerce
    .number({ message: 'validation.limit' })
    .int('validation.limit')
    .min(1, 'validation.limit')
    .max(VIDEO_PAGE_LIMIT_MAX, 'validation.limit')
    .optional(),
});
export type MiningVideoQueryInput = z.infer<typeof miningVideoQuerySchema>;

/** Seeds 9: admin grids of videos show 10, 20 or 30 rows (default 10). */
export const VIDEO_PAGE_SIZES = [10, 20, 30] as const;

// GET /api/get/report
export const reportQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: 'validation.lang' }).default('mn'),
  page: positiveInteger.default(1),
  limit: z.coerce
    .number({ message: 'validation.limit' })
    .int('validation.limit')
    .min(1, 'validation.limit')
    .max(NEWS_PAGE_LIMIT_MAX, 'validation.limit')
    .default(REPORTS_PAGE_SIZE),
});
export type ReportQueryInput = z.infer<typeof reportQuerySchema>;

/** Seeds 9: the admin report list shows 5, 10 or 15 rows (default 5). */
export const ADMIN_REPORT_PAGE_SIZES = [5, 10, 15] as const;

export const libraryIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** A bilingual name: Mongolian required with the screen's message, English optional (seeds 5). */
export function bilingualTitle(requiredMessage: string) {
  return {
    title: z.string().trim().min(1, requiredMessage).max(300, requiredMessage),
    title_en: z.string().trim().max(300),
  };
}

/** A stored key handed out by the upload route for this kind (the browser uploads first, then saves the key). */
export function uploadedKey(kind: AdminUploadKind, requiredMessage: string) {
  // abort: an empty field reports only that it is required.
  return z
    .string()
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine((key) => isAdminUploadKey(kind, key), 'admin.library.invalidFile');
}

/** On edit: empty keeps the stored file, otherwise a new upload of this kind replaces it. */
export function replacementKey(kind: AdminUploadKind) {
  return z
    .string()
    .trim()
    .refine((key) => key === '' || isAdminUploadKey(kind, key), 'admin.library.invalidFile');
}

// POST /insert/document-pdf (seeds 5: name, then file)
export const documentCreateSchema = z.object({
  ...bilingualTitle('admin.library.document.titleRequired'),
  pdf: uploadedKey('pdf', 'admin.library.document.fileRequired'),
});
export type DocumentCreateInput = z.infer<typeof documentCreateSchema>;

// POST /update/document-pdf: the edit view only renames
export const documentRenameSchema = libraryIdSchema.extend(bilingualTitle('admin.library.document.titleRequired'));
export type DocumentRenameInput = z.infer<typeof documentRenameSchema>;

// POST /insert/mining-video (seeds 5: name, then video)
export const videoCreateSchema = z.object({
  ...bilingualTitle('admin.library.video.titleRequired'),
  video: uploadedKey('video', 'admin.library.video.fileRequired'),
});
export type VideoCreateInput = z.infer<typeof videoCreateSchema>;

// POST /update/mining-video: the edit view only renames
export const videoRenameSchema = libraryIdSchema.extend(bilingualTitle('admin.library.video.titleRequired'));
export type VideoRenameInput = z.infer<typeof videoRenameSchema>;

/** The required-field messages of a shelf's form; a shelf without a title message takes untitled items. */
type ShelfMessages = { title?: string; cover: string; pdf: string };

function shelfSchemas(messages: ShelfMessages) {
  const titles = messages.title
    ? bilingualTitle(messages.title)
    : { title: z.string().trim().max(300), title_en: z.string().trim().max(300) };

  return {
    // POST /insert/report, /insert/sustainable-mining: the cover and the PDF, uploaded first
    create: z.object({ ...titles, cover: uploadedKey('image', messages.cover), pdf: uploadedKey('pdf', messages.pdf) }),
    // POST /update/report, /update/sustainable-mining: a file left empty keeps the stored one (seeds 2)
    update: libraryIdSchema.extend({ ...titles, cover: replacementKey('image'), pdf: replacementKey('pdf') }),
  };
}

/**
 * The cover-and-PDF shelves of the library: reports and sustainable-mining posters are one item kind (a title in
 * two languages, a cover picture, a PDF). Reports ask for the title, then the image and the PDF (seeds 5); the
 * seeds show no required-field checks for posters, but a new poster still needs both files, because the public
 * page shows both.
 */
export const SHELF_SCHEMAS = {
  reports: shelfSchemas({
    title: 'admin.library.report.titleRequired',
    cover: 'admin.library.report.imageRequired',
    pdf: 'admin.library.report.pdfRequired',
  }),
  sustainableMining: shelfSchemas({
    cover: 'admin.library.sustainable.posterRequired',
    pdf: 'admin.library.sustainable.pdfRequired',
  }),
};
export type LibraryShelf = keyof typeof SHELF_SCHEMAS;
export type ShelfItemInput = z.infer<(typeof SHELF_SCHEMAS)[LibraryShelf]['create']>;
export type ShelfItemUpdate = z.infer<(typeof SHELF_SCHEMAS)[LibraryShelf]['update']>;
