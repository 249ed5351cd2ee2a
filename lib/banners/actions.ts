'use server';

import { eq, inArray, sql } from 'drizzle-orm';

import { db } from '@/db';
import { banners } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { bannerCreateSchema, bannerIdSchema, bannerSequenceSchema } from './schema';

/** Seeds 7 `POST /insert/banner`: a new slide goes last. */
export async function createBanner(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerCreateSchema,
    input,
    action: 'banner.create',
    target: (_data, created) => created.id,
    run: async ({ image }) => {
      const [created] = await db
        .insert(banners)
        .values({ image, sequence: sql`(select coalesce(max(${banners.sequence}), 0) + 1 from ${banners})` })
        .returning({ id: banners.id });

      return created ? ok(created) : fail('errors.serverError');
    },
  });
}

/** Seeds 7 `DELETE /delete/banner`. */
export async function deleteBanner(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerIdSchema,
    input,
    action: 'banner.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db.delete(banners).where(eq(banners.id, id)).returning({ image: banners.image });
      if (!deleted) return fail('admin.organisation.notFound');
      await discardStoredFiles([deleted.image]);

      return ok({ id });
    },
  });
}

/**
 * Seeds 7 `POST /update/banner-sequence`. The list must name every slide there is, once: ids are never trusted
 * from the browser, and a list made before another admin added or removed a slide would leave two slides with
 * the same place, so it is refused and the page reloaded instead.
 */
export async function updateBannerSequence(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: bannerSequenceSchema,
    input,
    action: 'banner.sequence',
    target: ({ banners: rows }) => rows.map((row) => row.id).join(','),
    run: async ({ banners: rows }) =>
      db.transaction(async (tx) => {
        const ids = rows.map((row) => row.id);
        const [found, [all]] = await Promise.all([
          tx.select({ id: banners.id }).from(banners).where(inArray(banners.id, ids)),
          tx.select({ count: sql<number>`count(*)::int` }).from(banners),
        ]);
        if (found.length !== rows.length || all?.count !== rows.length)
          return fail('admin.organisation.slides.orderStale');
        for (const row of rows) {
          await tx.update(banners).set({ sequence: row.sequence }).where(eq(banners.id, row.id));
        }

        return ok({ count: rows.length });
      }),
  });
}
