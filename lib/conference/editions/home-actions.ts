'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { sanitizeRichText } from '@/lib/html/sanitize';

import { editionHomeSchema } from './home-schema';
import { discardUnreferencedFiles } from './stored-files';
import { isKeptOrUploaded } from './uploaded-file';

const M = 'admin.weekEditions.errors';

/** The banner may also have no video or no poster. */
const isAcceptedFile = (kind: 'video' | 'image', key: string, current: string): boolean =>
  key === '' || isKeptOrUploaded(kind, key, current);

/**
 * Saves an edition's home: figures, invitation and about text (sanitised here, whatever the browser sent), the
 * banner's mp4 and its poster. The poster was uploaded as an image, so its resized AVIF copies exist already and
 * the public banner's srcset works at once; a replaced video or poster is deleted from storage.
 */
export async function updateEditionHome(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: editionHomeSchema,
    input,
    action: 'conference-home.update',
    target: ({ id }) => id,
    run: async ({ id, video, poster, invitation, invitation_en, about, about_en, ...figures }) => {
      const [current] = await db
        .select({ video: conferenceEvents.video, poster: conferenceEvents.poster })
        .from(conferenceEvents)
        .where(eq(conferenceEvents.id, id));
      if (!current) return fail(`${M}.notFound`);
      if (!isAcceptedFile('video', video, current.video))
        return fail('errors.invalidInput', { video: [`${M}.videoInvalid`] });
      if (!isAcceptedFile('image', poster, current.poster))
        return fail('errors.invalidInput', { poster: [`${M}.posterInvalid`] });
      await db
        .update(conferenceEvents)
        .set({
          ...figures,
          invitation: sanitizeRichText(invitation),
          invitationEn: sanitizeRichText(invitation_en),
          about: sanitizeRichText(about),
          aboutEn: sanitizeRichText(about_en),
          video,
          poster,
        })
        .where(eq(conferenceEvents.id, id));
      await discardUnreferencedFiles([current.video, current.poster].filter((key) => key !== video && key !== poster));

      return ok({ id });
    },
  });
}
