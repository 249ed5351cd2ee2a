'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceSocialLinks } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { conferenceSocialLinkIdSchema, conferenceSocialLinkSchema, conferenceSocialLinkUpdateSchema } from './social-link-schema';

type Saved = ActionResult<{ id: number }>;

/** Seeds 7.2 `POST /insert/social-link`. */
export async function createSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceSocialLinkSchema,
    input,
    action: 'conference-social-link.create',
    target: (_values, saved) => saved.id,
    run: async (values) => {
      const [saved] = await db.insert(conferenceSocialLinks).values(values).returning({ id: conferenceSocialLinks.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 7.2 `POST /update/social-link`. */
export async function updateSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceSocialLinkUpdateSchema,
    input,
    action: 'conference-social-link.update',
    target: ({ id }) => id,
    run: async ({ id, ...values }) => {
      const [saved] = await db.update(conferenceSocialLinks).set(values).where(eq(conferenceSocialLinks.id, id)).returning({ id: conferenceSocialLinks.id });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Seeds 7.2 `DELETE /delete/social-link?id=`. */
export async function deleteSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: conferenceSocialLinkIdSchema,
    input,
    action: 'conference-social-link.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db.delete(conferenceSocialLinks).where(eq(conferenceSocialLinks.id, id)).returning({ id: conferenceSocialLinks.id });

      return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
    },
  });
}
