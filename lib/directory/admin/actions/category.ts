'use server';

import { eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { isForeignKeyViolation, isUniqueViolation } from '@/db/constraint-violation';
import { directoryCategories } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { CONSULTANT_CATEGORY_ID } from '@/lib/directory/main-categories';

import { categoryCreateSchema, categoryRenameSchema, idSchema } from '../form-schema';

/** Seeds 7.5 `POST /update/category` with category_code and name: renames it in the language the list shows. */
export async function renameCategory(input: unknown): Promise<ActionResult<{ category_code: string }>> {
  return runAdminAction({
    permission: 'content',
    schema: categoryRenameSchema,
    input,
    action: 'directory-category.rename',
    target: ({ category_code: code, lang }) => `${code}:${lang}`,
    run: async ({ category_code: code, lang, name }) => {
      const [saved] = await db
        .update(directoryCategories)
        .set(lang === 'mn' ? { nameMn: name } : { nameEn: name })
        .where(eq(directoryCategories.code, code))
        .returning({ category_code: directoryCategories.code });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Two staff adding under one main category at once may compute the same code: the loser tries the next one. */
const CODE_ATTEMPTS = 3;

/**
 * Seeds 7.5 `POST /insert/category` with mainCategory, nameMn, nameEn. The code is the next free one under the
 * main category (0404 after 0403), computed in the insert itself; the unique code decides between racing inserts.
 */
export async function createCategory(input: unknown): Promise<ActionResult<{ id: number; code: string }>> {
  return runAdminAction({
    permission: 'content',
    schema: categoryCreateSchema,
    input,
    action: 'directory-category.create',
    target: (_data, created) => created.code,
    run: async ({ mainCategory, nameMn, nameEn }) => {
      const code = sql<string>`(select ${mainCategory} || lpad((coalesce(max(substring(${directoryCategories.code} from 3)::int), 0) + 1)::text, 2, '0')
        from ${directoryCategories} where ${directoryCategories.mainCode} = ${mainCategory})`;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const [created] = await db
            .insert(directoryCategories)
            .values({ code, nameMn, nameEn })
            .returning({ id: directoryCategories.id, code: directoryCategories.code });

          return created ? ok(created) : fail('errors.serverError');
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },
  });
}

/**
 * Deletes a sub category no company is in. The foreign key refuses while companies still are (also one added
 * meanwhile); the consultant engineers' category is the public site's table of people and always stays.
 */
export async function deleteCategory(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: idSchema,
    input,
    action: 'directory-category.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      if (id === CONSULTANT_CATEGORY_ID) return fail('admin.yellow.errors.categoryInUse');
      try {
        const deleted = await db
          .delete(directoryCategories)
          .where(eq(directoryCategories.id, id))
          .returning({ id: directoryCategories.id });

        return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
      } catch (error) {
        if (isForeignKeyViolation(error)) return fail('admin.yellow.errors.categoryInUse');
        throw error;
      }
    },
  });
}
