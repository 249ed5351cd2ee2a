import { z } from 'zod';

import { isAdminUploadKey } from '@/lib/admin/uploads';
import { LOCALES } from '@/lib/i18n/routing';

import { queryId, recordId } from '../query-fields';

const M = 'admin.weekProgramme.presenters';

/** Seeds 9: the presenters grid shows 20, 50 or 100 rows, 20 by default. */
export const PRESENTER_PAGE_SIZES = [20, 50, 100] as const;

/** The queue column is a smallint; a drag and drop saves at most one page. */
const QUEUE_MAX = 32_767;

const text = (required: string) => z.string().trim().min(1, required).max(300, `${M}.tooLong`);

/**
 * The presenter form (seeds 5: picture, both names, both positions and the event are required). `presenter_queue`
 * is the presenter's place in the edition's queue, 1 first: the grid's drag and drop moves within a page, the form
 * moves across pages.
 */
export const presenterSchema = z.object({
  image: z
    .string()
    .trim()
    .min(1, { message: `${M}.imageRequired`, abort: true }),
  name_mn: text(`${M}.nameMnRequired`),
  name_en: text(`${M}.nameEnRequired`),
  position_mn: text(`${M}.positionMnRequired`),
  position_en: text(`${M}.positionEnRequired`),
  event_id: z.number(`${M}.eventRequired`).int(`${M}.eventRequired`).positive(`${M}.eventRequired`),
  presenter_queue: z
    .number(`${M}.queueInvalid`)
    .int(`${M}.queueInvalid`)
    .min(1, `${M}.queueInvalid`)
    .max(QUEUE_MAX, `${M}.queueInvalid`),
});
export type PresenterInput = z.input<typeof presenterSchema>;

// POST /insert/presenter: the picture is one the image upload route wrote (jpeg/png, checked by content); without a
// place the presenter goes last.
export const presenterCreateSchema = presenterSchema.extend({
  image: presenterSchema.shape.image.refine((key) => isAdminUploadKey('image', key), `${M}.imageInvalid`),
  presenter_queue: presenterSchema.shape.presenter_queue.optional(),
});
export type PresenterCreateInput = z.output<typeof presenterCreateSchema>;

// POST /update/presenter: the stored picture may stay (the action checks a changed one).
export const presenterUpdateSchema = presenterSchema.extend({ id: recordId() });
export type PresenterUpdateInput = z.output<typeof presenterUpdateSchema>;

// DELETE /delete/presenter?id=
export const presenterIdSchema = z.object({ id: recordId() });

/** A drag and drop: the ids of the rows shown, in their new order (a run of the edition's queue). */
export const presenterReorderSchema = z.object({
  event_id: recordId(),
  ids: z
    .array(recordId())
    .min(1)
    .max(Math.max(...PRESENTER_PAGE_SIZES))
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate id'),
});
export type PresenterReorderInput = z.output<typeof presenterReorderSchema>;

// GET /api/mw/admin/get/presenter (seeds 7.2: event, page, limit); without event, the current edition
export const presenterQuerySchema = z.object({
  event: queryId().optional(),
  page: queryId().default(1),
  limit: z.coerce
    .number({ message: 'validation.invalid' })
    .refine((size) => (PRESENTER_PAGE_SIZES as readonly number[]).includes(size), 'validation.invalid')
    .default(PRESENTER_PAGE_SIZES[0]),
});
export type PresenterQuery = z.output<typeof presenterQuerySchema>;

// GET /api/mw/get/presenter (seeds 7.1: id is the edition); lang picks the language of names and positions
export const publicPresenterQuerySchema = z.object({
  id: queryId(),
  lang: z.enum(LOCALES, { message: 'validation.lang' }).optional(),
});
