'use server';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies, directoryConsultants } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { reviewSchema } from '../form-schema';
import { mailDecision } from '../mail-decision';
import { publishCompanyLogo } from '../publish-logo';

type Decision = { review: 'approved' | 'rejected'; approval: boolean; rejectReason: string };
type Reviewed = { name: string; nameEn: string; email: string; registrant: string };

/** Only a request still waiting is decided: a second click, or another staff member's decision, changes nothing. */
async function decide(type: '1' | '2', id: number, decision: Decision): Promise<Reviewed | undefined> {
  if (type === '1') {
    const pending = and(eq(directoryCompanies.id, id), eq(directoryCompanies.review, 'pending'));
    const [row] = await db
      .update(directoryCompanies)
      .set(decision)
      .where(pending)
      .returning({ name: directoryCompanies.nameMn, nameEn: directoryCompanies.nameEn, email: directoryCompanies.registrantEmail, registrant: directoryCompanies.registrantName });

    return row;
  }
  const pending = and(eq(directoryConsultants.id, id), eq(directoryConsultants.review, 'pending'));
  const [row] = await db
    .update(directoryConsultants)
    .set(decision)
    .where(pending)
    .returning({ name: directoryConsultants.nameMn, nameEn: directoryConsultants.nameEn, email: directoryConsultants.registrantEmail, registrant: directoryConsultants.registrantName });

  return row;
}

/**
 * Seeds 2.5: approving a request publishes it (review approved, approval ticked); rejecting keeps the row with its
 * reason. Either way the registrant is mailed.
 */
export async function reviewRequest(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'requests',
    schema: reviewSchema,
    input,
    action: 'directory-request.review',
    target: (data) => `${data.type === '1' ? 'company' : 'consultant'}:${data.id}:${data.decision}`,
    run: async (data) => {
      const reason = data.decision === 'reject' ? data.reason : undefined;
      const decision: Decision = reason === undefined ? { review: 'approved', approval: true, rejectReason: '' } : { review: 'rejected', approval: false, rejectReason: reason };
      const reviewed = await decide(data.type, data.id, decision);
      if (!reviewed) return fail('admin.yellow.errors.notPending');
      if (data.type === '1' && reason === undefined) await publishCompanyLogo(data.id);
      await mailDecision({
        to: reviewed.email,
        registrant: reviewed.registrant,
        entry: reviewed.name || reviewed.nameEn,
        kind: data.type === '1' ? 'company' : 'consultant',
        reason,
      });

      return ok({ id: data.id });
    },
  });
}
