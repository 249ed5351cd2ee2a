import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { adminAccounts, meetingUsers, memberCompanies } from '@/db/schema';

import type { CodeSubject } from './subjects';

/** The signed-in staff member as guards and the shell need it. */
export type AdminAccount = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  accountRole: number;
};

const ADMIN_COLUMNS = {
  id: adminAccounts.id,
  email: adminAccounts.email,
  firstName: adminAccounts.firstName,
  lastName: adminAccounts.lastName,
  position: adminAccounts.position,
  accountRole: adminAccounts.accountRole,
};

export async function getAdminAccount(id: number): Promise<AdminAccount | null> {
  const [account] = await db.select(ADMIN_COLUMNS).from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1);

  return account ?? null;
}

/** E-mails are unique case-insensitively (an index on lower(email)); `email` is already lower-cased. */
export async function getAdminAccountByEmail(email: string): Promise<AdminAccount | null> {
  const [account] = await db
    .select(ADMIN_COLUMNS)
    .from(adminAccounts)
    .where(eq(sql`lower(${adminAccounts.email})`, email))
    .limit(1);

  return account ?? null;
}

async function getActiveMemberId(email: string): Promise<number | null> {
  const [member] = await db
    .select({ id: memberCompanies.id })
    .from(memberCompanies)
    .where(and(eq(sql`lower(${memberCompanies.email})`, email), eq(memberCompanies.active, true)))
    .limit(1);

  return member?.id ?? null;
}

/** A registered meeting user (attendee) by e-mail, unique case-insensitively too; `email` is already lower-cased. */
export async function getAttendeeAccountByEmail(email: string): Promise<{ id: number; email: string } | null> {
  const [attendee] = await db
    .select({ id: meetingUsers.id, email: meetingUsers.email })
    .from(meetingUsers)
    .where(eq(sql`lower(${meetingUsers.email})`, email))
    .limit(1);

  return attendee ?? null;
}

/** Whose e-mail this is for the subject, or null: only registered e-mails may receive or use a code. */
export async function findSubjectAccountId(subject: CodeSubject, email: string): Promise<number | null> {
  if (subject === 'member') return getActiveMemberId(email);
  if (subject === 'attendee') return (await getAttendeeAccountByEmail(email))?.id ?? null;

  return (await getAdminAccountByEmail(email))?.id ?? null;
}
