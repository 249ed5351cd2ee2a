import 'server-only';

import { eq, or } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentAnswers, assessmentAttachments, assessmentResults, assessmentSubmissions } from '@/db/schema';

/** The member a private assessment file belongs to (a proof file or an attachment), or null for no such file. */
export async function memberOwningFile(key: string): Promise<number | null> {
  const [proof] = await db
    .select({ memberId: assessmentSubmissions.memberId })
    .from(assessmentAnswers)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentAnswers.submissionId))
    .where(eq(assessmentAnswers.proofFile, key))
    .limit(1);
  if (proof) return proof.memberId;
  const [attachment] = await db
    .select({ memberId: assessmentSubmissions.memberId })
    .from(assessmentAttachments)
    .innerJoin(assessmentResults, eq(assessmentResults.id, assessmentAttachments.resultId))
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
    .where(or(eq(assessmentAttachments.officialDocument, key), eq(assessmentAttachments.form, key)))
    .limit(1);

  return attachment?.memberId ?? null;
}
