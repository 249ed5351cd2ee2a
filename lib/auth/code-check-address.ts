import 'server-only';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { meetingUsers, memberCompanies } from '@/db/schema';

import type { CodeSubject } from './subjects';

/** Who a typed code is for: the e-mail typed, or the account's id as the seeds' clients send it. */
export type CodeCheckTarget = { email?: string; id?: number };

/** The registered e-mail of an account id of the subject that signs in on a public page, or null. */
async function accountEmailOf(subject: Exclude<CodeSubject, 'admin'>, id: number): Promise<string | null> {
  const [account] =
    subject === 'member'
      ? await db
          .select({ email: memberCompanies.email })
          .from(memberCompanies)
          .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)))
      : await db.select({ email: meetingUsers.email }).from(meetingUsers).where(eq(meetingUsers.id, id));

  return account?.email ?? null;
}

/**
 * The address a typed code is checked against, or null when neither an e-mail nor an id was given. An id of no
 * account stands for an address no account can have (`.invalid` is reserved), so that its check counts the same
 * tries and gives the same answer as a wrong code for a real one: the answer never tells which ids exist.
 */
export async function codeCheckAddress(
  subject: Exclude<CodeSubject, 'admin'>,
  { email, id }: CodeCheckTarget,
): Promise<string | null> {
  if (email) return email;
  if (!id) return null;

  return (await accountEmailOf(subject, id)) ?? `${subject}-${id}@unregistered.invalid`;
}
