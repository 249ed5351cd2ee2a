'use server';

import { eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { isForeignKeyViolation } from '@/db/constraint-violation';
import { conferenceMenuCategories } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { countCategoryNews } from './menu-queries';
import {
  menuCategoryIdSchema,
  menuCategorySchema,
  type MenuCategoryValues,
  menuCategoryUpdateSchema,
} from './menu-schema';

const M = 'admin.weekSite.menu.errors';

type Saved = ActionResult<{ cid: number }>;

const toRow = (values: MenuCategoryValues) => ({
  category: values.category,
  categoryEn: values.category_en,
  pid: values.pid,
  categoryStatus: values.category_status,
  pageType: values.page_type,
});

/** A `pid` naming the category itself, or no category (its foreign key refuses that), is no parent. */
const parentInvalid = (): Saved => fail(`${M}.parentInvalid`, { pid: [`${M}.parentInvalid`] });

/** Seeds 7.2 `POST /insert/category`: a new category goes to the end of the menu. */
export async function createCategory(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: menuCategorySchema,
    input,
    action: 'conference-menu.create',
    target: (_values, saved) => saved.cid,
    run: async (values) => {
      const position = sql`(select coalesce(max(${conferenceMenuCategories.position}), -1) + 1 from ${conferenceMenuCategories})`;
      try {
        const [saved] = await db
          .insert(conferenceMenuCategories)
          .values({ ...toRow(values), position })
          .returning({ cid: conferenceMenuCategories.cid });

        return saved ? ok(saved) : fail('errors.serverError');
      } catch (error) {
        if (isForeignKeyViolation(error)) return parentInvalid();
        throw error;
      }
    },
  });
}

/**
 * Seeds 7.2 `POST /update/category`. A news category that still holds news stays a news category: as a static
 * page its news would vanish from the public site.
 */
export async function updateCategory(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: menuCategoryUpdateSchema,
    input,
    action: 'conference-menu.update',
    target: ({ cid }) => cid,
    run: async ({ cid, ...values }) => {
      if (values.pid === cid) return parentInvalid();
      if (values.page_type === 'static' && (await countCategoryNews(cid)) > 0) {
        return fail(`${M}.typeHasNews`, { page_type: [`${M}.typeHasNews`] });
      }
      try {
        const [saved] = await db
          .update(conferenceMenuCategories)
          .set(toRow(values))
          .where(eq(conferenceMenuCategories.cid, cid))
          .returning({ cid: conferenceMenuCategories.cid });

        return saved ? ok(saved) : fail('errors.notFound');
      } catch (error) {
        if (isForeignKeyViolation(error)) return parentInvalid();
        throw error;
      }
    },
  });
}

/**
 * Seeds 7.2 `DELETE /delete/category?cid=`. Its static page goes with it; news filed under it keep it (their
 * foreign key restricts the delete), which staff are told instead of meeting a server error.
 */
export async function deleteCategory(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: menuCategoryIdSchema,
    input,
    action: 'conference-menu.delete',
    target: ({ cid }) => cid,
    run: async ({ cid }) => {
      try {
        const deleted = await db
          .delete(conferenceMenuCategories)
          .where(eq(conferenceMenuCategories.cid, cid))
          .returning({ cid: conferenceMenuCategories.cid });

        return deleted.length > 0 ? ok({ cid }) : fail('errors.notFound');
      } catch (error) {
        if (isForeignKeyViolation(error)) return fail(`${M}.hasNews`);
        throw error;
      }
    },
  });
}
