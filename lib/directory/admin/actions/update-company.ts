'use server';

import { eq, inArray, sql } from 'drizzle-orm';

import { db } from '@/db';
import {
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
} from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { CONSULTANT_CATEGORY_ID } from '@/lib/directory/main-categories';

import { companyUpdateSchema, isNewLogoKey } from '../form-schema';
import { discardLogoIfUnused } from '../logo-files';
import { publishCompanyLogoIfStorageAnswers } from '../logo-writes';

const M = 'admin.yellow.errors';

type CategoryPair = { mainCategory: string; subCategory: number };

/** Every pair names a company sub category of its main category (not the consultant engineers' 95). */
async function pairsAreValid(pairs: readonly CategoryPair[]): Promise<boolean> {
  if (pairs.length === 0) return true;
  const ids = [...new Set(pairs.map((pair) => pair.subCategory))];
  const found = await db
    .select({ id: directoryCategories.id, code: directoryCategories.code })
    .from(directoryCategories)
    .where(inArray(directoryCategories.id, ids));

  return pairs.every(
    (pair) =>
      pair.subCategory !== CONSULTANT_CATEGORY_ID &&
      found.some((row) => row.id === pair.subCategory && row.code.startsWith(pair.mainCategory)),
  );
}

/**
 * Seeds 7.5 `POST /update/company`: the fields of both languages, approval and status, a new logo, and the
 * contacts and categories to add. Ticking approval publishes the company (its review is then approved too).
 */
export async function updateCompany(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: companyUpdateSchema,
    input,
    action: 'directory-company.update',
    target: ({ id }) => id,
    run: async ({ id, new_contact: contacts, new_category: pairs, logo, ...fields }) => {
      if (!(await pairsAreValid(pairs))) return fail('errors.invalidInput', { new_category: [`${M}.subRequired`] });
      const outcome = await db.transaction(async (tx): Promise<{ error: string } | { replacedLogo: string }> => {
        const [current] = await tx
          .select({ logo: directoryCompanies.logo })
          .from(directoryCompanies)
          .where(eq(directoryCompanies.id, id))
          .for('update');
        if (!current) return { error: 'errors.notFound' };
        // Only the current key or one the upload route just wrote: never a key of someone else's file.
        if (logo !== current.logo && logo !== '' && !isNewLogoKey(logo)) return { error: `${M}.logoInvalid` };
        await tx
          .update(directoryCompanies)
          .set({
            nameMn: fields.name_mn,
            nameEn: fields.name_en,
            registrationNumber: fields.registration_number,
            addressMn: fields.address_mn,
            addressEn: fields.address_en,
            aboutMn: fields.about_mn,
            aboutEn: fields.about_en,
            logo,
            approval: fields.approval,
            status: fields.status,
            ...(fields.approval ? { review: 'approved' as const } : {}),
          })
          .where(eq(directoryCompanies.id, id));
        if (contacts.length > 0) {
          const next = sql<number>`(select coalesce(max(${directoryCompanyContacts.position}), -1) + 1 from ${directoryCompanyContacts} where ${directoryCompanyContacts.companyId} = ${id})`;
          for (const contact of contacts) {
            await tx.insert(directoryCompanyContacts).values({
              companyId: id,
              contactType: contact.contact_type,
              contactValue: contact.contact_value,
              position: next,
            });
          }
        }
        if (pairs.length > 0) {
          await tx
            .insert(directoryCompanyCategories)
            .values(pairs.map((pair) => ({ companyId: id, categoryId: pair.subCategory })))
            .onConflictDoNothing();
        }

        return { replacedLogo: logo === current.logo ? '' : current.logo };
      });
      if ('error' in outcome) return fail(outcome.error);
      await discardLogoIfUnused(outcome.replacedLogo);
      // Ticking approval publishes the company, and with it a request's logo that waited for review; with the file
      // storage down the edit is kept and staff are told to save again later, which publishes the logo then.
      if (fields.approval && !(await publishCompanyLogoIfStorageAnswers(id)))
        return fail('admin.upload.storageUnavailable');

      return ok({ id });
    },
  });
}
