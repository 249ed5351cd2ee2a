'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { memberLogos } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { isAdminUploadKey } from '@/lib/admin/uploads';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { memberLogoIdSchema, memberLogoSchema, memberLogoUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

/** Seeds 7 `POST /insert/membership`. */
export async function createMemberLogo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberLogoSchema,
    input,
    action: 'membership.create',
    target: (_data, saved) => saved.id,
    run: async ({ name, name_en, logo, link, board_member, main_member }) => {
      if (!isAdminUploadKey('image', logo)) return fail('admin.organisation.imageInvalid');
      const [saved] = await db
        .insert(memberLogos)
        .values({ name, nameEn: name_en, logo, link, boardMember: board_member, mainMember: main_member })
        .returning({ id: memberLogos.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 7 `POST /update/membership`: the logo may stay the stored one. */
export async function updateMemberLogo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberLogoUpdateSchema,
    input,
    action: 'membership.update',
    target: ({ id }) => id,
    run: async ({ id, name, name_en, logo, link, board_member, main_member }) => {
      const [current] = await db.select({ logo: memberLogos.logo }).from(memberLogos).where(eq(memberLogos.id, id));
      if (!current) return fail('admin.organisation.notFound');
      if (logo !== current.logo && !isAdminUploadKey('image', logo)) return fail('admin.organisation.imageInvalid');
      await db
        .update(memberLogos)
        .set({ name, nameEn: name_en, logo, link, boardMember: board_member, mainMember: main_member })
        .where(eq(memberLogos.id, id));
      if (logo !== current.logo) await discardStoredFiles([current.logo]);

      return ok({ id });
    },
  });
}

/** Seeds 7 `DELETE /delete/membership`. */
export async function deleteMemberLogo(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: memberLogoIdSchema,
    input,
    action: 'membership.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(memberLogos)
        .where(eq(memberLogos.id, id))
        .returning({ logo: memberLogos.logo });
      if (!deleted) return fail('admin.organisation.notFound');
      await discardStoredFiles([deleted.logo]);

      return ok({ id });
    },
  });
}
