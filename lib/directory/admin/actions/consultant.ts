'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryConsultants } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { consultantUpdateSchema, idSchema } from '../form-schema';

/** Seeds 7.5 `POST /update/person`. Ticking approval publishes the consultant (its review is then approved too). */
export async function updateConsultant(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: consultantUpdateSchema,
    input,
    action: 'directory-consultant.update',
    target: ({ id }) => id,
    run: async ({ id, ...fields }) => {
      const [saved] = await db
        .update(directoryConsultants)
        .set({
          nameMn: fields.name_mn,
          nameEn: fields.name_en,
          professionMn: fields.profession_mn,
          professionEn: fields.profession_en,
          adviceMn: fields.advice_mn,
          adviceEn: fields.advice_en,
          phone: fields.phone,
          approval: fields.approval,
          ...(fields.approval ? { review: 'approved' as const } : {}),
        })
        .where(eq(directoryConsultants.id, id))
        .returning({ id: directoryConsultants.id });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Seeds 7.5 `DELETE /delete/person?id=`. */
export async function deleteConsultant(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: idSchema,
    input,
    action: 'directory-consultant.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db
        .delete(directoryConsultants)
        .where(eq(directoryConsultants.id, id))
        .returning({ id: directoryConsultants.id });

      return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
    },
  });
}
