'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceAgendaImages } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { refusedByConstraint } from '../constraint-errors';
import { deleteIdSchema } from '../ids';
import { localeOfLanguage } from '../languages';
import { SCHEDULE_ERRORS } from '../messages';
import { nextPosition } from '../positions';
import { agendaImageSchema, agendaImageUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

const IMAGE_INVALID = 'admin.weekAgenda.agenda.errors.imageInvalid';
const images = conferenceAgendaImages;

/** The place after the day's last page in that language. */
const lastPlace = (dayId: number, locale: string) =>
  nextPosition(images, images.position, and(eq(images.dayId, dayId), eq(images.locale, locale)));

/** Seeds 7.2 `POST /insert/agenda`: a new page goes after the day's other pages in its language. */
export async function createAgendaImage(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: agendaImageSchema,
    input,
    action: 'conference-agenda.create',
    target: (_data, saved) => saved.id,
    run: async ({ language_id, event_date_id, image }) => {
      if (!isAdminUploadKey('image', image)) return fail(IMAGE_INVALID);
      const locale = localeOfLanguage(language_id);

      return refusedByConstraint({ foreignKey: SCHEDULE_ERRORS.dayMissing }, async () => {
        const [saved] = await db
          .insert(images)
          .values({ dayId: event_date_id, locale, image, position: lastPlace(event_date_id, locale) })
          .returning({ id: images.id });

        return saved ? ok(saved) : fail('errors.serverError');
      });
    },
  });
}

/** Seeds 7.2 `POST /update/agenda`: the image may stay the stored one; a page moved to another day or language goes last there. */
export async function updateAgendaImage(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: agendaImageUpdateSchema,
    input,
    action: 'conference-agenda.update',
    target: ({ id }) => id,
    run: async ({ id, language_id, event_date_id, image }) => {
      const [current] = await db
        .select({ image: images.image, dayId: images.dayId, locale: images.locale })
        .from(images)
        .where(eq(images.id, id));
      if (!current) return fail(SCHEDULE_ERRORS.notFound);
      if (image !== current.image && !isAdminUploadKey('image', image)) return fail(IMAGE_INVALID);
      const locale = localeOfLanguage(language_id);
      const isMoved = current.dayId !== event_date_id || current.locale !== locale;

      return refusedByConstraint({ foreignKey: SCHEDULE_ERRORS.dayMissing }, async () => {
        const [saved] = await db
          .update(images)
          .set({
            dayId: event_date_id,
            locale,
            image,
            ...(isMoved ? { position: lastPlace(event_date_id, locale) } : {}),
          })
          .where(eq(images.id, id))
          .returning({ id: images.id });
        if (!saved) return fail(SCHEDULE_ERRORS.notFound);
        if (image !== current.image) await discardStoredFiles([current.image]);

        return ok(saved);
      });
    },
  });
}

/** Seeds 7.2 `DELETE /delete/agenda`: the row and its stored picture. */
export async function deleteAgendaImage(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: deleteIdSchema,
    input,
    action: 'conference-agenda.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db.delete(images).where(eq(images.id, id)).returning({ image: images.image });
      if (!deleted) return fail(SCHEDULE_ERRORS.notFound);
      await discardStoredFiles([deleted.image]);

      return ok({ id });
    },
  });
}
