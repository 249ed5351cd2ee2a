import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { videos } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { discardStoredFiles } from '@/lib/storage/discard';

import type { VideoCreateInput, VideoRenameInput } from './schema';

export async function insertVideo(input: VideoCreateInput): Promise<ActionResult<{ id: number }>> {
  const [created] = await db
    .insert(videos)
    .values({ title: input.title, titleEn: input.title_en, video: input.video })
    .returning({ id: videos.id });

  return created ? ok(created) : fail('errors.serverError');
}

export async function renameVideo(input: VideoRenameInput): Promise<ActionResult<{ id: number }>> {
  const [updated] = await db
    .update(videos)
    .set({ title: input.title, titleEn: input.title_en })
    .where(eq(videos.id, input.id))
    .returning({ id: videos.id });

  return updated ? ok(updated) : fail('errors.notFound');
}

/** Deletes the row, then its mp4 from storage. */
export async function removeVideo({ id }: { id: number }): Promise<ActionResult<{ id: number }>> {
  const [deleted] = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id, video: videos.video });
  if (!deleted) return fail('errors.notFound');
  await discardStoredFiles([deleted.video]);

  return ok({ id: deleted.id });
}
