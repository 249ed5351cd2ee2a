'use server';

import { eq, inArray, sql } from 'drizzle-orm';

import { db } from '@/db';
import { directoryBanners } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { bannerCreateSchema, bannerIdSchema, bannerSequenceSchema } from '@/lib/banners/schema';
import { discardStoredFiles } from '@/lib/storage/discard';

/** Seeds 7.5 `POST /insert/banner`: a new banner of the directory home goes last. */
export async function createDirectoryBanner(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerCreateSchema,
    input,
    action: 'directory-banner.create',
    target: (_data, created) => created.id,
    run: async ({ image }) => {
      const [created] = await db
        .insert(directoryBanners)
        .values({
          image,
          sequence: sql`(select coalesce(max(${directoryBanners.sequence}), 0) + 1 from ${directoryBanners})`,
        })
        .returning({ id: directoryBanners.id });

      return created ? ok(created) : fail('errors.serverError');
    },
  });
}

/** Seeds 7.5 `DELETE /delete/banner?id=`; its file goes too. */
export async function deleteDirectoryBanner(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerIdSchema,
    input,
    action: 'directory-banner.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(directoryBanners)
        .where(eq(directoryBanners.id, id))
        .returning({ image: directoryBanners.image });
      if (!deleted) return fail('errors.notFound');
      await discardStoredFiles([deleted.image]);

      return ok({ id });
    },
  });
}

/**
 * Seeds 7.5 `POST /update/banner-sequence`. As on /admin/slides, the list must name every banner once: a list
 * made before someone else added or removed one would leave two banners in one place, so it is refused.
 */
export async function updateDirectoryBannerSequence(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerSequenceSchema,
    input,
    action: 'directory-banner.sequence',
    target: ({ banners }) => banners.map((row) => row.id).join(','),
    run: async ({ banners }) =>
      db.transaction(async (tx) => {
        const ids = banners.map((row) => row.id);
        const [found, all] = await Promise.all([
          tx.$count(directoryBanners, inArray(directoryBanners.id, ids)),
          tx.$count(directoryBanners),
        ]);
        if (found !== banners.length || all !== banners.length) return fail('admin.organisation.slides.orderStale');
        for (const row of banners) {
          await tx.update(directoryBanners).set({ sequence: row.sequence }).where(eq(directoryBanners.id, row.id));
        }

        return ok({ count: banners.length });
      }),
  });
}
