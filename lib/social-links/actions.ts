'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { socialLinkIdSchema, socialLinkUpdateSchema, socialLinkWriteSchema } from './schema';
import { SOCIAL_LINK_SITE_RULES, type SocialLinkSite } from './site';
import { socialLinkTable } from './table';

type Saved = ActionResult<{ id: number }>;

const auditName = (site: SocialLinkSite, verb: 'create' | 'update' | 'delete') =>
  `${SOCIAL_LINK_SITE_RULES[site].auditName}.${verb}`;

/** Seeds 5 and 7.2 `POST /insert/social-link`: a link of the association's site or the conference's (`site`). */
export async function createSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkWriteSchema,
    input,
    action: ({ site }) => auditName(site, 'create'),
    target: (_values, saved) => saved.id,
    run: async ({ site, ...values }) => {
      const table = socialLinkTable(site);
      const [saved] = await db.insert(table).values(values).returning({ id: table.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 5 and 7.2 `POST /update/social-link`. */
export async function updateSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkUpdateSchema,
    input,
    action: ({ site }) => auditName(site, 'update'),
    target: ({ id }) => id,
    run: async ({ site, id, ...values }) => {
      const table = socialLinkTable(site);
      const [saved] = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });

      return saved ? ok(saved) : fail('errors.notFound');
    },
  });
}

/** Seeds 5 and 7.2 `DELETE /delete/social-link`. */
export async function deleteSocialLink(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: socialLinkIdSchema,
    input,
    action: ({ site }) => auditName(site, 'delete'),
    target: ({ id }) => id,
    run: async ({ site, id }) => {
      const table = socialLinkTable(site);
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });

      return deleted.length > 0 ? ok({ id }) : fail('errors.notFound');
    },
  });
}
