import 'server-only';

import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';

import { jsonError } from '@/lib/http/json-response';

import { authTranslator } from './messages';
import { type AdminAccount, getAdminAccount } from './queries';
import { type AdminPermission, can } from './roles';
import { getSessionUser } from './session';

export type { AdminAccount } from './queries';

/**
 * The signed-in staff account, read fresh from the database on every request: a deleted account loses access
 * at once, and a changed role applies at once. Null for visitors and other kinds of subject.
 */
export const getAdmin = cache(async (): Promise<AdminAccount | null> => {
  const user = await getSessionUser();

  return user?.kind === 'admin' ? getAdminAccount(user.id) : null;
});

/** For server actions: the admin when allowed to do this, otherwise null (the action answers with fail()). */
export async function getAuthorizedAdmin(permission: AdminPermission): Promise<AdminAccount | null> {
  const admin = await getAdmin();

  return admin && can(admin.accountRole, permission) ? admin : null;
}

/** For admin pages: visitors go to the login page; staff without the permission get the 403 page (forbidden.tsx). */
export async function requireAdminPage(permission: AdminPermission = 'read'): Promise<AdminAccount> {
  const admin = await getAdmin();
  if (!admin) redirect('/admin/login');
  if (!can(admin.accountRole, permission)) forbidden();

  return admin;
}

export type AdminRequestAuthorization = { ok: true; admin: AdminAccount } | { ok: false; response: Response };

/** For admin route handlers: 401 `{ message }` when no staff member is signed in, 403 without the permission. */
export async function authorizeAdminRequest(permission: AdminPermission = 'read'): Promise<AdminRequestAuthorization> {
  const admin = await getAdmin();
  if (admin && can(admin.accountRole, permission)) return { ok: true, admin };
  const t = authTranslator('mn');

  return admin
    ? { ok: false, response: jsonError(403, t('errors.forbidden')) }
    : { ok: false, response: jsonError(401, t('errors.unauthorized')) };
}
