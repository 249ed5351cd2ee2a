'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceContacts } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { footerInfoIdSchema, footerInfoSchema, footerInfoUpdateSchema } from './footer-schema';

type Saved = ActionResult<{ id: number }>;

/** Seeds 7.2 `POST /insert/footer`. */
export async function createFooterInfo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: footerInfoSchema,
    input,
    action: 'conference-footer.create',
    target: (_values, saved) => saved.id,
    run: async (values) => {
      const [saved] = await db.insert(conferenceContacts).values(values).returning({ id: conferenceContacts.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 7.2 `POST /update/footer`. */
export async function updateFooterInfo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: footerInfoUpdateSchema,
    input,
    action: 'conference-footer.update',
    target: ({ id }) => id,
    run: async ({ id, ...values }) => {
      const [saved] = await db
        .update(conferenceContacts)
        .set(values)
        .where(eq(conferenceContacts.id, id))
        .returning({ id: conferenceContacts.id });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Seeds 7.2 `DELETE /delete/footer?id=`. */
export async function deleteFooterInfo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: footerInfoIdSchema,
    input,
    action: 'conference-footer.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db
        .delete(conferenceContacts)
        .where(eq(conferenceContacts.id, id))
        .returning({ id: conferenceContacts.id });

      return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
    },
  });
}
