import 'server-only';

import { and, eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { memberCompanies } from '@/db/schema';
import { getAdmin } from '@/lib/auth/guards';
import { type AdminPermission, can } from '@/lib/auth/roles';
import { getSessionUser } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/routing';
import { jsonError } from '@/lib/http/json-response';

import { memberAssessmentTranslator } from './member-messages';

export type SignedInMember = { id: number; name: string; email: string; logo: string };

/**
 * The member organisation the session cookie belongs to, read fresh: a member made inactive or deleted loses
 * access at once. The only source of a member's identity; ids in a request never are.
 */
export const getSignedInMember = cache(async (): Promise<SignedInMember | null> => {
  const user = await getSessionUser();
  if (user?.kind !== 'member') return null;
  const [member] = await db
    .select({
      id: memberCompanies.id,
      name: memberCompanies.name,
      email: memberCompanies.email,
      logo: memberCompanies.logo,
    })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, user.id), eq(memberCompanies.active, true)))
    .limit(1);

  return member ?? null;
});

export type MemberRequestAuthorization = { ok: true; member: SignedInMember } | { ok: false; response: Response };

/** For member route handlers: 401 with the flow's message when no member organisation is signed in. */
export async function authorizeMemberRequest(locale: Locale): Promise<MemberRequestAuthorization> {
  const member = await getSignedInMember();
  if (member) return { ok: true, member };

  return { ok: false, response: jsonError(401, memberAssessmentTranslator(locale)('errors.unauthorized')) };
}

/**
 * Who may read a member's assessment: that member, or a staff member with the permission (a member's answers and
 * proof files are personal data, not content); `refused` is a signed-in staff member without it (403, not 401).
 */
export type AssessmentReader = { kind: 'member'; member: SignedInMember } | { kind: 'staff' } | { kind: 'refused' };

export async function getAssessmentReader(staffPermission: AdminPermission): Promise<AssessmentReader | null> {
  const member = await getSignedInMember();
  if (member) return { kind: 'member', member };
  const admin = await getAdmin();
  if (!admin) return null;

  return can(admin.accountRole, staffPermission) ? { kind: 'staff' } : { kind: 'refused' };
}
