'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { isUniqueViolation } from '@/db/constraint-violation';
import { memberCompanies } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { isMemberEmailTaken } from './queries';
import { memberCompanyIdSchema, memberCompanySchema, memberCompanyUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

const EMAIL_TAKEN = 'admin.organisation.companies.emailTaken';

/** Two saves of the same e-mail at once both pass the check; the unique index refuses the second. */
async function saveUnlessEmailTaken(save: () => Promise<Saved>): Promise<Saved> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return fail(EMAIL_TAKEN);
    throw error;
  }
}

/** Seeds 7 `POST /insert/member-companies`: an e-mail already registered gives 'Бүртгэлтэй и-мэйл хаяг байна.'. */
export async function createMemberCompany(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberCompanySchema,
    input,
    action: 'member-company.create',
    target: (_data, saved) => saved.id,
    run: async ({ name, email, logo, active }) => {
      if (!isAdminUploadKey('image', logo)) return fail('admin.organisation.imageInvalid');
      if (await isMemberEmailTaken(email)) return fail(EMAIL_TAKEN);

      return saveUnlessEmailTaken(async () => {
        const [saved] = await db
          .insert(memberCompanies)
          .values({ name, email, logo, active })
          .returning({ id: memberCompanies.id });

        return saved ? ok(saved) : fail('errors.serverError');
      });
    },
  });
}

/** Seeds 7 `POST /update/member-companies`: the logo may stay the stored one; the e-mail stays unique. */
export async function updateMemberCompany(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberCompanyUpdateSchema,
    input,
    action: 'member-company.update',
    target: ({ id }) => id,
    run: async ({ id, name, email, logo, active }) => {
      const [current] = await db
        .select({ logo: memberCompanies.logo })
        .from(memberCompanies)
        .where(eq(memberCompanies.id, id));
      if (!current) return fail('admin.organisation.notFound');
      if (logo !== current.logo && !isAdminUploadKey('image', logo)) return fail('admin.organisation.imageInvalid');
      if (await isMemberEmailTaken(email, id)) return fail(EMAIL_TAKEN);

      return saveUnlessEmailTaken(async () => {
        await db.update(memberCompanies).set({ name, email, logo, active }).where(eq(memberCompanies.id, id));
        if (logo !== current.logo) await discardStoredFiles([current.logo]);

        return ok({ id });
      });
    },
  });
}

/** Seeds 7 `DELETE /delete/member-companies`: the company's assessment answers go with it (foreign key cascade). */
export async function deleteMemberCompany(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberCompanyIdSchema,
    input,
    action: 'member-company.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(memberCompanies)
        .where(eq(memberCompanies.id, id))
        .returning({ logo: memberCompanies.logo });
      if (!deleted) return fail('admin.organisation.notFound');
      await discardStoredFiles([deleted.logo]);

      return ok({ id });
    },
  });
}
