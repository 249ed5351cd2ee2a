'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { isForeignKeyViolation } from '@/db/constraint-violation';
import { categories } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { deleteRefusal, isReshapeBlocked, placementError } from './levels';
import { countCategoryDependants, getAdminCategory } from './queries';
import { categoryFormSchema, type CategoryFormValues, categoryIdSchema } from './schema';

const MESSAGE = 'admin.content.link.errors.';

/** The parent must exist and sit one level up with the same page type (seeds 5 "Menu"). */
async function checkPlacement(values: CategoryFormValues): Promise<ActionResult<null>> {
  const parent = values.pid ? await getAdminCategory(values.pid) : null;
  if (values.pid && !parent) return fail(`${MESSAGE}parentInvalid`, { pid: [`${MESSAGE}parentInvalid`] });
  const error = placementError({ pageType: values.page_type, level: values.category_level, parent });
  if (error)
    return fail(`${MESSAGE}${error}`, {
      [error === 'levelThreeStaticOnly' ? 'category_level' : 'pid']: [`${MESSAGE}${error}`],
    });

  return ok(null);
}

const toRow = (values: CategoryFormValues) => ({
  pid: values.pid,
  category: values.category,
  categoryEn: values.category_en,
  categoryStatus: values.category_status,
  pageType: values.page_type,
  categoryLevel: values.category_level,
});

export async function createCategory(input: unknown): Promise<ActionResult<{ cid: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: categoryFormSchema,
    input,
    action: 'category.create',
    run: async (values) => {
      const placement = await checkPlacement(values);
      if (!placement.ok) return placement;
      const [created] = await db.insert(categories).values(toRow(values)).returning({ cid: categories.cid });

      return created ? ok(created) : fail('errors.serverError');
    },
    target: (_values, created) => created.cid,
  });
}

export async function updateCategory(input: unknown): Promise<ActionResult<{ cid: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: categoryFormSchema,
    input,
    action: 'category.update',
    run: async (values) => {
      const current = values.cid ? await getAdminCategory(values.cid) : null;
      if (!current) return fail('errors.notFound');
      if (values.pid === current.cid) return fail(`${MESSAGE}parentInvalid`, { pid: [`${MESSAGE}parentInvalid`] });
      const placement = await checkPlacement(values);
      if (!placement.ok) return placement;
      const next = { pageType: values.page_type, level: values.category_level };
      if (isReshapeBlocked({ current, next, ...(await countCategoryDependants(current.cid)) })) {
        return fail(`${MESSAGE}reshapeBlocked`, { category_level: [`${MESSAGE}reshapeBlocked`] });
      }
      await db.update(categories).set(toRow(values)).where(eq(categories.cid, current.cid));

      return ok({ cid: current.cid });
    },
    target: (_values, updated) => updated.cid,
  });
}

/**
 * Deletes a category with no sub-categories and no news; its static page text goes with it. The foreign keys
 * restrict the delete too, so one added between the check and the delete still refuses it.
 */
export async function deleteCategory(input: unknown): Promise<ActionResult<{ cid: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: categoryIdSchema,
    input,
    action: 'category.delete',
    run: async ({ cid }) => {
      const refusal = deleteRefusal(await countCategoryDependants(cid));
      if (refusal) return fail(`${MESSAGE}${refusal}`);
      try {
        const deleted = await db.delete(categories).where(eq(categories.cid, cid)).returning({ cid: categories.cid });

        return deleted.length > 0 ? ok({ cid }) : fail('errors.notFound');
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;

        return fail(`${MESSAGE}${deleteRefusal(await countCategoryDependants(cid)) ?? 'deleteHasChildren'}`);
      }
    },
    target: ({ cid }) => cid,
  });
}
