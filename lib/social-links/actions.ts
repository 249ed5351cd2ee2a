'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { socialLinks } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { socialLinkIdSchema, socialLinkSchema, socialLinkUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

/** Seeds 7 `POST /insert/social-link`. */
export async function createSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkSchema,
    input,
    action: 'social-link.create',
    target: (_data, saved) => saved.id,
    run: async (values) => {
      const [saved] = await db.insert(socialLinks).values(values).returning({ id: socialLinks.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 7 `POST /update/social-link`. */
export async function updateSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkUpdateSchema,
    input,
    action: 'social-link.update',
    target: ({ id }) => id,
    run: async ({ id, ...values }) => {
      const [saved] = await db.update(socialLinks).set(values).where(eq(socialLinks.id, id)).returning({ id: socialLinks.id });

      return saved ? ok(saved) : fail('admin.organisation.notFound');
    },
  });
}

/** Seeds 7 `DELETE /delete/social-link`. */
export async function deleteSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkIdSchema,
    input,
    action: 'social-link.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const deleted = await db.delete(socialLinks).where(eq(socialLinks.id, id)).returning({ id: socialLinks.id });

      return deleted.length > 0 ? ok({ id }) : fail('admin.organisation.notFound');
    },
  });
}
