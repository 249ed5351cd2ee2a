'use server';

import { and, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { constraintViolation } from '@/db/constraint-violation';
import { conferencePartners } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { partnerIdSchema, partnerOrderSchema, partnerSchema, partnerUpdateSchema } from './partner-schema';
import { discardUnreferencedFiles } from './stored-files';
import { isKeptOrUploaded } from './uploaded-file';

const M = 'admin.weekEditions.errors';

type Saved = ActionResult<{ id: number }>;

const refuseLogo = () => fail('errors.invalidInput', { logo: [`${M}.logoRequired`] });

/** A new sponsor or organiser goes last in its edition's list. */
export async function createPartner(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: partnerSchema,
    input,
    action: 'conference-partner.create',
    target: (_values, saved) => saved.id,
    run: async ({ event_id: eventId, kind, name, name_en: nameEn, logo, link }) => {
      if (!isKeptOrUploaded('image', logo)) return refuseLogo();
      const sameList = and(eq(conferencePartners.eventId, eventId), eq(conferencePartners.kind, kind));
      try {
        const [saved] = await db
          .insert(conferencePartners)
          .values({
            eventId,
            kind,
            name,
            nameEn,
            logo,
            link,
            position: sql`(select coalesce(max(${conferencePartners.position}) + 1, 0) from ${conferencePartners} where ${sameList})`,
          })
          .returning({ id: conferencePartners.id });

        return saved ? ok(saved) : fail('errors.serverError');
      } catch (error) {
        // The edition was deleted while the form was open.
        if (constraintViolation(error)?.kind === 'foreignKey') return fail(`${M}.notFound`);
        throw error;
      }
    },
  });
}

export async function updatePartner(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: partnerUpdateSchema,
    input,
    action: 'conference-partner.update',
    target: ({ id }) => id,
    run: async ({ id, name, name_en: nameEn, logo, link }) => {
      const [current] = await db
        .select({ logo: conferencePartners.logo })
        .from(conferencePartners)
        .where(eq(conferencePartners.id, id));
      if (!current) return fail(`${M}.partnerNotFound`);
      if (!isKeptOrUploaded('image', logo, current.logo)) return refuseLogo();
      // Drizzle leaves an undefined value out of the SET: an update without the English name keeps the stored one.
      await db.update(conferencePartners).set({ name, nameEn, logo, link }).where(eq(conferencePartners.id, id));
      if (logo !== current.logo) await discardUnreferencedFiles([current.logo]);

      return ok({ id });
    },
  });
}

export async function deletePartner(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: partnerIdSchema,
    input,
    action: 'conference-partner.delete',
    target: ({ id }) => id,
    run: async ({ id }) => {
      const [deleted] = await db
        .delete(conferencePartners)
        .where(eq(conferencePartners.id, id))
        .returning({ logo: conferencePartners.logo });
      if (!deleted) return fail(`${M}.partnerNotFound`);
      await discardUnreferencedFiles([deleted.logo]);

      return ok({ id });
    },
  });
}

/**
 * Saves the order of one edition's sponsors (or organisers). The list must name every one of them: a list made
 * before another admin added or removed one would leave a partner without a place, so it is refused instead.
 */
export async function reorderPartners(input: unknown): Promise<ActionResult<{ count: number }>> {
  return runAdminAction({
    permission: 'content',
    schema: partnerOrderSchema,
    input,
    action: 'conference-partner.reorder',
    target: ({ event_id: eventId, kind }) => `${eventId}:${kind}`,
    run: ({ event_id: eventId, kind, ids }) =>
      db.transaction(async (tx) => {
        const stored = await tx
          .select({ id: conferencePartners.id })
          .from(conferencePartners)
          .where(and(eq(conferencePartners.eventId, eventId), eq(conferencePartners.kind, kind)))
          .for('update');
        const storedIds = new Set(stored.map((row) => row.id));
        if (stored.length !== ids.length || !ids.every((id) => storedIds.has(id))) return fail(`${M}.orderStale`);
        for (const [position, id] of ids.entries()) {
          await tx.update(conferencePartners).set({ position }).where(eq(conferencePartners.id, id));
        }

        return ok({ count: ids.length });
      }),
  });
}
