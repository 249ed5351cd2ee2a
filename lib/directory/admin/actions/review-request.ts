'use server';

import { and, eq } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { directoryCompanies, directoryConsultants } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { enqueueMails } from '@/lib/mail/outbox';
import { sendSoon } from '@/lib/mail/send-soon';

import { reviewSchema } from '../form-schema';
import { decisionMails } from '../mail-decision';
import { publishCompanyLogoIfStorageAnswers } from '../logo-writes';

// The request's network bounds only what waits for review (lib/directory/registration/review-queue.ts): a decision forgets it.
type Decision = { review: 'approved' | 'rejected'; approval: boolean; rejectReason: string; clientNeighbourhood: null };
type Reviewed = { name: string; nameEn: string; email: string; registrant: string };

/** Only a request still waiting is decided: a second click, or another staff member's decision, changes nothing. */
async function decide(
  tx: Database,
  { type, id, decision }: { type: '1' | '2'; id: number; decision: Decision },
): Promise<Reviewed | undefined> {
  if (type === '1') {
    const pending = and(eq(directoryCompanies.id, id), eq(directoryCompanies.review, 'pending'));
    const [row] = await tx.update(directoryCompanies).set(decision).where(pending).returning({
      name: directoryCompanies.nameMn,
      nameEn: directoryCompanies.nameEn,
      email: directoryCompanies.registrantEmail,
      registrant: directoryCompanies.registrantName,
    });

    return row;
  }
  const pending = and(eq(directoryConsultants.id, id), eq(directoryConsultants.review, 'pending'));
  const [row] = await tx.update(directoryConsultants).set(decision).where(pending).returning({
    name: directoryConsultants.nameMn,
    nameEn: directoryConsultants.nameEn,
    email: directoryConsultants.registrantEmail,
    registrant: directoryConsultants.registrantName,
  });

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
      const decision: Decision =
        reason === undefined
          ? { review: 'approved', approval: true, rejectReason: '', clientNeighbourhood: null }
          : { review: 'rejected', approval: false, rejectReason: reason, clientNeighbourhood: null };
      // The logo first: a file storage that is down refuses the approval, rather than approving a company whose
      // logo stays unpublished and mailing the registrant about it.
      const isApproval = data.type === '1' && reason === undefined;
      if (isApproval && !(await publishCompanyLogoIfStorageAnswers(data.id)))
        return fail('admin.upload.storageUnavailable');
      // The registrant's mail is recorded with the decision, so a decision is never stored unannounced.
      const reviewed = await db.transaction(async (tx) => {
        const row = await decide(tx, { type: data.type, id: data.id, decision });
        if (row) {
          const kind = data.type === '1' ? 'company' : 'consultant';
          await enqueueMails(
            tx,
            await decisionMails({
              to: row.email,
              registrant: row.registrant,
              entry: row.name || row.nameEn,
              kind,
              reason,
            }),
          );
        }

        return row;
      });
      if (!reviewed) return fail('admin.yellow.errors.notPending');
      await sendSoon();

      return ok({ id: data.id });
    },
  });
}
