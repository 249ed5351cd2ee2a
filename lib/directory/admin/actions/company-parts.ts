'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies, directoryCompanyCategories, directoryCompanyContacts } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { companyCategoryRemovalSchema, companyStatusSchema, idSchema } from '../form-schema';
import { discardLogoIfUnused } from '../logo-files';

/** Seeds 7.5 `DELETE /delete/contact?id=`. */
export async function deleteContact(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: idSchema,
    input,
    action: 'directory-contact.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db
        .delete(directoryCompanyContacts)
        .where(eq(directoryCompanyContacts.id, id))
        .returning({ id: directoryCompanyContacts.id });

      return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
    },
  });
}

/**
 * Seeds 7.5 `DELETE /delete/category?category_id=&company_id=`. A company keeps at least one category (seeds 5):
 * the company row is locked first, so two removals at once cannot take its last two.
 */
export async function removeCompanyCategory(input: unknown): Promise<ActionResult<{ category_id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: companyCategoryRemovalSchema,
    input,
    action: 'directory-company.remove-category',
    target: ({ company_id: companyId, category_id: categoryId }) => `${companyId}:${categoryId}`,
    run: async ({ company_id: companyId, category_id: categoryId }) =>
      db.transaction(async (tx) => {
        const [company] = await tx
          .select({ id: directoryCompanies.id })
          .from(directoryCompanies)
          .where(eq(directoryCompanies.id, companyId))
          .for('update');
        if (!company) return fail('errors.notFound');
        if ((await tx.$count(directoryCompanyCategories, eq(directoryCompanyCategories.companyId, companyId))) <= 1)
          return fail('admin.yellow.errors.lastCategory');
        const deleted = await tx
          .delete(directoryCompanyCategories)
          .where(
            and(
              eq(directoryCompanyCategories.companyId, companyId),
              eq(directoryCompanyCategories.categoryId, categoryId),
            ),
          )
          .returning({ categoryId: directoryCompanyCategories.categoryId });

        return deleted.length > 0 ? ok({ category_id: categoryId }) : fail('errors.notFound');
      }),
  });
}

/** Seeds 7.5 `POST /update/company-status` -> company.id, company.status: the screen shows what was stored. */
export async function setCompanyStatus(input: unknown): Promise<ActionResult<{ id: number; status: boolean }>> {
  return runAdminAction({
    permission: 'content',
    schema: companyStatusSchema,
    input,
    action: 'directory-company.status',
    target: ({ id, status }) => `${id}:${status}`,
    run: async ({ id, status }) => {
      const [saved] = await db
        .update(directoryCompanies)
        .set({ status })
        .where(eq(directoryCompanies.id, id))
        .returning({ id: directoryCompanies.id, status: directoryCompanies.status });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Seeds 7.5 `DELETE /delete/company?id=`: its categories and contacts go with it (cascade), its logo when unused. */
export async function deleteCompany(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: idSchema,
    input,
    action: 'directory-company.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(directoryCompanies)
        .where(eq(directoryCompanies.id, id))
        .returning({ logo: directoryCompanies.logo });
      if (!deleted) return fail('errors.notFound');
      await discardLogoIfUnused(deleted.logo);

      return ok({ id });
    },
  });
}
