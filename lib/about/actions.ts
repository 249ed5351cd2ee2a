'use server';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { aboutPeople } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { discardStoredFiles } from '@/lib/storage/discard';

import { toAboutRow } from './about-row';
import { isDefaultProfileKey } from './default-profiles';
import { ensureDefaultProfiles } from './ensure-default-profiles';
import { aboutPersonIdSchema, aboutPersonSchema, aboutPersonUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;

/** The two default auditor pictures are shared by every entry that chose them, so only own uploads go. */
async function discardOwnProfile(key: string | null): Promise<void> {
  if (key && !isDefaultProfileKey(key)) await discardStoredFiles([key]);
}

/** Seeds 7 `POST /insert/about-us` for every category (presidents, council, office, auditors). */
export async function createAboutPerson(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: aboutPersonSchema,
    input,
    action: 'about.create',
    target: (_data, saved) => saved.id,
    run: async (person) => {
      const row = toAboutRow(person, null);
      if (!row) return fail('admin.organisation.imageInvalid');
      if (isDefaultProfileKey(row.profile)) await ensureDefaultProfiles();
      const [saved] = await db.insert(aboutPeople).values(row).returning({ id: aboutPeople.id });

      return saved ? ok(saved) : fail('errors.serverError');
    },
  });
}

/** Seeds 7 `POST /update/about-us`: the entry keeps its category; its picture may stay the one saved before. */
export async function updateAboutPerson(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: aboutPersonUpdateSchema,
    input,
    action: 'about.update',
    target: ({ id }) => id,
    run: async ({ id, ...person }) => {
      const [current] = await db
        .select({ category: aboutPeople.aboutCategory, profile: aboutPeople.profile })
        .from(aboutPeople)
        .where(eq(aboutPeople.id, id));
      if (!current || current.category !== person.about_category) return fail('admin.organisation.notFound');
      const row = toAboutRow(person, current.profile);
      if (!row) return fail('admin.organisation.imageInvalid');
      if (isDefaultProfileKey(row.profile)) await ensureDefaultProfiles();
      await db.update(aboutPeople).set(row).where(eq(aboutPeople.id, id));
      if (row.profile !== current.profile) await discardOwnProfile(current.profile);

      return ok({ id });
    },
  });
}

/** Seeds 7 `DELETE /delete/about-us`. */
export async function deleteAboutPerson(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: aboutPersonIdSchema,
    input,
    action: 'about.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(aboutPeople)
        .where(eq(aboutPeople.id, id))
        .returning({ profile: aboutPeople.profile });
      if (!deleted) return fail('admin.organisation.notFound');
      await discardOwnProfile(deleted.profile);

      return ok({ id });
    },
  });
}
